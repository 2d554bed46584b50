import { describe, expect, it } from "vitest";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { BOOKED, bookCallWithMail } from "#server/privacy/test-support/booked-call.ts";
import { type AdminTestApp, ORIGIN, signedInAdminSuite, signedInStaff } from "../test-support/admin-app.ts";

// What an account or a lead leaves behind when it goes: a disabled or deleted account's
// browsers (push subscriptions) and alert address, a deleted lead's booked calls (whose
// active row would otherwise keep the time taken).

const NOW = "2026-11-22T10:00:00.000Z";

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`personal data of accounts and leads on ${name}`, () => {
    let t: AdminTestApp;
    let owner: string;
    signedInAdminSuite(target, { now: NOW, each: true }, (app, cookie) => {
      [t, owner] = [app, cookie];
    });

    const db = () => t.database.db;
    const alertsOf = async (userId: number) => ({
      push: (await db().selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", userId).execute())
        .length,
      settings: (await db().selectFrom("alert_settings").select("email").where("user_id", "=", userId).execute())
        .length,
    });
    const turnAlertsOn = async (userId: number) => {
      await db()
        .insertInto("push_subscriptions")
        .values({
          user_id: userId,
          endpoint: `https://push.example.test/${userId}`,
          p256dh: "key",
          auth: "auth",
          created_at: NOW,
        })
        .execute();
      await db()
        .insertInto("alert_settings")
        .values({ user_id: userId, email: `alerts${userId}@example.in` })
        .execute();
    };

    it("a disabled account's push subscriptions and alert settings go; another account's stay", async () => {
      const staff = await signedInStaff(t);
      const ownerId = (
        await db().selectFrom("admin_users").select("id").where("id", "<>", staff.id).executeTakeFirstOrThrow()
      ).id;
      await turnAlertsOn(staff.id);
      await turnAlertsOn(ownerId);
      const disable = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/accounts/${staff.id}`,
        headers: { origin: ORIGIN, cookie: owner },
        payload: { disabled: true },
      });
      expect(disable.statusCode).toBe(200);
      expect(await alertsOf(staff.id)).toEqual({ push: 0, settings: 0 });
      expect(await alertsOf(ownerId)).toEqual({ push: 1, settings: 1 });
    });

    it("a deleted account's push subscriptions and alert settings go with it", async () => {
      const staff = await signedInStaff(t);
      await turnAlertsOn(staff.id);
      await t.app.adminUsers.delete(staff.id);
      expect(await alertsOf(staff.id)).toEqual({ push: 0, settings: 0 });
    });

    it("a deleted lead takes its booked calls, and the time can be booked again", async () => {
      const insertLead = async () =>
        (
          await db()
            .insertInto("submissions")
            .values({ type: "booking", data: JSON.stringify({ fullName: "Asha Rao" }), created_at: NOW })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const lead = await insertLead();
      await bookCallWithMail(db(), lead, "asha@example.in");
      const deleted = await t.app.inject({
        method: "DELETE",
        url: `/api/admin/submissions/${lead}`,
        headers: { origin: ORIGIN, cookie: owner },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await db().selectFrom("bookings").select("id").execute()).toEqual([]);
      const again = await insertLead();
      await bookCallWithMail(db(), again, "ravi@example.in");
      const active = await db()
        .selectFrom("bookings")
        .select(["submission_id", "start_at"])
        .where("status", "=", "active")
        .execute();
      expect(active).toEqual([{ submission_id: again, start_at: BOOKED.start }]);
    });
  });
}
