import { describe, expect, it } from "vitest";
import { CHANNELS } from "#contracts/leads/lead-source.ts";
import { SOURCES_TOP_PAGES, type SourcesReport } from "#contracts/sources/sources-report.ts";
import type { Selectable } from "kysely";
import { type AppDatabase } from "#server/platform/db/database.ts";
import type { LeadDaysTable } from "#server/platform/db/schema.ts";
import { databaseTargets, suiteDatabase } from "#server/platform/db/test-support/databases.ts";
import { createLeadSourcesRepository } from "./lead-sources-repository.ts";

// The report reads each day's tool runs as one JSON row and sorts with a shared collator;
// here it must give exactly the figures, in exactly the order, of the straightforward way:
// every count row summed per key in plain code and sorted with localeCompare, on random data.

/** A small seeded random source (mulberry32), so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

// Keys whose order differs between code units and the collator (case, accents, hyphens).
const NAMES = [
  "word-counter",
  "Word-Counter",
  "wordcounter",
  "png-to-jpeg",
  "é-tool",
  "e-tool",
  "Zeta",
  "alpha",
  "a-b",
  "ab",
];
const PAGES = [
  "",
  "/",
  "/blog",
  "/Blog",
  "/tools/word-counter",
  "/tools/wordcounter",
  ...Array.from({ length: 24 }, (_, i) => `/p/${i}`),
];
const WEEKS = ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"];
const BUCKETS = ["0", "5", "15", "30", "60", "120", "240", "480", "960"];

/** A lead_days row as stored (its qualified and won filled in). */
type CountRow = Selectable<LeadDaysTable>;

function randomRows(seed: number) {
  const random = randomSource(seed);
  const day = () => `2026-${random.pick(["10", "11"])}-${String(1 + random.int(28)).padStart(2, "0")}`;
  const counts = new Map<string, CountRow>();
  for (let i = 0; i < 1500; i++) {
    const dimension = random.pick(["channel", "campaign", "page", "tool", "response"] as const);
    const [key1, key2] =
      dimension === "channel"
        ? [random.pick(CHANNELS), ""]
        : dimension === "campaign"
          ? [random.pick(["", ...NAMES]), random.pick(["", ...NAMES])]
          : dimension === "page"
            ? [random.pick(PAGES), ""]
            : dimension === "tool"
              ? [random.pick(NAMES), ""]
              : [random.pick(WEEKS), random.pick(BUCKETS)];
    const leads = random.int(6);
    const qualified = random.int(leads + 1);
    const row = {
      day: day(),
      dimension,
      key1,
      key2,
      shard: random.int(4),
      leads,
      qualified,
      won: random.int(qualified + 1),
    };
    counts.set(JSON.stringify([row.day, dimension, key1, key2, row.shard]), row);
  }
  const runs = new Map<string, { tool: string; day: string; runs: number }>();
  for (let i = 0; i < 600; i++) {
    const row = { tool: random.pick(NAMES), day: day(), runs: 1 + random.int(40) };
    runs.set(`${row.day} ${row.tool}`, row);
  }
  return { counts: [...counts.values()], runs: [...runs.values()] };
}

type Expected = Omit<SourcesReport, "from" | "to" | "timeZone" | "toolRunsByDay"> & {
  toolRunsByDay: { day: string; tool: string; runs: number }[];
};

