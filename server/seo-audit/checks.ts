import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { AuditCheck, CheckStatus, MetricKey } from "#contracts/seo-audit.ts";
import { parseRobotsTxt, robotsVerdict } from "./robots-txt.ts";

// The audit's checks: pure functions of the fetched page. No network, no clock, no randomness:
// the same input always gives the same results. Weights and thresholds are documented in
// score.ts and next to each check.

export interface AuditInput {
  /** Final URL of the page (after redirects). */
  url: string;
  html: string;
  /** Response headers, lowercase names. */
  headers: Record<string, string>;
  status: number;
  timing: { responseTimeMs: number };
  robotsTxt: { status: "found" | "missing" | "unreachable"; body?: string };
  /** Decompressed HTML size; defaults to the UTF-8 length of `html`. */
  pageBytes?: number;
}

export interface CheckContext {
  input: AuditInput;
  url: URL;
  $: CheerioAPI;
  pageBytes: number;
}

export type CheckFn = (ctx: CheckContext) => AuditCheck;

export function createContext(input: AuditInput): CheckContext {
  return {
    input,
    url: new URL(input.url),
    $: cheerio.load(input.html),
    pageBytes: input.pageBytes ?? new TextEncoder().encode(input.html).length,
  };
}

interface Meta {
  id: string;
  title: string;
  weight: number;
  metric: MetricKey;
}

function make(
  meta: Meta,
  status: CheckStatus,
  found: string,
  description: string,
  recommendation?: string,
): AuditCheck {
  const check: AuditCheck = { ...meta, status, found, description };
  if (status !== "passed" && recommendation !== undefined) check.recommendation = recommendation;
  return check;
}

// ---------------------------------------------------------------------------------------------
// helpers

const collapse = (s: string): string => s.replace(/\s+/g, " ").trim();
const charCount = (s: string): number => [...s].length;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const quote = (s: string, max = 80): string => `"${charCount(s) > max ? `${[...s].slice(0, max - 1).join("")}…` : s}"`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function metaContent($: CheerioAPI, key: string): string | undefined {
  const wanted = key.toLowerCase();
  let value: string | undefined;
  $("meta").each((_, el) => {
    if (value !== undefined) return;
    const name = ($(el).attr("name") ?? $(el).attr("property") ?? "").trim().toLowerCase();
    if (name === wanted) value = $(el).attr("content") ?? "";
  });
  return value;
}

function siteHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}

function isSameSite(a: URL, b: URL): boolean {
  return siteHost(a.hostname) === siteHost(b.hostname);
}

function listSample(items: string[], max = 3): string {
  const shown = items.slice(0, max).join(", ");
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

interface MinimalNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: MinimalNode[];
}

const SKIP_TEXT = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas"]);

