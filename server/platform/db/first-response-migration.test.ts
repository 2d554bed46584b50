import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLeadSourcesRepository } from "#server/sources/lead-sources-repository.ts";
import { openDatabase } from "./database.ts";
import { databaseTargets } from "./test-support/databases.ts";
import { databaseAtRelease } from "./test-support/raw-database.ts";

// The first-response migration on a database that already holds worked leads: their first
// response comes from their timeline, their outcomes and response times join the counts.

const PREVIOUS = "2026-11-28-003-data-requests";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const lead = (status: string, createdAt: string) => ({
  type: "contact",
  data: "{}",
  created_at: createdAt,
  read_at: null,
  source: null,
  channel: null,
  status,
});
const event = (submissionId: number, kind: string, at: string) => ({
  submission_id: submissionId,
  actor_id: null,
  actor_name: "Asha",
  kind,
  detail: "{}",
  created_at: at,
});

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`first-response migration on ${name}`, () => {
    it("takes each lead's first status change, note or e-mail, and counts outcomes and response times", async () => {
      const { databaseTarget, old } = await databaseAtRelease({ name, target }, PREVIOUS, dir);
      const ids = await old
        .insertInto("submissions")
        .values([
          lead("won", "2026-11-20T04:00:00.000Z"), // Friday 09:30 IST
          lead("new", "2026-11-22T06:00:00.000Z"),
          lead("qualified", "2026-11-21T10:00:00.000Z"), // Saturday 15:30 IST
        ])
        .returning("id")
        .execute();
      const [won, untouched, qualified] = ids.map((row) => row.id) as [number, number, number];
      await old
        .insertInto("lead_events")
        .values([
          event(won, "owner", "2026-11-20T04:30:00.000Z"), // not an answer
          event(won, "status", "2026-11-20T05:00:00.000Z"), // 60 office minutes
          event(won, "note", "2026-11-20T06:00:00.000Z"),
          event(qualified, "status", "2026-11-23T06:00:00.000Z"),
          event(qualified, "note", "2026-11-23T04:00:00.000Z"), // Monday 09:30 IST: 30 + 30 minutes
        ])
        .execute();
      for (const day of ["2026-11-20", "2026-11-21", "2026-11-22"]) {
        await old
          .insertInto("lead_days")
          .values([
            { day, dimension: "channel", key1: "direct", key2: "", shard: 0, leads: 1 },
            { day, dimension: "page", key1: "", key2: "", shard: 0, leads: 1 },
          ] as never)
          .execute();
      }
      await old.destroy();

      const database = await openDatabase(databaseTarget);
      try {
        const rows = await database.db
          .selectFrom("submissions")
          .select(["id", "first_response_at"])
          .orderBy("id")
          .execute();
        expect(rows).toEqual([
          { id: won, first_response_at: "2026-11-20T05:00:00.000Z" },
          { id: untouched, first_response_at: null },
          { id: qualified, first_response_at: "2026-11-23T04:00:00.000Z" },
        ]);
        const report = await createLeadSourcesRepository(database.db, database.dialect).report({
          fromDay: "2026-11-16",
          toDay: "2026-11-22",
        });
        expect(report.outcomes).toEqual([
          { dimension: "channel", key: "direct", leads: 3, qualified: 2, won: 1 },
          { dimension: "page", key: "", leads: 3, qualified: 2, won: 1 },
        ]);
        expect(report.responseByWeek).toEqual([{ week: "2026-11-16", answered: 2, medianMinutes: 60 }]);
      } finally {
        await database.close();
      }
    });
  });
}
