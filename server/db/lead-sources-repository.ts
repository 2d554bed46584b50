import { type Kysely, sql } from "kysely";
import { type Channel, CHANNELS } from "#contracts/lead-source.ts";
import { SOURCES_TOP_PAGES, type SourcesReport } from "#contracts/sources-report.ts";
import type { DatabaseSchema } from "./schema.ts";

type Db = Kysely<DatabaseSchema>;

/** The report's range: calendar days (for the run counters) and the instants they span (for leads). */
export interface SourcesRange {
  fromDay: string;
  toDay: string;
  /** ISO-8601 UTC: the first instant of fromDay, and the first instant after toDay. */
  fromInstant: string;
  untilInstant: string;
}

export interface LeadSourcesRepository {
  /** Adds one finished run to the tool's counter for the day. */
  countToolRun(tool: string, day: string): Promise<void>;
  /** The Sources report for a range, in one statement. */
  report(range: SourcesRange): Promise<Omit<SourcesReport, "from" | "to" | "timeZone">>;
}

interface ReportRow {
  part: string;
  key1: string | null;
  key2: string | null;
  n: number | string;
}

/**
 * Lead sources and tool runs. Every figure of the report comes from one statement, a UNION
 * of grouped counts: leads by channel, by campaign and by landing page (index-only scans of
 * submissions_sources over the range), leads by tool (lead_tools_lead_at) and runs per tool
 * and day (tool_runs' primary key, day first).
 */
export function createLeadSourcesRepository(db: Db): LeadSourcesRepository {
  return {
    async countToolRun(tool, day) {
      await db
        .insertInto("tool_runs")
        .values({ tool, day, runs: 1 })
        .onConflict((conflict) =>
          conflict.columns(["day", "tool"]).doUpdateSet({ runs: sql<number>`tool_runs.runs + 1` }),
        )
        .execute();
    },

    async report({ fromDay, toDay, fromInstant, untilInstant }) {
      const leadsInRange = sql`created_at >= ${fromInstant} and created_at < ${untilInstant}`;
      const { rows } = await sql<ReportRow>`
        select 'channel' as part, coalesce(channel, 'direct') as key1, null as key2, count(*) as n
          from submissions where ${leadsInRange} group by coalesce(channel, 'direct')
        union all
        select 'campaign', utm_source, utm_campaign, count(*)
          from submissions where ${leadsInRange} and channel = 'campaign' group by utm_source, utm_campaign
        union all
        select * from (
          select 'page' as part, landing_page as key1, null as key2, count(*) as n
            from submissions where ${leadsInRange} group by landing_page
            order by n desc, key1 limit ${SOURCES_TOP_PAGES}) as pages
        union all
        select 'tool-leads', tool, null, count(*)
          from lead_tools where lead_at >= ${fromInstant} and lead_at < ${untilInstant} group by tool
        union all
        select 'tool-runs', tool, day, runs
          from tool_runs where day >= ${fromDay} and day <= ${toDay}`.execute(db);
      return assembleReport(rows);
    },
  };
}

/** The report's parts from the statement's rows, sorted for display. */
function assembleReport(rows: ReportRow[]): Omit<SourcesReport, "from" | "to" | "timeZone"> {
  const channelLeads = new Map<string, number>();
  const byCampaign: SourcesReport["byCampaign"] = [];
  const byLandingPage: SourcesReport["byLandingPage"] = [];
  const toolLeads = new Map<string, number>();
  const toolRuns = new Map<string, number>();
  const toolRunsByDay: SourcesReport["toolRunsByDay"] = [];
  for (const row of rows) {
    const n = Number(row.n);
    if (row.part === "channel") channelLeads.set(row.key1 ?? "direct", n);
    else if (row.part === "campaign")
      byCampaign.push({ source: row.key1 ?? "(not set)", campaign: row.key2 ?? "(not set)", leads: n });
    else if (row.part === "page") byLandingPage.push({ page: row.key1, leads: n });
    else if (row.part === "tool-leads") toolLeads.set(row.key1 ?? "", n);
    else if (row.part === "tool-runs") {
      const tool = row.key1 ?? "";
      toolRuns.set(tool, (toolRuns.get(tool) ?? 0) + n);
      toolRunsByDay.push({ day: row.key2 ?? "", tool, runs: n });
    }
  }
  const byChannel = CHANNELS.map((channel: Channel) => ({ channel, leads: channelLeads.get(channel) ?? 0 }));
  const tools = new Set([...toolRuns.keys(), ...toolLeads.keys()]);
  const byTool = [...tools]
    .map((tool) => {
      const runs = toolRuns.get(tool) ?? 0;
      const leads = toolLeads.get(tool) ?? 0;
      return { tool, runs, leads, rate: runs > 0 ? leads / runs : 0 };
    })
    .sort((a, b) => b.leads - a.leads || b.runs - a.runs || a.tool.localeCompare(b.tool));
  byCampaign.sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source));
  byLandingPage.sort((a, b) => b.leads - a.leads || String(a.page).localeCompare(String(b.page)));
  toolRunsByDay.sort((a, b) => a.day.localeCompare(b.day) || a.tool.localeCompare(b.tool));
  return {
    totals: {
      leads: byChannel.reduce((sum, entry) => sum + entry.leads, 0),
      toolRuns: toolRunsByDay.reduce((sum, entry) => sum + entry.runs, 0),
    },
    byChannel,
    byCampaign,
    byLandingPage,
    byTool,
    toolRunsByDay,
  };
}
