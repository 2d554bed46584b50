import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../schema.ts";
import { createIndex, dropTables, requiredColumns } from "./table-parts.ts";

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
        .$call(
          requiredColumns({
            email: "text",
            subject: "text",
            subject_id: "integer",
            form: "text",
            notice_version: "text",
            purposes: "text",
            created_at: "text",
          }),
        )
        .addColumn("withdrawn_at", "text")
        .execute();
      await createIndex(db, "consent_records_subject", "consent_records", ["subject", "subject_id"]);
      await createIndex(db, "consent_records_email", "consent_records", ["email"]);
    },
    down: (db: Kysely<unknown>) => dropTables(db, ["consent_records"]),
  };
}
