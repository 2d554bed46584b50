import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";
import {
  insertSubmission,
  LEAD_DAY_SHARDS,
  leadDayRows,
  type NewSubmission,
  submissionConsentRow,
  submissionValues,
} from "#server/platform/db/submission-insert.ts";

/** Rows per statement at most: their parameters stay far below PostgreSQL's 65,535. */
const MAX_BATCH = 256;
/** Batches written at once: while one commits, the next is already on its way. */
const MAX_IN_FLIGHT = 2;

/** The submission columns, in the order of submissionValues (the one definition of a row). */
const SUBMISSION_COLUMNS = Object.keys(
  submissionValues({ type: "", data: {}, createdAt: new Date(0) }),
) as (keyof ReturnType<typeof submissionValues>)[];

/** What the writer needs of a pg pool: a query sent as a named statement. */
export interface PreparedQueries {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: { id: number }[] }>;
}

const LEAD_DAY_COLUMNS = ["day", "dimension", "key1", "key2"] as const;
/** A consent row per submission, in the submissions' order; form null where a lead records none. */
const CONSENT_COLUMNS = ["email", "form", "notice_version", "purposes", "created_at"] as const;
const CONSENT_FIRST = SUBMISSION_COLUMNS.length + LEAD_DAY_COLUMNS.length + 2;

/** `$first::text[], …` for `count` arrays. */
const textArrays = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => `$${first + index}::text[]`).join(", ");

/**
 * A batch of submissions and their daily counts in one statement, so in one round trip
 * and one implicit transaction: the rows of submissionValues passed as one array per
 * column and inserted from `unnest`, then the batch's lead_days rows (leadDayRows) summed
 * into one upsert per row, all in the batch's one `shard`, in key order so concurrent
 * batches lock shared rows in the same order. The text is the same for every batch, so it
 * is sent as a named statement: each connection parses and plans it once, and a batch
 * costs PostgreSQL only its arrays (parse, analysis and planning were a third of its
 * work). Identity values follow the arrays' order, so the new ids in order are the leads'
 * in order: the n-th new id is the n-th lead's, which is how each consent row (the arrays of
 * CONSENT_COLUMNS, one entry per lead) finds its submission.
 */
const BATCH_STATEMENT = {
  name: "crestline-submission-batch",
  text: `with new_rows as (
  insert into submissions (${SUBMISSION_COLUMNS.map((column) => `"${column}"`).join(", ")})
  select * from unnest(${textArrays(1, SUBMISSION_COLUMNS.length)})
  returning id
),
numbered as (select id, row_number() over (order by id) as n from new_rows),
consents as (
  insert into consent_records (email, subject, subject_id, form, notice_version, purposes, created_at)
  select c.email, 'submission', numbered.id, c.form, c.notice_version, c.purposes, c.created_at
  from unnest(${textArrays(CONSENT_FIRST, CONSENT_COLUMNS.length)})
    with ordinality as c (email, form, notice_version, purposes, created_at, n)
  join numbered on numbered.n = c.n
  where c.form is not null
),
lead_keys (day, dimension, key1, key2) as (
  select * from unnest(${textArrays(SUBMISSION_COLUMNS.length + 1, LEAD_DAY_COLUMNS.length)})
),
counted as (
  insert into lead_days (day, dimension, key1, key2, shard, leads)
  select day, dimension, key1, key2, $${SUBMISSION_COLUMNS.length + LEAD_DAY_COLUMNS.length + 1}::int, count(*)::int
  from lead_keys
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4
  on conflict (day, dimension, key1, key2, shard) do update set leads = lead_days.leads + excluded.leads
)
select id from new_rows order by id`,
};

/** Arrays of text, one per column: `unnest` turns them back into rows. */
function columnArrays<Row>(rows: Row[], columns: readonly (keyof Row & string)[]): unknown[][] {
  return columns.map((column) => rows.map((row) => row[column] ?? null));
}

async function insertBatch(pool: PreparedQueries, submissions: NewSubmission[], shard: number): Promise<number[]> {
  const keys = submissions.flatMap((submission) => leadDayRows(submission));
  // The id is not known yet: 0 here, the new row's id in the statement.
  const consents = submissions.map((submission) => submissionConsentRow(0, submission) ?? {});
  const { rows } = await pool.query({
    ...BATCH_STATEMENT,
    values: [
      ...columnArrays(submissions.map(submissionValues), SUBMISSION_COLUMNS),
      ...columnArrays(keys, LEAD_DAY_COLUMNS),
      shard,
      ...columnArrays<Partial<Record<(typeof CONSENT_COLUMNS)[number], string>>>(consents, CONSENT_COLUMNS),
    ],
  });
  return rows.map((row) => row.id);
}

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
 * Group commit for PostgreSQL: the submissions that arrive while earlier batches are being
 * written are inserted together in one transaction (one multi-row INSERT, one upsert per
 * daily count row), and each caller's promise resolves only after the commit. One commit
 * (one WAL flush) and one round trip per batch, instead of five or more per lead. Batches
 * go through `pool` (pg's, for its named statements); a batch that fails falls back to
 * inserting its leads one by one through `db`.
 */
export function createPostgresSubmissionWriter(
  db: Kysely<DatabaseSchema>,
  pool: PreparedQueries,
): PostgresSubmissionWriter {
  const pending: Pending[] = [];
  // Each batch adds its daily counts to one shard, the next batch to the next: batches in
  // flight at once never wait for each other's rows, and a batch writes each count once
  // (not once per shard its leads' ids fall in). The report sums the shards.
  let batches = 0;

  async function write(batch: Pending[]) {
    try {
      const ids = await insertBatch(
        pool,
        batch.map((entry) => entry.submission),
        batches++ % LEAD_DAY_SHARDS,
      );
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

  const inFlight = new Set<Promise<void>>();
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight.size >= MAX_IN_FLIGHT || pending.length === 0) return;
    scheduled = true;
    // Let the submissions of this turn of the event loop join the batch.
    setImmediate(() => {
      scheduled = false;
      if (inFlight.size >= MAX_IN_FLIGHT || pending.length === 0) return;
      const written: Promise<void> = write(pending.splice(0, MAX_BATCH)).finally(() => {
        inFlight.delete(written);
        schedule();
      });
      inFlight.add(written);
      schedule();
    });
  }

  return {
    insert(submission) {
      return new Promise<number>((resolve, reject) => {
        pending.push({ submission, resolve, reject });
        schedule();
      });
    },
    async flush() {
      while (pending.length > 0 || inFlight.size > 0) {
        schedule();
        await Promise.race([...inFlight, new Promise((resolve) => setImmediate(resolve))]);
      }
    },
  };
}
