import type { ColumnDefinitionBuilder, Kysely } from "kysely";

// Who gets a new lead and how they hear of it (server/leads/assignment/): the owner's
// assignment rules, in order, each with its round-robin turn counter (raised atomically,
// so instances sharing PostgreSQL take turns fairly); each account's alert settings; and
// the browsers (Web Push subscriptions) where an account turned alerts on.
export function leadAlertsMigration(idColumn: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("assignment_rules")
        .addColumn("id", "integer", idColumn)
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("match", "text")
        .addColumn("account_ids", "text", (col) => col.notNull())
        .addColumn("turns", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("alert_settings")
        .addColumn("user_id", "integer", (col) => col.primaryKey().references("admin_users.id").onDelete("cascade"))
        .addColumn("email", "text")
        .addColumn("email_on", "integer", (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable("push_subscriptions")
        .addColumn("id", "integer", idColumn)
        .addColumn("user_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
        .addColumn("endpoint", "text", (col) => col.notNull().unique())
        .addColumn("p256dh", "text", (col) => col.notNull())
        .addColumn("auth", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["push_subscriptions", "alert_settings", "assignment_rules"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
