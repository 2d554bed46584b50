import { type Kysely, type SqlBool, sql } from "kysely";
import {
  ADMIN_TIME_ZONE,
  type AdminStats,
  type AdminSubmission,
  type AdminSubscriber,
  SEARCH_FIELDS,
  type SubmissionFilter,
  type SubmissionPage,
  type SubscriberPage,
} from "#contracts/admin.ts";
import type { Dialect } from "#server/db/database.ts";
import type { DatabaseSchema, SubmissionRow } from "#server/db/schema.ts";
import { statsWindows } from "./time-windows.ts";

type Db = Kysely<DatabaseSchema>;

// Reads of the admin dashboard. Lists are keyset-paginated on (created_at, id), newest
// first, so every page is an index range scan on submissions_created_at or, filtered by
// type, submissions_type_created_at: as fast on page 2,000 as on page 1.

export class BadCursorError extends Error {
  statusCode = 400;
  override name = "BadCursorError";
  constructor() {
    super("The page cursor is not valid. Reload the list.");
  }
}

type ListedRow = Pick<SubmissionRow, "id" | "type" | "data" | "created_at" | "read_at">;

interface Cursor {
  createdAt: string;
  id: number;
}

/**
 * The largest id a row can have: ids are `integer` columns, 32-bit on PostgreSQL, which
 * fails the whole query (500) when compared with a larger number. Larger ids cannot exist.
 */
export const MAX_ROW_ID = 2 ** 31 - 1;

