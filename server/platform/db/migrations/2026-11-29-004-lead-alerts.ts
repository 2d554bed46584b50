import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { createIndex, dropTables, requiredColumns } from "./table-parts.ts";

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
        .$call(requiredColumns({ position: "integer", kind: "text" }))
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
        .$call(requiredColumns({ p256dh: "text", auth: "text", created_at: "text" }))
        .execute();
      await createIndex(db, "push_subscriptions_user", "push_subscriptions", ["user_id"]);
    },
    down: (db: Kysely<unknown>) => dropTables(db, ["push_subscriptions", "alert_settings", "assignment_rules"]),
  };
}