/** Visible text of the body, with a space between elements so "<p>a</p><p>b</p>" gives two words. */
export function visibleText($: CheerioAPI): string {
  const parts: string[] = [];
  const walk = (node: MinimalNode): void => {
    if (node.type === "text") {
      parts.push(node.data ?? "");
      return;
    }
    if ((node.type === "tag" || node.type === "script" || node.type === "style") && node.name !== undefined) {
      if (SKIP_TEXT.has(node.name) || node.attribs?.["hidden"] !== undefined) return;
    }
    for (const child of node.children ?? []) walk(child);
    parts.push(" ");
  };
  const body = $("body")[0] as unknown as MinimalNode | undefined;
  if (body) walk(body);
  return collapse(parts.join(" "));
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

// ---------------------------------------------------------------------------------------------
// SEO checks (metric: seoScore)

/** 2xx passes; 3xx without a usable redirect warns; 4xx and 5xx are critical. */
export const checkHttpStatus: CheckFn = ({ input }) => {
  const meta = { id: "http-status", title: "HTTP status", weight: 10, metric: "seoScore" } as const;
  const s = input.status;
  const found = `HTTP ${s}`;
  if (s >= 200 && s < 300)
    return make(meta, "passed", found, "The page answers with a success status, so search engines can index it.");
  if (s >= 300 && s < 400)
    return make(
      meta,
      "warning",
      found,
      "The page answers with a redirect status but no usable target.",
      "Answer with HTTP 200 on the page's own URL, or give the redirect a Location header.",
    );
  return make(
    meta,
    "critical",
    found,
    "The page answers with an error status; search engines drop such pages from their results.",
    `Fix the HTTP ${s} error so the page answers with HTTP 200.`,
  );
};

/** The final URL uses HTTPS. */
export const checkHttps: CheckFn = ({ url }) => {
  const meta = { id: "https", title: "HTTPS", weight: 10, metric: "seoScore" } as const;
  if (url.protocol === "https:")
    return make(
      meta,
      "passed",
      `Served over HTTPS (${url.origin})`,
      "The page is encrypted; browsers mark it as secure and Google uses HTTPS as a ranking signal.",
    );
  return make(
    meta,
    "critical",
    `Served over plain HTTP (${url.origin})`,
    "Browsers label HTTP pages as 'Not secure' and Google prefers HTTPS pages in its results.",
    "Install a TLS certificate (free from Let's Encrypt) and redirect every HTTP URL to HTTPS.",
  );
};

/** Title present, one, ideally 30–60 characters. */
export const checkTitle: CheckFn = ({ $ }) => {
  const meta = { id: "title", title: "Page title", weight: 10, metric: "seoScore" } as const;
  const titles = $("title").filter((_, el) => $(el).closest("svg").length === 0);
  const text = collapse(titles.first().text());
  if (titles.length === 0 || text === "") {
    return make(
      meta,
      "critical",
      titles.length === 0 ? "No <title> element" : "The <title> element is empty",
      "The title is the headline of the page in search results and browser tabs.",
      "Add a unique <title> of 30 to 60 characters that names the page's topic and your brand.",
    );
  }
  const n = charCount(text);
  const found = `Title: ${quote(text)} (${plural(n, "character")})${titles.length > 1 ? `; ${titles.length} <title> elements` : ""}`;
  if (titles.length > 1)
    return make(
      meta,
      "warning",
      found,
      "The page has more than one <title>; search engines use only one of them.",
      "Keep a single <title> element in the <head>.",
    );
  if (n < 30)
    return make(
      meta,
      "warning",
      found,
      "The title is short: it leaves out words searchers may look for.",
      "Lengthen the title to 30–60 characters with the page's main keyword and your brand.",
    );
  if (n > 60)
    return make(
      meta,
      "warning",
      found,
      "The title is long: search results cut it off after about 60 characters.",
      "Shorten the title to at most 60 characters, main keyword first.",
    );
  return make(meta, "passed", found, "The title is present and between 30 and 60 characters.");
};

/** Meta description present, ideally 70–160 characters. */
export const checkMetaDescription: CheckFn = ({ $ }) => {
  const meta = { id: "meta-description", title: "Meta description", weight: 8, metric: "seoScore" } as const;
  const content = metaContent($, "description");
  const text = collapse(content ?? "");
  if (text === "") {
    return make(
      meta,
      "critical",
      content === undefined ? "No meta description" : "The meta description is empty",
      "Search engines show the description under the title; without one they pick a random snippet.",
      'Add a <meta name="description"> of 70 to 160 characters that sums up the page and invites the click.',
    );
  }
  const n = charCount(text);
  const found = `Description: ${quote(text)} (${plural(n, "character")})`;
  if (n < 70)
    return make(
      meta,
      "warning",
      found,
      "The description is short and may be replaced by a snippet the search engine picks.",
      "Write a meta description of 70–160 characters.",
    );
  if (n > 160)
    return make(
      meta,
      "warning",
      found,
      "The description is long: search results cut it off after about 160 characters.",
      "Shorten the meta description to at most 160 characters.",
    );
  return make(meta, "passed", found, "The meta description is present and between 70 and 160 characters.");
};

function robotsDirectives(value: string, ownAgent = "googlebot"): string[] {
  // X-Robots-Tag may be "noindex", "googlebot: noindex, nofollow" or several such parts.
  const out: string[] = [];
  let agentApplies = true;
  for (const rawPart of value.split(",")) {
    let part = rawPart.trim().toLowerCase();
    const m = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(part);
    if (m && !["unavailable_after", "max-snippet", "max-image-preview", "max-video-preview"].includes(m[1] ?? "")) {
      agentApplies = m[1] === ownAgent || m[1] === "*";
      part = m[2] ?? "";
    }
    if (agentApplies && part !== "") out.push(part);
  }
  return out;
}

/** No noindex in <meta name="robots|googlebot"> or X-Robots-Tag. */
export const checkIndexable: CheckFn = ({ $, input }) => {
  const meta = { id: "indexable", title: "Indexable", weight: 10, metric: "seoScore" } as const;
  const blockers: string[] = [];
  let nofollow = false;
  $("meta").each((_, el) => {
    const name = ($(el).attr("name") ?? "").trim().toLowerCase();
    if (name !== "robots" && name !== "googlebot") return;
    const directives = ($(el).attr("content") ?? "")
      .toLowerCase()
      .split(",")
      .map((d) => d.trim());
    if (directives.includes("noindex") || directives.includes("none"))
      blockers.push(`<meta name="${name}" content="${$(el).attr("content") ?? ""}">`);
    if (directives.includes("nofollow")) nofollow = true;
  });
  const header = input.headers["x-robots-tag"];
  if (header !== undefined) {
    const directives = robotsDirectives(header);
    if (directives.includes("noindex") || directives.includes("none")) blockers.push(`X-Robots-Tag: ${header}`);
    if (directives.includes("nofollow")) nofollow = true;
  }
  if (blockers.length > 0) {
    return make(
      meta,
      "critical",
      `Blocked from indexing by ${blockers.join(" and ")}`,
      "A noindex directive tells search engines to leave the page out of their results.",
      "Remove the noindex directive (meta robots tag or X-Robots-Tag header) if the page should appear in search results.",
    );
  }
  if (nofollow) {
    return make(
      meta,
      "warning",
      "Indexable, but links are marked nofollow for the whole page",
      "A page-wide nofollow stops search engines from following any link on the page.",
      "Remove the page-wide nofollow so search engines can discover the pages you link to.",
    );
  }
  return make(
    meta,
    "passed",
    "No noindex directive in meta tags or headers",
    "Search engines are allowed to index this page.",
  );
};

/** robots.txt exists and does not block the page for Googlebot. */
export const checkRobotsTxt: CheckFn = ({ input, url }) => {
  const meta = { id: "robots-txt", title: "robots.txt", weight: 6, metric: "seoScore" } as const;
  const robots = input.robotsTxt;
  if (robots.status === "missing") {
    return make(
      meta,
      "warning",
      `No robots.txt at ${url.origin}/robots.txt`,
      "Without robots.txt crawlers may fetch everything, and you cannot point them to your sitemap.",
      "Add a robots.txt that allows crawling and lists your sitemap (Sitemap: https://…/sitemap.xml).",
    );
  }
  if (robots.status === "unreachable" || robots.body === undefined) {
    return make(
      meta,
      "warning",
      `robots.txt could not be read at ${url.origin}/robots.txt`,
      "When robots.txt answers with a server error, Google may stop crawling the whole site.",
      "Make /robots.txt answer quickly with HTTP 200 (or 404 if you have none).",
    );
  }
  const rules = parseRobotsTxt(robots.body);
  const verdict = robotsVerdict(rules, `${url.pathname}${url.search}`);
  const sitemapNote = rules.sitemaps.length > 0 ? `; sitemap: ${listSample(rules.sitemaps, 1)}` : "; no Sitemap line";
  if (!verdict.allowed) {
    return make(
      meta,
      "critical",
      `robots.txt blocks this page for ${verdict.agent === "*" ? "all crawlers" : "Googlebot"} (${verdict.rule ?? ""})`,
      "Search engines will not crawl a page that robots.txt disallows.",
      `Change the rule "${verdict.rule ?? ""}" in robots.txt so that this page can be crawled.`,
    );
  }
  return make(
    meta,
    "passed",
    `robots.txt found and allows this page${sitemapNote}`,
    "Crawlers are allowed to fetch this page.",
  );
};

function linkHeaderCanonicals(header: string | undefined): string[] {
  if (header === undefined) return [];
  const out: string[] = [];
  for (const m of header.matchAll(/<([^>]*)>\s*;([^,]*)/g)) {
    if (/rel\s*=\s*"?[^";]*\bcanonical\b/i.test(m[2] ?? "")) out.push(m[1] ?? "");
  }
  return out;
}

