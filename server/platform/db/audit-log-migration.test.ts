import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { databaseTargets } from "./test-support/databases.ts";
import { databaseAtRelease } from "./test-support/raw-database.ts";

// The audit log written before it held lead ids only: the data requests' migration leaves
// each deleted lead's id and drops the exports' search words; other entries are untouched.

const BEFORE = "2026-11-27-002-server-secrets";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-audit-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = (action: string, target: string, detail: object) => ({
  actor_id: null,
  actor_name: "Founder",
  action,
  target,
  detail: JSON.stringify(detail),
  created_at: "2026-11-22T10:00:00.000Z",
});

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`audit log migration on ${name}`, () => {
    it("rewrites entries that named a lead or kept search words to ids only", async () => {
      const { databaseTarget, old } = await databaseAtRelease({ name, target }, BEFORE, dir);
      await old
        .insertInto("audit_log")
        .values([
          entry("lead.deleted", "Lead #12 (Asha Rao, 22 Nov 2026)", { type: "contact" }),
          entry("lead.deleted", "Lead #7 (ravi@example.in, 1 Jan 2026)", { type: "audit" }),
          entry("export.subscribers", "Subscribers", { format: "csv", q: "ravi@example.in" }),
          entry("export.submissions", "Submissions", { format: "json", type: "all" }),
          entry("account.updated", "Account priya", { displayName: { from: "Priya", to: "Priya Nair" } }),
        ])
        .execute();
      await old.destroy();

      const database = await openDatabase(databaseTarget);
      try {
        const rows = await database.db.selectFrom("audit_log").select(["target", "detail"]).orderBy("id").execute();
        expect(rows.map((row) => [row.target, JSON.parse(row.detail) as unknown])).toEqual([
          ["Lead #12", { type: "contact" }],
          ["Lead #7", { type: "audit" }],
          ["Subscribers", { format: "csv", search: true }],
          ["Submissions", { format: "json", type: "all" }],
          ["Account priya", { displayName: { from: "Priya", to: "Priya Nair" } }],
        ]);
        const stored = JSON.stringify(rows);
        for (const person of ["Asha", "ravi@example.in"]) expect(stored).not.toContain(person);
      } finally {
        await database.close();
      }
    });
  });
}
