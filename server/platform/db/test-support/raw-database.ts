import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { DatabaseTarget } from "#server/config.ts";
import type { DatabaseSchema } from "../schema.ts";
import { migrateUpTo } from "../migrations.ts";

/** A connection that runs no migrations by itself. */
async function rawDatabase(target: DatabaseTarget): Promise<Kysely<DatabaseSchema>> {
  if (target.dialect === "sqlite") {
    const { default: SQLite } = await import("better-sqlite3");
    return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(target.filename) }) });
  }
  const { default: pg } = await import("pg");
  return new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.connectionString }) }),
  });
}

/**
 * A database of an earlier release, for a migration test: a file in `dir` (SQLite) or a fresh
 * database (PostgreSQL) migrated up to `release` and no further. The test writes that release's
 * rows through `old`, closes it, then opens `databaseTarget` the usual way to run the rest.
 */
export async function databaseAtRelease(
  { name, target }: { name: string; target: () => Promise<DatabaseTarget> },
  release: string,
  dir: string,
): Promise<{ databaseTarget: DatabaseTarget; old: Kysely<DatabaseSchema> }> {
  const databaseTarget: DatabaseTarget =
    name === "sqlite" ? { dialect: "sqlite", filename: path.join(dir, "old.db") } : await target();
  const old = await rawDatabase(databaseTarget);
  await migrateUpTo(old as Kysely<unknown>, databaseTarget.dialect, release);
  return { databaseTarget, old };
}
