import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { ADMIN_TIME_ZONE, subtractBusinessMs } from "#contracts/calendar.ts";
import {
  type AdminStats,
  type AdminSubmission,
  type Board,
  BOARD_COLUMN_SIZE,
  type DueFilter,
  LEAD_STATUSES,
  type LeadStatus,
  type LeadUpdate,
  OPEN_STATUSES,
  type PipelineCounts,
  type RelatedLead,
  SEARCH_FIELDS,
  type SubmissionFilter,
  type SubmissionPage,
  type TimelineActor,
} from "#contracts/leads/lead-desk.ts";
import { localDateString, localDayStart, statsWindows } from "#server/platform/calendar.ts";
import { type Cursor, decodeCursor, likePattern, nextCursor } from "#server/platform/db/keyset-pagination.ts";
import { type LeadUpdateResult, updateLead } from "./lead-update.ts";
import { type ListedRow, parseData, toAdminSubmission, toStatus } from "./lead-rows.ts";
import { responseTargetMs } from "./response-target.ts";
import { countOutcome, countResponse, outcomeOf } from "#server/platform/db/lead-outcomes.ts";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";
import {
  countLeadDayQuery,
  leadDayKeys,
  type NewSubmission,
  parseSource,
} from "../../platform/db/submission-insert.ts";

type Db = Kysely<DatabaseSchema>;

/** The list's filters (contracts/leads/lead-desk.ts `leadFilterFields`), with "me" already resolved. */
interface SubmissionFilterOptions {
  type: SubmissionFilter;
  q: string;
  status?: LeadStatus;
  /** An account id, or "none" for leads nobody owns. */
  owner?: number | "none";
  /** Days in the admin time zone, both included. */
  from?: string;
  to?: string;
  due?: DueFilter;
  /** Today in the admin time zone, which `due` compares with; defaults to the real today. */
  today?: string;
}

type PipelineFilter = Omit<SubmissionFilterOptions, "status">;

export interface SubmissionsRepository {
  /** Stores a submission; resolves with its id once the row is committed. */
  insert(submission: NewSubmission): Promise<number>;
  /** The dashboard counters at `now`. */
  stats(now: Date): Promise<AdminStats>;
  /** One page of the filtered list, newest first. */
  list(options: SubmissionFilterOptions & { cursor?: string; limit: number }): Promise<SubmissionPage>;
  /** Every submission matching the filter, newest first, read in batches (bounded memory). */
  iterate(filter: SubmissionFilterOptions, batchSize?: number): AsyncGenerator<AdminSubmission>;
  get(id: number): Promise<AdminSubmission | null>;
  /** Marks a submission opened (first time only) and returns it; null when it does not exist. */
  markRead(id: number, now: Date): Promise<AdminSubmission | null>;
  /** Changes the lead's pipeline fields with a timeline event per changed field. */
  update(id: number, update: LeadUpdate, actor: TimelineActor, now: Date): Promise<LeadUpdateResult>;
  /** Clears read_at (the lead shows as new again); null when it does not exist. */
  markUnread(id: number): Promise<AdminSubmission | null>;
  /** How many leads of each status match the filter. */
  pipeline(filter: PipelineFilter): Promise<PipelineCounts>;
  /** Each status's count and its first BOARD_COLUMN_SIZE leads, newest first. */
  board(filter: PipelineFilter): Promise<Board>;
  /** Other submissions with the same e-mail or phone, newest first; null when the lead does not exist. */
  related(id: number): Promise<RelatedLead[] | null>;
  /** What was deleted (for the audit log), or null when there was no such row. */
  delete(id: number): Promise<DeletedLead | null>;
}

