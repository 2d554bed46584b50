import type { SeoAuditResult } from "#contracts/seo-audit.ts";
import { runChecks } from "./checks.ts";
import { fetchPage, type FetchedPage, type FetchOptions } from "./fetch-page.ts";
import { scoreChecks } from "./score.ts";

/** Builds the audit result of a fetched page. Pure: same page → same result. */
function buildAuditResult(page: FetchedPage): SeoAuditResult {
  const checks = runChecks({
    url: page.finalUrl,
    html: page.html,
    headers: page.headers,
    status: page.status,
    timing: { responseTimeMs: page.responseTimeMs },
    robotsTxt: page.robotsTxt,
    pageBytes: page.pageBytes,
    fetchedAt: page.fetchedAt,
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

/** Fetches and audits a page; throws AuditError when it cannot be fetched. */
export async function runSeoAudit(url: string, options: FetchOptions): Promise<SeoAuditResult> {
  return buildAuditResult(await fetchPage(url, options));
}