/** One canonical URL, absolute, on the same site. */
export const checkCanonical: CheckFn = ({ $, url, input }) => {
  const meta = { id: "canonical", title: "Canonical URL", weight: 6, metric: "seoScore" } as const;
  const hrefs: string[] = [];
  $("link").each((_, el) => {
    const rel = ($(el).attr("rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("canonical")) hrefs.push(($(el).attr("href") ?? "").trim());
  });
  hrefs.push(...linkHeaderCanonicals(input.headers["link"]));
  if (hrefs.length === 0) {
    return make(
      meta,
      "warning",
      "No canonical URL",
      "A canonical link tells search engines which URL to rank when the same page is reachable under several addresses.",
      'Add <link rel="canonical" href="…"> with the page\'s full preferred URL.',
    );
  }
  const resolved: string[] = [];
  for (const href of hrefs) {
    try {
      if (href === "") throw new Error("empty");
      resolved.push(new URL(href, url).href);
    } catch {
      return make(
        meta,
        "critical",
        `Invalid canonical URL ${quote(href)}`,
        "Search engines ignore a canonical URL they cannot read.",
        "Fix the canonical link so that it holds the page's full URL, e.g. https://www.example.com/page.",
      );
    }
  }
  const distinct = [...new Set(resolved)];
  if (distinct.length > 1) {
    return make(
      meta,
      "critical",
      `${distinct.length} different canonical URLs: ${listSample(distinct)}`,
      "Conflicting canonical URLs make search engines ignore all of them.",
      "Keep exactly one canonical link per page.",
    );
  }
  const href = hrefs[0] ?? "";
  const target = new URL(distinct[0] ?? url.href);
  if (!/^https?:\/\//i.test(href)) {
    return make(
      meta,
      "warning",
      `Relative canonical URL ${quote(href)}`,
      "Google recommends absolute canonical URLs; relative ones are easy to get wrong.",
      `Write the canonical URL in full: ${target.href}`,
    );
  }
  if (!isSameSite(target, url)) {
    return make(
      meta,
      "warning",
      `Canonical points to another site: ${target.href}`,
      "A canonical on another domain hands this page's ranking to that domain.",
      "Point the canonical link to this page's own URL unless the content really lives on the other site.",
    );
  }
  const samePage = target.href === url.href || target.href.replace(/\/$/, "") === url.href.replace(/\/$/, "");
  return make(
    meta,
    "passed",
    `Canonical: ${target.href}${samePage ? " (this page)" : " (another page of this site)"}`,
    "The page names one absolute canonical URL on its own site.",
  );
};

const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|[0-9]{3}))?)$/i;

