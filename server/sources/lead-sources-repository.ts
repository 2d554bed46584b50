import { type Kysely, sql } from "kysely";
import { type Channel, CHANNELS } from "#contracts/leads/lead-source.ts";
import { SOURCES_TOP_PAGES, type SourcesReport } from "#contracts/sources/sources-report.ts";
import type { DatabaseSchema, Dialect, LeadDaysTable } from "../platform/db/schema.ts";
import { assembleOutcomes, assembleResponseWeeks, compareText, type OutcomeCountRow } from "./outcomes-report.ts";

type Db = Kysely<DatabaseSchema>;

/** The report's range: Asia/Kolkata calendar days, both included. */
export interface SourcesRange {
  fromDay: string;
  toDay: string;
}

export interface LeadSourcesRepository {
  /** Adds one finished run to the tool's counter for the day. */
  countToolRun(tool: string, day: string): Promise<void>;
  /** The Sources report for a range, in one statement. */
  report(range: SourcesRange): Promise<Omit<SourcesReport, "from" | "to" | "timeZone">>;
  /**
   * Folds the shards of every daily count before `today` into shard 0: past days take no
   * new leads, so one row per count is enough there and the report reads fewer rows.
   * Returns how many rows were folded.
   */
  compactPastDays(today: string): Promise<number>;
}

interface ReportRow {
  part: LeadDaysTable["dimension"] | "tool-runs";
  key1: string;
  key2: string;
  n: number | string;
  qualified: number | string;
  won: number | string;
}

/**
 * Lead sources and tool runs. Every figure of the report comes from one statement over two
 * small tables of daily counts, each read as a range of its primary key (day first): the
 * leads per day and channel, campaign, landing page and tool with how many are qualified and
 * won, and the first responses per week and response time (lead_days, kept up to date as
 * leads are stored, answered, moved and deleted) and the runs per day and tool (tool_runs). Its cost grows
 * with the days in the range, not with the number of leads.
 */
export function createLeadSourcesRepository(db: Db, dialect: Dialect): LeadSourcesRepository {
  return {
    async compactPastDays(today) {
      const fold = (
        rows: ReturnType<typeof sql>,
      ) => sql`insert into lead_days (day, dimension, key1, key2, shard, leads, qualified, won)
        select day, dimension, key1, key2, 0, sum(leads), sum(qualified), sum(won) from ${rows} as moved where true
        group by day, dimension, key1, key2
        on conflict (day, dimension, key1, key2, shard) do update set leads = lead_days.leads + excluded.leads,
          qualified = lead_days.qualified + excluded.qualified, won = lead_days.won + excluded.won`;
      if (dialect === "postgres") {
        // One statement: exactly the rows it deletes are the ones it adds up.
        const result = await sql`with moved as (
            delete from lead_days where day < ${today} and shard <> 0
            returning day, dimension, key1, key2, leads, qualified, won)
          ${fold(sql`moved`)}`.execute(db);
        return Number(result.numAffectedRows ?? 0);
      }
      // SQLite has one writer: the transaction alone keeps the two steps together.
      return db.transaction().execute(async (trx) => {
        await fold(sql`(select * from lead_days where day < ${today} and shard <> 0)`).execute(trx);
        const deleted = await trx
          .deleteFrom("lead_days")
          .where("day", "<", today)
          .where("shard", "<>", 0)
          .executeTakeFirst();
        return Number(deleted.numDeletedRows);
      });
    },

    async countToolRun(tool, day) {
      await db
        .insertInto("tool_runs")
        .values({ tool, day, runs: 1 })
        .onConflict((conflict) =>
          conflict.columns(["day", "tool"]).doUpdateSet({ runs: sql<number>`tool_runs.runs + 1` }),
        )
        .execute();
    },

    async report({ fromDay, toDay }) {
      // A day's runs come as one row, its tools and runs as a JSON object: a year is 366 rows,
      // not one per tool and day.
      const runsOfDay =
        dialect === "postgres" ? sql`json_object_agg(tool, runs)::text` : sql`json_group_object(tool, runs)`;
      const { rows } = await sql<ReportRow>`
        select dimension as part, key1, key2, sum(leads) as n, sum(qualified) as qualified, sum(won) as won
          from lead_days where day >= ${fromDay} and day <= ${toDay}
          group by dimension, key1, key2
        union all
        select 'tool-runs', day, ${runsOfDay}, sum(runs), 0, 0
          from tool_runs where day >= ${fromDay} and day <= ${toDay} group by day`.execute(db);
      return assembleReport(rows);
    },
  };
}

