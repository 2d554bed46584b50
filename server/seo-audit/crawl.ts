import * as cheerio from "cheerio";
import {
  CRAWL_BUDGET_MS,
  CRAWL_CONCURRENCY,
  CRAWL_MAX_PAGES,
  type CrawledPage,
  type SeoCrawlResult,
} from "#contracts/seo-crawl.ts";
import { collapse, countWords, headMetas, visibleText } from "./checks/check-context.ts";
import { documentBase } from "./checks/link-elements.ts";
import { isAuditError } from "./errors.ts";
import { type FetchedPage, fetchPage, fetchSitemap, type FetchOptions } from "./fetch-page.ts";
import { parseRobotsTxt, robotsVerdict, type RobotsRules } from "./robots-txt.ts";

// Crawls up to 20 pages of the audited site: the links of each page and the sitemap's URLs,
// same origin only, as robots.txt allows our crawler, at most 2 requests at a time and 30 s
// in all. Every URL goes through fetchPage, so the address guard checks each one.

const USER_AGENT_TOKEN = "crestlineseoaudit";
const PAGE_TIMEOUT_MS = 10_000;
const SITEMAP_INDEX_CHILDREN = 3;

export interface CrawlLimits {
  maxPages: number;
  concurrency: number;
  budgetMs: number;
}

const DEFAULT_LIMITS: CrawlLimits = {
  maxPages: CRAWL_MAX_PAGES,
  concurrency: CRAWL_CONCURRENCY,
  budgetMs: CRAWL_BUDGET_MS,
};

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

function locs(xml: string): { urls: string[]; sitemaps: string[] } {
  const $ = cheerio.load(xml, { xml: true });
  const text = (selector: string) =>
    $(selector)
      .map((_, el) => $(el).text().trim())
      .get()
      .filter((t) => t !== "");
  return { urls: text("url > loc"), sitemaps: text("sitemap > loc") };
}

async function sitemapUrls(sitemap: string, options: FetchOptions, origin: string): Promise<string[]> {
  const xml = await fetchSitemap(sitemap, options);
  if (xml === undefined) return [];
  const { urls, sitemaps } = locs(xml);
  for (const child of sitemaps.slice(0, SITEMAP_INDEX_CHILDREN)) {
    const childXml = await fetchSitemap(child, options);
    if (childXml !== undefined) urls.push(...locs(childXml).urls);
  }
  const base = new URL(origin);
  return urls.map((u) => sameOriginUrl(u, base, origin)).filter((u): u is string => u !== null);
}

interface Visit {
  page: CrawledPage;
  links: string[];
}

/** HTTP status an AuditError reports for a non-HTML answer ("content-type …, status 404"). */
function statusOfError(error: unknown): number | null {
  if (!isAuditError(error)) return null;
  const m = /status (\d{3})/.exec(error.detail ?? "");
  return m ? Number(m[1]) : null;
}

function visitOf(fetched: FetchedPage, url: string, origin: string): Visit {
  const $ = cheerio.load(fetched.html);
  const base = documentBase($, new URL(fetched.finalUrl));
  const links = $("a[href]")
    .map((_, el) => sameOriginUrl($(el).attr("href") ?? "", base, origin))
    .get()
    .filter((u): u is string => u !== null);
  return {
    page: {
      url,
      status: fetched.status,
      redirectChain: fetched.redirectChain,
      title: collapse($("title").first().text()),
      description: collapse(headMetas($).find((m) => m.name === "description")?.content ?? ""),
      h1: collapse($("h1").first().text()),
      canonical: ($('link[rel="canonical"]').first().attr("href") ?? "").trim(),
      wordCount: countWords(visibleText($)),
    },
    links: [...new Set(links)],
  };
}

async function visit(url: string, options: FetchOptions, origin: string, timeoutMs: number): Promise<Visit> {
  try {
    return visitOf(await fetchPage(url, { ...options, fetchRobots: false, timeoutMs }), url, origin);
  } catch (error) {
    const message = isAuditError(error) ? error.message : "The page could not be fetched.";
    return {
      page: { ...emptyPage(url), status: statusOfError(error), error: message },
      links: [],
    };
  }
}

function emptyPage(url: string): CrawledPage {
  return { url, status: null, redirectChain: [url], title: "", description: "", h1: "", canonical: "", wordCount: 0 };
}

