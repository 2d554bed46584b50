import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import { createAuditLogRepository } from "#server/platform/audit-log/audit-log-repository.ts";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";
import { type PurgeCounts, purgeExpired } from "./retention-purge.ts";
import { overriddenPeriods, type RetentionPeriods } from "./retention-periods.ts";

// The daily retention purge. Every instance tries at start and then once a day; a lease row
// in shared_limits lets exactly one of them run in any LEASE_MS (the claim is one upsert, so
// instances starting together cannot both win; a crashed run's lease simply expires). Each
// run leaves one audit-log line: actor "system", the counts per kind, no personal data.

const DAY_MS = 86_400_000;
/** Shorter than a day, so the instance whose daily turn comes first always finds it free. */
export const LEASE_MS = 23 * 60 * 60 * 1000;
const LEASE_KEY = "retention:purge";

type Database = { db: Kysely<DatabaseSchema>; dialect: Dialect };

/** Takes the purge's lease until now + LEASE_MS unless another run holds it; true when taken. */
async function claimLease(db: Kysely<DatabaseSchema>, now: number): Promise<boolean> {
  const { rows } = await sql<{ key: string }>`
    insert into shared_limits (key, count, expires_at) values (${LEASE_KEY}, 1, ${now + LEASE_MS})
    on conflict (key) do update set count = shared_limits.count + 1, expires_at = excluded.expires_at
      where shared_limits.expires_at <= ${now}
    returning key`.execute(db);
  return rows.length > 0;
}

/** Records a purge in the audit log: what kinds and how many, never what they held. */
export async function auditPurge(
  db: Kysely<DatabaseSchema>,
  counts: PurgeCounts,
  at: Date,
  trigger: "schedule" | "command",
): Promise<void> {
  await createAuditLogRepository(db).record({
    actor: { id: null, displayName: "system" },
    action: "retention.purged",
    target: "Data past its retention period",
    detail: { trigger, ...counts },
    at,
  });
}

/**
 * The scheduled run: purges and records it if this instance wins the lease; null when
 * another run holds it (that run reports).
 */
export async function runScheduledPurge(
  database: Database,
  options: { now: Date; periods: RetentionPeriods; batchSize?: number },
): Promise<PurgeCounts | null> {
  if (!(await claimLease(database.db, options.now.getTime()))) return null;
  const counts = await purgeExpired(database, options);
  await auditPurge(database.db, counts, options.now, "schedule");
  return counts;
}

/**
 * Runs the purge once the server is ready and then every day; the timer does not keep the
 * process alive, and closing the server stops it and waits for a run in progress.
 */
export function scheduleRetentionPurge(
  app: FastifyInstance,
  options: { database: Database; periods: RetentionPeriods; now?: () => Date; everyMs?: number },
): void {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let closed = false;
  const run = () => {
    // One run at a time: a tick during a long run is skipped, not queued.
    if (closed || running) return;
    running = runScheduledPurge(options.database, { now: now(), periods: options.periods })
      .then(
        (counts) => {
          if (counts) app.log.info({ counts }, "retention purge done");
        },
        (error: unknown) => app.log.error({ err: error }, "retention purge failed; it runs again tomorrow"),
      )
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const overrides = overriddenPeriods(options.periods);
    if (Object.keys(overrides).length > 0)
      app.log.warn(
        { overrides },
        "retention periods differ from the privacy notice's (contracts/privacy/retention.ts)",
      );
    run();
    timer = setInterval(run, options.everyMs ?? DAY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
