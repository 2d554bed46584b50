import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { databaseTargets, UNWORKED_LEAD } from "./test-support/databases.ts";
import { databaseAtRelease } from "./test-support/raw-database.ts";

// The lead desk's migration on a database that already holds leads and an account: every
// lead keeps its data and read state and becomes New; the person keys are filled in.

const PREVIOUS = "2026-11-24-001-lead-sources";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`lead desk migration on ${name}`, () => {
    it("keeps existing leads, makes them New and links the same person's requests", async () => {
      const { databaseTarget, old } = await databaseAtRelease({ name, target }, PREVIOUS, dir);
      const rows = [
        {
          type: "contact",
          data: JSON.stringify({ fullName: "Asha", email: " Asha@Example.COM ", contactNumberE164: "+919876543210" }),
          created_at: "2026-11-20T10:00:00.000Z",
          read_at: "2026-11-21T10:00:00.000Z",
          source: null,
          channel: null,
        },
        {
          type: "quote",
          data: JSON.stringify({ fullName: "Asha V", email: "asha@example.com", goals: "More leads" }),
          created_at: "2026-11-21T10:00:00.000Z",
          read_at: null,
          source: JSON.stringify({ channel: "organic", landingPage: "/" }),
          channel: "organic",
        },
        {
          type: "application",
          data: JSON.stringify({ fullName: "Nul\u0000", email: "", contactNumber: "" }),
          created_at: "2026-11-22T10:00:00.000Z",
          read_at: null,
          source: null,
          channel: null,
        },
      ];
      await old.insertInto("submissions").values(rows).execute();
      await old
        .insertInto("admin_users")
        .values({ username: "founder", password_hash: "x", created_at: "2026-11-01T00:00:00.000Z" })
        .execute();
      await old.destroy();

      const database = await openDatabase(databaseTarget);
      try {
        const migrated = await database.db.selectFrom("submissions").selectAll().orderBy("id").execute();
        expect(migrated).toHaveLength(3);
        migrated.forEach((row, index) => {
          expect(row).toMatchObject({
            ...rows[index],
            ...UNWORKED_LEAD,
          });
        });
        expect(migrated.map((row) => [row.email_key, row.phone_key])).toEqual([
          ["asha@example.com", "+919876543210"],
          ["asha@example.com", null],
          [null, null],
        ]);
        const account = await database.db.selectFrom("admin_users").selectAll().executeTakeFirstOrThrow();
        expect(account).toMatchObject({
          username: "founder",
          display_name: "founder",
          role: "owner",
          disabled_at: null,
        });
      } finally {
        await database.close();
      }
    });
  });
}
