import { describe, expect, it } from "vitest";
import type { AuditCheck } from "#contracts/seo-audit/audit.ts";
import { BLOCKED_OVERALL_CAP } from "#contracts/seo-audit/scoring.ts";
import type { AuditInput } from "../checks/check-context.ts";
import { runChecks } from "./checks.ts";
import { ALL_PASSED_RECOMMENDATION, bySeverity, scoreChecks } from "./score.ts";
import { input } from "../checks/checks-test-support.ts";
import { BAD_HTML, GOOD_HTML } from "../seo-audit-test-support.ts";

const check = (over: Partial<AuditCheck>): AuditCheck => ({
  id: "x",
  title: "X",
  status: "passed",
  found: "found",
  description: "Description.",
  weight: 1,
  metric: "seoScore",
  score: 1,
  ...over,
});

const page = (html: string, over: Partial<AuditInput> = {}): AuditInput =>
  input(html, {
    url: "https://example.com/",
    timing: { responseTimeMs: 50 },
    robotsTxt: { status: "found", body: "User-agent: *\nAllow: /" },
    ...over,
  });

describe("scoreChecks", () => {
  it("blends the sub-scores 40/20/20/20 and counts issues", () => {
    const result = scoreChecks([
      check({ id: "title", status: "passed" }),
      check({ id: "response-time", status: "critical", score: 0, recommendation: "Speed up." }),
      check({ id: "viewport", status: "warning", score: 0.5, recommendation: "Fix viewport." }),
      check({ id: "html-lang", status: "passed" }),
    ]);
    expect(result.metrics).toEqual({ seoScore: 100, pageSpeed: 0, mobileUsability: 50, accessibility: 100 });
    expect(result.overallScore).toBe(70); // 40 + 0 + 10 + 20
    expect(result.issues).toEqual({ critical: 1, warning: 1, passed: 2 });
    expect(result.technicalIssues.map((t) => t.type)).toEqual(["critical", "warning", "passed", "passed"]);
    expect(result.technicalIssues[0]).toEqual({ type: "critical", title: "X", description: "found. Description." });
    expect(result.recommendations).toEqual(["Speed up.", "Fix viewport."]);
  });

  it("caps the overall score when the page cannot be indexed", () => {
    const result = scoreChecks([check({ id: "indexable", status: "critical", score: 0 }), check({ id: "title" })]);
    expect(result.overallScore).toBe(BLOCKED_OVERALL_CAP);
  });

  it("says so when everything passed", () => {
    expect(scoreChecks([check({})]).recommendations).toEqual([ALL_PASSED_RECOMMENDATION]);
  });

  it("orders by severity, then weight, then report order", () => {
    const sorted = bySeverity([
      check({ id: "w1", status: "warning", weight: 2 }),
      check({ id: "p", status: "passed", weight: 9 }),
      check({ id: "c", status: "critical", weight: 1 }),
      check({ id: "w2", status: "warning", weight: 5 }),
      check({ id: "w3", status: "warning", weight: 2 }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(["c", "w2", "w1", "w3", "p"]);
  });

  it("scores the good page above the bad page, and the same page the same", () => {
    const headers = {
      "content-encoding": "gzip",
      "x-content-type-options": "nosniff",
      "strict-transport-security": "max-age=31536000",
    };
    const good = scoreChecks(runChecks(page(GOOD_HTML, { headers })));
    const bad = scoreChecks(runChecks(page(BAD_HTML, { url: "http://example.com/" })));
    expect(good.overallScore).toBeGreaterThanOrEqual(90);
    expect(bad.overallScore).toBeLessThan(50);
    for (const key of ["seoScore", "pageSpeed", "mobileUsability", "accessibility"] as const) {
      expect(good.metrics[key], key).toBeGreaterThan(bad.metrics[key]);
    }
    expect(scoreChecks(runChecks(page(GOOD_HTML, { headers })))).toEqual(good);
  });

  it("ranks a near-empty page with an empty title below a real page (issue 15)", () => {
    const empty = scoreChecks(
      runChecks(
        page("<!doctype html><html><head><title></title></head><body><p>Hello world, one two three.</p></body></html>"),
      ),
    );
    const real = scoreChecks(runChecks(page(GOOD_HTML)));
    expect(empty.metrics.seoScore).toBeLessThan(real.metrics.seoScore);
  });
});
