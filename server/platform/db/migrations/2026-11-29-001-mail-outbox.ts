import type { ColumnDefinitionBuilder, Kysely, Migration } from "kysely";
import { createIndex, dropTables } from "./table-parts.ts";

// The mail outbox (server/platform/mail-outbox/): every mail the site sends is a row first,
// sent by a worker with retries, so a mail server that is down loses nothing.

export function mailOutboxMigration(idColumn: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "integer", idColumn)
        // The whole MailMessage as JSON (to, subject, text, headers, attachments).
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer")
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("state", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        // When a queued mail is due; while it is being sent, when its claim lapses.
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await createIndex(db, "mail_outbox_state_due", "mail_outbox", ["state", "next_attempt_at"]);
      await createIndex(db, "mail_outbox_lead", "mail_outbox", ["lead_id", "id"]);
    },
    down: (db: Kysely<unknown>) => dropTables(db, ["mail_outbox"]),
  };
}
