import * as cheerio from "cheerio";
import type { CrawledPage } from "#contracts/seo-audit/crawl.ts";
import { collapse, countWords, headMetas, visibleText } from "../checks/check-context.ts";
import { documentBase } from "../checks/link-elements.ts";
import { decodeHtml } from "../fetching/decode-html.ts";
import { assertNotTooDeep } from "./nesting-depth.ts";
import { parseRobotsTxt, robotsVerdict } from "../fetching/robots-txt.ts";

// The crawl's CPU work, run in an analysis worker: a fetched page read into its summary and
// its same-origin links, a sitemap into its URLs, each URL judged by robots.txt. Bounded:
// a page or a sitemap may list links without end, only the first few hundred count.

const USER_AGENT_TOKEN = "crestlineseoaudit";
/** Links of one page that are looked at. */
const LINKS_PER_PAGE = 500;
/** URLs of one sitemap file that are looked at (a crawl visits 20 pages). */
const SITEMAP_URLS_READ = 1_000;
/** Child sitemaps of an index that are read. */
const SITEMAP_INDEX_CHILDREN = 3;

export interface JudgedUrl {
  url: string;
  /** Whether robots.txt lets our crawler fetch it. */
  allowed: boolean;
}

/** The URL without its fragment, or null when it is not an http(s) URL of `origin`. */
function sameOriginUrl(href: string, base: URL, origin: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    if (url.origin !== origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

function judge(urls: readonly string[], robotsBody: string | null): JudgedUrl[] {
  const rules = robotsBody ? parseRobotsTxt(robotsBody) : null;
  return urls.map((url) => {
    if (!rules) return { url, allowed: true };
    const u = new URL(url);
    return { url, allowed: robotsVerdict(rules, `${u.pathname}${u.search}`, USER_AGENT_TOKEN).allowed };
  });
}

export interface VisitInput {
  /** The URL asked for (the crawl's key for the page). */
  url: string;
  finalUrl: string;
  /** The page, or its body as bytes (decoded here, in the worker, with `contentType`'s charset). */
  html: string | Uint8Array;
  contentType?: string;
  status: number;
  redirectChain: string[];
  origin: string;
  /** robots.txt of the site when it was found. */
  robotsBody: string | null;
}

export interface VisitOutput {
  page: CrawledPage;
  /** Distinct same-origin links, in page order, judged by robots.txt. */
  links: JudgedUrl[];
  /** The Sitemap: lines of robots.txt on the crawled origin. */
  sitemaps: string[];
}

export function analyseVisit(input: VisitInput): VisitOutput {
  const html =
    typeof input.html === "string"
      ? input.html
      : decodeHtml(Buffer.from(input.html.buffer, input.html.byteOffset, input.html.byteLength), input.contentType);
  assertNotTooDeep(html);
  const $ = cheerio.load(html);
  const base = documentBase($, new URL(input.finalUrl));
  const links = $("a[href]")
    .slice(0, LINKS_PER_PAGE)
    .map((_, el) => sameOriginUrl($(el).attr("href") ?? "", base, input.origin))
    .get()
    .filter((u): u is string => u !== null);
  const sitemaps = input.robotsBody
    ? parseRobotsTxt(input.robotsBody)
        .sitemaps.map((s) => sameOriginUrl(s, base, input.origin))
        .filter((u): u is string => u !== null)
    : [];
  return {
    page: {
      url: input.url,
      status: input.status,
      redirectChain: input.redirectChain,
      title: collapse($("title").first().text()),
      description: collapse(headMetas($).find((m) => m.name === "description")?.content ?? ""),
      h1: collapse($("h1").first().text()),
      canonical: ($('link[rel="canonical"]').first().attr("href") ?? "").trim(),
      wordCount: countWords(visibleText($)),
    },
    links: judge([...new Set(links)], input.robotsBody),
    sitemaps,
  };
}

export interface SitemapInput {
  /** The sitemap, or its bytes (UTF-8, as the sitemaps protocol requires), decoded here. */
  xml: string | Uint8Array;
  /** The sitemap's own URL: an index listing itself is not read again. */
  sitemapUrl: string;
  origin: string;
  robotsBody: string | null;
}

export interface SitemapLocs {
  /** Same-origin page URLs, at most SITEMAP_URLS_READ, judged by robots.txt. */
  urls: JudgedUrl[];
  /** Same-origin child sitemaps (of an index), at most SITEMAP_INDEX_CHILDREN, never itself. */
  sitemaps: string[];
}

export function analyseSitemap(input: SitemapInput): SitemapLocs {
  const xml = typeof input.xml === "string" ? input.xml : new TextDecoder("utf-8").decode(input.xml);
  const $ = cheerio.load(xml, { xml: true });
  const base = new URL(input.origin);
  const read = (selector: string, max: number) => {
    const found = new Set<string>();
    for (const el of $(selector)) {
      if (found.size >= max) break;
      const url = sameOriginUrl($(el).text(), base, input.origin);
      if (url !== null) found.add(url);
    }
    return [...found];
  };
  return {
    urls: judge(read("url > loc", SITEMAP_URLS_READ), input.robotsBody),
    sitemaps: read("sitemap > loc", SITEMAP_INDEX_CHILDREN + 1)
      .filter((child) => child !== input.sitemapUrl)
      .slice(0, SITEMAP_INDEX_CHILDREN),
  };
}
