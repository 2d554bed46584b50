import {
  CRAWL_BUDGET_MS,
  CRAWL_CONCURRENCY,
  CRAWL_MAX_PAGES,
  type CrawledPage,
  type SeoCrawlResult,
} from "#contracts/seo-audit/crawl.ts";
import { type Analyse, analyseInProcess } from "./analysis/analysis-tasks.ts";
import type { JudgedUrl, VisitOutput } from "./analysis/crawl-analysis.ts";
import { isAuditError } from "./errors.ts";
import type { FetchOptions } from "./fetching/fetch-options.ts";
import { type FetchedPageBody, fetchPageBody } from "./fetching/fetch-page.ts";
import { fetchSitemapBytes } from "./fetching/site-files.ts";

// Crawls up to 20 pages of the audited site: the links of each page and the sitemap's URLs,
// same origin only (child sitemaps too), as robots.txt allows our crawler, at most 2 requests
// at a time and 30 s in all. Every URL goes through fetchPage, so the address guard checks
// each one; every page and sitemap is read by `analyse`, in the worker pool.

const PAGE_TIMEOUT_MS = 10_000;
/** Busy time one page's reading may take: a hostile page is skipped, the crawl goes on. */
const VISIT_CPU_MS = 3_000;

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

interface Site {
  origin: string;
  robotsBody: string | null;
  options: FetchOptions;
  analyse: Analyse;
  budget: { cpuMs: number; wallMs: number };
}

async function sitemapUrls(sitemap: string, site: Site): Promise<JudgedUrl[]> {
  const read = async (url: string) => {
    // The origin keeps a redirect from an on-site sitemap to another host from being followed.
    const xml = await fetchSitemapBytes(url, site.options, site.origin);
    if (xml === undefined) return { urls: [], sitemaps: [] };
    const { origin, robotsBody } = site;
    return site.analyse("sitemap", { xml, sitemapUrl: url, origin, robotsBody }, site.budget);
  };
  const { urls, sitemaps } = await read(sitemap);
  // Children of an index are read one level deep: a child that is an index is not followed.
  for (const child of sitemaps) urls.push(...(await read(child)).urls);
  return urls;
}

/** HTTP status an AuditError reports for a non-HTML answer ("content-type …, status 404"). */
function statusOfError(error: unknown): number | null {
  if (!isAuditError(error)) return null;
  const m = /status (\d{3})/.exec(error.detail ?? "");
  return m ? Number(m[1]) : null;
}

function visitOf(fetched: FetchedPageBody, url: string, site: Site): Promise<VisitOutput> {
  return site.analyse(
    "visit",
    {
      url,
      finalUrl: fetched.finalUrl,
      html: fetched.body,
      ...(fetched.headers["content-type"] === undefined ? {} : { contentType: fetched.headers["content-type"] }),
      status: fetched.status,
      redirectChain: fetched.redirectChain,
      origin: site.origin,
      robotsBody: site.robotsBody,
    },
    site.budget,
  );
}

async function visit(url: string, site: Site, timeoutMs: number): Promise<VisitOutput> {
  try {
    const fetched = await fetchPageBody(url, { ...site.options, fetchRobots: false, timeoutMs });
    return await visitOf(fetched, url, site);
  } catch (error) {
    const message = isAuditError(error) ? error.message : "The page could not be fetched.";
    return {
      page: { ...emptyPage(url), status: statusOfError(error), error: message },
      links: [],
      sitemaps: [],
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

/**
 * Crawls the site of `startUrl`; throws an AuditError when the start page cannot be fetched
 * or read. `analyse` runs the reading in the worker pool; by default here (unit tests).
 */
export async function crawlSite(
  startUrl: string,
  options: FetchOptions,
  limits: CrawlLimits = DEFAULT_LIMITS,
  analyse: Analyse = analyseInProcess,
): Promise<SeoCrawlResult> {
  const began = performance.now();
  const remaining = () => limits.budgetMs - (performance.now() - began);
  const pageTimeout = Math.min(options.timeoutMs ?? PAGE_TIMEOUT_MS, PAGE_TIMEOUT_MS);
  const start = await fetchPageBody(startUrl, { ...options, timeoutMs: Math.min(pageTimeout, limits.budgetMs) });
  const site: Site = {
    origin: new URL(start.finalUrl).origin,
    robotsBody: start.robotsTxt.status === "found" && start.robotsTxt.body ? start.robotsTxt.body : null,
    options,
    analyse,
    budget: { cpuMs: VISIT_CPU_MS, wallMs: VISIT_CPU_MS + 1_000 },
  };
  const { origin } = site;

  const queue: string[] = [];
  const seen = new Set<string>();
  const blockedByRobots: string[] = [];
  const linkedFrom = new Map<string, Set<string>>();
  const enqueue = ({ url, allowed }: JudgedUrl) => {
    if (seen.has(url)) return;
    seen.add(url);
    if (allowed) queue.push(url);
    else blockedByRobots.push(url);
  };
  const pages: CrawledPage[] = [];
  const record = (result: VisitOutput) => {
    for (const link of result.links) {
      linkedFrom.set(link.url, (linkedFrom.get(link.url) ?? new Set()).add(result.page.url));
      enqueue(link);
    }
  };
  const startKey = new URL(start.requestedUrl).href;
  seen.add(startKey);
  seen.add(new URL(start.finalUrl).href);
  const first = await visitOf(start, startKey, site);
  pages.push(first.page);
  record(first);

  const sitemap = first.sitemaps[0] ?? `${origin}/sitemap.xml`;
  const fromSitemap = remaining() > 0 ? await sitemapUrls(sitemap, site) : [];
  // The sitemap's URLs come after the start page's links, so what the site links to goes first.
  for (const judged of fromSitemap) enqueue(judged);

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
      const result = await visit(url, site, Math.min(pageTimeout, left));
      inFlight--;
      pages[index] = result.page;
      record(result);
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, () => worker()));

  const crawled = new Set(pages.map((p) => p.url));
  const sitemapPages = fromSitemap.map((judged) => judged.url);
  return {
    startUrl: start.requestedUrl,
    pages,
    notCrawled: queue.filter((u) => !crawled.has(u)).length,
    blockedByRobots,
    sitemapUrl: fromSitemap.length > 0 ? sitemap : null,
    duplicateTitles: duplicates(pages, "title"),
    duplicateDescriptions: duplicates(pages, "description"),
    orphanPages: sitemapPages.filter((u) => u !== startKey && !linkedFrom.has(u)),
    brokenLinks: pages
      .filter((p) => (p.status === null ? p.error !== undefined : p.status >= 400))
      .filter((p) => linkedFrom.has(p.url))
      .map((p) => ({ url: p.url, status: p.status, linkedFrom: [...(linkedFrom.get(p.url) ?? [])] })),
    redirectChains: pages.filter((p) => p.redirectChain.length > 1).map((p) => p.redirectChain),
    timedOut,
    elapsedMs: Math.round(performance.now() - began),
  };
}
