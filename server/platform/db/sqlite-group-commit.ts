import type BetterSqlite3 from "better-sqlite3";
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import type { DatabaseSchema } from "./schema.ts";
import {
  type ConsentRow,
  countLeadDayQuery,
  insertConsentQuery,
  insertSubmissionQuery,
  type LeadDayCount,
  leadDayCounts,
  type NewSubmission,
  submissionConsentRow,
  submissionValues,
} from "#server/platform/db/submission-insert.ts";

/** Rows per transaction at most, so one flush never holds the event loop for long. */
const MAX_BATCH = 256;

interface Pending {
  submission: NewSubmission;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export interface SqliteSubmissionWriter {
  insert(submission: NewSubmission): Promise<number>;
  /** Commits whatever is waiting, now (before the connection closes). */
  flush(): void;
}

/** Compiles queries for SQLite without a connection. */
const sqliteCompiler = new Kysely<DatabaseSchema>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * A Kysely insert compiled once for SQLite, and the function that turns a value into the
 * statement's parameters. Throws at start-up should the compiled parameters ever stop
 * following the order of the values' keys.
 */
function compiledInsert<T>(
  query: (db: typeof sqliteCompiler, value: T) => { compile(): { sql: string; parameters: readonly unknown[] } },
  values: (value: T) => object,
  probe: T,
) {
  const compiled = query(sqliteCompiler, probe).compile();
  const parameters = (value: T) => Object.values(values(value)) as unknown[];
  if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters(probe))) {
    throw new Error("A compiled insert does not take its parameters in the expected order.");
  }
  return { sql: compiled.sql, parameters };
}

const submissionInsert = () =>
  compiledInsert<NewSubmission>(insertSubmissionQuery, submissionValues, {
    type: "probe-type",
    data: { probe: 1 },
    createdAt: new Date(0),
  });

const leadDayCount = () =>
  compiledInsert<LeadDayCount>(countLeadDayQuery, (count) => count, {
    day: "2026-01-01",
    dimension: "tool",
    key1: "probe",
    key2: "",
    shard: 0,
    leads: 1,
  });

const consentInsert = () =>
  compiledInsert<ConsentRow>(insertConsentQuery, (row) => row, {
    email: "probe@example.com",
    subject: "submission",
    subject_id: 1,
    form: "contact",
    notice_version: "probe",
    purposes: "[]",
    created_at: new Date(0).toISOString(),
  });

/**
 * Group commit for SQLite: the submissions that arrive in one turn of the event loop are
 * inserted in one transaction, and each caller's promise resolves only after that
 * transaction has committed: a 201 is only sent for a row that is stored. One
 * commit per batch instead of per row, with one prepared statement, is what lets a single
 * SQLite file keep up with many visitors sending forms at once.
 */
export function createSqliteSubmissionWriter(connection: BetterSqlite3.Database): SqliteSubmissionWriter {
  const insert = submissionInsert();
  const statement = connection.prepare<unknown[], { id: number }>(insert.sql);
  const count = leadDayCount();
  const countStatement = connection.prepare<unknown[]>(count.sql);
  const consent = consentInsert();
  const consentStatement = connection.prepare<unknown[]>(consent.sql);
  // A lead's consent row goes with it: one more prepared statement per lead.
  const insertRow = (submission: NewSubmission) => {
    const id = statement.get(...insert.parameters(submission))!.id;
    const row = submissionConsentRow(id, submission);
    if (row) consentStatement.run(...consent.parameters(row));
    return id;
  };
  const addCounts = (leads: { id: number; submission: NewSubmission }[]) => {
    // One upsert per distinct daily count of the batch, not one per lead and count.
    for (const entry of leadDayCounts(leads)) countStatement.run(...count.parameters(entry));
  };
  // A lead and its daily counts commit together (a savepoint inside the batch's transaction).
  const insertOne = connection.transaction((submission: NewSubmission) => {
    const id = insertRow(submission);
    addCounts([{ id, submission }]);
    return id;
  });
  const insertAll = connection.transaction((batch: Pending[]) => {
    const ids = batch.map((entry) => insertRow(entry.submission));
    addCounts(batch.map((entry, index) => ({ id: ids[index]!, submission: entry.submission })));
    return ids;
  });

  const pending: Pending[] = [];
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    if (!connection.open) {
      for (const entry of pending.splice(0)) entry.reject(new Error("The database is closed."));
      return;
    }
    // Never join a transaction someone else has open on this connection: wait for it.
    if (connection.inTransaction) {
      scheduled = true;
      setTimeout(flush, 1);
      return;
    }
    while (pending.length > 0) {
      const batch = pending.splice(0, MAX_BATCH);
      try {
        const ids = insertAll(batch);
        batch.forEach((entry, index) => entry.resolve(ids[index]!));
      } catch {
        // The whole batch rolled back: insert one by one so only the faulty row fails.
        for (const entry of batch) {
          try {
            entry.resolve(insertOne(entry.submission));
          } catch (error) {
            entry.reject(error);
          }
        }
      }
    }
  }

  return {
    insert(submission) {
      return new Promise<number>((resolve, reject) => {
        pending.push({ submission, resolve, reject });
        schedule();
      });
    },
    flush,
  };
}
