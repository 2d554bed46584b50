import { type Kysely, type SqlBool, sql } from "kysely";
import type { AdminSubscriber, SubscriberPage } from "#contracts/leads/lead-desk.ts";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { type Cursor, decodeCursor, likePattern, nextCursor } from "#server/platform/db/keyset-pagination.ts";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";
import { leadSourceValues, parseSource } from "../../platform/db/submission-insert.ts";

type Db = Kysely<DatabaseSchema>;

export interface SubscribersRepository {
  /**
   * Adds a subscriber unless the address is already there (the column is unique). Returns
   * created: false for a known address; concurrent duplicates are settled by the database.
   */
  add(email: string, createdAt: Date, source?: StoredLeadSource | null): Promise<{ id: number; created: boolean }>;
  /** One page of the subscribers whose address contains `q`, newest first. */
  list(options: { q: string; cursor?: string; limit: number }): Promise<SubscriberPage>;
  /** Every subscriber whose address contains `q`, newest first, read in batches (bounded memory). */
  iterate(q: string, batchSize?: number): AsyncGenerator<AdminSubscriber>;
}

interface SubscriberRow {
  id: number;
  email: string;
  created_at: string;
  source: string | null;
}

const toSubscriber = (row: SubscriberRow): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  timestamp: row.created_at,
  source: parseSource(row.source),
});

/** The subscribers table, keyset-paginated on (created_at, id) like the submissions. */
export function createSubscribersRepository({ db, dialect }: { db: Db; dialect: Dialect }): SubscribersRepository {
  function filtered(q: string, cursor: Cursor | null) {
    let query = db.selectFrom("subscribers").select(["id", "email", "created_at", "source"]);
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

  return {
    async add(email, createdAt, source) {
      const inserted = await db
        .insertInto("subscribers")
        .values({ email, created_at: createdAt.toISOString(), ...leadSourceValues(source) })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returning(["id"])
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, created: true };
      const existing = await db
        .selectFrom("subscribers")
        .select(["id"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    },

    async list(options) {
      const rows = await filtered(options.q, decodeCursor(options.cursor))
        .limit(options.limit + 1)
        .execute();
      return { items: rows.slice(0, options.limit).map(toSubscriber), nextCursor: nextCursor(rows, options.limit) };
    },

    async *iterate(q, batchSize = 1000) {
      let cursor: Cursor | null = null;
      for (;;) {
        const rows: SubscriberRow[] = await filtered(q, cursor).limit(batchSize).execute();
        for (const row of rows) yield toSubscriber(row);
        const last = rows[rows.length - 1];
        if (rows.length < batchSize || !last) return;
        cursor = { createdAt: last.created_at, id: last.id };
      }
    },
  };
}
