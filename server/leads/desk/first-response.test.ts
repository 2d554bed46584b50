import { beforeEach, describe, expect, it } from "vitest";
import type { AdminStats, AdminSubmission, TimelineEvent } from "#contracts/leads/lead-desk.ts";
import type { SourcesReport } from "#contracts/sources/sources-report.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { ORIGIN } from "#server/test-support/admin-app.ts";
import { contact, leadDeskSuite, NOW } from "#server/test-support/lead-desk-app.ts";
import { CONTACT_CLICK_LIMIT } from "./routes.ts";

// First response and outcomes on both databases. The app's clock stands at NOW, Sunday
// 22 Nov 2026 15:30 in New Delhi; office hours Mon-Fri 9:00-18:00, Saturday 10:00-16:00.

const RANGE = "/api/admin/sources?from=2026-11-09&to=2026-11-22";

/** The outcome rows of the test leads' one source: organic search, landing on the word counter. */
const organic = (counts: { leads: number; qualified: number; won: number }) => [
  { dimension: "channel", key: "organic", ...counts },
  { dimension: "page", key: "/tools/word-counter", ...counts },
];

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`first response on ${name}`, () => {
    const { state, insert, as } = leadDeskSuite(target);
    beforeEach(async () => {
      await state().database.db.deleteFrom("lead_days").execute();
      await state().database.db.deleteFrom("lead_events").execute();
    });
    const click = (id: number, via: unknown) =>
      as().send("POST", `/api/admin/submissions/${id}/contact-click`, { via });
    const lead = async (id: number) => (await as().get(`/api/admin/submissions/${id}`)).json<AdminSubmission>();
    const timeline = async (id: number) =>
      (await as().get(`/api/admin/submissions/${id}/timeline`)).json<TimelineEvent[]>();
    const report = async () => (await as().get(RANGE)).json<SourcesReport>();

    it("records the first contact click once, even when several arrive at once", async () => {
      // Friday 20 Nov 09:30 IST: 510 office minutes on Friday and 360 on Saturday by NOW.
      const id = await insert(contact("Asha", "asha@example.com"), "2026-11-20T04:00:00.000Z");
      expect(await lead(id)).toMatchObject({ firstResponseAt: null, responseDueAt: "2026-11-20T05:00:00.000Z" });
      const answers = await Promise.all(["call", "whatsapp", "email", "call", "call"].map((via) => click(id, via)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204]);
      expect((await lead(id)).firstResponseAt).toBe(NOW);
      const events = await timeline(id);
      expect(events.filter((event) => event.kind === "contact")).toHaveLength(5);
      const first = events.filter((event) => event.kind === "first-response");
      expect(first).toEqual([expect.objectContaining({ kind: "first-response", officeMinutes: 870 })]);
      // A later note is no first response.
      await as().send("POST", `/api/admin/submissions/${id}/notes`, { body: "Called back." });
      expect((await timeline(id)).filter((event) => event.kind === "first-response")).toHaveLength(1);
    });

    it("refuses an unknown link (400), an unknown lead (404) and a cross-site click (403)", async () => {
      const id = await insert(contact("Asha", "asha@example.com"));
      expect((await click(id, "fax")).statusCode).toBe(400);
      expect((await click(999999, "call")).statusCode).toBe(404);
      const foreign = await state().app.inject({
        method: "POST",
        url: `/api/admin/submissions/${id}/contact-click`,
        payload: { via: "call" },
        headers: { cookie: state().asha.cookie, origin: "https://evil.example" },
      });
      expect(foreign.statusCode).toBe(403);
      const anonymous = await state().app.inject({
        method: "POST",
        url: `/api/admin/submissions/${id}/contact-click`,
        payload: { via: "call" },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await lead(id)).firstResponseAt).toBeNull();
    });

    it("counts unanswered leads that waited an office hour: Saturday 15:00 IST is overdue by Sunday, 15:01 is not", async () => {
      const overdue = await insert(contact("A", "a@example.com"), "2026-11-21T09:30:00.000Z");
      await insert(contact("B", "b@example.com"), "2026-11-21T09:31:00.000Z");
      const answered = await insert(contact("C", "c@example.com"), "2026-11-20T04:00:00.000Z");
      await as().send("PATCH", `/api/admin/submissions/${answered}`, { status: "contacted" });
      const stats = async () => (await as().get("/api/admin/stats")).json<AdminStats>().responseOverdue;
      expect(await stats()).toBe(1);
      await as().send("POST", `/api/admin/submissions/${overdue}/notes`, { body: "Left a voicemail." });
      expect(await stats()).toBe(0);
    });

    it("reports qualified, won and the weekly median first response from the daily counts", async () => {
      const won = await insert(contact("W", "w@example.com"), "2026-11-20T04:00:00.000Z"); // 870 min
      const qualified = await insert(contact("Q", "q@example.com"), "2026-11-21T10:00:00.000Z"); // 30 min
      const sunday = await insert(contact("S", "s@example.com"), "2026-11-22T05:00:00.000Z"); // 0 min
      await insert(contact("U", "u@example.com"), "2026-11-22T06:00:00.000Z"); // never answered
      const earlier = await insert(contact("E", "e@example.com"), "2026-11-13T04:00:00.000Z"); // 3930 min, in the bucket from 3240
      await as().send("PATCH", `/api/admin/submissions/${won}`, { status: "won" });
      await as().send("PATCH", `/api/admin/submissions/${qualified}`, { status: "qualified" });
      await click(sunday, "email");
      await as().send("PATCH", `/api/admin/submissions/${earlier}`, { status: "proposal" });

      const before = await report();
      expect(before.outcomes).toEqual(organic({ leads: 5, qualified: 3, won: 1 }));
      expect(before.responseByWeek).toEqual([
        { week: "2026-11-09", answered: 1, medianMinutes: 3240 },
        { week: "2026-11-16", answered: 3, medianMinutes: 30 },
      ]);

      // Lost after Qualified no longer counts as qualified; a deleted lead leaves every count.
      await as().send("PATCH", `/api/admin/submissions/${qualified}`, { status: "lost", lostReason: "No budget" });
      const deleted = await state().app.inject({
        method: "DELETE",
        url: `/api/admin/submissions/${won}`,
        headers: { cookie: state().asha.cookie, origin: ORIGIN },
      });
      expect(deleted.statusCode).toBe(204);
      const after = await report();
      expect(after.outcomes).toEqual(organic({ leads: 4, qualified: 1, won: 0 }));
      expect(after.responseByWeek).toEqual([
        { week: "2026-11-09", answered: 1, medianMinutes: 3240 },
        { week: "2026-11-16", answered: 2, medianMinutes: 0 },
      ]);
      // Folding past days' shards keeps every figure.
      await state().app.leadSources.compactPastDays("2026-11-22");
      expect(await report()).toEqual(after);
    });

    // Last in the suite: it uses up this client's clicks for the minute.
    it("caps contact clicks a minute (429 with Retry-After), each refused click writing nothing", async () => {
      const id = await insert(contact("Ravi", "ravi@example.com"));
      const answers = [];
      for (let i = 0; i <= CONTACT_CLICK_LIMIT.max; i++) answers.push((await click(id, "call")).statusCode);
      expect(answers.filter((status) => status === 204).length).toBeLessThanOrEqual(CONTACT_CLICK_LIMIT.max);
      const refused = await click(id, "call");
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(CONTACT_CLICK_LIMIT.timeWindow / 1000);
      const contacts = (await timeline(id)).filter((event) => event.kind === "contact");
      expect(contacts).toHaveLength(answers.filter((status) => status === 204).length);
    });
  });
}
