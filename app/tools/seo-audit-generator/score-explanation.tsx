import type { SeoAuditResult } from "#contracts/seo-audit/audit.ts";
import { BLOCKED_OVERALL_CAP, overallScore, scoreBreakdown } from "#contracts/seo-audit/scoring.ts";
import {
  AS_SERVED_NOTE,
  formatPoints,
  formatShare,
  formatWeight,
  overallFormula,
  resultLabel,
} from "#contracts/seo-audit/report.ts";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { ColumnHeads } from "#app/ui/column-heads.tsx";

// "How the score is made": every scored check with its weight and the points it cost, and
// how the four sub-scores make the overall score. Computed from the checks with the same
// module the server scores with (contracts/seo-audit/scoring.ts), so page and score agree.

export function ScoreExplanation({ result }: { result: SeoAuditResult }) {
  const breakdown = scoreBreakdown(result.checks);
  const overall = overallScore(breakdown, result.checks);
  const advice = result.checks.filter((check) => check.weight === 0);

  return (
    <ToolPanel title="How the score is made">
      <p className="text-sm text-slate-700">{AS_SERVED_NOTE}</p>
      <p className="mt-3 text-sm text-slate-800">
        <span className="font-semibold">Overall score: </span>
        <span data-testid="overall-formula">{overallFormula(breakdown, overall)}</span>
      </p>
      {overall.capped ? (
        <p className="mt-1 text-sm text-slate-700">
          The overall score is capped at {BLOCKED_OVERALL_CAP} because search engines cannot index the page (a failed
          HTTP status or indexability check).
        </p>
      ) : null}

      {/* The weight tables are for those who want the arithmetic: folded, so the findings lead. */}
      <details className="mt-5 rounded-xl border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-slate-800">
          The weight and points of each check
        </summary>
        <div className="space-y-6 px-4 pb-4">
          {breakdown.map((sub) => (
            <section key={sub.key} aria-labelledby={`score-${sub.key}`}>
              <h3 id={`score-${sub.key}`} className="font-semibold text-slate-900">
                {sub.label}: {sub.score}/100 ({formatShare(sub.share)} of the overall score)
              </h3>
              <p className="mt-1 text-sm text-slate-600">{sub.how}</p>
              <table className="mt-2 w-full text-left text-sm">
                <caption className="sr-only">Checks of the {sub.label} score</caption>
                <ColumnHeads
                  className="border-b border-slate-200 text-slate-600"
                  columns={[
                    { label: "Check", className: "py-1.5 pr-3 font-semibold" },
                    { label: "Weight", className: "py-1.5 pr-3 text-right font-semibold" },
                    { label: "Result", className: "py-1.5 pr-3 font-semibold" },
                    { label: "Points lost", className: "py-1.5 text-right font-semibold" },
                  ]}
                />
                <tbody>
                  {sub.rows.map((row) => (
                    <tr key={row.id} className="border-b border-slate-100">
                      <th scope="row" className="py-1.5 pr-3 font-normal text-slate-800">
                        {row.title}
                      </th>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{formatWeight(row.weight)}</td>
                      <td className="py-1.5 pr-3">{resultLabel(row.score)}</td>
                      <td className="py-1.5 text-right tabular-nums">{formatPoints(row.pointsLost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      </details>

      {advice.length > 0 ? (
        <p className="mt-5 text-sm text-slate-700">
          <span className="font-semibold">Advice, not scored: </span>
          {advice.map((check) => check.title).join(", ")}. Lighthouse has no SEO audit for these, so their findings cost
          no points.
        </p>
      ) : null}
    </ToolPanel>
  );
}
