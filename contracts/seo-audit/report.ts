import type { SeoAuditResult } from "./audit.ts";
import { BLOCKED_OVERALL_CAP, overallScore, scoreBreakdown, type SubScoreBreakdown } from "./scoring.ts";

// The 'Download Report' text file. Pure (no Node, no DOM): the browser builds it from the
// result it already has, and the server can too.

const RULE = "=".repeat(64);
const THIN = "-".repeat(64);

function rating(score: number): string {
  if (score >= 90) return "Good";
  if (score >= 70) return "Needs improvement";
  return "Poor";
}

function wrap(text: string, width: number, indent: string): string {
  const words = text.split(/\s+/).filter((w) => w !== "");
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines.map((l, i) => (i === 0 ? l : `${indent}${l}`)).join("\n");
}

/** What the audit reads, said plainly on the page and in the report. */
export const AS_SERVED_NOTE =
  "The audit reads the HTML as served: it runs no JavaScript, so text, links or tags that scripts add in the browser are not seen.";

export const formatWeight = (weight: number): string => (Number.isInteger(weight) ? String(weight) : weight.toFixed(2));
export const formatPoints = (points: number): string => (points === 0 ? "0" : points.toFixed(1));
export const formatShare = (share: number): string => `${Math.round(share * 100)} %`;

/** A check's score in words: what share of its weight it earned. */
export function resultLabel(score: number | null): string {
  if (score === null) return "Does not apply";
  if (score === 1) return "Passed (full weight)";
  if (score === 0) return "Failed (no points)";
  return `Warning (${Math.round(score * 100)} % of the weight)`;
}

/** "40 % × 92 (SEO) + 20 % × 80 (Page Speed) + … = 87", with the cap when it applied. */
export function overallFormula(
  breakdown: readonly SubScoreBreakdown[],
  overall: { score: number; capped: boolean },
): string {
  const terms = breakdown.map((sub) => `${formatShare(sub.share)} × ${sub.score} (${sub.label})`).join(" + ");
  return `${terms} = ${overall.capped ? `${overall.score} (capped at ${BLOCKED_OVERALL_CAP})` : overall.score}`;
}

/** What the check behind a technical issue lists one by one (the title names the check). */
function detailsOf(result: SeoAuditResult, title: string): string[] {
  return result.checks.find((check) => check.title === title)?.details ?? [];
}

const MARK = { critical: "[CRITICAL]", warning: "[WARNING] ", passed: "[PASSED]  " } as const;

/** The report as plain text with \n line ends. */
export function buildSeoAuditReport(result: SeoAuditResult, brand = "Crestline Digital"): string {
  const out: string[] = [];
  const m = result.metrics;
  out.push(RULE, `SEO AUDIT REPORT (${brand})`, RULE, "");
  out.push(`Website:        ${result.url}`);
  if (result.finalUrl !== result.url) out.push(`Final URL:      ${result.finalUrl}`);
  out.push(
    `Audited:        ${result.fetchedAt
      .replace("T", " ")
      .replace(/\.\d+Z$/, " UTC")
      .replace(/Z$/, " UTC")}`,
  );
  out.push(`HTTP status:    ${result.statusCode}`);
  out.push(`Response time:  ${result.responseTimeMs} ms (first byte)`);
  out.push(
    `HTML size:      ${(result.pageBytes / 1024).toFixed(1)} KB${result.compression ? ` (${result.compression} compressed)` : " (not compressed)"}`,
  );
  out.push("");
  out.push(`OVERALL SCORE: ${result.overallScore}/100 (${rating(result.overallScore)})`, "");
  out.push("Metrics", THIN);
  out.push(`  Page speed         ${String(m.pageSpeed).padStart(3)}/100  ${rating(m.pageSpeed)}`);
  out.push(`  Mobile usability   ${String(m.mobileUsability).padStart(3)}/100  ${rating(m.mobileUsability)}`);
  out.push(`  SEO                ${String(m.seoScore).padStart(3)}/100  ${rating(m.seoScore)}`);
  out.push(`  Accessibility      ${String(m.accessibility).padStart(3)}/100  ${rating(m.accessibility)}`);
  out.push("");
  out.push("Issues", THIN);
  out.push(
    `  Critical: ${result.issues.critical}   Warnings: ${result.issues.warning}   Passed: ${result.issues.passed}`,
  );
  out.push("");
  out.push("Technical issues", THIN);
  for (const issue of result.technicalIssues) {
    out.push(`${MARK[issue.type]} ${issue.title}`);
    out.push(`            ${wrap(issue.description, 64, "            ")}`);
    for (const item of detailsOf(result, issue.title))
      out.push(`              - ${wrap(item, 62, "                ")}`);
  }
  out.push("");
  out.push("How the score is made", THIN);
  out.push(wrap(AS_SERVED_NOTE, 64, ""));
  const breakdown = scoreBreakdown(result.checks);
  out.push("", wrap(`Overall score: ${overallFormula(breakdown, overallScore(breakdown, result.checks))}`, 64, "  "));
  for (const sub of breakdown) {
    out.push("", `${sub.label}: ${sub.score}/100 (${formatShare(sub.share)} of the overall score)`);
    out.push(`  ${wrap(sub.how, 62, "  ")}`);
    for (const row of sub.rows) {
      const title = row.title.length > 30 ? `${row.title.slice(0, 29)}…` : row.title;
      out.push(
        `  ${title.padEnd(30)} weight ${formatWeight(row.weight).padStart(5)}  lost ${formatPoints(row.pointsLost).padStart(5)}  ${resultLabel(row.score)}`,
      );
    }
  }
  const advice = result.checks.filter((check) => check.weight === 0).map((check) => check.title);
  if (advice.length > 0) out.push("", wrap(`Advice, not scored: ${advice.join(", ")}.`, 64, "  "));
  out.push("");
  out.push("Recommendations", THIN);
  result.recommendations.forEach((r, i) => {
    const prefix = `${i + 1}. `;
    out.push(`${prefix}${wrap(r, 68, " ".repeat(prefix.length))}`);
  });
  out.push("", RULE, `Generated by the ${brand} SEO audit tool.`, RULE, "");
  return out.join("\n");
}

/** File name for the download, e.g. seo-audit-example.com-2025-01-31.txt. */
export function seoAuditReportFileName(result: SeoAuditResult): string {
  let host = "website";
  try {
    host = new URL(result.finalUrl).hostname.replace(/[^a-z0-9.-]/gi, "-") || host;
  } catch {
    // keep the default
  }
  return `seo-audit-${host}-${result.fetchedAt.slice(0, 10)}.txt`;
}