interface DeletedLead {
  id: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

/**
 * The columns of a listed lead, its owner's name, and how many requests the same person
 * (same e-mail or phone) sent before it: two index range counts per row (submissions_email_key,
 * submissions_phone_key), so a page of 50 costs 100 small lookups.
 */
function selectLeads(db: Db) {
  return db
    .selectFrom("submissions")
    .leftJoin("admin_users as owner", "owner.id", "submissions.owner_id")
    .select([
      "submissions.id",
      "submissions.type",
      "submissions.data",
      "submissions.created_at",
      "submissions.read_at",
      "submissions.first_response_at",
      "submissions.source",
      "submissions.status",
      "submissions.lost_reason",
      "submissions.owner_id",
      "submissions.follow_up_on",
      "submissions.value_estimate",
      "submissions.notes_count",
    ])
    .select(sql<string | null>`coalesce(owner.display_name, owner.username)`.as("owner_name"))
    .select(
      sql<number>`(select count(*) from submissions as earlier where earlier.id < submissions.id and
        ((submissions.email_key is not null and earlier.email_key = submissions.email_key) or
         (submissions.phone_key is not null and earlier.phone_key = submissions.phone_key)))`.as("earlier_requests"),
    );
}

interface TypeCounts {
  total: number;
  maxId: number;
  contact: number;
  quote: number;
  application: number;
  audit: number;
  booking: number;
}

/**
 * `data` as jsonb on PostgreSQL, which refuses the escape \u0000 (a NUL a form may carry): such
 * rows get their \u0000 escapes dropped first (an escaped backslash before "u0000" is kept as is).
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

/** Leads (not won or lost) whose follow-up day is today, or before today. */
function dueCondition(due: DueFilter, today: string) {
  const open = sql.join(OPEN_STATUSES.map((status) => sql`${status}`));
  const day = due === "today" ? sql`submissions.follow_up_on = ${today}` : sql`submissions.follow_up_on < ${today}`;
  return sql<SqlBool>`(${day} and submissions.status in (${open}))`;
}

/**
 * The lead filters as conditions on `submissions`. Each narrows through its own index:
 * status and owner (submissions_status_created_at, submissions_owner_created_at, which also
 * give the newest-first order), the day range (submissions_created_at), due
 * (submissions_follow_up_on). The owner and follow-up indexes are partial (rows that have
 * one): "no owner" reads the newest-first index and skips the owned rows.
 */
/** Enough earlier requests to recognise a person; a flood of same-address spam stops here. */
const RELATED_MAX = 50;

function leadConditions(filter: SubmissionFilterOptions, dialect: Dialect): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.type !== "all") conditions.push(sql<SqlBool>`submissions.type = ${filter.type}`);
  if (filter.status) conditions.push(sql<SqlBool>`submissions.status = ${filter.status}`);
  if (filter.owner === "none") conditions.push(sql<SqlBool>`submissions.owner_id is null`);
  else if (filter.owner !== undefined) conditions.push(sql<SqlBool>`submissions.owner_id = ${filter.owner}`);
  if (filter.from) conditions.push(sql<SqlBool>`submissions.created_at >= ${localDayStart(filter.from).toISOString()}`);
  if (filter.to) conditions.push(sql<SqlBool>`submissions.created_at < ${localDayStart(filter.to, 1).toISOString()}`);
  if (filter.due) conditions.push(dueCondition(filter.due, filter.today ?? localDateString(new Date())));
  if (filter.q) conditions.push(searchCondition(dialect, filter.q));
  return conditions;
}

/**
 * The submissions table. Lists are keyset-paginated on (created_at, id), newest first, so
 * every page is an index range scan on submissions_created_at or, filtered by type,
 * submissions_type_created_at.
 */
