import { afterEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "#server/db/database.ts";
import { databaseTargets } from "#server/db/test-support/databases.ts";
import { SharedCounters, SharedSignInThrottle } from "./shared-limits.ts";

for (const { available, target } of databaseTargets().filter((each) => each.name === "postgres")) {
  describe.skipIf(!available)("shared limits on postgres", () => {
    let database: AppDatabase | undefined;
    afterEach(async () => {
      await database?.close();
    });

    it("gives each of many parallel requests its own count, and starts a new window once one ends", async () => {
      database = await openDatabase(await target());
      const counters = new SharedCounters(database.db);
      const counts = await Promise.all(Array.from({ length: 25 }, () => counters.increment("k", 60_000, 1_000)));
      expect(counts.map((each) => each.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
      expect(new Set(counts.map((each) => each.expiresAt))).toEqual(new Set([61_000]));
      expect(await counters.increment("k", 60_000, 61_000)).toEqual({ count: 1, expiresAt: 121_000 });
    });

    it("lets only the limit's number of a burst of parallel sign-in failures through", async () => {
      database = await openDatabase(await target());
      const now = new Date("2026-11-25T10:00:00.000Z");
      const limits = { windowMs: 900_000, maxFailuresPerUsername: 5, maxFailuresPerAddress: 20 };
      const throttle = new SharedSignInThrottle(new SharedCounters(database.db), () => now, limits);
      const waits = await Promise.all(Array.from({ length: 12 }, (_, i) => throttle.attempt("Staff", `10.0.0.${i}`)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(Math.max(...waits)).toBe(900);
      // A success clears the username's count.
      await throttle.succeeded("staff", "10.0.0.1");
      expect(await throttle.attempt("staff", "10.0.0.1")).toBe(0);
    });
  });
}
