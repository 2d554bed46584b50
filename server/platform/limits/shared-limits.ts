import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

// Limits shared by every instance on one PostgreSQL database: each key is one row of
// shared_limits counting the requests of its current fixed window. SQLite keeps the
// in-memory counters (one process by nature).

export interface Counted {
  count: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Expired rows are deleted at most this often per instance, by the expires_at index. */
const SWEEP_EVERY_MS = 60_000;

export class SharedCounters {
  /**
   * When each kind of counter ("rate", "sign-in": a key's first part) last swept its own
   * expired rows. Kinds may count by different clocks (tests inject one into the sign-in
   * throttle), so one kind never deletes another's rows.
   */
  private readonly lastSweep = new Map<string, number>();

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Counts one more for `key` and returns the count: one statement, so parallel requests on
   * any instance each get their own number. A key whose window has ended starts a new one.
   */
  async increment(key: string, windowMs: number, now: number): Promise<Counted> {
    const { rows } = await sql<{ count: number; expires_at: number }>`
      insert into shared_limits (key, count, expires_at) values (${key}, 1, ${now + windowMs})
      on conflict (key) do update set
        count = case when shared_limits.expires_at <= ${now} then 1 else shared_limits.count + 1 end,
        expires_at = case when shared_limits.expires_at <= ${now} then excluded.expires_at
          else shared_limits.expires_at end
      returning count, expires_at`.execute(this.db);
    this.sweep(key.split(":")[0] ?? key, now);
    const row = rows[0];
    if (!row) throw new Error(`shared limit ${key} was not counted`);
    return { count: Number(row.count), expiresAt: Number(row.expires_at) };
  }

  /** The live counts of `keys` (a key without a row or whose window has ended is absent). */
  async read(keys: string[], now: number): Promise<Map<string, Counted>> {
    const rows = await this.db
      .selectFrom("shared_limits")
      .select(["key", "count", "expires_at"])
      .where("key", "in", keys)
      .where("expires_at", ">", now)
      .execute();
    return new Map(rows.map((row) => [row.key, { count: Number(row.count), expiresAt: Number(row.expires_at) }]));
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom("shared_limits").where("key", "=", key).execute();
  }

  /** Takes one count back (a sign-in that succeeded was counted as a failure when it began). */
  async takeBack(key: string): Promise<void> {
    await this.db
      .updateTable("shared_limits")
      .set((eb) => ({ count: eb("count", "-", 1) }))
      .where("key", "=", key)
      .where("count", ">", 0)
      .execute();
  }

  private sweep(kind: string, now: number): void {
    if (now - (this.lastSweep.get(kind) ?? 0) < SWEEP_EVERY_MS) return;
    this.lastSweep.set(kind, now);
    // Stale rows only cost space: a failed sweep waits for the next one.
    void this.db
      .deleteFrom("shared_limits")
      .where("expires_at", "<=", now)
      .where((eb) => eb.or([eb("key", "=", kind), eb("key", "like", `${kind}:%`)]))
      .execute()
      .catch(() => undefined);
  }
}

/** The route a child store counts for, from the options @fastify/rate-limit gives `child`. */
function scopeOf(options: unknown): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return typeof route?.url === "string" ? `${String(route.method)} ${route.url}` : "limit";
}

/**
 * @fastify/rate-limit's `store`: each route's counters (one per key) in shared_limits. A
 * count that fails is logged; the plugin's skipOnError then lets the request through.
 */
export function sharedRateLimitStore(counters: SharedCounters, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = "limit",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      counters.increment(`rate:${this.scope}:${key}`, timeWindow, now).then(
        ({ count, expiresAt }) => callback(null, { current: count, ttl: expiresAt - now }),
        (error: unknown) => {
          log.warn({ err: error }, "shared rate limit not counted");
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      return new SharedStore(options, scopeOf(options));
    }
  }
  return SharedStore;
}
