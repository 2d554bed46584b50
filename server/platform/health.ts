import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppDatabase } from "#server/platform/db/database.ts";
import { pendingMigrations } from "#server/platform/db/migrations.ts";

const HEALTH_PATH = "/api/health";
const READY_PATH = "/api/ready";

/** A readiness check slower than this answers 503: the database is as good as unreachable. */
const defaultReadyTimeoutMs = 3000;

type Readiness =
  | { status: "ready"; database: { dialect: string; latencyMs: number } }
  | { status: "not ready"; reason: string; database: { dialect: string }; pendingMigrations?: string[] };

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The database answers a trivial query, and every migration this build knows is applied. */
async function checkReadiness(
  database: AppDatabase,
  timeoutMs: number,
  log: FastifyInstance["log"],
): Promise<Readiness> {
  const { dialect } = database;
  const started = performance.now();
  try {
    await withTimeout(database.ping(), timeoutMs);
  } catch (error) {
    log.warn({ err: error }, "readiness: the database did not answer");
    const reason =
      error instanceof TimeoutError ? `database did not answer within ${timeoutMs} ms` : "database unreachable";
    return { status: "not ready", reason, database: { dialect } };
  }
  const latencyMs = Math.round(performance.now() - started);
  let pending: string[];
  try {
    pending = await withTimeout(pendingMigrations(database.db as Kysely<unknown>, dialect), timeoutMs);
  } catch (error) {
    log.warn({ err: error }, "readiness: cannot read the migration state");
    return { status: "not ready", reason: "cannot read the migration state", database: { dialect } };
  }
  if (pending.length > 0) {
    return {
      status: "not ready",
      reason: `${pending.length} migration(s) not applied`,
      database: { dialect },
      pendingMigrations: pending,
    };
  }
  return { status: "ready", database: { dialect, latencyMs } };
}

/**
 * GET /api/health, liveness: the process is up and its event loop answers. It never touches
 * the database, so a slow or unreachable database does not get a healthy process restarted.
 *
 * GET /api/ready, readiness: 200 once the database answers a trivial query and has every
 * known migration applied, 503 with a JSON reason otherwise, so a load balancer sends traffic
 * only to an instance that can serve it. Concurrent probes share one check.
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: AppDatabase; readyTimeoutMs?: number }) {
  const timeoutMs = opts.readyTimeoutMs ?? defaultReadyTimeoutMs;
  let inFlight: Promise<Readiness> | null = null;

  app.get(HEALTH_PATH, (_request, reply) => {
    void reply.header("cache-control", "no-store").send({ status: "ok" });
  });

  app.get(READY_PATH, async (_request, reply) => {
    inFlight ??= checkReadiness(opts.database, timeoutMs, app.log).finally(() => {
      inFlight = null;
    });
    const readiness = await inFlight;
    return reply
      .code(readiness.status === "ready" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(readiness);
  });
}
