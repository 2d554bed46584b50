import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Dialect } from "./schema.ts";

// One set of migrations for SQLite and PostgreSQL. Only the id column differs:
// SQLite's AUTOINCREMENT against PostgreSQL's identity column.
function migrations(dialect: Dialect): Record<string, Migration> {
  const idColumn = (col: ColumnDefinitionBuilder) =>
    dialect === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedAlwaysAsIdentity();

  return {
    "2026-11-22-001-initial": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("submissions")
          .addColumn("id", "integer", idColumn)
          .addColumn("type", "text", (col) => col.notNull())
          .addColumn("data", "text", (col) => col.notNull())
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("read_at", "text")
          .execute();
        await db.schema.createIndex("submissions_created_at").on("submissions").columns(["created_at", "id"]).execute();
        await db.schema
          .createIndex("submissions_type_created_at")
          .on("submissions")
          .columns(["type", "created_at", "id"])
          .execute();

        await db.schema
          .createTable("subscribers")
          .addColumn("id", "integer", idColumn)
          .addColumn("email", "text", (col) => col.notNull().unique())
          .addColumn("created_at", "text", (col) => col.notNull())
          .execute();

        await db.schema
          .createTable("admin_users")
          .addColumn("id", "integer", idColumn)
          .addColumn("username", "text", (col) => col.notNull().unique())
          .addColumn("password_hash", "text", (col) => col.notNull())
          .addColumn("created_at", "text", (col) => col.notNull())
          .execute();

        await db.schema
          .createTable("admin_sessions")
          .addColumn("token_hash", "text", (col) => col.primaryKey())
          .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("expires_at", "text", (col) => col.notNull())
          .execute();
        await db.schema.createIndex("admin_sessions_expires_at").on("admin_sessions").column("expires_at").execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["admin_sessions", "admin_users", "subscribers", "submissions"]) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
  };
}

class InlineMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InlineMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/** The known migrations this database has not applied yet, oldest first. Reads only. */
export async function pendingMigrations(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InlineMigrationProvider(dialect) });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
