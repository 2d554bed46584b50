import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";
import {
  countLeadDayQuery,
  insertSubmission,
  insertSubmissionQuery,
  leadDayCounts,
  type NewSubmission,
} from "./submission-insert.ts";

/** Rows per transaction at most: 10 parameters a row stays far below PostgreSQL's 65,535. */
const MAX_BATCH = 256;

interface Pending {
  submission: NewSubmission;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export interface PostgresSubmissionWriter {
  insert(submission: NewSubmission): Promise<number>;
  /** Resolves once everything waiting or in flight has committed or failed (before the pool closes). */
  flush(): Promise<void>;
}

/**
 * True when PostgreSQL answered with an error of the statement (it rolled the transaction
 * back), false when the connection failed: then the batch may or may not have committed,
 * and inserting its rows again could store them twice.
 */
function rolledBack(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57)/.test(code);
}

/**
 * Group commit for PostgreSQL: the submissions that arrive while the previous batch is
 * being written are inserted together in one transaction (one multi-row INSERT, one upsert
 * of the batch's daily counts), and each caller's promise resolves only after the commit.
 * One commit (one WAL flush) and a handful of round trips per batch, instead of per lead,
 * and no two of this instance's transactions queue on the same lead_days rows.
 */
export function createPostgresSubmissionWriter(db: Kysely<DatabaseSchema>): PostgresSubmissionWriter {
  const pending: Pending[] = [];
  let writing: Promise<void> | null = null;

  async function write(batch: Pending[]) {
    try {
      const ids = await db.transaction().execute(async (trx) => {
        const rows = await insertSubmissionQuery(
          trx,
          batch.map((entry) => entry.submission),
        ).execute();
        // A multi-row INSERT's RETURNING lists the rows in the VALUES' order.
        const leads = batch.map((entry, index) => ({ id: rows[index]!.id, submission: entry.submission }));
        await countLeadDayQuery(trx, leadDayCounts(leads)).execute();
        return leads.map((lead) => lead.id);
      });
      batch.forEach((entry, index) => entry.resolve(ids[index]!));
    } catch (error) {
      if (batch.length === 1 || !rolledBack(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // The whole batch rolled back: insert one by one so only the faulty row fails.
      for (const entry of batch) await insertSubmission(db, entry.submission).then(entry.resolve, entry.reject);
    }
  }

  // One batch in flight: what arrives meanwhile waits for it and goes in the next one.
  async function writeAll() {
    // Let the submissions of this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (pending.length > 0) await write(pending.splice(0, MAX_BATCH));
    writing = null;
  }

  return {
    insert(submission) {
      return new Promise<number>((resolve, reject) => {
        pending.push({ submission, resolve, reject });
        writing ??= writeAll();
      });
    },
    async flush() {
      while (writing) await writing;
    },
  };
}