/** hreflang alternates, when present, have valid language codes and absolute URLs. */
export const checkHreflang: CheckFn = ({ $ }) => {
  const meta = { id: "hreflang", title: "hreflang", weight: 4, metric: "seoScore" } as const;
  const links = $("link[hreflang]").filter((_, el) =>
    ($(el).attr("rel") ?? "").toLowerCase().split(/\s+/).includes("alternate"),
  );
  if (links.length === 0)
    return make(
      meta,
      "passed",
      "No hreflang links (needed only for pages in several languages or regions)",
      "Nothing to check.",
    );
  const problems: string[] = [];
  const codes: string[] = [];
  links.each((_, el) => {
    const code = ($(el).attr("hreflang") ?? "").trim();
    const href = ($(el).attr("href") ?? "").trim();
    codes.push(code);
    if (!HREFLANG.test(code)) problems.push(`invalid code ${quote(code, 20)}`);
    if (!/^https?:\/\/[^/]/i.test(href)) problems.push(`${code || "?"}: URL ${quote(href, 40)} is not absolute`);
  });
  if (problems.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(links.length, "hreflang link")}; problems: ${listSample(problems)}`,
      "Search engines ignore hreflang links with unknown language codes or relative URLs.",
      "Use ISO 639-1 language codes with optional ISO 3166-1 regions (en, en-GB, x-default) and absolute URLs in every hreflang link.",
    );
  }
  return make(
    meta,
    "passed",
    `${plural(links.length, "hreflang link")}: ${listSample(codes, 6)}`,
    "Every hreflang link has a valid language code and an absolute URL.",
  );
};

/** Exactly one <h1>. */
export const checkH1: CheckFn = ({ $ }) => {
  const meta = { id: "h1", title: "Main heading (H1)", weight: 5, metric: "seoScore" } as const;
  const h1s = $("h1");
  if (h1s.length === 0)
    return make(
      meta,
      "warning",
      "No <h1> heading",
      "The main heading tells visitors and search engines what the page is about.",
      "Add one <h1> that states the page's topic with its main keyword.",
    );
  const first = collapse(h1s.first().text());
  if (h1s.length > 1)
    return make(
      meta,
      "warning",
      `${h1s.length} <h1> headings, first: ${quote(first)}`,
      "Several main headings blur the page's topic.",
      "Keep one <h1> per page and turn the others into <h2> subheadings.",
    );
  if (first === "")
    return make(
      meta,
      "warning",
      "The <h1> heading is empty",
      "An empty main heading gives no topic to visitors or search engines.",
      "Put the page's topic in the <h1> as text.",
    );
  return make(meta, "passed", `One <h1>: ${quote(first)}`, "The page has exactly one main heading.");
};

/** Anchors that crawlers can follow: an href that is a real URL, not javascript:. */
export const checkCrawlableAnchors: CheckFn = ({ $, url }) => {
  const meta = { id: "crawlable-anchors", title: "Crawlable links", weight: 5, metric: "seoScore" } as const;
  const bad: string[] = [];
  let total = 0;
  $("a").each((_, el) => {
    const a = $(el);
    const href = a.attr("href");
    if (href === undefined) {
      // A named target (<a id="x"> or <a name="x">) is no link at all.
      if (
        a.attr("name") !== undefined ||
        (a.attr("id") !== undefined && a.attr("onclick") === undefined && a.attr("role") === undefined)
      )
        return;
      total++;
      bad.push(`no href (${quote(collapse(a.text()) || "empty", 30)})`);
      return;
    }
    total++;
    const h = href.trim();
    if (/^javascript:/i.test(h)) {
      bad.push(quote(h, 30));
      return;
    }
    try {
      new URL(h, url);
    } catch {
      bad.push(`invalid href ${quote(h, 30)}`);
    }
  });
  if (bad.length > 0) {
    return make(
      meta,
      "warning",
      `${bad.length} of ${plural(total, "link")} cannot be followed by crawlers: ${listSample(bad)}`,
      "Search engines only follow <a> elements whose href holds a real URL.",
      "Give every link an href with a real URL; use <button> for actions that run JavaScript.",
    );
  }
  return make(
    meta,
    "passed",
    total === 0 ? "No links on the page" : `All ${plural(total, "link")} have crawlable hrefs`,
    "Every link can be followed by search engines.",
  );
};

function jsonLdTypes(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const v of value) jsonLdTypes(v, out);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const obj = value as Record<string, unknown>;
  const t = obj["@type"];
  if (typeof t === "string") out.push(t);
  else if (Array.isArray(t)) out.push(...t.filter((x): x is string => typeof x === "string"));
  if (obj["@graph"] !== undefined) jsonLdTypes(obj["@graph"], out);
}

/** Structured data present (JSON-LD, microdata or RDFa) and every JSON-LD block parseable. */
export const checkStructuredData: CheckFn = ({ $ }) => {
  const meta = { id: "structured-data", title: "Structured data", weight: 4, metric: "seoScore" } as const;
  const types: string[] = [];
  const broken: number[] = [];
  const blocks = $("script").filter(
    (_, el) => ($(el).attr("type") ?? "").trim().toLowerCase() === "application/ld+json",
  );
  blocks.each((i, el) => {
    const text = $(el)
      .text()
      .trim()
      .replace(/^<!--|-->$/g, "");
    try {
      jsonLdTypes(JSON.parse(text), types);
    } catch {
      broken.push(i + 1);
    }
  });
  const microdata = $("[itemscope]").filter((_, el) => $(el).parents("[itemscope]").length === 0).length;
  const rdfa = $("[typeof]").length;
  if (broken.length > 0) {
    return make(
      meta,
      "critical",
      `${broken.length} of ${plural(blocks.length, "JSON-LD block")} cannot be parsed (block ${broken.join(", ")})`,
      "Search engines ignore structured data that is not valid JSON, so the page loses its rich results.",
      "Fix the JSON-LD syntax (check it with Google's Rich Results Test).",
    );
  }
  const parts: string[] = [];
  if (blocks.length > 0)
    parts.push(
      `JSON-LD${types.length > 0 ? `: ${listSample([...new Set(types)], 5)}` : ` (${plural(blocks.length, "block")})`}`,
    );
  if (microdata > 0) parts.push(`microdata: ${plural(microdata, "item")}`);
  if (rdfa > 0) parts.push(`RDFa: ${plural(rdfa, "item")}`);
  if (parts.length === 0) {
    return make(
      meta,
      "warning",
      "No structured data",
      "Structured data (schema.org) lets search engines show rich results such as ratings, FAQs and breadcrumbs.",
      "Add JSON-LD structured data that fits the page (Organization, LocalBusiness, Article, Product, FAQPage, BreadcrumbList).",
    );
  }
  return make(meta, "passed", parts.join("; "), "The page carries structured data that search engines can read.");
};

/** og:title, og:description and og:image. */
export const checkOpenGraph: CheckFn = ({ $ }) => {
  const meta = { id: "open-graph", title: "Open Graph tags", weight: 3, metric: "seoScore" } as const;
  const wanted = ["og:title", "og:description", "og:image"];
  const missing = wanted.filter((k) => collapse(metaContent($, k) ?? "") === "");
  const image = collapse(metaContent($, "og:image") ?? "");
  if (missing.length === wanted.length) {
    return make(
      meta,
      "warning",
      "No Open Graph tags",
      "Without Open Graph tags, shared links on Facebook, LinkedIn and chat apps show a poor preview.",
      "Add og:title, og:description and og:image meta tags (image at least 1200×630 pixels).",
    );
  }
  if (missing.length > 0) {
    return make(
      meta,
      "warning",
      `Missing ${missing.join(", ")}`,
      "Incomplete Open Graph tags give shared links an incomplete preview.",
      `Add the missing Open Graph tags: ${missing.join(", ")}.`,
    );
  }
  if (!/^https?:\/\//i.test(image)) {
    return make(
      meta,
      "warning",
      `og:image is not an absolute URL (${quote(image, 50)})`,
      "Social networks need the full URL of the preview image.",
      "Write og:image as a full https:// URL.",
    );
  }
  return make(
    meta,
    "passed",
    "og:title, og:description and og:image present",
    "Shared links get a complete preview with title, text and image.",
  );
};

/** twitter:card with a known card type. */
export const checkTwitterCard: CheckFn = ({ $ }) => {
  const meta = { id: "twitter-card", title: "Twitter/X card", weight: 2, metric: "seoScore" } as const;
  const card = collapse(metaContent($, "twitter:card") ?? "").toLowerCase();
  if (card === "") {
    return make(
      meta,
      "warning",
      "No twitter:card meta tag",
      "Without a card type, posts on X show this page as a plain link.",
      'Add <meta name="twitter:card" content="summary_large_image">.',
    );
  }
  if (!["summary", "summary_large_image", "app", "player"].includes(card)) {
    return make(
      meta,
      "warning",
      `Unknown card type ${quote(card, 30)}`,
      "X ignores card types it does not know.",
      "Use summary or summary_large_image as the twitter:card value.",
    );
  }
  return make(meta, "passed", `twitter:card: ${card}`, "Posts on X show a card preview of this page.");
};

/** Visible words: ≥ 300 good, 50–299 thin, < 50 almost empty. */
export const checkWordCount: CheckFn = ({ $ }) => {
  const meta = { id: "word-count", title: "Content length", weight: 5, metric: "seoScore" } as const;
  const words = countWords(visibleText($));
  const found = `${plural(words, "word")} of visible text`;
  if (words >= 300)
    return make(meta, "passed", found, "The page has enough text for search engines to understand its topic.");
  if (words >= 50)
    return make(
      meta,
      "warning",
      found,
      "Pages with fewer than 300 words often rank as thin content.",
      "Expand the page to at least 300 words of useful, original text.",
    );
  return make(
    meta,
    "critical",
    found,
    "The HTML holds almost no text: search engines may see the page as empty (for example when content is drawn only by JavaScript).",
    "Put the page's main content in the HTML (server-side rendering or prerendering) and aim for at least 300 words.",
  );
};

/** Number of links: some internal links, at most 300 in total. */
export const checkLinkCount: CheckFn = ({ $, url }) => {
  const meta = { id: "link-count", title: "Links", weight: 3, metric: "seoScore" } as const;
  let internal = 0;
  let external = 0;
  $("a[href]").each((_, el) => {
    try {
      const target = new URL(($(el).attr("href") ?? "").trim(), url);
      if (target.protocol !== "http:" && target.protocol !== "https:") return;
      if (isSameSite(target, url)) internal++;
      else external++;
    } catch {
      // counted by crawlable-anchors
    }
  });
  const total = internal + external;
  const found = `${plural(total, "link")} (${internal} internal, ${external} external)`;
  if (total > 300)
    return make(
      meta,
      "warning",
      found,
      "Very many links dilute the value passed to each and overwhelm visitors.",
      "Keep the page under 300 links; move long lists to separate pages.",
    );
  if (internal === 0)
    return make(
      meta,
      "warning",
      found,
      "Without internal links, crawlers cannot discover the rest of the site from this page.",
      "Link to your key pages (services, contact, related articles) from this page.",
    );
  return make(meta, "passed", found, "The page links to other pages of the site.");
};

/** Strict-Transport-Security with max-age of at least 180 days. */
export const checkHsts: CheckFn = ({ input, url }) => {
  const meta = { id: "hsts", title: "HSTS header", weight: 2, metric: "seoScore" } as const;
  if (url.protocol !== "https:")
    return make(
      meta,
      "warning",
      "Not applicable: the page is not served over HTTPS",
      "HSTS keeps browsers on HTTPS, so it needs HTTPS first.",
      "Move the site to HTTPS, then send Strict-Transport-Security.",
    );
  const header = input.headers["strict-transport-security"];
  if (header === undefined)
    return make(
      meta,
      "warning",
      "No Strict-Transport-Security header",
      "Without HSTS, the first visit can be downgraded to plain HTTP.",
      "Send Strict-Transport-Security: max-age=31536000; includeSubDomains.",
    );
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(header)?.[1] ?? "0");
  if (maxAge < 15_552_000)
    return make(
      meta,
      "warning",
      `Strict-Transport-Security: ${header}`,
      "The HSTS max-age is shorter than 180 days.",
      "Raise the HSTS max-age to at least 31536000 (one year).",
    );
  return make(meta, "passed", `Strict-Transport-Security: ${header}`, "Browsers will always use HTTPS for this site.");
};

/** X-Content-Type-Options: nosniff. */
export const checkNoSniff: CheckFn = ({ input }) => {
  const meta = {
    id: "content-type-options",
    title: "X-Content-Type-Options header",
    weight: 2,
    metric: "seoScore",
  } as const;
  const header = input.headers["x-content-type-options"];
  if ((header ?? "").trim().toLowerCase() === "nosniff")
    return make(
      meta,
      "passed",
      "X-Content-Type-Options: nosniff",
      "Browsers will not guess file types, which blocks a class of attacks.",
    );
  return make(
    meta,
    "warning",
    header === undefined ? "No X-Content-Type-Options header" : `X-Content-Type-Options: ${header}`,
    "Without nosniff, browsers may run files as a type other than the one declared.",
    "Send the header X-Content-Type-Options: nosniff on every response.",
  );
};

// ---------------------------------------------------------------------------------------------
// Mobile usability (metric: mobileUsability)

function parseViewport(content: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of content.split(/[,;]/)) {
    const [k, v] = part.split("=");
    if (k !== undefined && k.trim() !== "") map.set(k.trim().toLowerCase(), (v ?? "").trim().toLowerCase());
  }
  return map;
}

/** <meta name="viewport" content="width=device-width, …"> without zoom blocking. */
export const checkViewport: CheckFn = ({ $ }) => {
  const meta = { id: "viewport", title: "Mobile viewport", weight: 10, metric: "mobileUsability" } as const;
  const content = metaContent($, "viewport");
  if (content === undefined) {
    return make(
      meta,
      "critical",
      "No viewport meta tag",
      "Without a viewport tag, phones render the page at desktop width and shrink it; Google indexes the mobile version first.",
      'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
    );
  }
  const v = parseViewport(content);
  const found = `Viewport: ${quote(collapse(content), 80)}`;
  if (v.get("width") !== "device-width")
    return make(
      meta,
      "warning",
      found,
      "The viewport does not follow the device width, so the layout will not fit phone screens.",
      "Set width=device-width in the viewport meta tag.",
    );
  const maxScale = Number(v.get("maximum-scale") ?? "10");
  if (v.get("user-scalable") === "no" || v.get("user-scalable") === "0" || maxScale < 2)
    return make(
      meta,
      "warning",
      found,
      "The viewport stops visitors from zooming, which hurts people with low vision.",
      "Remove user-scalable=no and any maximum-scale below 5 from the viewport tag.",
    );
  return make(meta, "passed", found, "The page adapts to the width of the device and allows zooming.");
};

function inlineCss($: CheerioAPI): string {
  const parts: string[] = [];
  $("style").each((_, el) => {
    parts.push($(el).text());
  });
  $("[style]").each((_, el) => {
    parts.push($(el).attr("style") ?? "");
  });
  return parts.join("\n");
}

/** Font sizes under 12 px (9 pt) in the page's own CSS (<style> and style attributes). */
export const checkFontSize: CheckFn = ({ $ }) => {
  const meta = { id: "font-size", title: "Legible font sizes", weight: 4, metric: "mobileUsability" } as const;
  const small: string[] = [];
  for (const m of inlineCss($).matchAll(/font-size\s*:\s*([\d.]+)\s*(px|pt)\b/gi)) {
    const size = Number(m[1]);
    const unit = (m[2] ?? "px").toLowerCase();
    if ((unit === "px" && size < 12) || (unit === "pt" && size < 9)) small.push(`${m[1] ?? ""}${unit}`);
  }
  if (small.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(small.length, "font size")} below 12px in the page's CSS: ${listSample([...new Set(small)])}`,
      "Text under 12 pixels is hard to read on phones without zooming.",
      "Use a base font size of at least 16px and keep all text at 12px or larger.",
    );
  }
  return make(
    meta,
    "passed",
    "No font size below 12px in the page's inline CSS (external style sheets are not checked)",
    "Text sizes declared in the page are legible on phones.",
  );
};