export function encodeCursor(cursor: Cursor): string {
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

interface TypeCounts {
  total: number;
  maxId: number;
  contact: number;
  quote: number;
  application: number;
}

/**
 * The per-type totals of the last stats query, per database, with the fingerprint they
 * belong to: the row count and the highest id. Ids only grow (AUTOINCREMENT / identity
 * columns) and a submission never changes type, so while both stay the same the per-type
 * totals are the same too; any insert or delete changes the fingerprint.
 */
const typeCountCache = new WeakMap<object, TypeCounts>();

/**
 * The counters (D3) in one statement and one round trip. The windows are index range
 * counts on submissions_created_at and the total uses SQLite's page count, so they cost
 * next to nothing at 100,000 rows. Counting by type walks every entry of that type in
 * submissions_type_created_at, the only part that grows with the table: the statement
 * compares the table's fingerprint with the one of the last answer and runs those three
 * counts only when it changed (CASE evaluates the chosen branch only, on both databases).
 */
export async function submissionStats(db: Db, now: Date): Promise<AdminStats> {
  const w = statsWindows(now);
  const cached = typeCountCache.get(db);
  const knownTotal = cached?.total ?? -1;
  const knownMaxId = cached?.maxId ?? -1;
  const unchanged = sql`(select count(*) from submissions) = ${knownTotal} and (select coalesce(max(id), 0) from submissions) = ${knownMaxId}`;
  const byType = (type: string) =>
    sql`case when ${unchanged} then null else (select count(*) from submissions where type = ${type}) end`;
  const result = await sql<Record<string, number | string | null>>`select
      (select count(*) from submissions) as total,
      (select coalesce(max(id), 0) from submissions) as max_id,
      (select count(*) from submissions where created_at >= ${w.todayFrom.toISOString()}) as today,
      (select count(*) from submissions where created_at >= ${w.weekFrom.toISOString()}) as this_week,
      (select count(*) from submissions where created_at >= ${w.monthFrom.toISOString()}) as this_month,
      ${byType("contact")} as contact_forms,
      ${byType("quote")} as quote_forms,
      ${byType("application")} as applications`.execute(db);
  const row = result.rows[0] ?? {};
  const n = (value: unknown) => Number(value ?? 0);
  let types: TypeCounts;
  if (row.contact_forms === null && cached) {
    types = cached;
  } else {
    types = {
      total: n(row.total),
      maxId: n(row.max_id),
      contact: n(row.contact_forms),
      quote: n(row.quote_forms),
      application: n(row.applications),
    };
    typeCountCache.set(db, types);
  }
  return {
    total: n(row.total),
    today: n(row.today),
    thisWeek: n(row.this_week),
    thisMonth: n(row.this_month),
    contactForms: types.contact,
    quoteForms: types.quote,
    applications: types.application,
    windows: {
      todayFrom: w.todayFrom.toISOString(),
      weekFrom: w.weekFrom.toISOString(),
      monthFrom: w.monthFrom.toISOString(),
      timeZone: ADMIN_TIME_ZONE,
    },
  };
}

/** PostgreSQL text cannot hold NUL (the query would fail), so there NULs are left out of the term. */
function likePattern(term: string, dialect: Dialect): string {
  const searchable = dialect === "postgres" ? term.replaceAll("\u0000", "") : term;
  return `%${searchable.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `data` as jsonb on PostgreSQL. jsonb refuses the escape \u0000 (a NUL character, which a form
 * may carry) and fails the whole query, so rows holding one get their NULs dropped first: the
 * pattern matches an escaped backslash (kept as is) or a \u0000 escape (removed), so a
 * backslash typed before "u0000" is never mistaken for an escape. Other rows are cast as they are.
 */
const NUL_ESCAPE = String.raw`\u0000`;
const NUL_OR_BACKSLASH = String.raw`(\\\\)|\\u0000`;
const pgDataJsonb = sql`(case when strpos(data, ${NUL_ESCAPE}) = 0 then data
  else regexp_replace(data, ${NUL_OR_BACKSLASH}, ${String.raw`\1`}, 'g') end)::jsonb`;

/**
 * Name, e-mail or message (of any form) contains the term, case-insensitively. A plain
 * LIKE over the raw JSON text runs first: it is cheap and rejects most rows before any
 * JSON is parsed (skipped for terms that JSON would escape, such as quotes).
 */
function searchCondition(dialect: Dialect, term: string) {
  const pattern = likePattern(term, dialect);
  const like = dialect === "sqlite" ? sql`like` : sql`ilike`;
  const parts = SEARCH_FIELDS.map((field) =>
    dialect === "sqlite"
      ? sql<SqlBool>`json_extract(data, ${`$.${field}`}) like ${pattern} escape '\\'`
      : sql<SqlBool>`(${pgDataJsonb} ->> ${field}) ilike ${pattern} escape '\\'`,
  );
  const fields = sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  if (/["\\]/.test(term) || [...term].some((char) => char < " ")) return fields;
  return sql<SqlBool>`(data ${like} ${pattern} escape '\\' and ${fields})`;
}

export interface SubmissionFilterOptions {
  type: SubmissionFilter;
  q: string;
}

function filteredSubmissions(db: Db, dialect: Dialect, filter: SubmissionFilterOptions, cursor: Cursor | null) {
  let query = db.selectFrom("submissions").select(["id", "type", "data", "created_at", "read_at"]);
  if (filter.type !== "all") query = query.where("type", "=", filter.type);
  if (filter.q) query = query.where(searchCondition(dialect, filter.q));
  if (cursor) {
    // (created_at, id) < (c, i), written so both databases use the index range on created_at.
    query = query
      .where("created_at", "<=", cursor.createdAt)
      .where((eb) => eb.or([eb("created_at", "<", cursor.createdAt), eb("id", "<", cursor.id)]));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc");
}

export function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    return { value };
  } catch {
    return { raw: text };
  }
}

export function toAdminSubmission(row: ListedRow): AdminSubmission {
  return { id: row.id, type: row.type, timestamp: row.created_at, readAt: row.read_at, data: parseData(row.data) };
}

export async function listSubmissions(
  db: Db,
  dialect: Dialect,
  options: SubmissionFilterOptions & { cursor?: string; limit: number },
): Promise<SubmissionPage> {
  const rows = await filteredSubmissions(db, dialect, options, decodeCursor(options.cursor))
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toAdminSubmission),
    nextCursor: rows.length > options.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/** Every submission matching the filter, newest first, read in batches (bounded memory). */
export async function* iterateSubmissions(
  db: Db,
  dialect: Dialect,
  filter: SubmissionFilterOptions,
  batchSize = 500,
): AsyncGenerator<AdminSubmission> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: ListedRow[] = await filteredSubmissions(db, dialect, filter, cursor).limit(batchSize).execute();
    for (const row of rows) yield toAdminSubmission(row);
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

export async function getSubmission(db: Db, id: number): Promise<AdminSubmission | null> {
  const row = await db
    .selectFrom("submissions")
    .select(["id", "type", "data", "created_at", "read_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toAdminSubmission(row) : null;
}

/** Marks a submission opened (first time only) and returns it; null when it does not exist. */
export async function markSubmissionRead(db: Db, id: number, now: Date): Promise<AdminSubmission | null> {
  await db
    .updateTable("submissions")
    .set({ read_at: now.toISOString() })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .execute();
  return getSubmission(db, id);
}

export async function deleteSubmission(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("submissions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function filteredSubscribers(db: Db, dialect: Dialect, q: string, cursor: Cursor | null) {
  let query = db.selectFrom("subscribers").select(["id", "email", "created_at"]);
  if (q) {
    const pattern = likePattern(q, dialect);
    query = query.where(
      dialect === "sqlite"
        ? sql<SqlBool>`email like ${pattern} escape '\\'`
        : sql<SqlBool>`email ilike ${pattern} escape '\\'`,
    );
  }
  if (cursor) {
    query = query
      .where("created_at", "<=", cursor.createdAt)
      .where((eb) => eb.or([eb("created_at", "<", cursor.createdAt), eb("id", "<", cursor.id)]));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc");
}

const toSubscriber = (row: { id: number; email: string; created_at: string }): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  timestamp: row.created_at,
});

export async function listSubscribers(
  db: Db,
  dialect: Dialect,
  options: { q: string; cursor?: string; limit: number },
): Promise<SubscriberPage> {
  const rows = await filteredSubscribers(db, dialect, options.q, decodeCursor(options.cursor))
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toSubscriber),
    nextCursor: rows.length > options.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

export async function* iterateSubscribers(
  db: Db,
  dialect: Dialect,
  q: string,
  batchSize = 1000,
): AsyncGenerator<AdminSubscriber> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: { id: number; email: string; created_at: string }[] = await filteredSubscribers(db, dialect, q, cursor)
      .limit(batchSize)
      .execute();
    for (const row of rows) yield toSubscriber(row);
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}
