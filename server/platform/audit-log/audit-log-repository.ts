import type { Kysely } from "kysely";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditLogPage } from "#contracts/accounts/audit-log.ts";
import { MAX_ROW_ID } from "../db/keyset-pagination.ts";
import type { DatabaseSchema } from "../db/schema.ts";

// The audit log: deletions, exports and account changes, newest first. Rows are only ever
// added, so the id alone orders them and is the page cursor.

interface NewAuditEntry {
  actor: { id: number | null; displayName: string };
  action: AuditAction;
  target: string;
  /** Facts worth keeping (filters, changed fields); never a password or a token. */
  detail?: Record<string, unknown>;
  at: Date;
}

export interface AuditLogRepository {
  record(entry: NewAuditEntry): Promise<void>;
  /** One page, newest first; `cursor` is the previous page's nextCursor. */
  page(options: { cursor?: string; limit: number }): Promise<AuditLogPage>;
}

class BadAuditCursorError extends Error {
  statusCode = 400;
  override name = "BadAuditCursorError";
  constructor() {
    super("The page cursor is not valid. Reload the audit log.");
  }
}

function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === "") return null;
  if (!/^\d{1,10}$/.test(cursor) || Number(cursor) > MAX_ROW_ID) throw new BadAuditCursorError();
  return Number(cursor);
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

export function createAuditLogRepository(db: Kysely<DatabaseSchema>): AuditLogRepository {
  return {
    async record({ actor, action, target, detail = {}, at }) {
      await db
        .insertInto("audit_log")
        .values({
          actor_id: actor.id,
          // PostgreSQL text cannot hold NUL; a lead's name might (the JSON detail escapes it).
          actor_name: actor.displayName.replaceAll("\u0000", ""),
          action,
          target: target.replaceAll("\u0000", ""),
          detail: JSON.stringify(detail),
          created_at: at.toISOString(),
        })
        .execute();
    },

    async page({ cursor, limit }) {
      const before = decodeCursor(cursor);
      let query = db
        .selectFrom("audit_log")
        .selectAll()
        .orderBy("id", "desc")
        .limit(limit + 1);
      if (before !== null) query = query.where("id", "<", before);
      const rows = await query.execute();
      const items: AuditEntry[] = rows.slice(0, limit).flatMap((row) =>
        isAction(row.action)
          ? [
              {
                id: row.id,
                at: row.created_at,
                actor: { id: row.actor_id, displayName: row.actor_name },
                action: row.action,
                target: row.target,
                detail: parseDetail(row.detail),
              },
            ]
          : [],
      );
      const last = rows[limit - 1];
      return { items, nextCursor: rows.length > limit && last ? String(last.id) : null };
    },
  };
}
