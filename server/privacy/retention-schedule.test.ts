import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { type AppDatabase } from "#server/platform/db/database.ts";
import { databasesPerTest, databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { purgeExpired } from "./retention-purge.ts";
import { LEASE_MS, runScheduledPurge, scheduleRetentionPurge } from "./retention-schedule.ts";
import { addSubmission, addSubscriber, ago, DAY_MS, idsOf, NOTICE_PERIODS } from "./retention-test-support.ts";

const now = new Date("2026-12-01T06:00:00.000Z");
const periods = NOTICE_PERIODS;

async function purgeLines(database: AppDatabase) {
  return database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", "retention.purged")
    .orderBy("id")
    .execute();
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`scheduled retention purge on ${name}`, () => {
    const instance = databasesPerTest(target);

    it("runs once per lease, records each run in the audit log as the system, with counts and no personal data", async () => {
      const database = await instance();
      await addSubmission(database.db, "contact", ago(now, periods.leads, 1), { noteAt: ago(now, 800) });
      await addSubscriber(database.db, ago(now, 8));
      const first = await runScheduledPurge(database, { now, periods });
      expect(first).toMatchObject({ leads: 1, leadNotes: 1, unconfirmedSubscribers: 1, consentRecords: 2 });
      expect(await runScheduledPurge(database, { now: new Date(now.getTime() + LEASE_MS - 1), periods })).toBeNull();
      expect(await runScheduledPurge(database, { now: new Date(now.getTime() + LEASE_MS), periods })).not.toBeNull();

      const lines = await purgeLines(database);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({ actor_id: null, actor_name: "system", created_at: now.toISOString() });
      expect(JSON.parse(lines[0]!.detail)).toEqual({ trigger: "schedule", ...first });
      expect(JSON.stringify(lines)).not.toMatch(/asha|@example/i);
    });

    it("starts when the server is ready, repeats on its timer, and stops when the server closes", async () => {
      const database = await instance();
      const expired = await addSubmission(database.db, "contact", ago(now, periods.leads, 1));
      // Each run's clock is a day later than the last, so every timer tick finds the lease free.
      let runs = 0;
      const clock = () => new Date(now.getTime() + runs++ * DAY_MS);
      const app = Fastify();
      scheduleRetentionPurge(app, { database, periods, now: clock, everyMs: 40 });
      await app.ready();
      await vi.waitFor(async () => expect((await purgeLines(database)).length).toBeGreaterThanOrEqual(3), {
        timeout: 5000,
      });
      expect(await idsOf(database.db, "submissions")).not.toContain(expired);
      await app.close();
      const afterClose = (await purgeLines(database)).length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await purgeLines(database)).toHaveLength(afterClose);
    });

    it.skipIf(name !== "postgres")(
      "two instances purging at once delete each row once, and exactly one of them does the scheduled run",
      async () => {
        const url = await target();
        const [a, b] = [await instance(url), await instance(url)];
        const seed = async () => {
          for (let i = 0; i < 30; i += 1)
            await addSubmission(a.db, i % 3 === 0 ? "application" : "contact", ago(now, 800), {
              noteAt: ago(now, 790),
              eventAt: ago(now, 790),
            });
          for (let i = 0; i < 10; i += 1) await addSubscriber(a.db, ago(now, 8));
        };

        await seed();
        const options = { now, periods, batchSize: 4 };
        const [first, second] = await Promise.all([purgeExpired(a, options), purgeExpired(b, options)]);
        const sum = (key: keyof typeof first) => first[key] + second[key];
        expect([sum("leads"), sum("applications"), sum("leadNotes"), sum("leadEvents")]).toEqual([20, 10, 30, 30]);
        expect([sum("unconfirmedSubscribers"), sum("consentRecords")]).toEqual([10, 40]);
        expect(await idsOf(a.db, "submissions")).toEqual([]);

        await seed();
        const runs = await Promise.all([runScheduledPurge(a, options), runScheduledPurge(b, options)]);
        expect(runs.filter((run) => run !== null)).toHaveLength(1);
        expect(runs.find((run) => run !== null)).toMatchObject({
          leads: 20,
          applications: 10,
          unconfirmedSubscribers: 10,
        });
        expect(await purgeLines(a)).toHaveLength(1);
        expect(await idsOf(b.db, "submissions")).toEqual([]);
      },
    );
  });
}
