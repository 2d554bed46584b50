import type { FastifyInstance } from "fastify";
import { localDateString } from "#server/platform/calendar.ts";

const EVERY_MS = 60 * 60 * 1000;

/**
 * Folds past days' count shards (server/sources/lead-sources-repository.ts) once the server is
 * ready and then every hour. Any instance may run it at any time: folding is idempotent and
 * never changes a sum, so nothing coordinates the instances.
 */
export function compactLeadDaysHourly(app: FastifyInstance, now: () => Date): void {
  const compact = async () => {
    try {
      const folded = await app.leadSources.compactPastDays(localDateString(now()));
      if (folded > 0) app.log.info({ folded }, "lead source counts of past days folded");
    } catch (error) {
      app.log.warn({ err: error }, "lead source counts could not be folded; the report stays right, only slower");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void compact();
    timer = setInterval(() => void compact(), EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