function pxValue(style: string, prop: string): number | null {
  const m = new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([\\d.]+)px`, "i").exec(style);
  return m ? Number(m[1]) : null;
}

/** Links and controls sized under 24×24 px in their style attribute (WCAG 2.2 target size). */
export const checkTapTargets: CheckFn = ({ $ }) => {
  const meta = { id: "tap-targets", title: "Tap targets", weight: 3, metric: "mobileUsability" } as const;
  const small: string[] = [];
  $("a, button, input, select, [role=button]").each((_, el) => {
    const style = $(el).attr("style") ?? "";
    if (style === "") return;
    const w = pxValue(style, "width");
    const h = pxValue(style, "height");
    if ((w !== null && w < 24) || (h !== null && h < 24))
      small.push(`<${(el as { name?: string }).name ?? "element"}> ${w ?? "auto"}×${h ?? "auto"}px`);
  });
  if (small.length > 0) {
    return make(
      meta,
      "warning",
      `${plural(small.length, "control")} smaller than 24×24px: ${listSample(small)}`,
      "Small links and buttons are hard to tap on a touch screen.",
      "Make links and buttons at least 24×24px (48×48px is comfortable) with space between them.",
    );
  }
  return make(
    meta,
    "passed",
    "No link or button sized below 24×24px in inline styles",
    "Controls declared in the page are large enough to tap.",
  );
};

const PLUGIN = /(flash|shockwave|\.swf\b|\.flv\b|java-applet|x-java|\.class\b|silverlight|\.xap\b)/i;

/** No Flash, Java or Silverlight plugins, which phones cannot run. */
export const checkPlugins: CheckFn = ({ $ }) => {
  const meta = { id: "plugins", title: "No browser plugins", weight: 3, metric: "mobileUsability" } as const;
  let count = $("applet").length;
  $("object, embed").each((_, el) => {
    const e = $(el);
    const text = [e.attr("type"), e.attr("src"), e.attr("data"), e.attr("classid")].filter(Boolean).join(" ");
    if (PLUGIN.test(text)) count++;
  });
  if (count > 0)
    return make(
      meta,
      "warning",
      `${plural(count, "plugin element")} (Flash, Java or Silverlight)`,
      "Phones and current browsers cannot run plugins, so this content is invisible to most visitors.",
      "Replace plugin content with HTML, video or images.",
    );
  return make(meta, "passed", "No plugin content", "The page uses no Flash, Java or Silverlight content.");
};

// ---------------------------------------------------------------------------------------------
// Page speed (metric: pageSpeed)

/** Server response time: ≤ 800 ms good, ≤ 1800 ms needs work, slower is poor (Web Vitals TTFB). */
export const checkResponseTime: CheckFn = ({ input }) => {
  const meta = { id: "response-time", title: "Server response time", weight: 10, metric: "pageSpeed" } as const;
  const ms = Math.max(0, Math.round(input.timing.responseTimeMs));
  const found = `First byte after ${ms} ms`;
  if (ms <= 800) return make(meta, "passed", found, "The server answers quickly (800 ms or less).");
  if (ms <= 1800)
    return make(
      meta,
      "warning",
      found,
      "The server is slow to answer (over 800 ms), which delays everything else on the page.",
      "Speed up the server: caching, a CDN, faster hosting or fewer database queries per page.",
    );
  return make(
    meta,
    "critical",
    found,
    "The server takes more than 1.8 seconds to answer; visitors leave before the page appears.",
    "Add page caching or a CDN and check the hosting: the first byte should arrive within 800 ms.",
  );
};

/** HTML weight: ≤ 200 KB good, ≤ 1 MB heavy, more is very heavy. */
export const checkPageWeight: CheckFn = ({ pageBytes }) => {
  const meta = { id: "page-weight", title: "HTML size", weight: 8, metric: "pageSpeed" } as const;
  const found = `HTML: ${kb(pageBytes)}`;
  if (pageBytes <= 200 * 1024) return make(meta, "passed", found, "The HTML document is light (200 KB or less).");
  if (pageBytes <= 1024 * 1024)
    return make(
      meta,
      "warning",
      found,
      "The HTML document is heavy, which slows the first render on mobile networks.",
      "Trim the HTML: move inline scripts, styles and embedded data to cached files, and paginate long lists.",
    );
  return make(
    meta,
    "critical",
    found,
    "The HTML document is over 1 MB, far too heavy for mobile networks.",
    "Cut the HTML below 200 KB: remove inlined data, images and repeated markup.",
  );
};

/** gzip/br/deflate for any HTML over 1 KB. */
export const checkCompression: CheckFn = ({ input, pageBytes }) => {
  const meta = { id: "compression", title: "Text compression", weight: 8, metric: "pageSpeed" } as const;
  const encoding = (input.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding !== "" && encoding !== "identity")
    return make(
      meta,
      "passed",
      `Compressed with ${encoding}`,
      "The HTML is compressed on the way, so it downloads faster.",
    );
  if (pageBytes < 1024)
    return make(
      meta,
      "passed",
      `Not compressed, but only ${kb(pageBytes)}`,
      "The page is too small to benefit from compression.",
    );
  return make(
    meta,
    pageBytes > 100 * 1024 ? "critical" : "warning",
    `Not compressed (${kb(pageBytes)} sent as is)`,
    "Uncompressed HTML takes several times longer to download.",
    "Enable gzip or Brotli compression for HTML, CSS and JavaScript on the server or CDN.",
  );
};

/** Scripts in <head> without async/defer, and more than 3 blocking style sheets. */
export const checkRenderBlocking: CheckFn = ({ $ }) => {
  const meta = { id: "render-blocking", title: "Render-blocking resources", weight: 5, metric: "pageSpeed" } as const;
  const scripts = $("head script[src]").filter((_, el) => {
    const s = $(el);
    const type = (s.attr("type") ?? "").toLowerCase();
    return s.attr("async") === undefined && s.attr("defer") === undefined && type !== "module";
  }).length;
  const sheets = $("head link[rel~=stylesheet]").filter((_, el) => {
    const media = ($(el).attr("media") ?? "all").toLowerCase();
    return media === "all" || media === "screen" || media === "";
  }).length;
  const found = `${plural(scripts, "blocking script")} and ${plural(sheets, "style sheet")} in <head>`;
  if (scripts > 0 || sheets > 3)
    return make(
      meta,
      "warning",
      found,
      "The browser must download these files before it can show anything.",
      "Add defer (or async) to scripts in <head>, and inline critical CSS or combine style sheets.",
    );
  return make(meta, "passed", found, "Nothing in <head> holds back the first render.");
};

/** Elements in the document: ≤ 1500 fine, ≤ 3000 large, more excessive. */
export const checkDomSize: CheckFn = ({ $ }) => {
  const meta = { id: "dom-size", title: "DOM size", weight: 3, metric: "pageSpeed" } as const;
  const n = $("*").length;
  const found = `${plural(n, "element")}`;
  if (n <= 1500) return make(meta, "passed", found, "The page has a manageable number of elements.");
  if (n <= 3000)
    return make(
      meta,
      "warning",
      found,
      "A large DOM slows down rendering and interaction on phones.",
      "Reduce the number of elements: simplify markup and load long lists on demand.",
    );
  return make(
    meta,
    "critical",
    found,
    "An excessive DOM (over 3,000 elements) makes the page slow to render and sluggish to use.",
    "Cut the page below 1,500 elements: paginate, virtualise long lists and remove wrapper elements.",
  );
};

/** <img> with width and height attributes (avoids layout shift). */
export const checkImageDimensions: CheckFn = ({ $ }) => {
  const meta = { id: "image-dimensions", title: "Image dimensions", weight: 3, metric: "pageSpeed" } as const;
  const imgs = $("img");
  const missing = imgs.filter(
    (_, el) => $(el).attr("width") === undefined || $(el).attr("height") === undefined,
  ).length;
  if (imgs.length === 0) return make(meta, "passed", "No images", "Nothing to check.");
  if (missing > 0)
    return make(
      meta,
      "warning",
      `${missing} of ${plural(imgs.length, "image")} without width and height`,
      "Images without dimensions make the layout jump while the page loads (layout shift).",
      "Give every <img> width and height attributes that match its aspect ratio.",
    );
  return make(
    meta,
    "passed",
    `All ${plural(imgs.length, "image")} have width and height`,
    "Images keep their space while loading, so the layout does not jump.",
  );
};

// ---------------------------------------------------------------------------------------------
// Accessibility (metric: accessibility)

/** Every <img> has an alt attribute (alt="" for decoration is fine). */
export const checkImageAlt: CheckFn = ({ $ }) => {
  const meta = { id: "image-alt", title: "Image alt text", weight: 10, metric: "accessibility" } as const;
  const imgs = $("img, input[type=image]");
  if (imgs.length === 0) return make(meta, "passed", "No images", "Nothing to check.");
  const missing: string[] = [];
  imgs.each((_, el) => {
    const e = $(el);
    if (e.attr("alt") !== undefined || e.attr("aria-label") !== undefined || e.attr("aria-labelledby") !== undefined)
      return;
    if (e.attr("role") === "presentation" || e.attr("role") === "none" || e.attr("aria-hidden") === "true") return;
    const src = e.attr("src") ?? "";
    missing.push(src.split("/").pop()?.split("?")[0] || "(no src)");
  });
  if (missing.length === 0)
    return make(
      meta,
      "passed",
      `All ${plural(imgs.length, "image")} have alt text`,
      "Screen readers can describe every image, and search engines understand them.",
    );
  const found = `${missing.length} of ${plural(imgs.length, "image")} without alt text: ${listSample(missing)}`;
  const status: CheckStatus = imgs.length >= 2 && missing.length * 2 > imgs.length ? "critical" : "warning";
  return make(
    meta,
    status,
    found,
    "Screen readers cannot describe images without alt text, and image search cannot index them.",
    'Add an alt attribute to every image: a short description, or alt="" for purely decorative images.',
  );
};

const LANG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

/** <html lang> present and a valid language tag. */
export const checkHtmlLang: CheckFn = ({ $ }) => {
  const meta = { id: "html-lang", title: "Page language", weight: 8, metric: "accessibility" } as const;
  const lang = ($("html").attr("lang") ?? "").trim();
  if (lang === "")
    return make(
      meta,
      "warning",
      "No lang attribute on <html>",
      "Screen readers need the page language to pronounce the text correctly.",
      'Add the page language to the html element, e.g. <html lang="en">.',
    );
  if (!LANG.test(lang))
    return make(
      meta,
      "warning",
      `lang=${quote(lang, 30)} is not a valid language code`,
      "Screen readers cannot use an invalid language code.",
      "Use a valid BCP 47 language code such as en, en-GB or hi-IN.",
    );
  return make(meta, "passed", `lang="${lang}"`, "The page declares its language.");
};

const GENERIC_LINK_TEXT = new Set([
  "click here",
  "click this",
  "click",
  "here",
  "go",
  "go here",
  "this",
  "link",
  "this link",
  "more",
  "read more",
  "learn more",
  "see more",
  "more info",
  "more information",
  "information",
  "info",
  "details",
  "continue",
  "start",
  "right here",
]);

function accessibleName($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string {
  const e = $(el);
  const label = (e.attr("aria-label") ?? "").trim();
  if (label !== "") return label;
  const labelledBy = (e.attr("aria-labelledby") ?? "").trim();
  if (labelledBy !== "") {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => collapse($(`[id="${id.replace(/"/g, '\\"')}"]`).text()))
      .join(" ")
      .trim();
    if (text !== "") return text;
  }
  const text = collapse(e.text());
  if (text !== "") return text;
  const alts = e
    .find("img[alt], svg title, [aria-label]")
    .map((_, child) => $(child).attr("alt") ?? $(child).attr("aria-label") ?? $(child).text())
    .get()
    .join(" ")
    .trim();
  if (alts !== "") return alts;
  return (e.attr("title") ?? "").trim();
}

