import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import { createIndex, dropTables } from "./table-parts.ts";

// Data requests from the "my data" page (server/privacy/), and the audit log made to hold
// lead ids only: entries written before named the lead ("Lead #12 (Asha Rao, 22 Nov 2026)")
// and kept an export's search words, which may be a person's name or e-mail.

/** "Lead #12 (Asha Rao, 22 Nov 2026)" → "Lead #12". */
export function leadIdOnly(target: string): string {
  return target.replace(/^(Lead #\d+) \(.*\)$/s, "$1");
}

/** An export's filters without its search words: only whether there were any. */
export function detailWithoutSearch(detail: string): string {
  try {
    const value = JSON.parse(detail) as Record<string, unknown>;
    if (!value || typeof value !== "object" || !("q" in value)) return detail;
    const { q, ...rest } = value;
    return JSON.stringify({ ...rest, search: typeof q === "string" && q.trim() !== "" });
  } catch {
    return detail;
  }
}

async function auditLogWithoutPeople(db: Kysely<unknown>) {
  const rows = await sql<{ id: number; action: string; target: string; detail: string }>`
    select id, action, target, detail from audit_log
    where target like 'Lead #%' or action in ('export.submissions', 'export.subscribers')`.execute(db);
  for (const row of rows.rows) {
    const target = leadIdOnly(row.target);
    const detail = detailWithoutSearch(row.detail);
    if (target === row.target && detail === row.detail) continue;
    await sql`update audit_log set target = ${target}, detail = ${detail} where id = ${row.id}`.execute(db);
  }
}

export function dataRequestsMigration(idColumn: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("data_requests")
        .addColumn("id", "integer", idColumn)
        .addColumn("kind", "text", (col) => col.notNull())
        // HMAC of the address under a server secret: what is kept once the request is closed.
        .addColumn("email_hash", "text", (col) => col.notNull())
        // The address itself only while the request is open (set on confirmation).
        .addColumn("email", "text")
        .addColumn("details", "text")
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("outcome", "text")
        .addColumn("requested_at", "text", (col) => col.notNull())
        .addColumn("confirmed_at", "text")
        .addColumn("deadline_at", "text", (col) => col.notNull())
        .addColumn("completed_at", "text")
        .addColumn("completed_by", "text")
        .execute();
      await createIndex(db, "data_requests_status_deadline", "data_requests", ["status", "deadline_at"]);
      await auditLogWithoutPeople(db);
    },
    down: (db: Kysely<unknown>) => dropTables(db, ["data_requests"]),
  };
}