/** The report's parts from the statement's rows, sorted for display. */
function assembleReport(rows: ReportRow[]): Omit<SourcesReport, "from" | "to" | "timeZone"> {
  const channelLeads = new Map<string, number>();
  const byCampaign: SourcesReport["byCampaign"] = [];
  const pageLeads = new Map<string | null, number>();
  const toolLeads = new Map<string, number>();
  const runDays: { day: string; runs: Record<string, number> }[] = [];
  const counts: OutcomeCountRow[] = [];
  for (const row of rows) {
    const n = Number(row.n);
    if (n === 0) continue;
    if (row.part === "tool-runs") {
      runDays.push({ day: row.key1, runs: JSON.parse(row.key2) as Record<string, number> });
      continue;
    }
    counts.push({
      part: row.part,
      key1: row.key1,
      key2: row.key2,
      n,
      qualified: Number(row.qualified),
      won: Number(row.won),
    });
    if (row.part === "channel") channelLeads.set(row.key1, (channelLeads.get(row.key1) ?? 0) + n);
    else if (row.part === "page") pageLeads.set(row.key1 || null, n);
    else if (row.part === "tool") toolLeads.set(row.key1, n);
    else if (row.part === "campaign")
      byCampaign.push({ source: row.key1 || "(not set)", campaign: row.key2 || "(not set)", leads: n });
  }
  const { toolRunsByDay, toolRuns } = runsInColumns(runDays);
  const byChannel = CHANNELS.map((channel: Channel) => ({ channel, leads: channelLeads.get(channel) ?? 0 }));
  const tools = new Set([...toolRuns.keys(), ...toolLeads.keys()]);
  const byTool = [...tools]
    .map((tool) => {
      const runs = toolRuns.get(tool) ?? 0;
      const leads = toolLeads.get(tool) ?? 0;
      return { tool, runs, leads, rate: runs > 0 ? leads / runs : 0 };
    })
    .sort((a, b) => b.leads - a.leads || b.runs - a.runs || compareText(a.tool, b.tool));
  byCampaign.sort(
    (a, b) => b.leads - a.leads || compareText(a.source, b.source) || compareText(a.campaign, b.campaign),
  );
  const byLandingPage = [...pageLeads]
    .map(([page, leads]) => ({ page, leads }))
    .sort((a, b) => b.leads - a.leads || compareText(a.page ?? "\uffff", b.page ?? "\uffff"))
    .slice(0, SOURCES_TOP_PAGES);
  return {
    totals: {
      leads: byChannel.reduce((sum, entry) => sum + entry.leads, 0),
      toolRuns: [...toolRuns.values()].reduce((sum, runs) => sum + runs, 0),
    },
    byChannel,
    byCampaign,
    byLandingPage,
    byTool,
    toolRunsByDay,
    outcomes: assembleOutcomes(counts),
    responseByWeek: assembleResponseWeeks(counts),
  };
}

/** The days' runs as the report's columns, and each tool's runs in the range. */
function runsInColumns(runDays: readonly { day: string; runs: Record<string, number> }[]) {
  const toolRuns = new Map<string, number>();
  for (const { runs } of runDays)
    for (const [tool, n] of Object.entries(runs)) if (n !== 0) toolRuns.set(tool, (toolRuns.get(tool) ?? 0) + n);
  const tools = [...toolRuns.keys()].sort(compareText);
  const days = runDays
    .map(({ day, runs }) => ({ day, runs: tools.map((tool) => runs[tool] ?? 0) }))
    .filter((entry) => entry.runs.some((n) => n !== 0))
    // YYYY-MM-DD: code-unit order is calendar order.
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return { toolRunsByDay: { tools, days }, toolRuns };
}