/** Links have a name, and not a generic one ('click here', 'read more'). */
export const checkLinkText: CheckFn = ({ $ }) => {
  const meta = { id: "link-text", title: "Descriptive link text", weight: 6, metric: "accessibility" } as const;
  const links = $("a[href]");
  const unnamed: string[] = [];
  const generic: string[] = [];
  links.each((_, el) => {
    const name = accessibleName($, el);
    if (name === "") {
      unnamed.push($(el).attr("href") ?? "");
      return;
    }
    const normalized = name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, "")
      .replace(/\s+/g, " ")
      .trim();
    if (GENERIC_LINK_TEXT.has(normalized)) generic.push(`"${name}"`);
  });
  if (links.length === 0) return make(meta, "passed", "No links on the page", "Nothing to check.");
  if (unnamed.length === 0 && generic.length === 0)
    return make(
      meta,
      "passed",
      `All ${plural(links.length, "link")} have descriptive text`,
      "Every link says where it leads.",
    );
  const parts: string[] = [];
  if (unnamed.length > 0)
    parts.push(`${unnamed.length} without any text (${listSample(unnamed.map((h) => quote(h, 30)))})`);
  if (generic.length > 0) parts.push(`${generic.length} with generic text (${listSample([...new Set(generic)])})`);
  return make(
    meta,
    "warning",
    `Of ${plural(links.length, "link")}: ${parts.join("; ")}`,
    "Screen reader users and search engines rely on link text to know where a link leads.",
    "Replace generic link text such as 'click here' or 'read more' with words that describe the target, and give icon links an aria-label.",
  );
};

