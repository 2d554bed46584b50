import {
  type ColumnDefinitionBuilder,
  type Insertable,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from "kysely";
import contentSeed from "./migrations-content-seed.json" with { type: "json" };
import type { ContentItemsTable, DatabaseSchema, Dialect } from "./schema.ts";
import { migrationsInFiles } from "./migrations/index.ts";
import { createIndex, dropTables, requiredColumns } from "./migrations/table-parts.ts";

// One set of migrations for SQLite and PostgreSQL; only the id column differs (AUTOINCREMENT / identity).
function migrations(dialect: Dialect): Record<string, Migration> {
  const idColumn = (col: ColumnDefinitionBuilder) =>
    dialect === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedAlwaysAsIdentity();

  return {
    "2026-11-22-001-initial": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("submissions")
          .addColumn("id", "integer", idColumn)
          .$call(requiredColumns({ type: "text", data: "text", created_at: "text" }))
          .addColumn("read_at", "text")
          .execute();
        await createIndex(db, "submissions_created_at", "submissions", ["created_at", "id"]);
        await createIndex(db, "submissions_type_created_at", "submissions", ["type", "created_at", "id"]);

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
        await createIndex(db, "admin_sessions_expires_at", "admin_sessions", ["expires_at"]);
      },
      down: (db: Kysely<unknown>) => dropTables(db, ["admin_sessions", "admin_users", "subscribers", "submissions"]),
    },
    // Where each lead came from (contracts/leads/lead-source.ts): the form's context as JSON, with its channel,
    // landing page and campaign as columns; the Sources report's daily counts; per-tool, per-day run counters.
    "2026-11-24-001-lead-sources": {
      async up(db: Kysely<unknown>) {
        for (const table of ["submissions", "subscribers"]) {
          for (const column of ["source", "channel", "landing_page", "utm_source", "utm_campaign"]) {
            await db.schema.alterTable(table).addColumn(column, "text").execute();
          }
        }
        // The Sources report's daily counts, kept as leads come and go: the report reads a few
        // rows per day, however many leads there are. `dimension` is channel, campaign, page
        // or tool; keys never null ('' for "not recorded") so the upsert's conflict target matches.
        // Each count is split over LEAD_DAY_SHARDS rows (a lead's shard is its id modulo that),
        // so concurrent leads on PostgreSQL rarely wait for each other's row locks.
        await db.schema
          .createTable("lead_days")
          .$call(
            requiredColumns({
              day: "text",
              dimension: "text",
              key1: "text",
              key2: "text",
              shard: "integer",
              leads: "integer",
            }),
          )
          .addPrimaryKeyConstraint("lead_days_pkey", ["day", "dimension", "key1", "key2", "shard"])
          .execute();
        // Leads stored before sources were kept: direct, landing page not recorded.
        const day =
          dialect === "sqlite"
            ? sql`strftime('%Y-%m-%d', created_at, '+330 minutes')`
            : sql`to_char((created_at::timestamptz at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
        for (const [dimension, key1] of [
          ["channel", "direct"],
          ["page", ""],
        ]) {
          await sql`insert into lead_days (day, dimension, key1, key2, shard, leads)
            select ${day}, ${dimension}, ${key1}, '', 0, count(*) from submissions group by ${day}`.execute(db);
        }

        await db.schema
          .createTable("tool_runs")
          .$call(requiredColumns({ tool: "text", day: "text", runs: "integer" }))
          .addPrimaryKeyConstraint("tool_runs_pkey", ["day", "tool"])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await dropTables(db, ["tool_runs", "lead_days"]);
        for (const table of ["submissions", "subscribers"]) {
          for (const column of ["source", "channel", "landing_page", "utm_source", "utm_campaign"]) {
            await db.schema.alterTable(table).dropColumn(column).execute();
          }
        }
      },
    },
    // The lead desk (contracts/leads/lead-desk.ts) and the two roles (contracts/accounts/accounts.ts).
    // Every existing lead becomes New: no notes or statuses existed before, so none qualifies
    // as Contacted; read_at is kept as it was. Existing accounts become owners (they could do
    // everything until now) and show their username as their display name.
    "2026-11-25-001-lead-desk": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("submissions")
          .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
          .execute();
        for (const column of ["lost_reason", "follow_up_on", "value_estimate", "email_key", "phone_key"]) {
          await db.schema.alterTable("submissions").addColumn(column, "text").execute();
        }
        await db.schema
          .alterTable("submissions")
          .addColumn("owner_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
          .execute();
        await db.schema
          .alterTable("submissions")
          .addColumn("notes_count", "integer", (col) => col.notNull().defaultTo(0))
          .execute();
        // The keys that link one person's requests. PostgreSQL's jsonb refuses \u0000: such
        // rows (a NUL typed in a form) are left unlinked rather than failing the migration.
        const field = (name: string) =>
          dialect === "sqlite"
            ? sql`(case when json_valid(data) then json_extract(data, ${`$.${name}`}) end)`
            : sql`(case when strpos(data, ${String.raw`\u0000`}) = 0 then data::jsonb ->> ${name} end)`;
        await sql`update submissions set email_key = nullif(lower(trim(${field("email")})), ''),
          phone_key = nullif(${field("contactNumberE164")}, '')`.execute(db);

        await createIndex(db, "submissions_status_created_at", "submissions", ["status", "created_at", "id"]);
        await createIndex(db, "submissions_owner_created_at", "submissions", ["owner_id", "created_at", "id"]);
        // The per-status counts of one owner's leads (board and counts filtered by owner):
        // six index range counts instead of reading each of the owner's rows.
        await createIndex(db, "submissions_owner_status", "submissions", ["owner_id", "status"]);
        await createIndex(db, "submissions_follow_up_on", "submissions", ["follow_up_on", "status"]);
        await createIndex(db, "submissions_email_key", "submissions", ["email_key", "id"]);
        await createIndex(db, "submissions_phone_key", "submissions", ["phone_key", "id"]);

        await db.schema.alterTable("admin_users").addColumn("display_name", "text").execute();
        await db.schema
          .alterTable("admin_users")
          .addColumn("role", "text", (col) => col.notNull().defaultTo("owner"))
          .execute();
        for (const column of ["disabled_at", "password_link_hash", "password_link_expires_at"]) {
          await db.schema.alterTable("admin_users").addColumn(column, "text").execute();
        }
        await sql`update admin_users set display_name = username`.execute(db);

        await db.schema
          .createTable("lead_notes")
          .addColumn("id", "integer", idColumn)
          .addColumn("submission_id", "integer", (col) =>
            col.notNull().references("submissions.id").onDelete("cascade"),
          )
          .addColumn("author_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
          .$call(requiredColumns({ author_name: "text", body: "text", created_at: "text" }))
          .addColumn("edited_at", "text")
          .execute();
        await createIndex(db, "lead_notes_submission", "lead_notes", ["submission_id", "id"]);

        await db.schema
          .createTable("lead_events")
          .addColumn("id", "integer", idColumn)
          .addColumn("submission_id", "integer", (col) =>
            col.notNull().references("submissions.id").onDelete("cascade"),
          )
          .addColumn("actor_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
          .$call(requiredColumns({ actor_name: "text", kind: "text", detail: "text", created_at: "text" }))
          .execute();
        await createIndex(db, "lead_events_submission", "lead_events", ["submission_id", "id"]);

        await db.schema
          .createTable("audit_log")
          .addColumn("id", "integer", idColumn)
          .addColumn("actor_id", "integer")
          .$call(
            requiredColumns({
              actor_name: "text",
              action: "text",
              target: "text",
              detail: "text",
              created_at: "text",
            }),
          )
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await dropTables(db, ["audit_log", "lead_events", "lead_notes"]);
        for (const index of [
          "submissions_status_created_at",
          "submissions_owner_created_at",
          "submissions_owner_status",
          "submissions_follow_up_on",
          "submissions_email_key",
          "submissions_phone_key",
        ]) {
          await db.schema.dropIndex(index).ifExists().execute();
        }
        for (const column of [
          "status",
          "lost_reason",
          "owner_id",
          "follow_up_on",
          "value_estimate",
          "notes_count",
          "email_key",
          "phone_key",
        ]) {
          await db.schema.alterTable("submissions").dropColumn(column).execute();
        }
        for (const column of [
          "display_name",
          "role",
          "disabled_at",
          "password_link_hash",
          "password_link_expires_at",
        ]) {
          await db.schema.alterTable("admin_users").dropColumn(column).execute();
        }
      },
    },
    // Rate limits and the sign-in throttle shared by all instances on PostgreSQL
    // (server/platform/limits/shared-limits.ts): one counter per key and its window's end (ms since
    // the epoch). Unlogged on PostgreSQL: counters need no crash safety, and skipping the WAL
    // keeps a counted request cheap. Created on SQLite too, where it stays unused.
    "2026-11-25-002-shared-limits": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("shared_limits")
          .$call((table) => (dialect === "postgres" ? table.modifyFront(sql`unlogged`) : table))
          .addColumn("key", "text", (col) => col.primaryKey())
          .addColumn("count", "integer", (col) => col.notNull())
          .addColumn("expires_at", "bigint", (col) => col.notNull())
          .execute();
        await createIndex(db, "shared_limits_expires_at", "shared_limits", ["expires_at"]);
      },
      down: (db: Kysely<unknown>) => dropTables(db, ["shared_limits"]),
    },
    // Partial indexes for what most new leads lack (an owner, a follow-up day): a form's insert, the hot path,
    // skips these three B-trees; lookups still use them (`owner_id = ?`, `follow_up_on < ?` imply "is not null").
    "2026-11-25-003-partial-lead-desk-indexes": {
      up: (db: Kysely<unknown>) => recreateLeadDeskIndexes(db, { partial: true }),
      down: (db: Kysely<unknown>) => recreateLeadDeskIndexes(db, { partial: false }),
    },
    // Articles and case studies published from the admin (contracts/content/content-admin.ts), their
    // old slugs, uploaded images (in the database, so every instance on PostgreSQL serves
    // them) and the version every change raises. Today's six articles and six case studies
    // become published items with their ids, slugs and HTML, so no page changes.
    "2026-11-26-001-content": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("content_items")
          .$call(requiredColumns({ kind: "text", id: "integer", slug: "text", status: "text" }))
          .addColumn("publish_at", "text")
          .addColumn("input", "text", (col) => col.notNull())
          .addColumn("html", "text")
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("updated_at", "text", (col) => col.notNull())
          .addColumn("updated_by", "text")
          .addColumn("revision", "integer", (col) => col.notNull().defaultTo(1))
          .addPrimaryKeyConstraint("content_items_pkey", ["kind", "id"])
          .addUniqueConstraint("content_items_slug", ["kind", "slug"])
          .execute();
        await db.schema
          .createTable("content_slugs")
          .$call(requiredColumns({ kind: "text", slug: "text", id: "integer" }))
          .addPrimaryKeyConstraint("content_slugs_pkey", ["kind", "slug"])
          .execute();
        await db.schema
          .createTable("content_ids")
          .addColumn("kind", "text", (col) => col.primaryKey())
          .addColumn("last_id", "integer", (col) => col.notNull())
          .execute();
        await db.schema
          .createTable("content_images")
          .addColumn("name", "text", (col) => col.primaryKey())
          .$call(requiredColumns({ hash: "text", content_type: "text", width: "integer", height: "integer" }))
          .addColumn("bytes", dialect === "sqlite" ? "blob" : "bytea", (col) => col.notNull())
          .addColumn("created_at", "text", (col) => col.notNull())
          .execute();
        await createIndex(db, "content_images_hash", "content_images", ["hash"]);
        await db.schema
          .createTable("content_version")
          .addColumn("id", "integer", (col) => col.primaryKey())
          .addColumn("version", "integer", (col) => col.notNull())
          .execute();

        const content = db as Kysely<DatabaseSchema>;
        // The build's six articles and six case studies as they stood when this migration was
        // written, frozen beside it so that editing the site's copy never changes its rows.
        const rows = contentSeed as Insertable<ContentItemsTable>[];
        await content.insertInto("content_items").values(rows).execute();
        for (const kind of ["article", "case-study"] as const) {
          const lastId = Math.max(0, ...rows.filter((row) => row.kind === kind).map((row) => row.id));
          await content.insertInto("content_ids").values({ kind, last_id: lastId }).execute();
        }
        await content.insertInto("content_version").values({ id: 1, version: 1 }).execute();
      },
      down: (db: Kysely<unknown>) =>
        dropTables(db, ["content_version", "content_images", "content_ids", "content_slugs", "content_items"]),
    },
    // The admin sign-in's defences (issue 25): idle sessions end (last_seen_at); known devices (cookie's SHA-256)
    // pass the per-username throttle; two-factor sign-in (TOTP key, last step used, hashed recovery codes,
    // the short-lived second step); the owners' settings (two-factor required for owners).
    "2026-11-27-001-admin-sign-in-security": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("admin_sessions").addColumn("last_seen_at", "text").execute();
        for (const column of ["totp_secret", "totp_enabled_at", "totp_pending_secret"]) {
          await db.schema.alterTable("admin_users").addColumn(column, "text").execute();
        }
        await db.schema.alterTable("admin_users").addColumn("totp_last_step", "integer").execute();
        await db.schema
          .createTable("admin_known_devices")
          .addColumn("token_hash", "text", (col) => col.primaryKey())
          .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("expires_at", "text", (col) => col.notNull())
          .execute();
        await createIndex(db, "admin_known_devices_user_id", "admin_known_devices", ["user_id"]);
        await db.schema
          .createTable("admin_recovery_codes")
          .addColumn("code_hash", "text", (col) => col.primaryKey())
          .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("created_at", "text", (col) => col.notNull())
          .execute();
        await createIndex(db, "admin_recovery_codes_user_id", "admin_recovery_codes", ["user_id"]);
        await db.schema
          .createTable("admin_sign_in_challenges")
          .addColumn("token_hash", "text", (col) => col.primaryKey())
          .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
          .addColumn("purpose", "text", (col) => col.notNull())
          .addColumn("failures", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("expires_at", "text", (col) => col.notNull())
          .execute();
        await db.schema
          .createTable("admin_settings")
          .addColumn("key", "text", (col) => col.primaryKey())
          .addColumn("value", "text", (col) => col.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await dropTables(db, [
          "admin_settings",
          "admin_sign_in_challenges",
          "admin_recovery_codes",
          "admin_known_devices",
        ]);
        for (const column of ["totp_last_step", "totp_pending_secret", "totp_enabled_at", "totp_secret"]) {
          await db.schema.alterTable("admin_users").dropColumn(column).execute();
        }
        await db.schema.alterTable("admin_sessions").dropColumn("last_seen_at").execute();
      },
    },
    // Secrets the server makes on first use, shared by every instance: the audit-signing key, lead alerts' VAPID key.
    "2026-11-27-002-server-secrets": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("server_secrets")
          .addColumn("name", "text", (col) => col.primaryKey())
          .addColumn("value", "text", (col) => col.notNull())
          .addColumn("created_at", "text", (col) => col.notNull())
          .execute();
      },
      down: (db: Kysely<unknown>) => dropTables(db, ["server_secrets"]),
    },
    // Each later migration is a file of its own in migrations/, listed in migrations/index.ts.
    ...migrationsInFiles(dialect, idColumn),
  };
}

/** The lead desk's indexes on a column most leads leave empty (owner, follow-up day). */
const PARTIAL_LEAD_DESK_INDEXES = [
  { name: "submissions_owner_created_at", columns: ["owner_id", "created_at", "id"], column: "owner_id" },
  { name: "submissions_owner_status", columns: ["owner_id", "status"], column: "owner_id" },
  { name: "submissions_follow_up_on", columns: ["follow_up_on", "status"], column: "follow_up_on" },
] as const;

/** Drops the lead desk's owner and follow-up indexes and makes them again, partial or whole. */
async function recreateLeadDeskIndexes(db: Kysely<unknown>, { partial }: { partial: boolean }) {
  for (const index of PARTIAL_LEAD_DESK_INDEXES) {
    await db.schema.dropIndex(index.name).ifExists().execute();
    const create = db.schema
      .createIndex(index.name)
      .on("submissions")
      .columns([...index.columns]);
    await (partial ? create.where(sql.ref(index.column), "is not", null) : create).execute();
  }
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

/** Applies the known migrations up to and including `name`: how a later migration's upgrade is tested. */
export async function migrateUpTo(db: Kysely<unknown>, dialect: Dialect, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineMigrationProvider(dialect) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