/** The report the plain way: sum every row of the range per key, sort with localeCompare. */
function straightforwardReport(data: ReturnType<typeof randomRows>, from: string, to: string): Expected {
  const inRange = (day: string) => day >= from && day <= to;
  const sums = new Map<string, CountRow>();
  for (const row of data.counts.filter((count) => inRange(count.day))) {
    const id = JSON.stringify([row.dimension, row.key1, row.key2]);
    const sum = sums.get(id) ?? { ...row, leads: 0, qualified: 0, won: 0 };
    sum.leads += row.leads;
    sum.qualified += row.qualified;
    sum.won += row.won;
    sums.set(id, sum);
  }
  const of = (dimension: CountRow["dimension"]) =>
    [...sums.values()].filter((row) => row.dimension === dimension && row.leads !== 0);
  const toolRunsByDay = data.runs
    .filter((row) => inRange(row.day))
    .map(({ day, tool, runs }) => ({ day, tool, runs }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.tool.localeCompare(b.tool));
  const runsOf = (tool: string) =>
    toolRunsByDay.filter((row) => row.tool === tool).reduce((sum, row) => sum + row.runs, 0);
  const leadsOf = (tool: string) => of("tool").find((row) => row.key1 === tool)?.leads ?? 0;
  const tools = [...new Set([...toolRunsByDay.map((row) => row.tool), ...of("tool").map((row) => row.key1)])];
  const byChannel = CHANNELS.map((channel) => ({
    channel,
    leads: of("channel").find((row) => row.key1 === channel)?.leads ?? 0,
  }));

  const order = (a: { leads: number; won: number; key: string }, b: { leads: number; won: number; key: string }) =>
    b.leads - a.leads || b.won - a.won || a.key.localeCompare(b.key);
  const outcome = (dimension: "channel" | "campaign" | "page" | "tool", key: (row: CountRow) => string) => {
    const rows = new Map<
      string,
      { dimension: typeof dimension; key: string; leads: number; qualified: number; won: number }
    >();
    for (const row of of(dimension)) {
      const entry = rows.get(key(row)) ?? { dimension, key: key(row), leads: 0, qualified: 0, won: 0 };
      entry.leads += row.leads;
      entry.qualified += row.qualified;
      entry.won += row.won;
      rows.set(entry.key, entry);
    }
    return [...rows.values()].sort(order);
  };
  const weeks = new Map<string, number[]>();
  for (const row of of("response"))
    weeks.set(row.key1, [...(weeks.get(row.key1) ?? []), ...Array<number>(row.leads).fill(Number(row.key2))]);

  return {
    totals: {
      leads: byChannel.reduce((sum, row) => sum + row.leads, 0),
      toolRuns: toolRunsByDay.reduce((sum, row) => sum + row.runs, 0),
    },
    byChannel,
    byCampaign: of("campaign")
      .map((row) => ({ source: row.key1 || "(not set)", campaign: row.key2 || "(not set)", leads: row.leads }))
      .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign)),
    byLandingPage: of("page")
      .map((row) => ({ page: row.key1 || null, leads: row.leads }))
      .sort((a, b) => b.leads - a.leads || (a.page ?? "\uffff").localeCompare(b.page ?? "\uffff"))
      .slice(0, SOURCES_TOP_PAGES),
    byTool: tools
      .map((tool) => ({
        tool,
        runs: runsOf(tool),
        leads: leadsOf(tool),
        rate: runsOf(tool) > 0 ? leadsOf(tool) / runsOf(tool) : 0,
      }))
      .sort((a, b) => b.leads - a.leads || b.runs - a.runs || a.tool.localeCompare(b.tool)),
    toolRunsByDay,
    outcomes: [
      ...outcome("channel", (row) => row.key1),
      ...outcome("campaign", (row) => `${row.key1 || "(not set)"} / ${row.key2 || "(not set)"}`),
      ...outcome("page", (row) => row.key1).slice(0, SOURCES_TOP_PAGES),
      ...outcome("tool", (row) => row.key1),
    ],
    responseByWeek: [...weeks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, minutes]) => ({
        week,
        answered: minutes.length,
        medianMinutes: minutes.sort((a, b) => a - b)[Math.ceil(minutes.length / 2) - 1]!,
      })),
  };
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`the Sources report on ${name}`, () => {
    let database: AppDatabase;
    suiteDatabase(target, (ready) => (database = ready));

    it("gives the straightforward sums and order on random data", async () => {
      const repository = createLeadSourcesRepository(database.db, database.dialect);
      for (const seed of [1, 2, 3]) {
        await database.db.deleteFrom("lead_days").execute();
        await database.db.deleteFrom("tool_runs").execute();
        const data = randomRows(seed);
        for (let i = 0; i < data.counts.length; i += 200)
          await database.db
            .insertInto("lead_days")
            .values(data.counts.slice(i, i + 200))
            .execute();
        await database.db.insertInto("tool_runs").values(data.runs).execute();
        for (const [from, to] of [
          ["2026-10-01", "2026-11-28"],
          ["2026-10-09", "2026-11-13"],
          ["2026-11-20", "2026-11-20"],
        ] as const) {
          const { toolRunsByDay, ...report } = await repository.report({ fromDay: from, toDay: to });
          const { toolRunsByDay: expectedRuns, ...expected } = straightforwardReport(data, from, to);
          expect(report).toEqual(expected);
          // The columns, read back as one row per day and tool.
          const rows = toolRunsByDay.days.flatMap(({ day, runs }) =>
            runs.flatMap((n, index) => (n > 0 ? [{ day, tool: toolRunsByDay.tools[index]!, runs: n }] : [])),
          );
          expect(rows).toEqual(expectedRuns);
          expect(toolRunsByDay.tools).toEqual([...toolRunsByDay.tools].sort((a, b) => a.localeCompare(b)));
        }
      }
    });
  });
}
