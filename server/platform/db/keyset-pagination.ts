import type { Dialect } from "./schema.ts";

// Admin lists are keyset-paginated on (created_at, id), newest first, so every page is an
// index range scan: as fast on page 2,000 as on page 1. The cursor is the last row's
// (created_at, id), opaque to the client.

class BadCursorError extends Error {
  statusCode = 400;
  override name = "BadCursorError";
  constructor() {
    super("The page cursor is not valid. Reload the list.");
  }
}

export interface Cursor {
  createdAt: string;
  id: number;
}

/**
 * The largest id a row can have: ids are `integer` columns, 32-bit on PostgreSQL, which
 * fails the whole query (500) when compared with a larger number. Larger ids cannot exist.
 */
export const MAX_ROW_ID = 2 ** 31 - 1;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

function isRowId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_ROW_ID;
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    // PostgreSQL text cannot hold NUL, and a larger id fails the comparison: both are 400.
    const [createdAt, id] = Array.isArray(parsed) ? parsed : [];
    if (typeof createdAt === "string" && !createdAt.includes("\u0000") && isRowId(id)) {
      return { createdAt, id };
    }
  } catch {
    // fall through
  }
  throw new BadCursorError();
}

/** The cursor after the last row of a page, or null when there is no next page. */
export function nextCursor(rows: { created_at: string; id: number }[], limit: number): string | null {
  const last = rows[Math.min(rows.length, limit) - 1];
  return rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
}

/** PostgreSQL text cannot hold NUL (the query would fail), so there NULs are left out of the term. */
export function likePattern(term: string, dialect: Dialect): string {
  const searchable = dialect === "postgres" ? term.replaceAll("\u0000", "") : term;
  return `%${searchable.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
