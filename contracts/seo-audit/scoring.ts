import type { AuditCheck, CheckStatus, MetricKey } from "./audit.ts";

// How the SEO audit turns its checks into scores: the one place that holds the weights, the
// split between the four sub-scores and the cap. Pure (no Node, no DOM): the server scores
// with it and the result page explains the score with it, so both always agree.
//
// Every check ends with a score between 0 and 1 (AuditCheck.score), or null when it does not
// apply to the page. A sub-score is the weighted share of what its checks earned, over the
// checks that apply, exactly as Lighthouse computes a category:
//
//   subScore = round(100 × Σ(weight × score) / Σ(weight))   over its checks with a score
//   overall  = round(Σ(share × subScore)), capped at BLOCKED_OVERALL_CAP when the page cannot
//              be indexed at all (BLOCKING_CHECKS failed)
//
// The SEO sub-score uses Lighthouse 12's SEO category: the same audits, the same weights,
// pass = 1, fail = 0, not applicable = left out. The other three sub-scores use our own
// measurements of the HTML as served; their checks score 1 when passed, 0.5 for a warning and
// 0 for a critical issue. Checks that are in no sub-score (weight 0) are advice: they are
// listed with their findings but cost no points.

interface ScoredCheck {
  /** Check id (AuditCheck.id). */
  id: string;
  weight: number;
  /** The Lighthouse audit the check follows, when there is one. */
  lighthouse?: string;
}

interface SubScore {
  key: MetricKey;
  label: string;
  /** Share of the overall score. */
  share: number;
  /** How the sub-score is measured, as the result page says it. */
  how: string;
  checks: readonly ScoredCheck[];
}

/** Lighthouse's weight for is-crawlable: at least 31 % of the category, so failing it fails SEO. */
const IS_CRAWLABLE_WEIGHT = 93 / 23;

export const SUB_SCORES: readonly SubScore[] = [
  {
    key: "seoScore",
    label: "SEO",
    share: 0.4,
    how: "Lighthouse's SEO category: the same ten audits with the same weights; a passed audit earns its weight, a failed one nothing, one that does not apply is left out.",
    checks: [
      { id: "indexable", weight: IS_CRAWLABLE_WEIGHT, lighthouse: "is-crawlable" },
      { id: "title", weight: 1, lighthouse: "document-title" },
      { id: "meta-description", weight: 1, lighthouse: "meta-description" },
      { id: "http-status", weight: 1, lighthouse: "http-status-code" },
      { id: "link-text", weight: 1, lighthouse: "link-text" },
      { id: "crawlable-anchors", weight: 1, lighthouse: "crawlable-anchors" },
      { id: "robots-txt", weight: 1, lighthouse: "robots-txt" },
      { id: "image-alt", weight: 1, lighthouse: "image-alt" },
      { id: "hreflang", weight: 1, lighthouse: "hreflang" },
      { id: "canonical", weight: 1, lighthouse: "canonical" },
    ],
  },
  {
    key: "pageSpeed",
    label: "Page Speed",
    share: 0.2,
    how: "What one fetch of the HTML shows: time to first byte, HTML size and compression, render-blocking tags, DOM size and unsized images. Passed earns the full weight, a warning half, a critical issue nothing.",
    checks: [
      { id: "response-time", weight: 10 },
      { id: "page-weight", weight: 8 },
      { id: "compression", weight: 8 },
      { id: "render-blocking", weight: 5 },
      { id: "dom-size", weight: 3 },
      { id: "image-dimensions", weight: 3 },
    ],
  },
  {
    key: "mobileUsability",
    label: "Mobile Usability",
    share: 0.2,
    how: "The viewport tag and the page's own CSS and markup: font sizes, tap target sizes, plugins. Passed earns the full weight, a warning half, a critical issue nothing.",
    checks: [
      { id: "viewport", weight: 10 },
      { id: "font-size", weight: 4 },
      { id: "tap-targets", weight: 3 },
      { id: "plugins", weight: 3 },
    ],
  },
  {
    key: "accessibility",
    label: "Accessibility",
    share: 0.2,
    how: "Image alt text and link text (scored as in Lighthouse), the page language, heading order and form labels. Passed earns the full weight, a warning half, a critical issue nothing.",
    checks: [
      { id: "image-alt", weight: 10, lighthouse: "image-alt" },
      { id: "html-lang", weight: 8 },
      { id: "link-text", weight: 6, lighthouse: "link-text" },
      { id: "heading-order", weight: 5 },
      { id: "form-labels", weight: 5 },
    ],
  },
];

