import type { AuditRequest } from "#contracts/leads/forms.ts";
import type { CheckStatus, SeoAuditResult } from "#contracts/seo-audit/audit.ts";

// What the result panel derives from an audit: the summary an 'E-mail me this report'
// request sends (contracts/leads/forms.ts, auditRequestFormSchema) and the offer that ends the panel.

/**
 * The report's summary: an audit request's data beside the visitor's name and e-mail (whether
 * it is verified the server decides, from the result's reportToken).
 */
export type AuditSummary = Omit<AuditRequest, "fullName" | "email" | "auditVerified">;

/** The titles of the checks with this status, heaviest first (the order the page lists them in). */
function titles(result: SeoAuditResult, status: CheckStatus): string[] {
  return result.checks
    .map((check, index) => ({ check, index }))
    .filter(({ check }) => check.status === status)
    .sort((a, b) => b.check.weight - a.check.weight || a.index - b.index)
    .map(({ check }) => check.title);
}

export function auditSummary(result: SeoAuditResult): AuditSummary {
  return {
    auditedUrl: result.url,
    auditScore: result.overallScore,
    criticalCount: result.issues.critical,
    warningCount: result.issues.warning,
    passedCount: result.issues.passed,
    criticalIssues: titles(result, "critical"),
    warningIssues: titles(result, "warning"),
  };
}

/** Critical issues and warnings: what the offer counts. */
function issueCount(summary: AuditSummary): number {
  return summary.criticalCount + summary.warningCount;
}

/**
 * The offer's sentence and where it says the visitor comes from (the quote form's "You came
 * from …" and the lead's toolContext), e.g.
 * "the SEO audit of https://example.com (score 62/100; critical: Page title, Indexable)".
 */
export function auditOffer(summary: AuditSummary): { text: string; context: string } {
  const count = issueCount(summary);
  const score = `score ${summary.auditScore}/100`;
  if (count === 0) {
    return {
      text: "No issues found. Want more traffic from search?",
      context: `the SEO audit of ${summary.auditedUrl} (${score}, no issues found)`,
    };
  }
  const detail =
    summary.criticalIssues.length > 0
      ? `critical: ${summary.criticalIssues.join(", ")}`
      : `${summary.warningCount} warning${summary.warningCount === 1 ? "" : "s"}`;
  return {
    text: count === 1 ? "1 issue found. Want our team to fix it?" : `${count} issues found. Want our team to fix them?`,
    context: `the SEO audit of ${summary.auditedUrl} (${score}; ${detail})`,
  };
}
