import { CHANNEL_LABELS, type Channel } from "#contracts/leads/lead-source.ts";
import type { SourcesReport } from "#contracts/sources/sources-report.ts";
import { tools } from "#app/tools/registry.ts";
import { eachDay } from "#contracts/calendar.ts";

// Pure display helpers of the Sources report and the lead's source (tested in
// sources-format.test.ts).

const count = new Intl.NumberFormat("en-IN");
const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });

/** "1,23,456": counts grouped the way the agency in New Delhi reads them. */
export function formatCount(value: number): string {
  return count.format(value);
}

/**
 * A tool's rate (leads that used it per run) as a percentage: "4.2%"; "–" when the tool had
 * no runs in the range, so a rate is never made up from nothing.
 */
export function formatRate(runs: number, rate: number): string {
  if (runs <= 0 || !Number.isFinite(rate)) return "–";
  return percent.format(rate);
}

/** A part of a whole as a percentage ("25%"); "–" when the whole is zero. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? percent.format(part / whole) : "–";
}

const TOOL_TITLES: ReadonlyMap<string, string> = new Map(tools.map((tool) => [tool.slug, tool.title]));

/** A tool's title from the registry ("Word Counter"); a slug the registry no longer knows, as is. */
export function toolTitle(slug: string): string {
  return TOOL_TITLES.get(slug) ?? slug;
}

export function channelLabel(channel: Channel): string {
  return CHANNEL_LABELS[channel] ?? channel;
}

/** A landing page, or "Not recorded" for leads stored before sources were kept. */
export function landingPageLabel(page: string | null): string {
  return page ?? "Not recorded";
}

/** Total tool runs of every day of the report's range, days without runs included as 0. */
export function dailyRunTotals(report: Pick<SourcesReport, "from" | "to" | "toolRunsByDay">): {
  day: string;
  runs: number;
}[] {
  const totals = new Map<string, number>();
  for (const { day, runs } of report.toolRunsByDay.days)
    totals.set(day, (totals.get(day) ?? 0) + runs.reduce((sum, n) => sum + n, 0));
  return eachDay(report).map((day) => ({ day, runs: totals.get(day) ?? 0 }));
}

interface DayOfRuns {
  day: string;
  runs: number;
  /** The day's runs per tool, most first, then by title. */
  tools: { tool: string; runs: number }[];
}

/** The days with runs, oldest first, each with its runs per tool. */
export function runsByDay(report: Pick<SourcesReport, "toolRunsByDay">): DayOfRuns[] {
  const { tools, days } = report.toolRunsByDay;
  return days
    .map(({ day, runs }) => {
      const used = tools.map((tool, index) => ({ tool, runs: runs[index] ?? 0 })).filter((entry) => entry.runs > 0);
      return { day, runs: used.reduce((sum, entry) => sum + entry.runs, 0), tools: used };
    })
    .filter((entry) => entry.tools.length > 0)
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((entry) => ({
      ...entry,
      tools: entry.tools.sort((a, b) => b.runs - a.runs || toolTitle(a.tool).localeCompare(toolTitle(b.tool))),
    }));
}
