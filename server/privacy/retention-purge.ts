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

type PurgedTable = "subscribers" | "audit_log" | "mail_outbox";

/** Keyset batches of ids matching `condition` in `table`, each handed to `remove` (which re-checks it). */
async function inBatches(
  db: Db,
  table: PurgedTable,
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

async function countWhere(db: Db, table: PurgedTable, condition: RawBuilder<SqlBool>) {
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

/** Deletes (or counts) the rows of a table that has nothing going with them. */
async function purgeRows(
  db: Db,
  table: "audit_log" | "mail_outbox",
  condition: RawBuilder<SqlBool>,
  options: { dryRun: boolean; batchSize: number },
) {
  if (options.dryRun) return countWhere(db, table, condition);
  let rows = 0;
  await inBatches(db, table, condition, options.batchSize, async (ids) => {
    const result = await db.deleteFrom(table).where("id", "in", ids).where(condition).executeTakeFirst();
    rows += count(result.numDeletedRows);
  });
  return rows;
}

// Only mails done with: a queued or sending one stays however old (the worker still owns it).
// A sent mail counts from its sending, a failed one from its arrival in the outbox.
const doneMailBefore = (cutoff: string) =>
  sql<SqlBool>`(state in ('sent', 'failed') and coalesce(sent_at, created_at) < ${cutoff})`;

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
    mailOutbox: 0,
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
  counts.auditLog = await purgeRows(db, "audit_log", sql<SqlBool>`created_at < ${cutoff("auditLog")}`, {
    dryRun,
    batchSize,
  });
  counts.mailOutbox = await purgeRows(db, "mail_outbox", doneMailBefore(cutoff("mailOutbox")), { dryRun, batchSize });
  return counts;
}
