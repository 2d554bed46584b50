import { beforeEach, describe, expect, it } from "vitest";
import {
  RESPONSE_TARGET_PATH,
  RESPONSE_TARGET_MAX_MINUTES,
  type ResponseTargetAnswer,
} from "#contracts/leads/first-response.ts";
import type { AdminStats, AdminSubmission, Board } from "#contracts/leads/lead-desk.ts";
import { MSG_OWNER_ONLY } from "#contracts/accounts/accounts.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { contact, leadDeskSuite } from "#server/test-support/lead-desk-app.ts";
import { RESPONSE_TARGET_KEY } from "../store/response-target.ts";

// The owner's reply target on both databases: bad values refused with a reason, staff
// refused, each change audited, and the lead, the board and the counter all follow it.
// The app's clock stands at Sunday 22 Nov 2026 15:30 in New Delhi (the office is closed);
// Saturday's office hours are 10:00 to 16:00.

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`response target on ${name}`, () => {
    const { state, insert, as } = leadDeskSuite(target);
    beforeEach(async () => {
      const { db } = state().database;
      await db.deleteFrom("admin_settings").where("key", "=", RESPONSE_TARGET_KEY).execute();
      await db.deleteFrom("submissions").execute();
      await db.updateTable("admin_users").set({ role: "staff" }).where("id", "=", state().ravi.id).execute();
    });
    const current = async () => (await as().get(RESPONSE_TARGET_PATH)).json<ResponseTargetAnswer>();
    const save = (minutes: unknown, who = state().asha) => as(who).send("PUT", RESPONSE_TARGET_PATH, { minutes });

    it("refuses values outside 15 minutes to 3 office days with a reason, and staff with 403", async () => {
      expect(await current()).toEqual({ minutes: 60, defaultMinutes: 60 });
      for (const bad of [14, RESPONSE_TARGET_MAX_MINUTES + 1, 30.5, "30", null, -60, 1e9]) {
        const answer = await save(bad);
        expect(answer.statusCode, String(bad)).toBe(400);
        expect(answer.json<{ error: string }>().error).toMatch(/response target/);
      }
      const extra = await as().send("PUT", RESPONSE_TARGET_PATH, { minutes: 30, hours: 1 });
      expect(extra.statusCode).toBe(400);
      const staff = await save(30, state().ravi);
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({ error: MSG_OWNER_ONLY });
      // Staff still read it (the desk shows it); nothing was stored.
      expect((await as(state().ravi).get(RESPONSE_TARGET_PATH)).json()).toEqual({ minutes: 60, defaultMinutes: 60 });
      const audit = await state()
        .database.db.selectFrom("audit_log")
        .select("id")
        .where("action", "=", "response-target.updated")
        .execute();
      expect(audit).toEqual([]);
    });

    it("the lead, the board and the counter follow the saved target; the change is audited", async () => {
      // Saturday 15:00 and 15:31 IST: 60 and 29 office minutes by now.
      const early = await insert(contact("A", "a@example.com"), "2026-11-21T09:30:00.000Z");
      await insert(contact("B", "b@example.com"), "2026-11-21T10:01:00.000Z");
      const overdue = async () => (await as().get("/api/admin/stats")).json<AdminStats>().responseOverdue;
      const due = async (id: number) =>
        (await as().get(`/api/admin/submissions/${id}`)).json<AdminSubmission>().responseDueAt;
      const boardDue = async () =>
        (await as().get("/api/admin/board?type=all")).json<Board>().columns[0]?.items.map((item) => item.responseDueAt);
      expect(await overdue()).toBe(1);
      expect(await due(early)).toBe("2026-11-21T10:30:00.000Z");

      const saved = await save(15);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ minutes: 15, defaultMinutes: 60 });
      expect(await overdue()).toBe(2);
      expect(await due(early)).toBe("2026-11-21T09:45:00.000Z");
      expect(await boardDue()).toEqual(["2026-11-21T10:16:00.000Z", "2026-11-21T09:45:00.000Z"]);

      expect((await save(90)).statusCode).toBe(200);
      expect(await overdue()).toBe(0);
      const audit = await state()
        .database.db.selectFrom("audit_log")
        .select(["actor_name", "target", "detail"])
        .where("action", "=", "response-target.updated")
        .orderBy("id")
        .execute();
      expect(audit.map((row) => [row.actor_name, JSON.parse(row.detail) as unknown])).toEqual([
        ["Asha Verma", { from: 60, to: 15 }],
        ["Asha Verma", { from: 15, to: 90 }],
      ]);
    });
  });
}
