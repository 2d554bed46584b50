import type { OutcomeDimension, OutcomeRow, ResponseWeek } from "#contracts/sources/sources-report.ts";
import { SOURCES_TOP_PAGES } from "#contracts/sources/sources-report.ts";

// The Sources report's outcomes, from the daily counts' rows the report statement returns:
// qualified and won beside the leads per source, and the weekly median first-response time
// from the response-time buckets (dimension "response": key1 week, key2 office minutes).

export interface OutcomeCountRow {
  part: string;
  key1: string;
  key2: string;
  n: number;
  qualified: number;
  won: number;
}

/** String.prototype.localeCompare's order (the same default locale and options), without its cost per call. */
export const compareText = new Intl.Collator().compare;

const DIMENSIONS = new Set<string>(["channel", "campaign", "page", "tool"]);

function outcomeKey(row: OutcomeCountRow): string {
  if (row.part === "campaign") return `${row.key1 || "(not set)"} / ${row.key2 || "(not set)"}`;
  if (row.part === "channel") return row.key1 || "direct";
  return row.key1;
}

/** Outcome rows per dimension, most leads first (landing pages: the top SOURCES_TOP_PAGES). */
export function assembleOutcomes(rows: readonly OutcomeCountRow[]): OutcomeRow[] {
  const byKey = new Map<string, OutcomeRow>();
  for (const row of rows) {
    if (!DIMENSIONS.has(row.part) || row.n === 0) continue;
    const dimension = row.part as OutcomeDimension;
    const key = outcomeKey(row);
    const id = `${dimension}\u0000${key}`;
    const entry = byKey.get(id) ?? { dimension, key, leads: 0, qualified: 0, won: 0 };
    entry.leads += row.n;
    entry.qualified += row.qualified;
    entry.won += row.won;
    byKey.set(id, entry);
  }
  const order = (a: OutcomeRow, b: OutcomeRow) => b.leads - a.leads || b.won - a.won || compareText(a.key, b.key);
  const sorted = [...byKey.values()].sort(order);
  const pages = sorted.filter((row) => row.dimension === "page").slice(0, SOURCES_TOP_PAGES);
  return [...sorted.filter((row) => row.dimension !== "page"), ...pages].sort(
    (a, b) => dimensionOrder(a.dimension) - dimensionOrder(b.dimension) || order(a, b),
  );
}

function dimensionOrder(dimension: OutcomeDimension): number {
  return ["channel", "campaign", "page", "tool"].indexOf(dimension);
}

/** Per week, the answered leads and the lower median of their response-time buckets. */
export function assembleResponseWeeks(rows: readonly OutcomeCountRow[]): ResponseWeek[] {
  const weeks = new Map<string, Map<number, number>>();
  for (const row of rows) {
    if (row.part !== "response" || row.n <= 0) continue;
    const buckets = weeks.get(row.key1) ?? new Map<number, number>();
    const minutes = Number(row.key2);
    buckets.set(minutes, (buckets.get(minutes) ?? 0) + row.n);
    weeks.set(row.key1, buckets);
  }
  return [...weeks]
    .map(([week, buckets]) => {
      const answered = [...buckets.values()].reduce((sum, n) => sum + n, 0);
      const middle = Math.ceil(answered / 2);
      let seen = 0;
      let medianMinutes = 0;
      for (const [minutes, n] of [...buckets].sort((a, b) => a[0] - b[0])) {
        seen += n;
        if (seen >= middle) {
          medianMinutes = minutes;
          break;
        }
      }
      return { week, answered, medianMinutes };
    })
    .sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
}
