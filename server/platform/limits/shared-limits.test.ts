import { describe, expect, it } from "vitest";
import { databasesPerTest, databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { SharedCounters } from "./shared-limits.ts";

for (const { available, target } of databaseTargets().filter((each) => each.name === "postgres")) {
  describe.skipIf(!available)("shared limits on postgres", () => {
    const open = databasesPerTest(target);

    it("gives each of many parallel requests its own count, and starts a new window once one ends", async () => {
      const database = await open();
      const counters = new SharedCounters(database.db);
      const counts = await Promise.all(Array.from({ length: 25 }, () => counters.increment("k", 60_000, 1_000)));
      expect(counts.map((each) => each.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
      expect(new Set(counts.map((each) => each.expiresAt))).toEqual(new Set([61_000]));
      expect(await counters.increment("k", 60_000, 61_000)).toEqual({ count: 1, expiresAt: 121_000 });
    });

    it("sweeps each kind of counter's expired rows by its own clock, never another kind's", async () => {
      const database = await open();
      const counters = new SharedCounters(database.db);
      // The sign-in throttle counts by an injected clock three days behind the rate limits'.
      const throttleNow = Date.parse("2026-11-22T10:00:00.000Z");
      await counters.increment("sign-in:user:staff", 900_000, throttleNow);
      await counters.increment("rate:POST /api/submissions:10.0.0.1", 60_000, throttleNow + 3 * 86_400_000);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the sweeps run in the background
      const live = await counters.read(["sign-in:user:staff"], throttleNow);
      expect(live.get("sign-in:user:staff")?.count).toBe(1);
      // Its own kind, counting later by its own clock, sweeps it.
      await counters.increment("sign-in:user:other", 900_000, throttleNow + 120_000);
      await counters.increment("sign-in:user:other", 900_000, throttleNow + 3_600_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await database.db.selectFrom("shared_limits").select("key").orderBy("key").execute();
      expect(rows.map((row) => row.key)).toEqual(["rate:POST /api/submissions:10.0.0.1", "sign-in:user:other"]);
    });
  });
}
