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

/** Parses a Link header: `<uri>; rel="canonical", <uri2>; rel=alternate; hreflang=de`. */
function parseLinkHeader(value: string): LinkHeaderRef[] {
  const refs: LinkHeaderRef[] = [];
  const pattern = /<([^>]*)>\s*((?:;\s*[^;,=\s]+\s*(?:=\s*(?:"[^"]*"|[^;,]*))?\s*)*)/g;
  for (const match of value.matchAll(pattern)) {
    const params: Record<string, string> = {};
    for (const param of (match[2] ?? "").matchAll(/;\s*([^;,=\s]+)\s*(?:=\s*("[^"]*"|[^;,]*))?/g)) {
      const key = (param[1] ?? "").toLowerCase();
      const raw = (param[2] ?? "").trim();
      if (!(key in params)) params[key] = raw.startsWith('"') ? raw.slice(1, -1) : raw;
    }
    refs.push({ uri: match[1] ?? "", params });
  }
  return refs;
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
