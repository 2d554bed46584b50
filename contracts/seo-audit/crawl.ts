import { z } from "zod";

// Contract of POST /api/seo-audit/crawl: a crawl of up to 20 pages of one site, started from
// the audited page. Pure: zod only. The request is the audit's ({ url }).

export const SEO_CRAWL_PATH = "/api/seo-audit/crawl";
export const CRAWL_MAX_PAGES = 20;
export const CRAWL_CONCURRENCY = 2;
export const CRAWL_BUDGET_MS = 30_000;

const crawledPageSchema = z.object({
  url: z.string(),
  /** HTTP status of the final answer; null when the page could not be fetched. */
  status: z.number().int().nullable(),
  /** Why the page could not be fetched or read, when it could not. */
  error: z.string().optional(),
  /** Every URL visited when redirects were followed, the requested one first. */
  redirectChain: z.array(z.string()),
  title: z.string(),
  description: z.string(),
  h1: z.string(),
  canonical: z.string(),
  wordCount: z.number().int().min(0),
});
export type CrawledPage = z.infer<typeof crawledPageSchema>;

const duplicateSchema = z.object({ text: z.string(), urls: z.array(z.string()) });

export const seoCrawlResultSchema = z.object({
  startUrl: z.string(),
  pages: z.array(crawledPageSchema),
  /** Same-site URLs found but not crawled: over the page limit or out of time. */
  notCrawled: z.number().int().min(0),
  /** Same-site URLs robots.txt keeps us from crawling. */
  blockedByRobots: z.array(z.string()),
  sitemapUrl: z.string().nullable(),
  duplicateTitles: z.array(duplicateSchema),
  duplicateDescriptions: z.array(duplicateSchema),
  /** Sitemap URLs that no crawled page links to. */
  orphanPages: z.array(z.string()),
  /** Internal links to pages that answered 4xx/5xx or not at all, with the pages that link to them. */
  brokenLinks: z.array(
    z.object({ url: z.string(), status: z.number().int().nullable(), linkedFrom: z.array(z.string()) }),
  ),
  /** Crawled URLs that answered with one or more redirects. */
  redirectChains: z.array(z.array(z.string())),
  /** True when the 30 s budget ended the crawl. */
  timedOut: z.boolean(),
  elapsedMs: z.number().int().min(0),
});
export type SeoCrawlResult = z.infer<typeof seoCrawlResultSchema>;
