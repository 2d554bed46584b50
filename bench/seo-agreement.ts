import type { AuditCheck } from "#contracts/seo-audit/audit.ts";
import { type PageSnapshot, lighthouseVerdict, type Verdict } from "./seo-corpus.ts";

// Our audit next to Lighthouse's on the SEO corpus: verdicts per shared audit, the share that
// agrees, and the Spearman correlation of the two SEO scores. Shared by the bench (live
// pages on 127.0.0.1) and bench/seo-agreement.test.ts (committed HTML, no network).

export const AGREEMENT_BAR = 0.97;
export const SPEARMAN_BAR = 0.9;

export interface AuditComparison {
  audit: string;
  ours: Verdict;
  lighthouse: Verdict;
}

/** Our verdict on a check that follows a Lighthouse audit: its score read as Lighthouse reads one. */
export function ourVerdict(check: AuditCheck): Verdict {
  if (check.score === null) return "n/a";
  return check.score >= 0.9 ? "pass" : "fail";
}

/** Every Lighthouse SEO audit of the snapshot next to the check that follows it. */
export function compareVerdicts(checks: readonly AuditCheck[], snapshot: PageSnapshot): AuditComparison[] {
  return Object.entries(snapshot.audits).map(([audit, result]) => {
    const check = checks.find((c) => c.lighthouse === audit);
    return { audit, ours: check ? ourVerdict(check) : "n/a", lighthouse: lighthouseVerdict(result) };
  });
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length).fill(0);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.value === order[i]?.value) j++;
    // Ties share the mean of their ranks.
    for (let k = i; k <= j; k++) out[order[k]?.index ?? 0] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson on ranks, ties averaged); 1 when both series are constant and equal. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < ra.length; i++) {
    const da = (ra[i] ?? 0) - ma;
    const db = (rb[i] ?? 0) - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  if (va === 0 || vb === 0) return va === vb && a.every((x, i) => x === b[i]) ? 1 : 0;
  return cov / Math.sqrt(va * vb);
}
