import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";
import { countExpiredSubmissions, deleteExpiredSubmissions, type SubmissionKind } from "./retention-leads.ts";
import type { PurgedKind, RetentionPeriods } from "./retention-periods.ts";

// The retention purge: deletes what has outlived its period (contracts/privacy/retention.ts,
// overridable per kind: retention-periods.ts). A row exactly one period old stays; older
// goes. Deletes run in batches of short transactions, so memory and lock time stay bounded
// however much has piled up.

type Db = Kysely<DatabaseSchema>;

/** Rows deleted (or, in a dry run, that would be) per kind, and what went with them. */
export type PurgeCounts = Record<PurgedKind, number> & {
  /** Notes and timeline events of the deleted leads and applications. */
  leadNotes: number;
  leadEvents: number;
  /** Consent records of the deleted leads, applications and subscribers. */
  consentRecords: number;
};

export interface PurgeOptions {
  now: Date;
  periods: RetentionPeriods;
  /** Counts what would be deleted and deletes nothing. */
  dryRun?: boolean;
  batchSize?: number;
}

const DAY_MS = 86_400_000;
const DEFAULT_BATCH_SIZE = 500;

/**
 * Subscribers of a kind. The two are disjoint: an address never confirmed goes 7 days after
 * it asked, whether or not it unsubscribed meanwhile; one that was on the list goes a period
 * after it left.
 */
function subscriberCondition(kind: "unconfirmedSubscribers" | "leftSubscribers", cutoff: string): RawBuilder<SqlBool> {
  return kind === "unconfirmedSubscribers"
    ? sql<SqlBool>`(confirmed_at is null and created_at < ${cutoff})`
    : sql<SqlBool>`(unsubscribed_at is not null and unsubscribed_at < ${cutoff} and confirmed_at is not null)`;
}

const count = (value: unknown) => Number(value ?? 0);

/** Keyset batches of ids matching `condition` in `table`, each handed to `remove` (which re-checks it). */
async function inBatches(
  db: Db,
  table: "subscribers" | "audit_log",
  condition: RawBuilder<SqlBool>,
  batchSize: number,
  remove: (ids: number[]) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom(table)
      .select("id")
      .where(condition)
      .where("id", ">", after)
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (batch.length === 0) return;
    const ids = batch.map((row) => row.id);
    after = ids.at(-1) ?? after;
    await remove(ids);
    if (batch.length < batchSize) return;
  }
}

async function countWhere(db: Db, table: "subscribers" | "audit_log", condition: RawBuilder<SqlBool>) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where(condition)
    .executeTakeFirst();
  return count(row?.n);
}

/** Deletes (or counts) one kind of subscriber with its consent records. */
async function purgeSubscribers(
  db: Db,
  condition: RawBuilder<SqlBool>,
  options: { dryRun: boolean; batchSize: number },
): Promise<{ rows: number; consentRecords: number }> {
  if (options.dryRun) {
    const rows = await countWhere(db, "subscribers", condition);
    const { rows: consent } = await sql<{ n: number }>`select count(*) as n from consent_records
      where subject = 'subscriber' and subject_id in (select id from subscribers where ${condition})`.execute(db);
    return { rows, consentRecords: count(consent[0]?.n) };
  }
  const total = { rows: 0, consentRecords: 0 };
  await inBatches(db, "subscribers", condition, options.batchSize, (ids) =>
    db.transaction().execute(async (trx) => {
      // The condition again: an address that subscribed anew meanwhile stays.
      const deleted = await trx
        .deleteFrom("subscribers")
        .where("id", "in", ids)
        .where(condition)
        .returning("id")
        .execute();
      total.rows += deleted.length;
      if (deleted.length === 0) return;
      const result = await sql`delete from consent_records where subject = 'subscriber'
        and subject_id in (${sql.join(deleted.map((row) => row.id))})`.execute(trx);
      total.consentRecords += count(result.numAffectedRows);
    }),
  );
  return total;
}

async function purgeAuditLog(db: Db, cutoff: string, options: { dryRun: boolean; batchSize: number }) {
  const condition = sql<SqlBool>`created_at < ${cutoff}`;
  if (options.dryRun) return countWhere(db, "audit_log", condition);
  let rows = 0;
  await inBatches(db, "audit_log", condition, options.batchSize, async (ids) => {
    const result = await db.deleteFrom("audit_log").where("id", "in", ids).where(condition).executeTakeFirst();
    rows += count(result.numDeletedRows);
  });
  return rows;
}

/** Deletes (or with dryRun counts) everything past its period at `now`. */
export async function purgeExpired(
  database: { db: Db; dialect: Dialect },
  { now, periods, dryRun = false, batchSize = DEFAULT_BATCH_SIZE }: PurgeOptions,
): Promise<PurgeCounts> {
  const { db } = database;
  const cutoff = (kind: PurgedKind) => new Date(now.getTime() - periods[kind] * DAY_MS).toISOString();
  const counts: PurgeCounts = {
    leads: 0,
    applications: 0,
    unconfirmedSubscribers: 0,
    leftSubscribers: 0,
    auditLog: 0,
    leadNotes: 0,
    leadEvents: 0,
    consentRecords: 0,
  };
  for (const kind of ["leads", "applications"] as const satisfies SubmissionKind[]) {
    const result = dryRun
      ? await countExpiredSubmissions(db, kind, cutoff(kind))
      : await deleteExpiredSubmissions(database, kind, cutoff(kind), { batchSize });
    counts[kind] = result.rows;
    counts.leadNotes += result.notes;
    counts.leadEvents += result.events;
    counts.consentRecords += result.consentRecords;
  }
  for (const kind of ["unconfirmedSubscribers", "leftSubscribers"] as const) {
    const result = await purgeSubscribers(db, subscriberCondition(kind, cutoff(kind)), { dryRun, batchSize });
    counts[kind] = result.rows;
    counts.consentRecords += result.consentRecords;
  }
  counts.auditLog = await purgeAuditLog(db, cutoff("auditLog"), { dryRun, batchSize });
  return counts;
}
