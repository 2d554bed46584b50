import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { SeoAuditResult } from "#contracts/seo-audit/audit.ts";
import { runChecks } from "./scoring/checks.ts";
import type { PageImages, SitemapReport } from "./checks/check-context.ts";
import type { Analyse } from "./analysis/analysis-tasks.ts";
import type { FetchOptions } from "./fetching/fetch-options.ts";
import {
  fetchPage,
  fetchPageBody,
  type FetchedPage,
  type FetchedPageBody,
  pageFromBody,
} from "./fetching/fetch-page.ts";
import { measureImages, pageImageUrls } from "./fetching/image-sizes.ts";
import { createLimiter } from "./fetching/limited.ts";
import { assertNotTooDeep } from "./analysis/nesting-depth.ts";
import { scoreChecks } from "./scoring/score.ts";
import { readSitemap } from "./sitemap/sitemap-check.ts";

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
function buildAuditResult(page: FetchedPage, extras: Extras, $: CheerioAPI): SeoAuditResult {
  const checks = runChecks(
    {
      url: page.finalUrl,
      html: page.html,
      headers: page.headers,
      status: page.status,
      timing: { responseTimeMs: page.responseTimeMs },
      robotsTxt: page.robotsTxt,
      pageBytes: page.pageBytes,
      fetchedAt: page.fetchedAt,
      ...extras,
    },
    $,
  );
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

async function measureExtras(page: FetchedPage, options: FetchOptions, $: CheerioAPI): Promise<Extras> {
  const limit = createLimiter(EXTRAS_CONCURRENCY);
  const deadline = performance.now() + EXTRAS_BUDGET_MS;
  const [images, sitemap] = await Promise.all([
    measureImages(pageImageUrls($, new URL(page.finalUrl)), options, limit, deadline),
    readSitemap(page.finalUrl, page.robotsTxt, options, limit, deadline),
  ]);
  return { images, sitemap };
}

export interface AnalysePageInput {
  /** The page, or its body as bytes (from the pool: decoded here, in the worker). */
  page: FetchedPage | FetchedPageBody;
  options: FetchOptions;
}

/**
 * Everything after the page's fetch: parsing it, the extras and the checks. Runs in an
 * analysis worker (the sitemap's requests with it: its reading parses as it goes).
 */
export async function analysePage(input: AnalysePageInput): Promise<SeoAuditResult> {
  const { options } = input;
  const page = "html" in input.page ? input.page : pageFromBody(input.page);
  assertNotTooDeep(page.html);
  const $ = cheerio.load(page.html);
  return buildAuditResult(page, await measureExtras(page, options, $), $);
}

/** Time the analysis may take in all: its requests' own budget, then the checks. */
const ANALYSIS_WALL_MS = EXTRAS_BUDGET_MS + 5_000;

/**
 * Fetches and audits a page; throws AuditError when it cannot be fetched or analysed.
 * `analyse` runs the analysis in the worker pool; without it, here (unit tests).
 */
export async function runSeoAudit(url: string, options: FetchOptions, analyse?: Analyse): Promise<SeoAuditResult> {
  if (!analyse) return analysePage({ page: await fetchPage(url, options), options });
  const page = await fetchPageBody(url, options);
  // A resolver is a function, which cannot cross to a worker; the routes never pass one.
  const { resolve: _resolve, ...portable } = options;
  return analyse("audit", { page, options: portable }, { wallMs: ANALYSIS_WALL_MS });
}
