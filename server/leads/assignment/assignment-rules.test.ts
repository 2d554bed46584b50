import { describe, expect, it } from "vitest";
import type { AssignmentRule } from "#contracts/leads/assignment.ts";
import type { SubmissionType } from "#contracts/leads/form-constants.ts";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { databasesPerTest, databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { assignLead, cachedRules, readRules, RULES_COPY_MS, saveRules } from "./assignment-rules.ts";

// The rules that give new leads an owner, on SQLite and PostgreSQL: the first matching rule
// wins, its accounts take strict turns (also when two instances share PostgreSQL), and a
// lead no rule gives out stays unassigned.

const AT = new Date("2026-11-29T05:00:00.000Z");

async function account(db: AppDatabase, username: string, role: "owner" | "staff" = "staff", disabled = false) {
  const row = await db.db
    .insertInto("admin_users")
    .values({
      username,
      password_hash: "x",
      created_at: AT.toISOString(),
      display_name: username.toUpperCase(),
      role,
      disabled_at: disabled ? AT.toISOString() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function lead(db: AppDatabase, type: SubmissionType = "contact", data: Record<string, unknown> = {}) {
  const row = await db.db
    .insertInto("submissions")
    .values({ type, data: JSON.stringify(data), created_at: AT.toISOString(), read_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, type, data };
}

const counts = (ids: (number | undefined)[]) => {
  const tally = new Map<number | undefined, number>();
  for (const id of ids) tally.set(id, (tally.get(id) ?? 0) + 1);
  return tally;
};

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`assignment rules on ${name}`, () => {
    const database = databasesPerTest(target);

    it("gives leads to the active staff in strict turns, even all at once", async () => {
      const db = await database();
      const staff = [await account(db, "asha"), await account(db, "ravi"), await account(db, "meena")];
      await account(db, "owner", "owner");
      await account(db, "gone", "staff", true);
      await saveRules(db.db, [{ kind: "any", match: null, accountIds: [] }]);

      const leads = await Promise.all(Array.from({ length: 30 }, () => lead(db)));
      const assigned = await Promise.all(leads.map((one) => assignLead(db.db, one, AT)));
      const tally = counts(assigned.map((assignee) => assignee?.id));
      expect([...tally.keys()].sort()).toEqual([...staff].sort());
      expect([...tally.values()]).toEqual([10, 10, 10]);

      // One after another, the turns go round in order.
      const next = [];
      for (let i = 0; i < 6; i++) next.push((await assignLead(db.db, await lead(db), AT))?.id);
      expect(new Set(next.slice(0, 3)).size).toBe(3);
      expect(next.slice(3)).toEqual(next.slice(0, 3));

      const owners = await db.db.selectFrom("submissions").select("owner_id").execute();
      expect(owners.every((row) => row.owner_id !== null)).toBe(true);
      const events = await db.db.selectFrom("lead_events").selectAll().where("kind", "=", "owner").execute();
      expect(events).toHaveLength(36);
      expect(events[0]?.actor_name).toBe("Assignment rules");
    });

    it("matches by type and by a quote's platform, the first matching rule winning", async () => {
      const db = await database();
      const asha = await account(db, "asha");
      const ravi = await account(db, "ravi");
      const meena = await account(db, "meena");
      const rules: AssignmentRule[] = [
        { kind: "platform", match: "SEO", accountIds: [asha] },
        { kind: "type", match: "quote", accountIds: [ravi] },
        { kind: "type", match: "application", accountIds: [meena] },
      ];
      await saveRules(db.db, rules);
      expect(await readRules(db.db)).toEqual(rules);

      const seoQuote = await lead(db, "quote", { platforms: ["Google Ads", "SEO"] });
      const adsQuote = await lead(db, "quote", { platforms: ["Google Ads"] });
      const application = await lead(db, "application");
      expect((await assignLead(db.db, seoQuote, AT))?.id).toBe(asha);
      expect((await assignLead(db.db, adsQuote, AT))?.id).toBe(ravi);
      expect((await assignLead(db.db, application, AT))?.id).toBe(meena);
    });

    it("leaves a lead unassigned when no rule matches, no account is active, or it has an owner", async () => {
      const db = await database();
      const asha = await account(db, "asha");
      const gone = await account(db, "gone", "staff", true);
      expect(await assignLead(db.db, await lead(db), AT)).toBeNull();

      await saveRules(db.db, [
        { kind: "type", match: "quote", accountIds: [gone] },
        { kind: "type", match: "contact", accountIds: [asha] },
      ]);
      expect(await assignLead(db.db, await lead(db, "quote"), AT)).toBeNull();
      expect(await assignLead(db.db, await lead(db, "audit"), AT)).toBeNull();

      const taken = await lead(db, "contact");
      await db.db.updateTable("submissions").set({ owner_id: gone }).where("id", "=", taken.id).execute();
      expect(await assignLead(db.db, taken, AT)).toBeNull();
      const row = await db.db
        .selectFrom("submissions")
        .select("owner_id")
        .where("id", "=", taken.id)
        .executeTakeFirst();
      expect(row?.owner_id).toBe(gone);
    });

    it("gives leads out from a copy of the rules, read again once it is old or a rule it holds has changed", async () => {
      const db = await database();
      const asha = await account(db, "asha");
      const ravi = await account(db, "ravi");
      let clock = 0;
      const rules = cachedRules(db.db, () => clock);
      expect(await assignLead(db.db, await lead(db), AT, rules)).toBeNull();
      // Another instance saves a rule: this one's copy (no rules) still serves until it is old.
      await saveRules(db.db, [{ kind: "any", match: null, accountIds: [asha] }]);
      clock = RULES_COPY_MS - 1;
      expect(await assignLead(db.db, await lead(db), AT, rules)).toBeNull();
      clock = RULES_COPY_MS;
      expect((await assignLead(db.db, await lead(db), AT, rules))?.id).toBe(asha);
      // The rule the copy holds is saved again for another account (on SQLite, under the
      // same id): the copy's rule takes no turn, and the lead goes by the saved one at once.
      await saveRules(db.db, [{ kind: "any", match: null, accountIds: [ravi] }]);
      expect((await assignLead(db.db, await lead(db), AT, rules))?.id).toBe(ravi);
      const turns = await db.db.selectFrom("assignment_rules").select("turns").execute();
      expect(turns).toEqual([{ turns: 1 }]);
    });

    it("keeps a rule's turn when the rules are saved again unchanged", async () => {
      const db = await database();
      const asha = await account(db, "asha");
      const ravi = await account(db, "ravi");
      const rule: AssignmentRule = { kind: "any", match: null, accountIds: [asha, ravi] };
      await saveRules(db.db, [rule]);
      expect((await assignLead(db.db, await lead(db), AT))?.id).toBe(asha);
      await saveRules(db.db, [rule]);
      expect((await assignLead(db.db, await lead(db), AT))?.id).toBe(ravi);
    });
  });
}

describe.skipIf(!databaseTargets()[1]?.available)("assignment rules with two instances on postgres", () => {
  it("shares the turns: 40 leads taken by two instances at once go 20 and 20", async () => {
    const target = await databaseTargets()[1]!.target();
    const first = await openDatabase(target);
    const second = await openDatabase(target);
    try {
      const asha = await account(first, "asha");
      const ravi = await account(first, "ravi");
      await saveRules(first.db, [{ kind: "any", match: null, accountIds: [] }]);
      const leads = await Promise.all(Array.from({ length: 40 }, () => lead(first)));
      const assigned = await Promise.all(
        leads.map((one, index) => assignLead((index % 2 === 0 ? first : second).db, one, AT)),
      );
      const tally = counts(assigned.map((assignee) => assignee?.id));
      expect(tally.get(asha)).toBe(20);
      expect(tally.get(ravi)).toBe(20);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