/** Headings go down one level at a time (no h2 → h4). */
export const checkHeadingOrder: CheckFn = ({ $ }) => {
  const meta = { id: "heading-order", title: "Heading structure", weight: 5, metric: "accessibility" } as const;
  const levels: number[] = [];
  const skips: string[] = [];
  $("h1, h2, h3, h4, h5, h6").each((_, el) => {
    const level = Number((el as { name?: string }).name?.slice(1) ?? "0");
    const prev = levels[levels.length - 1];
    if (prev !== undefined && level > prev + 1)
      skips.push(`h${prev} → h${level} (${quote(collapse($(el).text()), 40)})`);
    levels.push(level);
  });
  if (levels.length === 0)
    return make(
      meta,
      "warning",
      "No headings",
      "Headings let screen reader users skim and jump through the page.",
      "Structure the content with headings: one h1, then h2 for sections and h3 for subsections.",
    );
  const outline =
    levels
      .slice(0, 12)
      .map((l) => `h${l}`)
      .join(" ") + (levels.length > 12 ? " …" : "");
  if (skips.length > 0)
    return make(
      meta,
      "warning",
      `Skipped heading levels: ${listSample(skips)}`,
      "Skipped levels break the outline that screen reader users navigate by.",
      "Go down one heading level at a time (h1 → h2 → h3); style headings with CSS, not by level.",
    );
  return make(
    meta,
    "passed",
    `${plural(levels.length, "heading")}, no level skipped (${outline})`,
    "The headings form a clean outline.",
  );
};

