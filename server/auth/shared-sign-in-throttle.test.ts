import { describe, expect, it } from "vitest";
import { databasesPerTest, databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { SharedCounters } from "#server/platform/limits/shared-limits.ts";
import { SharedSignInThrottle } from "./shared-sign-in-throttle.ts";

for (const { available, target } of databaseTargets().filter((each) => each.name === "postgres")) {
  describe.skipIf(!available)("the sign-in throttle shared on postgres", () => {
    const open = databasesPerTest(target);

    it("lets only the limit's number of a burst of parallel sign-in failures through", async () => {
      const database = await open();
      const now = new Date("2026-11-25T10:00:00.000Z");
      const limits = { windowMs: 900_000, maxFailuresPerUsername: 5, maxFailuresPerAddress: 20 };
      const throttle = new SharedSignInThrottle(new SharedCounters(database.db), () => now, limits);
      const waits = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          throttle.attempt({ username: "Staff", address: `10.0.0.${i}`, device: null }),
        ),
      );
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(Math.max(...waits)).toBe(900);
      // A success clears the username's count.
      await throttle.succeeded({ username: "staff", address: "10.0.0.1", device: null });
      expect(await throttle.attempt({ username: "staff", address: "10.0.0.1", device: null })).toBe(0);
    });
  });
}
