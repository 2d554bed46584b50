import { type Kysely, type SqlBool, sql } from "kysely";
import type { AdminSubscriber, SubscriberPage } from "#contracts/leads/lead-desk.ts";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { type Cursor, decodeCursor, likePattern, nextCursor } from "#server/platform/db/keyset-pagination.ts";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";
import { leadSourceValues, parseSource } from "../../platform/db/submission-insert.ts";

type Db = Kysely<DatabaseSchema>;

/**
 * Where an address stood when someone asked to subscribe it: "pending" for a new address (or
 * one that had left and now starts again), "unconfirmed" if it was already waiting for its
 * confirmation, "confirmed" if it is on the list.
 */
type SubscribeState = "pending" | "unconfirmed" | "confirmed";

// An address is on the list only while confirmed_at is set and unsubscribed_at is not
// (double opt-in: server/leads/newsletter/). The admin list and export show only those.
export interface SubscribersRepository {
  /**
   * Records a request to subscribe: a new address is stored unconfirmed; one that had
   * unsubscribed starts again unconfirmed (stored anew with this time and source); any other
   * is left as it is. Concurrent duplicates are settled by the unique column.
   */
  request(email: string, now: Date, source?: StoredLeadSource | null): Promise<{ id: number; state: SubscribeState }>;
  /** Puts a waiting address on the list; true once it is on it (already confirmed included). */
  confirm(email: string, now: Date): Promise<boolean>;
  /** Takes an address off the list at once; true when a row was changed. */
  unsubscribe(email: string, now: Date): Promise<boolean>;
  /** Whether the address is on the list (confirmed, not unsubscribed): mail to subscribers goes only there. */
  isOnList(email: string): Promise<boolean>;
  /** One page of the subscribers on the list whose address contains `q`, newest first. */
  list(options: { q: string; cursor?: string; limit: number }): Promise<SubscriberPage>;
  /** Every subscriber on the list whose address contains `q`, newest first, read in batches (bounded memory). */
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
    let query = db
      .selectFrom("subscribers")
      .select(["id", "email", "created_at", "source"])
      .where("confirmed_at", "is not", null)
      .where("unsubscribed_at", "is", null);
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

  async function isOnList(email: string) {
    const row = await db
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", email)
      .where("confirmed_at", "is not", null)
      .where("unsubscribed_at", "is", null)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    isOnList,

    async request(email, now, source) {
      const fresh = {
        created_at: now.toISOString(),
        confirmed_at: null,
        unsubscribed_at: null,
        ...leadSourceValues(source),
      };
      const inserted = await db
        .insertInto("subscribers")
        .values({ email, ...fresh })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returning(["id"])
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, state: "pending" };
      // One statement, so two requests for an address that had left restart it once.
      const restarted = await db
        .updateTable("subscribers")
        .set(fresh)
        .where("email", "=", email)
        .where("unsubscribed_at", "is not", null)
        .returning(["id"])
        .executeTakeFirst();
      if (restarted) return { id: restarted.id, state: "pending" };
      const existing = await db
        .selectFrom("subscribers")
        .select(["id", "confirmed_at"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return { id: existing.id, state: existing.confirmed_at === null ? "unconfirmed" : "confirmed" };
    },

    async confirm(email, now) {
      await db
        .updateTable("subscribers")
        .set({ confirmed_at: now.toISOString() })
        .where("email", "=", email)
        .where("confirmed_at", "is", null)
        .where("unsubscribed_at", "is", null)
        .execute();
      return isOnList(email);
    },

    async unsubscribe(email, now) {
      const result = await db
        .updateTable("subscribers")
        .set({ unsubscribed_at: now.toISOString() })
        .where("email", "=", email)
        .where("unsubscribed_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
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