function duplicates(pages: CrawledPage[], key: "title" | "description"): { text: string; urls: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    if (page.status === null || page.status >= 300 || page[key] === "") continue;
    groups.set(page[key], [...(groups.get(page[key]) ?? []), page.url]);
  }
  return [...groups].filter(([, urls]) => urls.length > 1).map(([text, urls]) => ({ text, urls }));
}

/** Crawls the site of `startUrl`; throws an AuditError when the start page cannot be fetched. */
export async function crawlSite(
  startUrl: string,
  options: FetchOptions,
  limits: CrawlLimits = DEFAULT_LIMITS,
): Promise<SeoCrawlResult> {
  const began = performance.now();
  const remaining = () => limits.budgetMs - (performance.now() - began);
  const pageTimeout = Math.min(options.timeoutMs ?? PAGE_TIMEOUT_MS, PAGE_TIMEOUT_MS);
  const start = await fetchPage(startUrl, { ...options, timeoutMs: Math.min(pageTimeout, limits.budgetMs) });
  const origin = new URL(start.finalUrl).origin;
  const rules: RobotsRules | null =
    start.robotsTxt.status === "found" && start.robotsTxt.body ? parseRobotsTxt(start.robotsTxt.body) : null;
  const allowed = (url: string) => {
    if (!rules) return true;
    const u = new URL(url);
    return robotsVerdict(rules, `${u.pathname}${u.search}`, USER_AGENT_TOKEN).allowed;
  };

  const queue: string[] = [];
  const seen = new Set<string>();
  const blockedByRobots: string[] = [];
  const linkedFrom = new Map<string, Set<string>>();
  const enqueue = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    if (allowed(url)) queue.push(url);
    else blockedByRobots.push(url);
  };
  const pages: CrawledPage[] = [];
  const record = (result: Visit) => {
    for (const link of result.links) {
      linkedFrom.set(link, (linkedFrom.get(link) ?? new Set()).add(result.page.url));
      enqueue(link);
    }
  };
  const startKey = new URL(start.requestedUrl).href;
  seen.add(startKey);
  seen.add(new URL(start.finalUrl).href);
  const first = visitOf(start, startKey, origin);
  pages.push(first.page);
  record(first);

  const sitemap = rules?.sitemaps.find((s) => s.startsWith(origin)) ?? `${origin}/sitemap.xml`;
  const fromSitemap = remaining() > 0 ? await sitemapUrls(sitemap, options, origin) : [];
  // The sitemap's URLs come after the start page's links, so what the site links to goes first.
  for (const url of fromSitemap) enqueue(url);

  let inFlight = 0;
  let timedOut = false;
  const worker = async (): Promise<void> => {
    for (;;) {
      if (pages.length >= limits.maxPages) return;
      const left = remaining();
      if (left <= 0) {
        timedOut = queue.length > 0 || inFlight > 0;
        return;
      }
      const url = queue.shift();
      if (url === undefined) {
        if (inFlight === 0) return;
        // The other request may still bring links: wait for it.
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      const index = pages.push(emptyPage(url)) - 1;
      inFlight++;
      const result = await visit(url, options, origin, Math.min(pageTimeout, left));
      inFlight--;
      pages[index] = result.page;
      record(result);
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, () => worker()));

  const crawled = new Set(pages.map((p) => p.url));
  return {
    startUrl: start.requestedUrl,
    pages,
    notCrawled: queue.filter((u) => !crawled.has(u)).length,
    blockedByRobots,
    sitemapUrl: fromSitemap.length > 0 ? sitemap : null,
    duplicateTitles: duplicates(pages, "title"),
    duplicateDescriptions: duplicates(pages, "description"),
    orphanPages: fromSitemap.filter((u) => u !== startKey && !linkedFrom.has(u)),
    brokenLinks: pages
      .filter((p) => (p.status === null ? p.error !== undefined : p.status >= 400))
      .filter((p) => linkedFrom.has(p.url))
      .map((p) => ({ url: p.url, status: p.status, linkedFrom: [...(linkedFrom.get(p.url) ?? [])] })),
    redirectChains: pages.filter((p) => p.redirectChain.length > 1).map((p) => p.redirectChain),
    timedOut,
    elapsedMs: Math.round(performance.now() - began),
  };
}
