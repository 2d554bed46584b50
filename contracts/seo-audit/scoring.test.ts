import { describe, expect, it } from "vitest";
import defaultConfig from "lighthouse/core/config/default-config.js";
import type { AuditCheck } from "./audit.ts";
import { BLOCKED_OVERALL_CAP, BLOCKING_CHECKS, overallScore, scoreBreakdown, SUB_SCORES } from "./scoring.ts";

type Row = Pick<AuditCheck, "id" | "title" | "score">;
const row = (id: string, score: number | null): Row => ({ id, title: id, score });
const seo = SUB_SCORES.find((s) => s.key === "seoScore");

describe("the SEO sub-score", () => {
  it("has Lighthouse's SEO category: the same audits with the same weights", () => {
    const category = defaultConfig.categories?.["seo"];
    const scored = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0);
    expect(seo?.checks.map((c) => [c.lighthouse, c.weight]).sort()).toEqual(
      scored.map((ref) => [ref.id, ref.weight]).sort(),
    );
  });

  it("is the weighted share of passed audits, leaving out those that do not apply", () => {
    const all = (seo?.checks ?? []).map((c) => row(c.id, 1));
    expect(scoreBreakdown(all)[0]?.score).toBe(100);
    // One ordinary audit failed: 1 of 13.04 weight lost → 92, as Lighthouse shows it.
    const oneFailed = all.map((r) => (r.id === "meta-description" ? { ...r, score: 0 } : r));
    expect(scoreBreakdown(oneFailed)[0]?.score).toBe(92);
    // Canonical does not apply: 1 of 12.04 lost → 92 as well; is-crawlable failed → 69.
    const noCanonical = oneFailed.map((r) => (r.id === "canonical" ? { ...r, score: null } : r));
    expect(scoreBreakdown(noCanonical)[0]?.score).toBe(92);
    const blocked = all.map((r) => (r.id === "indexable" ? { ...r, score: 0 } : r));
    expect(scoreBreakdown(blocked)[0]?.score).toBe(69);
  });

  it("says what each check cost, and the costs add up to what the sub-score lost", () => {
    const checks = (seo?.checks ?? []).map((c) => row(c.id, c.id === "title" || c.id === "link-text" ? 0 : 1));
    const breakdown = scoreBreakdown(checks)[0];
    const lost = (breakdown?.rows ?? []).reduce((sum, r) => sum + r.pointsLost, 0);
    expect(Math.round(100 - lost)).toBe(breakdown?.score);
    expect(breakdown?.rows.find((r) => r.id === "title")?.pointsLost).toBeCloseTo(100 / (9 + 93 / 23), 5);
    expect(breakdown?.rows.find((r) => r.id === "http-status")?.pointsLost).toBe(0);
  });
});

describe("the overall score", () => {
  it("weighs the four sub-scores 40/20/20/20 and shares add up to 1", () => {
    expect(SUB_SCORES.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 10);
    const checks = [row("title", 1), row("response-time", 0), row("viewport", 0.5), row("html-lang", 1)];
    expect(overallScore(scoreBreakdown(checks), checks)).toEqual({ score: 70, capped: false });
  });

  it("is capped when the page cannot be indexed", () => {
    for (const id of BLOCKING_CHECKS) {
      const checks = [row(id, 0), row("title", 1), row("response-time", 1)];
      expect(overallScore(scoreBreakdown(checks), checks)).toEqual({ score: BLOCKED_OVERALL_CAP, capped: true });
    }
  });
});
