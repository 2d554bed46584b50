import type { CheerioAPI } from "cheerio";

// The <link> elements and Link headers of a page, read the way Lighthouse's LinkElements
// gatherer reads them (so canonical and hreflang see what Lighthouse sees): rel lower-cased
// but not trimmed, href resolved against the document's base URL, where the element sits
// (a <link> after body content belongs to the body, and search engines ignore it).

export interface LinkElement {
  /** The rel attribute, lower case (a single "canonical" or "alternate" is what counts). */
  rel: string;
  /** The href as written. */
  hrefRaw: string;
  /** The href resolved against the base URL; as written when it cannot be resolved (DOM), null (headers). */
  href: string | null;
  hreflang: string;
  source: "head" | "body" | "headers";
}

/** The document's base URL: the first <base href>, resolved against the page URL. */
export function documentBase($: CheerioAPI, pageUrl: URL): URL {
  const href = $("base[href]").first().attr("href");
  if (href === undefined) return pageUrl;
  try {
    return new URL(href.trim(), pageUrl);
  } catch {
    return pageUrl;
  }
}

/** Resolves like an element's href property: the absolute URL, or the raw value when it cannot be parsed. */
export function resolveHref(raw: string, base: URL): string {
  try {
    return new URL(raw.trim(), base).href;
  } catch {
    return raw;
  }
}

interface LinkHeaderRef {
  uri: string;
  params: Record<string, string>;
}

/**
 * Parses a Link header: `<uri>; rel="canonical", <uri2>; rel=alternate; hreflang=de`.
 * By hand with indexOf: a regex here was quadratic on many '<' with no '>' after them.
 */
export function parseLinkHeader(value: string): LinkHeaderRef[] {
  const refs: LinkHeaderRef[] = [];
  let pos = 0;
  for (;;) {
    const open = value.indexOf("<", pos);
    if (open === -1) break;
    const close = value.indexOf(">", open + 1);
    if (close === -1) break; // no '>' anywhere after: no further reference can match
    const params: Record<string, string> = {};
    pos = skipSpace(value, close + 1);
    while (value.charCodeAt(pos) === SEMICOLON) {
      const keyStart = skipSpace(value, pos + 1);
      let at = keyStart;
      while (at < value.length && !isKeyStop(value.charCodeAt(at))) at++;
      if (at === keyStart) break;
      const key = value.slice(keyStart, at).toLowerCase();
      at = skipSpace(value, at);
      let raw = "";
      if (value.charCodeAt(at) === EQUALS) {
        const valueStart = skipSpace(value, at + 1);
        const closingQuote = value.charCodeAt(valueStart) === QUOTE ? value.indexOf('"', valueStart + 1) : -1;
        at = valueStart;
        if (closingQuote !== -1) at = closingQuote + 1;
        else while (at < value.length && value.charCodeAt(at) !== SEMICOLON && value.charCodeAt(at) !== COMMA) at++;
        raw = value.slice(valueStart, at).trim();
      }
      if (!(key in params)) params[key] = raw.startsWith('"') ? raw.slice(1, -1) : raw;
      pos = skipSpace(value, at);
    }
    refs.push({ uri: value.slice(open + 1, close), params });
  }
  return refs;
}

const SEMICOLON = 0x3b;
const COMMA = 0x2c;
const EQUALS = 0x3d;
const QUOTE = 0x22;

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0xfeff || code === 0x2028 || code === 0x2029 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x202f || code === 0x205f || code === 0x3000;
}

function isKeyStop(code: number): boolean {
  return code === SEMICOLON || code === COMMA || code === EQUALS || isSpace(code);
}

export function linkElements($: CheerioAPI, pageUrl: URL, linkHeader: string | undefined): LinkElement[] {
  const base = documentBase($, pageUrl);
  const out: LinkElement[] = [];
  $("link").each((_, el) => {
    const link = $(el);
    // <link> inside SVG is no HTML link element.
    if (link.closest("svg").length > 0) return;
    const hrefAttribute = link.attr("href");
    out.push({
      rel: (link.attr("rel") ?? "").toLowerCase(),
      hrefRaw: hrefAttribute ?? "",
      href: hrefAttribute === undefined ? "" : resolveHref(hrefAttribute, base),
      hreflang: link.attr("hreflang") ?? "",
      source: link.closest("head").length > 0 ? "head" : "body",
    });
  });
  for (const ref of linkHeader === undefined ? [] : parseLinkHeader(linkHeader)) {
    let href: string | null;
    try {
      href = new URL(ref.uri, pageUrl).href;
    } catch {
      href = null;
    }
    out.push({
      rel: (ref.params["rel"] ?? "").toLowerCase(),
      hrefRaw: ref.uri,
      href,
      hreflang: ref.params["hreflang"] ?? "",
      source: "headers",
    });
  }
  return out;
}
