import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { DatabaseTarget } from "#server/config.ts";
import type { DatabaseSchema } from "../schema.ts";

/**
 * A connection that runs no migrations, for the migration tests: they bring a database up to a
 * previous release with `migrateUpTo`, write that release's rows, then open it the usual way.
 */
export async function rawDatabase(target: DatabaseTarget): Promise<Kysely<DatabaseSchema>> {
  if (target.dialect === "sqlite") {
    const { default: SQLite } = await import("better-sqlite3");
    return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(target.filename) }) });
  }
  const { default: pg } = await import("pg");
  return new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.connectionString }) }),
  });
}