/** Checks whose failure means the page cannot appear in search at all. */
export const BLOCKING_CHECKS: readonly string[] = ["http-status", "indexable"];
/** The highest overall score of a page that cannot be indexed. */
export const BLOCKED_OVERALL_CAP = 49;

/** Score of a check that Lighthouse has no audit for, from its status. */
export const STATUS_SCORE: Record<CheckStatus, number> = { passed: 1, warning: 0.5, critical: 0 };

/** The sub-score a check is listed under on the page: its first one, or null for advice. */
export function primarySubScore(checkId: string): { key: MetricKey; weight: number } | null {
  for (const sub of SUB_SCORES) {
    const entry = sub.checks.find((c) => c.id === checkId);
    if (entry) return { key: sub.key, weight: entry.weight };
  }
  return null;
}

/** The Lighthouse audit a check follows, if any. */
export function lighthouseAuditOf(checkId: string): string | undefined {
  for (const sub of SUB_SCORES) {
    const entry = sub.checks.find((c) => c.id === checkId);
    if (entry?.lighthouse) return entry.lighthouse;
  }
  return undefined;
}

type ScoreInput = Pick<AuditCheck, "id" | "title" | "score">;

interface BreakdownRow {
  id: string;
  title: string;
  weight: number;
  /** The check's score (0–1), or null when it does not apply. */
  score: number | null;
  /** Points of this sub-score the check cost (0 when passed or not applicable). */
  pointsLost: number;
}

export interface SubScoreBreakdown {
  key: MetricKey;
  label: string;
  share: number;
  how: string;
  score: number;
  rows: BreakdownRow[];
}

// Lighthouse keeps two decimals of a category score before showing it as 0–100.
const clampTo2Decimals = (value: number): number => Math.round(value * 100) / 100;

/** One sub-score with the points each of its checks cost. A check missing from `checks` is left out. */
function subScoreBreakdown(sub: SubScore, checks: readonly ScoreInput[]): SubScoreBreakdown {
  const rows: BreakdownRow[] = [];
  let total = 0;
  let earned = 0;
  for (const entry of sub.checks) {
    const check = checks.find((c) => c.id === entry.id);
    if (!check) continue;
    rows.push({ id: check.id, title: check.title, weight: entry.weight, score: check.score, pointsLost: 0 });
    if (check.score === null) continue;
    total += entry.weight;
    earned += entry.weight * check.score;
  }
  for (const row of rows) {
    if (row.score !== null && total > 0) row.pointsLost = (100 * row.weight * (1 - row.score)) / total;
  }
  const score = total === 0 ? 100 : Math.round(clampTo2Decimals(earned / total) * 100);
  return { key: sub.key, label: sub.label, share: sub.share, how: sub.how, score, rows };
}

export function scoreBreakdown(checks: readonly ScoreInput[]): SubScoreBreakdown[] {
  return SUB_SCORES.map((sub) => subScoreBreakdown(sub, checks));
}

/** The overall score from the sub-scores, and whether the cap applied. */
export function overallScore(
  breakdown: readonly SubScoreBreakdown[],
  checks: readonly ScoreInput[],
): { score: number; capped: boolean } {
  const weighted = Math.round(breakdown.reduce((sum, sub) => sum + sub.share * sub.score, 0));
  const blocked = checks.some((c) => BLOCKING_CHECKS.includes(c.id) && c.score === 0);
  if (blocked && weighted > BLOCKED_OVERALL_CAP) return { score: BLOCKED_OVERALL_CAP, capped: true };
  return { score: weighted, capped: false };
}
