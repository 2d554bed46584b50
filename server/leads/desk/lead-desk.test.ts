import { beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  type AdminSubmission,
  type LeadNote,
  MSG_LOST_REASON_REQUIRED,
  type SubmissionPage,
  type TimelineEvent,
} from "#contracts/leads/lead-desk.ts";
import { type AppDatabase } from "#server/platform/db/database.ts";
import { MSG_UNKNOWN_OWNER } from "#server/leads/store/lead-update.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { ORIGIN } from "#server/test-support/admin-app.ts";
import { contact, leadDeskSuite, NOW, type Staff } from "#server/test-support/lead-desk-app.ts";

// The lead desk's routes (contracts/leads/lead-desk.ts) on both databases: sessions and origins,
// validation with reasons, the shared filters, counts and board, changes with their timeline
// events, notes, the same person's requests, unread, replies through a fake mail transport,
// and the CSV's columns.

const NEW_ROUTES: [string, string][] = [
  ["GET", "/api/admin/pipeline"],
  ["GET", "/api/admin/board"],
  ["GET", "/api/admin/submissions?status=won&owner=me&due=today"],
  ["PATCH", "/api/admin/submissions/1"],
  ["POST", "/api/admin/submissions/1/unread"],
  ["GET", "/api/admin/submissions/1/notes"],
  ["POST", "/api/admin/submissions/1/notes"],
  ["PATCH", "/api/admin/submissions/1/notes/1"],
  ["GET", "/api/admin/submissions/1/timeline"],
  ["GET", "/api/admin/submissions/1/related"],
  ["POST", "/api/admin/submissions/1/reply"],
];

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`lead desk API on ${name}`, () => {
    const { state, sent, insert, setLead, as, ids } = leadDeskSuite(target);
    let app: FastifyInstance;
    let database: AppDatabase;
    let asha: Staff;
    let ravi: Staff;
    let disabledId: number;
    beforeAll(() => {
      ({ app, database, asha, ravi, disabledId } = state());
    });

    it("answers 401 on every new route without a session", async () => {
      for (const [method, url] of NEW_ROUTES) {
        const response = await app.inject({ method: method as "GET", url, headers: { origin: ORIGIN }, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toHaveProperty("error");
      }
    });

    it("refuses changes from another origin or without one (403) and changes nothing", async () => {
      const id = await insert(contact("Asha", "a@example.com"));
      const note = (await as().send("POST", `/api/admin/submissions/${id}/notes`, { body: "first" })).json<LeadNote>();
      const attempts: [string, string, object][] = [
        ["PATCH", `/api/admin/submissions/${id}`, { status: "won" }],
        ["POST", `/api/admin/submissions/${id}/unread`, {}],
        ["POST", `/api/admin/submissions/${id}/notes`, { body: "x" }],
        ["PATCH", `/api/admin/submissions/${id}/notes/${note.id}`, { body: "changed" }],
        ["POST", `/api/admin/submissions/${id}/reply`, { subject: "Hi", body: "Hello" }],
      ];
      for (const [method, url, payload] of attempts) {
        for (const headers of [{ origin: "https://evil.example" }, {}]) {
          const response = await app.inject({
            method: method as "POST",
            url,
            payload,
            headers: { cookie: asha.cookie, ...headers },
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      const row = await database.db
        .selectFrom("submissions")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "new", notes_count: 1 });
      expect(sent).toEqual([]);
    });

    it("refuses bad changes with 400 and a reason, unknown leads with 404", async () => {
      const id = await insert(contact("Asha", "a@example.com"));
      const url = `/api/admin/submissions/${id}`;
      const cases: [unknown, string | RegExp][] = [
        [{}, "Nothing to change."],
        [{ status: "closed" }, "Unknown status."],
        [{ status: "lost" }, MSG_LOST_REASON_REQUIRED],
        [{ status: "lost", lostReason: "   " }, MSG_LOST_REASON_REQUIRED],
        [{ followUpOn: "2026-02-30" }, "That date does not exist."],
        [{ followUpOn: "tomorrow" }, /date like/],
        [{ ownerId: "x" }, /number/i],
        [{ valueEstimate: "₹".repeat(61) }, /under 60/],
        [{ priority: "high" }, /priority|Unrecognized/i],
        [{ ownerId: 999_999 }, MSG_UNKNOWN_OWNER],
        [{ ownerId: disabledId }, MSG_UNKNOWN_OWNER],
      ];
      for (const [payload, reason] of cases) {
        const response = await as().send("PATCH", url, payload as object);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error, JSON.stringify(payload)).toMatch(reason);
      }
      for (const bad of ["999999", "0", "abc", "4294967296"]) {
        const response = await as().send("PATCH", `/api/admin/submissions/${bad}`, { status: "won" });
        expect(response.statusCode, bad).toBe(404);
        expect(response.json().error).toBeTruthy();
      }
      expect((await as().get(`${url}/timeline`)).json<TimelineEvent[]>()).toHaveLength(1);
    });

    it("changes status, owner, follow-up and value with one event per changed field, by whom", async () => {
      const id = await insert(contact("Asha", "a@example.com"));
      const url = `/api/admin/submissions/${id}`;
      const first = await as().send("PATCH", url, {
        status: "contacted",
        ownerId: ravi.id,
        followUpOn: "2026-11-22",
        valueEstimate: " ₹50,000 a month ",
      });
      expect(first.statusCode).toBe(200);
      expect(first.json<AdminSubmission>()).toMatchObject({
        id,
        status: "contacted",
        lostReason: null,
        owner: { id: ravi.id, displayName: "Ravi Kumar" },
        followUpOn: "2026-11-22",
        valueEstimate: "₹50,000 a month",
      });
      // The same values again change nothing and record nothing.
      expect((await as(ravi).send("PATCH", url, { status: "contacted", ownerId: ravi.id })).statusCode).toBe(200);
      expect(
        (await as(ravi).send("PATCH", url, { status: "lost", lostReason: "Went with a cheaper agency" })).json(),
      ).toMatchObject({ status: "lost", lostReason: "Went with a cheaper agency" });
      // The same reason again, or an empty one beside no status, keeps the reason and records nothing.
      for (const payload of [
        { lostReason: "Went with a cheaper agency" },
        { lostReason: "", followUpOn: "2026-11-22" },
      ]) {
        expect((await as(ravi).send("PATCH", url, payload)).json()).toMatchObject({
          lostReason: "Went with a cheaper agency",
        });
      }
      const back = await as(ravi).send("PATCH", url, { status: "qualified", ownerId: null, valueEstimate: "" });
      expect(back.json()).toMatchObject({ status: "qualified", lostReason: null, owner: null, valueEstimate: null });

      const timeline = (await as().get(`${url}/timeline`)).json<TimelineEvent[]>();
      const byAsha = { id: asha.id, displayName: "Asha Verma" };
      const byRavi = { id: ravi.id, displayName: "Ravi Kumar" };
      expect(timeline).toEqual([
        { kind: "received", at: NOW, actor: null, channel: "organic", landingPage: "/tools/word-counter" },
        { kind: "status", at: NOW, actor: byAsha, from: "new", to: "contacted", lostReason: null },
        // The first change answers the lead, once; a Sunday (22 Nov 2026) adds no office time.
        { kind: "first-response", at: NOW, actor: byAsha, via: "status", officeMinutes: 0 },
        { kind: "owner", at: NOW, actor: byAsha, from: null, to: "Ravi Kumar" },
        { kind: "follow-up", at: NOW, actor: byAsha, from: null, to: "2026-11-22" },
        { kind: "value", at: NOW, actor: byAsha, from: null, to: "₹50,000 a month" },
        {
          kind: "status",
          at: NOW,
          actor: byRavi,
          from: "contacted",
          to: "lost",
          lostReason: "Went with a cheaper agency",
        },
        { kind: "status", at: NOW, actor: byRavi, from: "lost", to: "qualified", lostReason: null },
        { kind: "owner", at: NOW, actor: byRavi, from: "Ravi Kumar", to: null },
        { kind: "value", at: NOW, actor: byRavi, from: "₹50,000 a month", to: null },
      ]);
      expect((await as().get(`/api/admin/submissions/999999/timeline`)).statusCode).toBe(404);
    });

    it("filters the list by status, owner (me, none, id), days in New Delhi and due follow-ups", async () => {
      const mine = await insert(contact("Mine", "m@example.com"));
      const ravis = await insert(contact("Ravi's", "r@example.com"));
      const nobody = await insert(contact("Nobody", "n@example.com"));
      await setLead(mine, { owner_id: asha.id, status: "contacted", follow_up_on: "2026-11-22" });
      await setLead(ravis, { owner_id: ravi.id, status: "won", follow_up_on: "2026-11-21" });
      await setLead(nobody, { follow_up_on: "2026-11-21" });

      expect(await ids("/api/admin/submissions?status=contacted")).toEqual([mine]);
      expect(await ids("/api/admin/submissions?owner=me")).toEqual([mine]);
      expect(await ids(`/api/admin/submissions?owner=${ravi.id}`)).toEqual([ravis]);
      expect(await ids("/api/admin/submissions?owner=none")).toEqual([nobody]);
      expect(await ids("/api/admin/submissions?due=today")).toEqual([mine]);
      // Won leads are never overdue.
      expect(await ids("/api/admin/submissions?due=overdue")).toEqual([nobody]);
      expect((await as(ravi).get("/api/admin/submissions?owner=me")).json<SubmissionPage>().items).toMatchObject([
        { id: ravis },
      ]);
      const stats = (await as().get("/api/admin/stats")).json();
      expect(stats).toMatchObject({ dueToday: 1, overdue: 1 });

      await database.db.deleteFrom("submissions").execute();
      // 20 and 21 November in New Delhi: from 2026-11-19T18:30Z up to 2026-11-21T18:30Z.
      const before = await insert(contact("a", "a@example.com"), "2026-11-19T18:29:59.999Z");
      const first = await insert(contact("b", "b@example.com"), "2026-11-19T18:30:00.000Z");
      const last = await insert(contact("c", "c@example.com"), "2026-11-21T18:29:59.999Z");
      const after = await insert(contact("d", "d@example.com"), "2026-11-21T18:30:00.000Z");
      expect(await ids("/api/admin/submissions?from=2026-11-20&to=2026-11-21")).toEqual([last, first]);
      expect(await ids("/api/admin/submissions?from=2026-11-22")).toEqual([after]);
      expect(await ids("/api/admin/submissions?to=2026-11-19")).toEqual([before]);
      expect(await ids("/api/admin/submissions?from=2026-11-21&to=2026-11-21")).toEqual([last]);

      for (const query of [
        "status=open",
        "owner=someone",
        "owner=0",
        "from=2026-13-01",
        "to=22-11-2026",
        "due=tomorrow",
        "from=2026-11-22&to=2026-11-21",
      ]) {
        const response = await as().get(`/api/admin/submissions?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error, query).toMatch(/\w/);
      }
    });
  });
}
