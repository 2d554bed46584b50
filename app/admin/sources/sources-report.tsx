import type { ReactNode } from "react";
import { BarChart3 } from "lucide-react";
import { SOURCES_TOP_PAGES, type SourcesReport } from "#contracts/sources/sources-report.ts";
import { BarChart, ColumnChart } from "./bar-chart.tsx";
import {
  channelLabel,
  dailyRunTotals,
  formatCount,
  formatRate,
  formatShare,
  landingPageLabel,
  runsByDay,
  toolTitle,
} from "./sources-format.ts";
import { formatDay, formatRange, formatShortDay } from "./sources-range.ts";
import { EmptyState } from "../shared/list-parts.tsx";
import { OutcomesCard, ResponseTimesCard } from "./outcomes-view.tsx";
import { DataTable, Empty, ReportCard } from "./report-parts.tsx";

// The Sources report as the server answered it: totals, then leads by channel, campaign and
// landing page, their outcomes and the weekly response times, the tools, and the tool runs per day. Every chart has its table; the
// component is pure (rendered in sources-report.test.tsx).

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] wrap-anywhere">{children}</code>;
}

export function SourcesReportView({ report }: { report: SourcesReport }) {
  const range = formatRange(report);
  const { leads, toolRuns } = report.totals;
  const totals = (
    <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
      <Total label="Leads" value={leads} />
      <Total label="Tool runs" value={toolRuns} />
    </dl>
  );

  if (leads === 0 && toolRuns === 0) {
    return (
      <div className="space-y-4">
        {totals}
        <EmptyState icon={BarChart3} className="bg-white">
          <p className="font-semibold text-slate-800">No leads in this period</p>
          <p className="text-sm">
            No lead was sent and no tool was run from {range}. Choose a longer range or an earlier period.
          </p>
        </EmptyState>
      </div>
    );
  }

  const tools = [...report.byTool].sort(
    (a, b) => b.runs - a.runs || b.leads - a.leads || toolTitle(a.tool).localeCompare(toolTitle(b.tool)),
  );
  const toolsByLeads = tools.filter((tool) => tool.leads > 0).sort((a, b) => b.leads - a.leads);
  const toolsWithRuns = tools.filter((tool) => tool.runs > 0);
  const daily = dailyRunTotals(report);
  const days = runsByDay(report);

  return (
    <div className="space-y-4">
      {totals}

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ReportCard title="Leads by channel">
          {leads === 0 ? (
            <Empty>No leads in this period.</Empty>
          ) : (
            <>
              <BarChart
                label="Leads by channel"
                data={report.byChannel.map((row) => ({ label: channelLabel(row.channel), value: row.leads }))}
                formatValue={formatCount}
              />
              <DataTable
                caption={`Leads by channel, ${range}`}
                columns={[{ label: "Channel" }, { label: "Leads", numeric: true }, { label: "Share", numeric: true }]}
                rows={report.byChannel.map((row) => ({
                  key: row.channel,
                  cells: [channelLabel(row.channel), formatCount(row.leads), formatShare(row.leads, leads)],
                }))}
              />
            </>
          )}
        </ReportCard>
        <div className="grid min-w-0 gap-4">
          <ReportCard title="Leads by campaign">
            {report.byCampaign.length === 0 ? (
              <Empty>
                No lead came from a tagged campaign (a link with utm_source or utm_campaign) in this period.
              </Empty>
            ) : (
              <DataTable
                caption={`Leads by campaign (utm_source and utm_campaign), ${range}`}
                columns={[{ label: "Source" }, { label: "Campaign" }, { label: "Leads", numeric: true }]}
                rows={report.byCampaign.map((row, index) => ({
                  key: `${row.source}\u0000${row.campaign}\u0000${index}`,
                  cells: [
                    row.source ? <Code>{row.source}</Code> : <span className="text-slate-500">(none)</span>,
                    row.campaign ? <Code>{row.campaign}</Code> : <span className="text-slate-500">(none)</span>,
                    formatCount(row.leads),
                  ],
                }))}
              />
            )}
          </ReportCard>
          <ReportCard title="Leads by landing page">
            {report.byLandingPage.length === 0 ? (
              <Empty>No leads in this period.</Empty>
            ) : (
              <>
                {report.byLandingPage.length >= SOURCES_TOP_PAGES ? (
                  <p className="text-sm text-slate-600">The {SOURCES_TOP_PAGES} pages that brought the most leads.</p>
                ) : null}
                <DataTable
                  caption={`Leads by landing page (the first page of the visit), ${range}`}
                  columns={[
                    { label: "Landing page" },
                    { label: "Leads", numeric: true },
                    { label: "Share", numeric: true },
                  ]}
                  rows={report.byLandingPage.map((row, index) => ({
                    key: `${row.page ?? ""}-${index}`,
                    cells: [
                      row.page === null ? (
                        <span className="text-slate-600 italic">{landingPageLabel(row.page)}</span>
                      ) : (
                        <Code>{row.page}</Code>
                      ),
                      formatCount(row.leads),
                      formatShare(row.leads, leads),
                    ],
                  }))}
                />
              </>
            )}
          </ReportCard>
        </div>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <OutcomesCard report={report} range={range} />
        <ResponseTimesCard report={report} range={range} />
      </div>

      <ReportCard title="Tools">
        {tools.length === 0 ? (
          <Empty>No tool was run, and no lead used a tool, in this period.</Empty>
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="min-w-0">
                <h4 className="mb-2 text-sm font-semibold text-slate-700">Runs</h4>
                {toolsWithRuns.length === 0 ? (
                  <Empty>No tool runs in this period.</Empty>
                ) : (
                  <BarChart
                    label="Runs per tool"
                    data={toolsWithRuns.map((tool) => ({ label: toolTitle(tool.tool), value: tool.runs }))}
                    formatValue={formatCount}
                  />
                )}
              </div>
              <div className="min-w-0">
                <h4 className="mb-2 text-sm font-semibold text-slate-700">Leads that used the tool</h4>
                {toolsByLeads.length === 0 ? (
                  <Empty>No lead used a tool in this period.</Empty>
                ) : (
                  <BarChart
                    label="Leads that used each tool"
                    data={toolsByLeads.map((tool) => ({ label: toolTitle(tool.tool), value: tool.leads }))}
                    formatValue={formatCount}
                  />
                )}
              </div>
            </div>
            <DataTable
              caption={`Tools: runs, leads that used the tool and rate (leads per run), ${range}`}
              columns={[
                { label: "Tool" },
                { label: "Runs", numeric: true },
                { label: "Leads", numeric: true },
                { label: "Rate", numeric: true },
              ]}
              rows={tools.map((tool) => ({
                key: tool.tool,
                cells: [
                  toolTitle(tool.tool),
                  formatCount(tool.runs),
                  formatCount(tool.leads),
                  formatRate(tool.runs, tool.rate),
                ],
              }))}
            />
            <p className="text-xs text-slate-600">
              Rate: leads that used the tool per run of the tool in this period; &ldquo;–&rdquo; when it had no runs.
            </p>
          </>
        )}
      </ReportCard>

      <ReportCard title="Tool runs per day">
        {toolRuns === 0 ? (
          <Empty>No tool runs in this period.</Empty>
        ) : (
          <>
            <ColumnChart
              label={`Tool runs per day, ${range}`}
              data={daily.map((row) => ({ label: formatShortDay(row.day), value: row.runs }))}
              formatValue={formatCount}
            />
            <details className="rounded-lg ring-1 ring-slate-200">
              <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700 hover:bg-slate-50">
                Runs per tool, day by day ({days.length} {days.length === 1 ? "day" : "days"} with runs)
              </summary>
              <div className="border-t border-slate-200 px-3 pb-2">
                <DataTable
                  caption={`Tool runs per day and tool, ${range}; days without runs are left out`}
                  columns={[{ label: "Day" }, { label: "Runs", numeric: true }, { label: "Runs per tool" }]}
                  rows={days.map((day) => ({
                    key: day.day,
                    cells: [
                      <span className="whitespace-nowrap">{formatDay(day.day)}</span>,
                      formatCount(day.runs),
                      <ul className="flex flex-wrap gap-x-4 gap-y-0.5">
                        {day.tools.map((tool) => (
                          <li key={tool.tool}>
                            {toolTitle(tool.tool)}: <span className="tabular-nums">{formatCount(tool.runs)}</span>
                          </li>
                        ))}
                      </ul>,
                    ],
                  }))}
                />
              </div>
            </details>
          </>
        )}
      </ReportCard>
    </div>
  );
}
