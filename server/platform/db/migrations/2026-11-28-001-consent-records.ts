import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../schema.ts";

/**
 * consent_records: what each stored submission and subscriber agreed to (contracts/privacy/notice.ts):
 * the notice version, the purposes (a JSON array as text), when and on which form. Found by
 * the lead or subscriber it belongs to, and by e-mail for withdrawal and erasure.
 */
export function consentRecordsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("consent_records")
        .addColumn("id", "integer", (col) =>
          dialect === "sqlite" ? col.primaryKey().autoIncrement() : col.primaryKey().generatedAlwaysAsIdentity(),
        )
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("subject_id", "integer", (col) => col.notNull())
        .addColumn("form", "text", (col) => col.notNull())
        .addColumn("notice_version", "text", (col) => col.notNull())
        .addColumn("purposes", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("withdrawn_at", "text")
        .execute();
      await db.schema
        .createIndex("consent_records_subject")
        .on("consent_records")
        .columns(["subject", "subject_id"])
        .execute();
      await db.schema.createIndex("consent_records_email").on("consent_records").column("email").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("consent_records").ifExists().execute();
    },
  };
}
