import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { DatabaseTarget } from "#server/config.ts";
import { migrateToLatest } from "./migrations.ts";
import type { DatabaseSchema, Dialect } from "./schema.ts";
import { createPostgresSubmissionWriter, type PreparedQueries } from "./postgres-group-commit.ts";
import { WalCheckpointer } from "./sqlite-checkpointer.ts";
import { createSqliteSubmissionWriter } from "./sqlite-group-commit.ts";
import type { NewSubmission } from "#server/platform/db/submission-insert.ts";

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** Round-trips a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /** Stores a submission; resolves with its id once the row is committed. */
  insertSubmission(submission: NewSubmission): Promise<number>;
  close(): Promise<void>;
}

type SqliteConnection = import("better-sqlite3").Database;

async function createSqlite(filename: string): Promise<{ db: Kysely<DatabaseSchema>; connection: SqliteConnection }> {
  const { default: SQLite } = await import("better-sqlite3");
  if (filename !== ":memory:") fs.mkdirSync(path.dirname(filename), { recursive: true });
  const connection = new SQLite(filename);
  // WAL lets readers run beside the writer; NORMAL sync in WAL mode keeps every committed
  // row across a process crash (a power cut may lose the last moments: use PostgreSQL
  // where that matters). Wait instead of failing when another process holds the lock.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  // Checkpoint every 4,000 pages (16 MB) rather than 1,000: under a stream of inserts the
  // same last pages of the table and its indexes are copied back to the file 4× less often.
  // While submissions stream in, a worker checkpoints off the event loop well before that
  // (sqlite-checkpointer.ts); this is the fallback.
  connection.pragma("wal_autocheckpoint = 4000");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  return { db: new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: connection }) }), connection };
}

async function createPostgres(
  connectionString: string,
): Promise<{ db: Kysely<DatabaseSchema>; pool: PreparedQueries }> {
  const { default: pg } = await import("pg");
  // Counts and other bigints come back as numbers, as they do from SQLite.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  return { db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** Any fixed number: the session-level advisory lock that migrations run under on PostgreSQL. */
export const MIGRATION_LOCK_KEY = 2026_11_25;

/**
 * Applies pending migrations. On PostgreSQL, instances starting at the same moment take
 * turns: one connection holds an advisory lock for the whole run, which also covers
 * Kysely's first `create table if not exists` of its own tables (not safe in parallel).
 */
async function migrate(db: Kysely<DatabaseSchema>, dialect: DatabaseTarget["dialect"]): Promise<void> {
  if (dialect === "sqlite") {
    await migrateToLatest(db as Kysely<unknown>, dialect);
    return;
  }
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await migrateToLatest(connection as Kysely<unknown>, dialect);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

/** Opens the database named by the target and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<AppDatabase> {
  const { db, connection, pool } =
    target.dialect === "sqlite"
      ? { ...(await createSqlite(target.filename)), pool: null }
      : { ...(await createPostgres(target.connectionString)), connection: null };
  try {
    await migrate(db, target.dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Both commit concurrent submissions together (group commit): SQLite those of one
  // event-loop turn, PostgreSQL those that arrive while the previous batch is written.
  const writer = connection ? createSqliteSubmissionWriter(connection) : createPostgresSubmissionWriter(db, pool!);
  const checkpointer =
    target.dialect === "sqlite" && target.filename !== ":memory:" ? new WalCheckpointer(target.filename) : null;
  return {
    db,
    dialect: target.dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    insertSubmission: (submission) => {
      checkpointer?.start();
      return writer.insert(submission);
    },
    async close() {
      await writer.flush();
      await checkpointer?.close();
      await db.destroy();
    },
  };
}
