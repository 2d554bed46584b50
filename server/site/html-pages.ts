import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { executableInlineScripts, scriptHash } from "./framework-scripts.ts";

/** One prerendered HTML page, held in memory with its encodings and its CSP. */
export interface HtmlPage {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  contentSecurityPolicy: string;
}

/** sha256 sources of the executable inline scripts of a built page (JSON-LD is data, not script). */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(executableInlineScripts(html).map(scriptHash))];
}

/**
 * The page's Content-Security-Policy: scripts only from our origin plus the hashes of the
 * inline scripts React Router writes into this very page; never 'unsafe-inline' for scripts.
 * A built page (made from the repository's own content) hashes each of its inline scripts;
 * a page rendered from published content is given the hashes of the framework's scripts
 * only (framework-scripts.ts).
 * That includes the module script the build makes inert (prerendered-html.ts): the boot
 * script later runs its text unchanged as an inline module, which the same hash allows.
 * 'wasm-unsafe-eval' lets the MP3 encoder's WebAssembly run; it does not allow eval().
 * Styles may be inline (the build inlines each page's stylesheet): a hash in style-src
 * would switch 'unsafe-inline' off for style attributes too.
 */
function pageContentSecurityPolicy(html: string, scriptHashes = inlineScriptHashes(html)): string {
  return contentSecurityPolicy(scriptHashes);
}

/**
 * The policy of a script file. A Web Worker runs under the policy sent with its own
 * script, so tool workers (pdf.js, the MP3 encoder's WebAssembly) get the page's policy
 * without inline hashes.
 */
export const scriptFileContentSecurityPolicy = contentSecurityPolicy([]);

// Fonts and connections fall back to default-src ('self'): naming them again would cost every
// page's headers 36 bytes, and pages sit near the first round trip's 14.6 KB.
function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function readOrCompress(file: string, suffix: string, compress: (input: Buffer) => Buffer, body: Buffer): Buffer {
  try {
    return fs.readFileSync(file + suffix);
  } catch {
    return compress(body);
  }
}

function etagOf(body: Buffer): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

export function loadHtmlPage(file: string): HtmlPage {
  const body = fs.readFileSync(file);
  const html = body.toString("utf8");
  return {
    body,
    gzip: readOrCompress(file, ".gz", (input) => zlib.gzipSync(input, { level: 9 }), body),
    brotli: readOrCompress(file, ".br", (input) => zlib.brotliCompressSync(input), body),
    etag: etagOf(body),
    contentSecurityPolicy: pageContentSecurityPolicy(html),
  };
}

/**
 * A page (or any text file) rendered while the server runs, held like a built one. It is
 * compressed at once, at levels that take a few milliseconds (brotli 5, gzip 6) rather
 * than the build's slowest and smallest, so a publish is live within a second. A page
 * holding published content passes the hashes of the scripts its policy allows.
 */
export function renderedHtmlPage(text: string, scriptHashes?: string[]): HtmlPage {
  const body = Buffer.from(text, "utf8");
  return {
    body,
    gzip: zlib.gzipSync(body, { level: 6 }),
    brotli: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    etag: etagOf(body),
    contentSecurityPolicy: pageContentSecurityPolicy(text, scriptHashes),
  };
}

/** The built page file of a URL path: "/" → index.html, "/about" → about/index.html. */
export function htmlFileOf(clientDir: string, urlPath: string): string {
  return path.join(clientDir, urlPath === "/" ? "" : urlPath.slice(1), "index.html");
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Gives a rendered page the build's smallest encodings (brotli 11, gzip 9), computed off
 * the main thread: about 0.2 s for a 140 KB page, while the quick ones are served.
 */
export async function compressFully(page: HtmlPage): Promise<void> {
  const [brotli, gzipped] = await Promise.all([
    brotliCompress(page.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
    gzip(page.body, { level: 9 }),
  ]);
  page.brotli = brotli;
  page.gzip = gzipped;
}
