import crypto from "node:crypto";
import { bootScript } from "./prerendered-html.ts";

// The inline scripts of a content page that its Content-Security-Policy may allow: only
// those the framework writes (React Router and the first-paint rewrite), never a script that
// came in with the published content. Staff's HTML is sanitised before it is stored; should a
// script ever slip through, the page's policy still names only these, so the browser refuses
// to run it.
//
// A script is the framework's when its whole text is
// - one React Router writes around the page's data: the context, a chunk of the data stream,
//   the stream's end (their forms are fixed and their data is JSON, checked by parsing it, so
//   a script of this form can do nothing but hand data to the router), or
// - the text of a script in the same page rendered from content without raw HTML (the
//   reference render: the scroll restoration and the route modules' script), or the boot script.
// Comparing whole texts also refuses a script that started in the content and swallowed
// one of the framework's (an unclosed <script>): its text is neither.

const inlineScriptPattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** The texts of a page's inline scripts that run (JSON-LD is data, not script), in order. */
export function executableInlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(inlineScriptPattern)) {
    const attributes = match[1] ?? "";
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    texts.push(match[2] ?? "");
  }
  return texts;
}

/** The CSP source of a script text: 'sha256-…'. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const contextStart = "window.__reactRouterContext = ";
const streamSetup =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const enqueueStart = "window.__reactRouterContext.streamController.enqueue(";
const enqueueEnd = ");";
const streamClose = "window.__reactRouterContext.streamController.close();";

function parsesAs(json: string, type: "object" | "string"): boolean {
  try {
    const value: unknown = JSON.parse(json);
    return type === "string" ? typeof value === "string" : typeof value === "object" && value !== null;
  } catch {
    return false;
  }
}

/** True for React Router's data scripts: the context, a stream chunk (a JSON string), the stream's end. */
export function isRouterDataScript(text: string): boolean {
  if (text === streamClose) return true;
  if (text.startsWith(enqueueStart) && text.endsWith(enqueueEnd)) {
    return parsesAs(text.slice(enqueueStart.length, -enqueueEnd.length), "string");
  }
  const contextEnd = `;${streamSetup}`;
  if (text.startsWith(contextStart) && text.endsWith(contextEnd)) {
    return parsesAs(text.slice(contextStart.length, -contextEnd.length), "object");
  }
  return false;
}

/** The framework's data-free scripts seen in reference renders, and the CSP hashes of a page. */
export class FrameworkScripts {
  private readonly known = new Set<string>([bootScript]);

  /** True when `text` is a script the framework writes. */
  recognises(text: string): boolean {
    return this.known.has(text) || isRouterDataScript(text);
  }

  /** Whether every executable inline script of the page is recognised. */
  recognisesAll(html: string): boolean {
    return executableInlineScripts(html).every((text) => this.recognises(text));
  }

  /**
   * Learns the scripts of a page rendered from content without raw HTML: every script in it
   * is the framework's.
   */
  learn(referenceHtml: string): void {
    for (const text of executableInlineScripts(referenceHtml)) if (!isRouterDataScript(text)) this.known.add(text);
  }

  /** The CSP hashes of the page's recognised scripts; the others get none, so they never run. */
  hashes(html: string): string[] {
    const hashes = new Set<string>();
    for (const text of executableInlineScripts(html)) if (this.recognises(text)) hashes.add(scriptHash(text));
    return [...hashes];
  }
}
