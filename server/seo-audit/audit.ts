import * as cheerio from "cheerio";
import type { SeoAuditResult } from "#contracts/seo-audit.ts";
import { runChecks } from "./checks.ts";
import type { PageImages, SitemapReport } from "./checks/check-context.ts";
import { fetchPage, type FetchedPage, type FetchOptions } from "./fetch-page.ts";
import { measureImages, pageImageUrls } from "./image-sizes.ts";
import { createLimiter } from "./limited.ts";
import { scoreChecks } from "./score.ts";
import { readSitemap } from "./sitemap-check.ts";

// After the page itself, the audit asks the site for a little more: the size of the page's
// images and its sitemap. At most 2 of these requests at a time, all within EXTRAS_BUDGET_MS.

const EXTRAS_CONCURRENCY = 2;
// Page (10 s) + robots.txt (3 s) + extras (7 s): the page says an audit takes at most 20 s.
const EXTRAS_BUDGET_MS = 7_000;

/** What the audit measures beyond the page: made before the checks run, so the checks stay pure. */
interface Extras {
  images?: PageImages;
  sitemap?: SitemapReport;
}

/** Builds the audit result of a fetched page. Pure: same page and extras → same result. */
function buildAuditResult(page: FetchedPage, extras: Extras = {}): SeoAuditResult {
  const checks = runChecks({
    url: page.finalUrl,
    html: page.html,
    headers: page.headers,
    status: page.status,
    timing: { responseTimeMs: page.responseTimeMs },
    robotsTxt: page.robotsTxt,
    pageBytes: page.pageBytes,
    fetchedAt: page.fetchedAt,
    ...extras,
  });
  return {
    url: page.requestedUrl,
    ...scoreChecks(checks),
    fetchedAt: page.fetchedAt,
    finalUrl: page.finalUrl,
    redirectChain: page.redirectChain,
    statusCode: page.status,
    responseTimeMs: page.responseTimeMs,
    totalTimeMs: page.totalTimeMs,
    pageBytes: page.pageBytes,
    transferBytes: page.transferBytes,
    compression: page.compression,
    robotsTxt: page.robotsTxt.status,
    checks,
  };
}

async function measureExtras(page: FetchedPage, options: FetchOptions): Promise<Extras> {
  const limit = createLimiter(EXTRAS_CONCURRENCY);
  const deadline = performance.now() + EXTRAS_BUDGET_MS;
  const $ = cheerio.load(page.html);
  const [images, sitemap] = await Promise.all([
    measureImages(pageImageUrls($, new URL(page.finalUrl)), options, limit, deadline),
    readSitemap(page.finalUrl, page.robotsTxt, options, limit, deadline),
  ]);
  return { images, sitemap };
}

/** Fetches and audits a page; throws AuditError when it cannot be fetched. */
export async function runSeoAudit(url: string, options: FetchOptions): Promise<SeoAuditResult> {
  const page = await fetchPage(url, options);
  return buildAuditResult(page, await measureExtras(page, options));
}