/** Form fields have a label (label element, aria-label, aria-labelledby or title). */
export const checkFormLabels: CheckFn = ({ $ }) => {
  const meta = { id: "form-labels", title: "Form labels", weight: 5, metric: "accessibility" } as const;
  const fields = $("input, select, textarea").filter((_, el) => {
    const type = ($(el).attr("type") ?? "text").toLowerCase();
    return !["hidden", "submit", "button", "reset", "image"].includes(type);
  });
  if (fields.length === 0) return make(meta, "passed", "No form fields", "Nothing to check.");
  const unlabelled: string[] = [];
  fields.each((_, el) => {
    const e = $(el);
    const id = e.attr("id");
    if (e.closest("label").length > 0) return;
    if (id !== undefined && $(`label[for="${id.replace(/"/g, '\\"')}"]`).length > 0) return;
    if (
      (e.attr("aria-label") ?? "").trim() !== "" ||
      (e.attr("aria-labelledby") ?? "").trim() !== "" ||
      (e.attr("title") ?? "").trim() !== ""
    )
      return;
    unlabelled.push(e.attr("name") ?? id ?? (el as { name?: string }).name ?? "field");
  });
  if (unlabelled.length > 0)
    return make(
      meta,
      "warning",
      `${unlabelled.length} of ${plural(fields.length, "form field")} without a label: ${listSample(unlabelled)}`,
      "Screen readers announce unlabelled fields as just 'edit text'; a placeholder is not a label.",
      'Give every form field a visible <label for="…"> (or an aria-label when a visible label is impossible).',
    );
  return make(
    meta,
    "passed",
    `All ${plural(fields.length, "form field")} have labels`,
    "Every form field is announced with its label.",
  );
};

// ---------------------------------------------------------------------------------------------

/** Every check, in report order. */
export const ALL_CHECKS: readonly CheckFn[] = [
  checkHttpStatus,
  checkHttps,
  checkIndexable,
  checkRobotsTxt,
  checkTitle,
  checkMetaDescription,
  checkH1,
  checkCanonical,
  checkHreflang,
  checkCrawlableAnchors,
  checkStructuredData,
  checkOpenGraph,
  checkTwitterCard,
  checkWordCount,
  checkLinkCount,
  checkHsts,
  checkNoSniff,
  checkViewport,
  checkFontSize,
  checkTapTargets,
  checkPlugins,
  checkResponseTime,
  checkPageWeight,
  checkCompression,
  checkRenderBlocking,
  checkDomSize,
  checkImageDimensions,
  checkImageAlt,
  checkHtmlLang,
  checkLinkText,
  checkHeadingOrder,
  checkFormLabels,
];

export function runChecks(input: AuditInput): AuditCheck[] {
  const ctx = createContext(input);
  return ALL_CHECKS.map((check) => check(ctx));
}
