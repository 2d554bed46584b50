import type { CheerioAPI } from "cheerio";
import type { AuditCheck } from "#contracts/seo-audit/audit.ts";
import { lighthouseAuditOf, primarySubScore } from "#contracts/seo-audit/scoring.ts";
import { type AuditInput, type CheckFn, createContext } from "../checks/check-context.ts";
import * as accessibility from "../checks/accessibility.ts";
import * as content from "../checks/content.ts";
import * as crawling from "../checks/crawling.ts";
import { checkImageWeight } from "../checks/image-weight.ts";
import { checkSitemap } from "../checks/sitemap.ts";
import { checkStructuredDataProperties } from "../checks/structured-data-properties.ts";
import { checkMixedContent } from "../checks/mixed-content.ts";
import * as metaTags from "../checks/meta-tags.ts";
import * as mobile from "../checks/mobile.ts";
import * as pageSpeed from "../checks/page-speed.ts";
import * as securityHeaders from "../checks/security-headers.ts";

// The audit's checks, one module per group under checks/ (the prefixes below): pure functions
// of the fetched page. No network, no clock, no randomness: the same input always gives the
// same results.
// Weights and sub-scores are in contracts/seo-audit/scoring.ts; thresholds next to each check.

/** Every check, in report order. */
export const ALL_CHECKS: readonly CheckFn[] = [
  crawling.checkHttpStatus,
  crawling.checkHttps,
  crawling.checkIndexable,
  crawling.checkRobotsTxt,
  checkSitemap,
  metaTags.checkTitle,
  metaTags.checkMetaDescription,
  content.checkH1,
  crawling.checkCanonical,
  crawling.checkHreflang,
  crawling.checkCrawlableAnchors,
  content.checkStructuredData,
  checkStructuredDataProperties,
  metaTags.checkOpenGraph,
  metaTags.checkTwitterCard,
  content.checkWordCount,
  content.checkLinkCount,
  securityHeaders.checkHsts,
  securityHeaders.checkNoSniff,
  checkMixedContent,
  mobile.checkViewport,
  mobile.checkFontSize,
  mobile.checkTapTargets,
  mobile.checkPlugins,
  pageSpeed.checkResponseTime,
  pageSpeed.checkPageWeight,
  pageSpeed.checkCompression,
  pageSpeed.checkRenderBlocking,
  pageSpeed.checkDomSize,
  pageSpeed.checkImageDimensions,
  checkImageWeight,
  accessibility.checkImageAlt,
  accessibility.checkHtmlLang,
  accessibility.checkLinkText,
  accessibility.checkHeadingOrder,
  accessibility.checkFormLabels,
];

let titles: ReadonlySet<string> | undefined;

/**
 * The title of every check, as reports show them. A check's title never depends on the page,
 * so the checks of a blank page name them all.
 */
export function checkTitles(): ReadonlySet<string> {
  titles ??= new Set(
    runChecks({
      url: "https://example.com/",
      html: "",
      headers: {},
      status: 200,
      timing: { responseTimeMs: 0 },
      robotsTxt: { status: "missing" },
    }).map((check) => check.title),
  );
  return titles;
}

/** Lines of details a check shows at most: a page of 25,000 products made a 2.7 MB report. */
export const MAX_DETAILS = 100;

/** The first MAX_DETAILS lines (each at most 500 characters), then how many were left out. */
function capDetails(details: string[]): string[] {
  const clip = (line: string) => (line.length > 500 ? `${line.slice(0, 499)}…` : line);
  if (details.length <= MAX_DETAILS) return details.map(clip);
  const left = details.length - MAX_DETAILS;
  return [...details.slice(0, MAX_DETAILS).map(clip), `… and ${left.toLocaleString("en")} more`];
}

export function runChecks(input: AuditInput, $?: CheerioAPI): AuditCheck[] {
  const ctx = createContext(input, $);
  return ALL_CHECKS.map((check) => {
    const found = check(ctx);
    const outcome = found.details === undefined ? found : { ...found, details: capDetails(found.details) };
    // Advice (in no sub-score) is listed with the SEO checks and costs nothing.
    const scored = primarySubScore(outcome.id) ?? { key: "seoScore", weight: 0 };
    const lighthouse = lighthouseAuditOf(outcome.id);
    return { ...outcome, weight: scored.weight, metric: scored.key, ...(lighthouse ? { lighthouse } : {}) };
  });
}
