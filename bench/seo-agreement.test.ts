import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runChecks } from "#server/seo-audit/scoring/checks.ts";
import { scoreChecks } from "#server/seo-audit/scoring/score.ts";
import { AGREEMENT_BAR, compareVerdicts, spearman, SPEARMAN_BAR } from "./seo-agreement.ts";
import { CORPUS_DIR, type CorpusPage, loadCorpus, loadSnapshot } from "./seo-corpus.ts";

// Guards the agreement with Lighthouse without Lighthouse: our checks run on the committed
// corpus HTML (as served by bench/seo-corpus.ts, with its headers and robots.txt) and are
// compared with the committed Lighthouse snapshot. `npm run bench -- seo-agreement` does the
// same through the real fetcher.

function auditPage(page: CorpusPage) {
  const html = fs.readFileSync(path.join(CORPUS_DIR, "pages", page.file), "utf8");
  const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" };
  for (const [name, value] of Object.entries(page.headers ?? {})) headers[name.toLowerCase()] = value;
  return runChecks({
    url: `http://127.0.0.1:8080${page.path}`,
    html,
    headers,
    status: 200,
    timing: { responseTimeMs: 10 },
    robotsTxt: page.robotsTxt === undefined ? { status: "missing" } : { status: "found", body: page.robotsTxt },
  });
}

describe("agreement with Lighthouse on the SEO corpus", () => {
  const corpus = loadCorpus();
  const snapshot = loadSnapshot();
  const results = corpus.map((page) => {
    const lighthouse = snapshot.pages[page.name];
    if (!lighthouse) throw new Error(`${page.name} has no Lighthouse snapshot`);
    const checks = auditPage(page);
    return {
      name: page.name,
      comparisons: compareVerdicts(checks, lighthouse),
      ours: scoreChecks(checks).metrics.seoScore,
      lighthouse: lighthouse.score,
    };
  });

  it("holds at least 30 real pages, each with its source and licence", () => {
    expect(new Set(corpus.map((p) => p.file)).size).toBeGreaterThanOrEqual(30);
    for (const page of corpus) {
      expect(page.source, page.name).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}:/);
      expect(page.license, page.name).not.toBe("");
    }
  });

  it(`agrees on at least ${AGREEMENT_BAR * 100} % of the verdicts`, () => {
    const all = results.flatMap((r) => r.comparisons.map((c) => ({ page: r.name, ...c })));
    const disagreements = all.filter((c) => c.ours !== c.lighthouse);
    expect(all.length).toBe(results.length * 10);
    expect(1 - disagreements.length / all.length, JSON.stringify(disagreements, null, 1)).toBeGreaterThanOrEqual(
      AGREEMENT_BAR,
    );
  });

  it(`ranks pages like Lighthouse's SEO score (Spearman ≥ ${SPEARMAN_BAR})`, () => {
    const rho = spearman(
      results.map((r) => r.ours),
      results.map((r) => r.lighthouse),
    );
    expect(rho).toBeGreaterThanOrEqual(SPEARMAN_BAR);
  });
});

describe("spearman", () => {
  it("is 1 for the same order, -1 for the reverse, and averages ties", () => {
    expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1);
    expect(spearman([1, 2, 3], [30, 20, 10])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2], [5, 5, 9])).toBeCloseTo(1);
  });
});
