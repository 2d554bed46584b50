import type { AuditCheck, CheckStatus, SeoAuditResult, TechnicalIssue } from "#contracts/seo-audit/audit.ts";
import { overallScore, scoreBreakdown } from "#contracts/seo-audit/scoring.ts";

// Scores are derived from the checks only: same checks → same scores. The weights, the
// sub-scores, their shares of the overall score and the cap are in
// contracts/seo-audit/scoring.ts, which the result page uses to explain the score.

const SEVERITY: Record<CheckStatus, number> = { critical: 0, warning: 1, passed: 2 };

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
  const breakdown = scoreBreakdown(checks);
  const sub = (key: string) => breakdown.find((b) => b.key === key)?.score ?? 100;
  const metrics = {
    pageSpeed: sub("pageSpeed"),
    mobileUsability: sub("mobileUsability"),
    seoScore: sub("seoScore"),
    accessibility: sub("accessibility"),
  };
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
    overallScore: overallScore(breakdown, checks).score,
    issues,
    metrics,
    technicalIssues,
    recommendations: recommendations.length > 0 ? recommendations : [ALL_PASSED_RECOMMENDATION],
  };
}
