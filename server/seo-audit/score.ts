import type { AuditCheck, CheckStatus, MetricKey, SeoAuditResult, TechnicalIssue } from "#contracts/seo-audit.ts";

// Scores are derived from the checks only: same checks → same scores.
//
// Each check carries a weight and counts toward one metric. A passed check earns its full
// weight, a warning half of it, a critical issue nothing:
//
//   metric = round(100 × Σ(weight × credit) / Σ(weight))   over the metric's checks
//   overall = round(0.4 × seoScore + 0.2 × pageSpeed + 0.2 × mobileUsability + 0.2 × accessibility)
//   and overall is capped at 49 when the page cannot be indexed at all
//   (critical http-status, indexable or robots-txt).
//
// | metric          | check                 | weight | passed / warning / critical                          |
// |-----------------|-----------------------|-------:|------------------------------------------------------|
// | seoScore        | http-status           |     10 | 2xx / 3xx / 4xx–5xx                                  |
// | seoScore        | https                 |     10 | https / – / http                                     |
// | seoScore        | indexable             |     10 | indexable / page-wide nofollow / noindex             |
// | seoScore        | robots-txt            |      6 | allows / missing or unreachable / blocks the page    |
// | seoScore        | title                 |     10 | 30–60 chars / too short, too long, several / none    |
// | seoScore        | meta-description      |      8 | 70–160 chars / too short or long / none              |
// | seoScore        | h1                    |      5 | exactly one / none, several or empty / –             |
// | seoScore        | canonical             |      6 | one, absolute, same site / none, relative, other site / conflicting or invalid |
// | seoScore        | hreflang              |      4 | valid or none / bad code or relative URL / –         |
// | seoScore        | crawlable-anchors     |      5 | all hrefs real / javascript:, missing, invalid / –   |
// | seoScore        | structured-data       |      4 | present and parseable / none / JSON-LD broken        |
// | seoScore        | open-graph            |      3 | og:title+description+image / some missing / –        |
// | seoScore        | twitter-card          |      2 | known card / missing or unknown / –                  |
// | seoScore        | word-count            |      5 | ≥ 300 words / 50–299 / < 50                          |
// | seoScore        | link-count            |      3 | internal links, ≤ 300 / none internal or > 300 / –   |
// | seoScore        | hsts                  |      2 | max-age ≥ 180 days / missing, short, or no HTTPS / – |
// | seoScore        | content-type-options  |      2 | nosniff / missing / –                                |
// | mobileUsability | viewport              |     10 | device-width, zoom allowed / wrong width, zoom blocked / none |
// | mobileUsability | font-size             |      4 | none < 12px in page CSS / some / –                   |
// | mobileUsability | tap-targets           |      3 | none < 24×24px inline / some / –                     |
// | mobileUsability | plugins               |      3 | none / Flash, Java, Silverlight / –                  |
// | pageSpeed       | response-time         |     10 | ≤ 800 ms / ≤ 1800 ms / slower (first byte)           |
// | pageSpeed       | page-weight           |      8 | HTML ≤ 200 KB / ≤ 1 MB / more                        |
// | pageSpeed       | compression           |      8 | gzip/br/deflate or < 1 KB / uncompressed ≤ 100 KB / uncompressed > 100 KB |
// | pageSpeed       | render-blocking       |      5 | no sync head script, ≤ 3 sheets / more / –           |
// | pageSpeed       | dom-size              |      3 | ≤ 1500 elements / ≤ 3000 / more                      |
// | pageSpeed       | image-dimensions      |      3 | all imgs sized / some unsized / –                    |
// | accessibility   | image-alt             |     10 | all alt / some missing / more than half missing      |
// | accessibility   | html-lang             |      8 | valid lang / missing or invalid / –                  |
// | accessibility   | link-text             |      6 | all descriptive / generic or empty text / –          |
// | accessibility   | heading-order         |      5 | no skipped level / skipped or no headings / –        |
// | accessibility   | form-labels           |      5 | all labelled / some unlabelled / –                   |

const STATUS_CREDIT: Record<CheckStatus, number> = { passed: 1, warning: 0.5, critical: 0 };

const METRIC_SHARE: Record<MetricKey, number> = {
  seoScore: 0.4,
  pageSpeed: 0.2,
  mobileUsability: 0.2,
  accessibility: 0.2,
};

/** Checks whose critical result means the page cannot appear in search at all. */
const BLOCKING_CHECKS: readonly string[] = ["http-status", "indexable", "robots-txt"];
export const BLOCKED_OVERALL_CAP = 49;

const SEVERITY: Record<CheckStatus, number> = { critical: 0, warning: 1, passed: 2 };

export function metricScore(checks: readonly AuditCheck[], metric: MetricKey): number {
  let total = 0;
  let earned = 0;
  for (const c of checks) {
    if (c.metric !== metric) continue;
    total += c.weight;
    earned += c.weight * STATUS_CREDIT[c.status];
  }
  return total === 0 ? 100 : Math.round((100 * earned) / total);
}

/** Checks sorted critical → warning → passed; heavier first within a severity; stable otherwise. */
export function bySeverity(checks: readonly AuditCheck[]): AuditCheck[] {
  return checks
    .map((c, i) => ({ c, i }))
    .sort((a, b) => SEVERITY[a.c.status] - SEVERITY[b.c.status] || b.c.weight - a.c.weight || a.i - b.i)
    .map(({ c }) => c);
}

export const ALL_PASSED_RECOMMENDATION =
  "Every check passed. Re-run the audit after each major change to the site to keep it that way.";

export type ScoreSummary = Pick<
  SeoAuditResult,
  "overallScore" | "issues" | "metrics" | "technicalIssues" | "recommendations"
>;

export function scoreChecks(checks: readonly AuditCheck[]): ScoreSummary {
  const metrics = {
    pageSpeed: metricScore(checks, "pageSpeed"),
    mobileUsability: metricScore(checks, "mobileUsability"),
    seoScore: metricScore(checks, "seoScore"),
    accessibility: metricScore(checks, "accessibility"),
  };
  let overall = Math.round(
    metrics.seoScore * METRIC_SHARE.seoScore +
      metrics.pageSpeed * METRIC_SHARE.pageSpeed +
      metrics.mobileUsability * METRIC_SHARE.mobileUsability +
      metrics.accessibility * METRIC_SHARE.accessibility,
  );
  if (checks.some((c) => c.status === "critical" && BLOCKING_CHECKS.includes(c.id))) {
    overall = Math.min(overall, BLOCKED_OVERALL_CAP);
  }
  const issues = { critical: 0, warning: 0, passed: 0 };
  for (const c of checks) issues[c.status]++;

  const sorted = bySeverity(checks);
  const technicalIssues: TechnicalIssue[] = sorted.map((c) => ({
    type: c.status,
    title: c.title,
    description: `${c.found}. ${c.description}`,
  }));
  const recommendations = sorted
    .filter((c) => c.status !== "passed" && c.recommendation !== undefined)
    .map((c) => c.recommendation ?? "");
  return {
    overallScore: overall,
    issues,
    metrics,
    technicalIssues,
    recommendations: recommendations.length > 0 ? recommendations : [ALL_PASSED_RECOMMENDATION],
  };
}