export function createSubmissionsRepository(database: {
  db: Db;
  dialect: Dialect;
  insertSubmission(submission: NewSubmission): Promise<number>;
}): SubmissionsRepository {
  const { db, dialect } = database;

  /**
   * The per-type totals of the last stats query and the table's fingerprint (row count, highest id):
   * ids only grow and a lead never changes type, so the totals hold while the fingerprint does.
   */
  let cachedTypeCounts: TypeCounts | undefined;

  function filtered(filter: SubmissionFilterOptions, cursor: Cursor | null) {
    let query = selectLeads(db);
    for (const condition of leadConditions(filter, dialect)) query = query.where(condition);
    if (cursor) {
      // (created_at, id) < (c, i), written so both databases use the index range on created_at.
      query = query
        .where("submissions.created_at", "<=", cursor.createdAt)
        .where((eb) =>
          eb.or([eb("submissions.created_at", "<", cursor.createdAt), eb("submissions.id", "<", cursor.id)]),
        );
    }
    return query.orderBy("submissions.created_at", "desc").orderBy("submissions.id", "desc");
  }

  async function get(id: number): Promise<AdminSubmission | null> {
    const row = await selectLeads(db).where("submissions.id", "=", id).executeTakeFirst();
    return row ? toAdminSubmission(row, await responseTargetMs(db)) : null;
  }

  const repository: SubmissionsRepository = {
    insert: (submission) => database.insertSubmission(submission),

    /**
     * The counters in one statement and one round trip. The windows are index range
     * counts on submissions_created_at and the total uses SQLite's page count, so they
     * cost next to nothing at 100,000 rows. Counting by type walks every entry of that
     * type in submissions_type_created_at, the only part that grows with the table: the
     * statement compares the table's fingerprint with the one of the last answer and runs
     * those per-type counts only when it changed (CASE evaluates the chosen branch only, on
     * both databases).
     */
    async stats(now) {
      const w = statsWindows(now);
      const today = localDateString(now);
      const openStatuses = sql.join(OPEN_STATUSES.map((status) => sql`${status}`));
      // Arrived by then and still unanswered: waited the reply target in office time.
      const unansweredBy = new Date(subtractBusinessMs(now.getTime(), await responseTargetMs(db))).toISOString();
      const cached = cachedTypeCounts;
      const knownTotal = cached?.total ?? -1;
      const knownMaxId = cached?.maxId ?? -1;
      // The fingerprint is read once (a materialized one-row CTE, never copied into each use):
      // PostgreSQL has no count(*) shortcut, and repeating the count in each CASE would scan
      // the table five times. Two separate subqueries, so SQLite keeps its shortcuts (count(*)
      // alone counts b-tree pages, max(id) reads the last entry).
      const unchanged = sql`fingerprint.total = ${knownTotal} and fingerprint.max_id = ${knownMaxId}`;
      // SQLite's planner knows nothing of how small the partial index of unanswered leads is
      // and reads the whole table instead (25 ms at 100,000 rows): on SQLite it is named.
      const unansweredFrom =
        dialect === "sqlite" ? sql`submissions indexed by submissions_unanswered_created_at` : sql`submissions`;
      const byType = (type: string) =>
        sql`case when ${unchanged} then null else (select count(*) from submissions where type = ${type}) end`;
      const result = await sql<Record<string, number | string | null>>`with fingerprint as materialized (
        select (select count(*) from submissions) as total, (select coalesce(max(id), 0) from submissions) as max_id
      ) select
      fingerprint.total as total,
      fingerprint.max_id as max_id,
      (select count(*) from submissions where created_at >= ${w.todayFrom.toISOString()}) as today,
      (select count(*) from submissions where created_at >= ${w.weekFrom.toISOString()}) as this_week,
      (select count(*) from submissions where created_at >= ${w.monthFrom.toISOString()}) as this_month,
      ${byType("contact")} as contact_forms,
      ${byType("quote")} as quote_forms,
      ${byType("application")} as applications,
      ${byType("audit")} as audit_requests,
      ${byType("booking")} as bookings,
      (select count(*) from submissions where follow_up_on = ${today} and status in (${openStatuses})) as due_today,
      (select count(*) from submissions where follow_up_on < ${today} and status in (${openStatuses})) as overdue,
      (select count(*) from ${unansweredFrom} where first_response_at is null and created_at <= ${unansweredBy}) as unanswered
      from fingerprint`.execute(db);
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
          audit: n(row.audit_requests),
          booking: n(row.bookings),
        };
        cachedTypeCounts = types;
      }
      return {
        total: n(row.total),
        today: n(row.today),
        thisWeek: n(row.this_week),
        thisMonth: n(row.this_month),
        contactForms: types.contact,
        quoteForms: types.quote,
        applications: types.application,
        auditRequests: types.audit,
        bookings: types.booking,
        dueToday: n(row.due_today),
        overdue: n(row.overdue),
        responseOverdue: n(row.unanswered),
        windows: {
          todayFrom: w.todayFrom.toISOString(),
          weekFrom: w.weekFrom.toISOString(),
          monthFrom: w.monthFrom.toISOString(),
          timeZone: ADMIN_TIME_ZONE,
        },
      };
    },

    async list(options) {
      const rows = await filtered(options, decodeCursor(options.cursor))
        .limit(options.limit + 1)
        .execute();
      const target = await responseTargetMs(db);
      return {
        items: rows.slice(0, options.limit).map((row) => toAdminSubmission(row, target)),
        nextCursor: nextCursor(rows, options.limit),
      };
    },

    async *iterate(filter, batchSize = 500) {
      let cursor: Cursor | null = null;
      const target = await responseTargetMs(db);
      for (;;) {
        const rows: ListedRow[] = await filtered(filter, cursor).limit(batchSize).execute();
        for (const row of rows) yield toAdminSubmission(row, target);
        const last = rows[rows.length - 1];
        if (rows.length < batchSize || !last) return;
        cursor = { createdAt: last.created_at, id: last.id };
      }
    },

    get,

    /**
     * Six index range counts (status, or owner and status) in one statement. A search reads
     * every row anyway: then one pass groups them by status instead of six.
     */
    async pipeline(filter) {
      const conditions = leadConditions(filter, dialect);
      let counts: Record<string, number | string | undefined>;
      if (filter.q) {
        const rows = await sql<{ status: string; n: number | string }>`select status, count(*) as n from submissions
          where ${sql.join(conditions, sql` and `)} group by status`.execute(db);
        counts = Object.fromEntries(rows.rows.map((row) => [row.status, row.n]));
      } else {
        const perStatus = LEAD_STATUSES.map(
          (status) =>
            sql`(select count(*) from submissions where ${sql.join(
              [sql`submissions.status = ${status}`, ...conditions],
              sql` and `,
            )}) as ${sql.ref(status)}`,
        );
        counts =
          (await sql<Record<LeadStatus, number | string>>`select ${sql.join(perStatus)}`.execute(db)).rows[0] ?? {};
      }
      return Object.fromEntries(LEAD_STATUSES.map((status) => [status, Number(counts[status] ?? 0)])) as PipelineCounts;
    },

    async board(filter) {
      const [counts, ...columns] = await Promise.all([
        repository.pipeline(filter),
        ...LEAD_STATUSES.map((status) => repository.list({ ...filter, status, limit: BOARD_COLUMN_SIZE })),
      ]);
      return {
        columns: LEAD_STATUSES.map((status, index) => ({
          status,
          count: counts[status],
          items: columns[index]?.items ?? [],
          nextCursor: columns[index]?.nextCursor ?? null,
        })),
      };
    },

    async related(id) {
      const lead = await db
        .selectFrom("submissions")
        .select(["email_key", "phone_key"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!lead) return null;
      if (lead.email_key === null && lead.phone_key === null) return [];
      const rows = await db
        .selectFrom("submissions")
        .select(["id", "type", "created_at", "status", "email_key", "phone_key"])
        .where("id", "!=", id)
        .where((eb) =>
          eb.or([
            ...(lead.email_key === null ? [] : [eb("email_key", "=", lead.email_key)]),
            ...(lead.phone_key === null ? [] : [eb("phone_key", "=", lead.phone_key)]),
          ]),
        )
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(RELATED_MAX)
        .execute();
      return rows.map((row) => {
        const email = lead.email_key !== null && row.email_key === lead.email_key;
        const phone = lead.phone_key !== null && row.phone_key === lead.phone_key;
        return {
          id: row.id,
          type: row.type,
          timestamp: row.created_at,
          status: toStatus(row.status),
          match: email && phone ? "both" : email ? "email" : "phone",
        };
      });
    },

    update: (id, update, actor, now) => updateLead(db, dialect, id, update, actor, now),

    async markUnread(id) {
      await db.updateTable("submissions").set({ read_at: null }).where("id", "=", id).execute();
      return get(id);
    },

    async markRead(id, now) {
      await db
        .updateTable("submissions")
        .set({ read_at: now.toISOString() })
        .where("id", "=", id)
        .where("read_at", "is", null)
        .execute();
      return get(id);
    },

    /** Deletes the lead and takes it out of the Sources report's daily counts, together. */
    async delete(id) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom("submissions")
          .where("id", "=", id)
          .returning(["created_at", "source", "type", "data", "status", "first_response_at"])
          .executeTakeFirst();
        if (!row) return null;
        // Its consent goes with it: the record holds the person's e-mail.
        await trx
          .deleteFrom("consent_records")
          .where("subject", "=", "submission")
          .where("subject_id", "=", id)
          .execute();
        // So do its mails (queued or sent): they hold the address and what was written.
        await trx.deleteFrom("mail_outbox").where("lead_id", "=", id).execute();
        const lead = { createdAt: new Date(row.created_at), source: parseSource(row.source) };
        for (const key of leadDayKeys(id, lead)) await countLeadDayQuery(trx, { ...key, leads: -1 }).execute();
        const { qualified, won } = outcomeOf(row.status);
        await countOutcome(trx, { id, ...lead }, { qualified: -qualified, won: -won });
        if (row.first_response_at) await countResponse(trx, { id, ...lead }, new Date(row.first_response_at), -1);
        return { id, type: row.type, data: parseData(row.data), createdAt: row.created_at };
      });
    },
  };
  return repository;
}
