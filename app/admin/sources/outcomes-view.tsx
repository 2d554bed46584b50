import { useId, useState } from "react";
import type { Channel } from "#contracts/leads/lead-source.ts";
import {
  OUTCOME_DIMENSIONS,
  type OutcomeDimension,
  type OutcomeRow,
  type SourcesReport,
} from "#contracts/sources/sources-report.ts";
import { formatOfficeMinutes } from "../shared/office-minutes.ts";
import { channelLabel, formatCount, formatShare, landingPageLabel, toolTitle } from "./sources-format.ts";
import { formatDay } from "./sources-range.ts";
import { DataTable, Empty, ReportCard } from "./report-parts.tsx";

// Did the leads turn into business? Per channel, campaign, landing page or tool: leads,
// qualified, won and win rate; and per week, how fast leads were first answered.

const DIMENSION_LABELS: Readonly<Record<OutcomeDimension, string>> = {
  channel: "Channel",
  campaign: "Campaign",
  page: "Landing page",
  tool: "Tool",
};

/** A row's source as the table shows it. Pure. */
export function outcomeLabel(row: Pick<OutcomeRow, "dimension" | "key">): string {
  if (row.dimension === "channel") return channelLabel(row.key as Channel);
  if (row.dimension === "page") return landingPageLabel(row.key === "" ? null : row.key);
  if (row.dimension === "tool") return toolTitle(row.key);
  return row.key;
}

export function OutcomesCard({
  report,
  range,
  initialDimension = "channel",
}: {
  report: SourcesReport;
  range: string;
  initialDimension?: OutcomeDimension;
}) {
  const [dimension, setDimension] = useState<OutcomeDimension>(initialDimension);
  const selectId = useId();
  const rows = report.outcomes.filter((row) => row.dimension === dimension);
  const label = DIMENSION_LABELS[dimension];
  return (
    <ReportCard title="Outcomes">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          Outcomes by
        </label>
        <select
          id={selectId}
          value={dimension}
          onChange={(event) => setDimension(event.target.value as OutcomeDimension)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {OUTCOME_DIMENSIONS.map((value) => (
            <option key={value} value={value}>
              {DIMENSION_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {rows.length === 0 ? (
        <Empty>No leads by {label.toLowerCase()} in this period.</Empty>
      ) : (
        <DataTable
          caption={`Outcomes by ${label.toLowerCase()}: leads, qualified, won and win rate, ${range}`}
          columns={[
            { label },
            { label: "Leads", numeric: true },
            { label: "Qualified", numeric: true },
            { label: "Won", numeric: true },
            { label: "Win rate", numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: row.key,
            cells: [
              <span className="wrap-anywhere">{outcomeLabel(row)}</span>,
              formatCount(row.leads),
              formatCount(row.qualified),
              formatCount(row.won),
              formatShare(row.won, row.leads),
            ],
          }))}
        />
      )}
      <p className="text-xs text-slate-600">
        Qualified: the leads now at Qualified, Proposal sent or Won. Win rate: won leads per lead.
      </p>
    </ReportCard>
  );
}

export function ResponseTimesCard({ report, range }: { report: SourcesReport; range: string }) {
  return (
    <ReportCard title="First response per week">
      {report.responseByWeek.length === 0 ? (
        <Empty>No lead of this period has been answered yet.</Empty>
      ) : (
        <DataTable
          caption={`Median time to the first response per week of arrival, in office hours, ${range}`}
          columns={[
            { label: "Week of" },
            { label: "Answered", numeric: true },
            { label: "Median first response", numeric: true },
          ]}
          rows={report.responseByWeek.map((week) => ({
            key: week.week,
            cells: [
              <span className="whitespace-nowrap">{formatDay(week.week)}</span>,
              formatCount(week.answered),
              formatOfficeMinutes(week.medianMinutes),
            ],
          }))}
        />
      )}
      <p className="text-xs text-slate-600">
        Office time only (Mon–Fri 9:00 AM–6:00 PM, Saturday 10:00 AM–4:00 PM, New Delhi): the clock stops in the evening
        and on Sunday. A lead counts in the week it arrived; the first status change, note, e-mail, call or WhatsApp
        click answers it.
      </p>
    </ReportCard>
  );
}
