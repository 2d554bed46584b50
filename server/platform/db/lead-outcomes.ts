import { type Kysely, sql } from "kysely";
import { businessMsBetween, weekOf } from "#contracts/calendar.ts";
import { QUALIFIED_STATUSES, responseBucket } from "#contracts/leads/first-response.ts";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { localDateString } from "#server/platform/calendar.ts";
import type { DatabaseSchema, LeadDaysTable } from "./schema.ts";
import { LEAD_DAY_SHARDS, leadDayKeys } from "./submission-insert.ts";

// The outcomes in the Sources report's daily counts (lead_days): how many of a day's leads per
// channel, campaign, landing page and tool are qualified or won now, and, as dimension
// "response", how many were first answered within each response-time bucket (key1 the week
// of arrival, key2 the bucket in office minutes). Kept as statuses change and leads are
// answered or deleted, so the report reads counts, never the leads.

type Db = Kysely<DatabaseSchema>;

export interface OutcomeLead {
  id: number;
  createdAt: Date;
  source: StoredLeadSource | null;
}

export interface Outcome {
  qualified: number;
  won: number;
}

/** A status's outcome: qualified from Qualified on (a lost lead no longer counts), won when Won. */
export function outcomeOf(status: string): Outcome {
  return {
    qualified: (QUALIFIED_STATUSES as readonly string[]).includes(status) ? 1 : 0,
    won: status === "won" ? 1 : 0,
  };
}

type CountRow = Omit<LeadDaysTable, "qualified" | "won"> & Outcome;

/** Adds a row's leads, qualified and won to its daily count (a new count starts from them). */
export function addToCount(db: Db, row: CountRow) {
  return db
    .insertInto("lead_days")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["day", "dimension", "key1", "key2", "shard"]).doUpdateSet({
        leads: sql<number>`lead_days.leads + excluded.leads`,
        qualified: sql<number>`lead_days.qualified + excluded.qualified`,
        won: sql<number>`lead_days.won + excluded.won`,
      }),
    )
    .execute();
}

/** Adds an outcome change (e.g. +1 won, -1 qualified) to each of the lead's daily counts. */
export async function countOutcome(db: Db, lead: OutcomeLead, change: Outcome): Promise<void> {
  if (change.qualified === 0 && change.won === 0) return;
  for (const key of leadDayKeys(lead.id, lead)) await addToCount(db, { ...key, leads: 0, ...change });
}

/** The office minutes from a lead's arrival to its first response. */
export function responseMinutes(createdAt: Date, respondedAt: Date): number {
  return Math.floor(businessMsBetween(createdAt.getTime(), respondedAt.getTime()) / 60_000);
}

/** Counts (1) or uncounts (-1) a lead's first response in its week's response-time bucket. */
export async function countResponse(db: Db, lead: OutcomeLead, respondedAt: Date, change: 1 | -1): Promise<void> {
  const day = localDateString(lead.createdAt);
  await addToCount(db, {
    day,
    dimension: "response",
    key1: weekOf(day),
    key2: String(responseBucket(responseMinutes(lead.createdAt, respondedAt))),
    shard: lead.id % LEAD_DAY_SHARDS,
    leads: change,
    qualified: 0,
    won: 0,
  });
}
