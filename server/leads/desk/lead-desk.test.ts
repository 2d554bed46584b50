import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { AdminSubmission, SubmissionPage } from "#contracts/leads/lead-desk.ts";
import {
  BOARD_COLUMN_SIZE,
  type Board,
  type LeadNote,
  MSG_LOST_REASON_REQUIRED,
  MSG_NOTE_NOT_YOURS,
  MSG_NOTE_REQUIRED,
  MSG_REPLY_NO_EMAIL,
  MSG_REPLY_NO_SMTP,
  type PipelineCounts,
  type RelatedLead,
  type TimelineEvent,
} from "#contracts/leads/lead-desk.ts";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { buildApp } from "#server/app.ts";
import { createAdmin } from "#server/auth/admin-users.ts";
import { loadConfig } from "#server/config.ts";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { MSG_UNKNOWN_OWNER } from "#server/leads/store/lead-update.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import type { MailMessage } from "#server/leads/notifier.ts";
import { ORIGIN, sessionCookie, signIn } from "#server/test-support/admin-app.ts";

// The lead desk's routes (contracts/leads/lead-desk.ts) on both databases: sessions and origins,
// validation with reasons, the shared filters, counts and board, changes with their timeline
// events, notes, the same person's requests, unread, replies through a fake mail transport,
// and the CSV's columns.

// 2026-11-22 15:30 in New Delhi: today is 2026-11-22 there, it started at 2026-11-21T18:30Z.
const NOW = "2026-11-22T10:00:00.000Z";
const PASSWORD = "correct horse battery";

const contact = (fullName: string, email: string, phone = "+91 98765 43210") => ({
  fullName,
  contactNumber: phone,
  contactNumberE164: phone.replace(/[^+0-9]/g, ""),
  email,
  website: "",
  message: "We need more leads.",
});

const source: StoredLeadSource = {
  landingPage: "/tools/word-counter",
  landedAt: "2026-11-22T09:00:00.000Z",
  formPage: "/contact",
  referrerHost: "www.google.com",
  utm: {},
  gclid: false,
  fbclid: false,
  device: "mobile",
  toolsUsed: [],
  channel: "organic",
};

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
    let database: AppDatabase;
    /** With SMTP (a fake transport); `plain` shares the database and has no SMTP. */
    let app: FastifyInstance;
    let plain: FastifyInstance;
    const sent: MailMessage[] = [];
    let refuseMail: Error | null = null;
    let asha: { id: number; cookie: string };
    let ravi: { id: number; cookie: string };
    let disabledId: number;

    beforeAll(async () => {
      const databaseTarget = await target();
      database = await openDatabase(databaseTarget);
      const base = { ...loadConfig({}), database: databaseTarget, demoMode: false, production: false };
      const now = () => new Date(NOW);
      app = await buildApp({
        config: { ...base, smtp: { url: "smtp://mail.test", notifyEmail: "team@crestline.example" } },
        database,
        clientDir: null,
        now,
        loadMailTransport: async () => ({
          send: async (message) => {
            if (refuseMail) throw refuseMail;
            sent.push(message);
          },
        }),
      });
      plain = await buildApp({ config: { ...base, smtp: null }, database, clientDir: null, now });
      await Promise.all([app.ready(), plain.ready()]);

      const account = async (username: string, displayName: string) => {
        const id = await createAdmin(database.db, username, PASSWORD, new Date(NOW));
        await database.db.updateTable("admin_users").set({ display_name: displayName }).where("id", "=", id).execute();
        return id;
      };
      const ashaId = await account("asha", "Asha Verma");
      const raviId = await account("ravi", "Ravi Kumar");
      disabledId = await account("gone", "Former Colleague");
      await database.db.updateTable("admin_users").set({ disabled_at: NOW }).where("id", "=", disabledId).execute();
      asha = { id: ashaId, cookie: sessionCookie(await signIn(app, { username: "asha", password: PASSWORD })) };
      ravi = { id: raviId, cookie: sessionCookie(await signIn(app, { username: "ravi", password: PASSWORD })) };
    });
    afterAll(async () => {
      await app?.close();
      await plain?.close();
      await database?.close();
    });
    beforeEach(async () => {
      await database.db.deleteFrom("submissions").execute();
      sent.length = 0;
      refuseMail = null;
    });

    const insert = (data: Record<string, unknown>, createdAt = NOW, type = "contact") =>
      database.insertSubmission({ type, data, createdAt: new Date(createdAt), source });
    const setLead = (id: number, values: { status?: string; owner_id?: number | null; follow_up_on?: string | null }) =>
      database.db.updateTable("submissions").set(values).where("id", "=", id).execute();

    const as = (who: { cookie: string } = asha, on = app) => ({
      get: (url: string) => on.inject({ method: "GET", url, headers: { cookie: who.cookie } }),
      send: (method: "POST" | "PATCH", url: string, payload?: object) =>
        on.inject({ method, url, payload, headers: { cookie: who.cookie, origin: ORIGIN } }),
    });
    const ids = async (url: string) => (await as().get(url)).json<SubmissionPage>().items.map((item) => item.id);

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

    it("counts per status and fills the board under the same filters", async () => {
      const created = [];
      for (let i = 0; i < BOARD_COLUMN_SIZE + 2; i++) {
        created.push(await insert(contact(`Lead ${i}`, `l${i}@example.com`), `2026-11-2${i % 2}T10:00:00.000Z`));
      }
      await setLead(created[0]!, { status: "won", owner_id: asha.id });
      await setLead(created[1]!, { status: "lost" });
      await setLead(created[2]!, { status: "proposal", owner_id: asha.id });

      const counts = (await as().get("/api/admin/pipeline")).json<PipelineCounts>();
      expect(counts).toEqual({ new: BOARD_COLUMN_SIZE - 1, contacted: 0, qualified: 0, proposal: 1, won: 1, lost: 1 });
      expect((await as().get("/api/admin/pipeline?owner=me")).json()).toEqual({
        new: 0,
        contacted: 0,
        qualified: 0,
        proposal: 1,
        won: 1,
        lost: 0,
      });
      expect((await as().get("/api/admin/pipeline?type=quote")).json<PipelineCounts>().new).toBe(0);
      // A search: "Lead 1" and "Lead 10" to "Lead 19".
      expect((await as().get("/api/admin/pipeline?q=lead%201")).json()).toEqual({
        new: 10,
        contacted: 0,
        qualified: 0,
        proposal: 0,
        won: 0,
        lost: 1,
      });
      expect((await as().get("/api/admin/pipeline?from=2026-11-22")).statusCode).toBe(200);

      const board = (await as().get("/api/admin/board")).json<Board>();
      expect(board.columns.map((column) => [column.status, column.count, column.items.length])).toEqual([
        ["new", BOARD_COLUMN_SIZE - 1, BOARD_COLUMN_SIZE - 1],
        ["contacted", 0, 0],
        ["qualified", 0, 0],
        ["proposal", 1, 1],
        ["won", 1, 1],
        ["lost", 1, 1],
      ]);
      expect(board.columns.every((column) => column.nextCursor === null)).toBe(true);
      // One more New lead: the column shows BOARD_COLUMN_SIZE cards and the list loads the rest.
      await insert(contact("Late", "late@example.com"), "2026-11-18T10:00:00.000Z");
      const full = (await as().get("/api/admin/board")).json<Board>().columns[0]!;
      expect(full).toMatchObject({ status: "new", count: BOARD_COLUMN_SIZE });
      expect(full.items).toHaveLength(BOARD_COLUMN_SIZE);
      expect(full.items.every((item) => item.status === "new")).toBe(true);
      expect(full.nextCursor).toBeNull();
      await insert(contact("Later", "later@example.com"), "2026-11-17T10:00:00.000Z");
      const over = (await as().get("/api/admin/board")).json<Board>().columns[0]!;
      expect(over.count).toBe(BOARD_COLUMN_SIZE + 1);
      expect(over.nextCursor).toEqual(expect.any(String));
      const more = (
        await as().get(`/api/admin/submissions?status=new&cursor=${over.nextCursor}`)
      ).json<SubmissionPage>();
      expect(more.items.map((item) => item.data.fullName)).toEqual(["Later"]);

      expect((await as().get("/api/admin/board?owner=me")).json<Board>().columns.map((c) => c.count)).toEqual([
        0, 0, 0, 1, 1, 0,
      ]);
      for (const query of ["due=never", "owner=-1", "type=spam"]) {
        expect((await as().get(`/api/admin/board?${query}`)).statusCode, query).toBe(400);
        expect((await as().get(`/api/admin/pipeline?${query}`)).statusCode, query).toBe(400);
      }
    });

    it("keeps notes newest first, editable by their author only, counted and in the timeline", async () => {
      const id = await insert(contact("Asha", "a@example.com"));
      const url = `/api/admin/submissions/${id}/notes`;
      const first = await as().send("POST", url, { body: "  Called, no answer.  " });
      expect(first.statusCode).toBe(201);
      const note = first.json<LeadNote>();
      expect(note).toMatchObject({
        body: "Called, no answer.",
        author: { id: asha.id, displayName: "Asha Verma" },
        createdAt: NOW,
        editedAt: null,
      });
      await as(ravi).send("POST", url, { body: `Long note ${"x".repeat(300)}` });
      const notes = (await as().get(url)).json<LeadNote[]>();
      expect(notes.map((n) => n.author.displayName)).toEqual(["Ravi Kumar", "Asha Verma"]);
      expect((await as().get(`/api/admin/submissions/${id}`)).json()).toMatchObject({ notesCount: 2 });

      const notYours = await as(ravi).send("PATCH", `${url}/${note.id}`, { body: "Mine now" });
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json()).toEqual({ error: MSG_NOTE_NOT_YOURS });
      const edited = await as().send("PATCH", `${url}/${note.id}`, { body: "Called twice." });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id: note.id, body: "Called twice.", editedAt: NOW });

      for (const body of [{}, { body: "   " }, { body: 5 }]) {
        const response = await as().send("POST", url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(MSG_NOTE_REQUIRED);
      }
      expect((await as().send("POST", url, { body: "x".repeat(5001) })).statusCode).toBe(400);
      expect((await as().send("PATCH", `${url}/999999`, { body: "x" })).statusCode).toBe(404);
      expect((await as().send("POST", "/api/admin/submissions/999999/notes", { body: "x" })).statusCode).toBe(404);
      expect((await as().get("/api/admin/submissions/999999/notes")).statusCode).toBe(404);

      const timeline = (await as().get(`/api/admin/submissions/${id}/timeline`)).json<TimelineEvent[]>();
      expect(timeline.slice(1)).toEqual([
        {
          kind: "note",
          at: NOW,
          actor: { id: asha.id, displayName: "Asha Verma" },
          noteId: note.id,
          excerpt: "Called, no answer.",
        },
        expect.objectContaining({ kind: "note", excerpt: expect.stringMatching(/^Long note x+…$/) }),
        {
          kind: "note-edited",
          at: NOW,
          actor: { id: asha.id, displayName: "Asha Verma" },
          noteId: note.id,
          excerpt: "Called twice.",
        },
      ]);
      expect((timeline[2] as { excerpt: string }).excerpt.length).toBeLessThanOrEqual(140);
    });

    it("links the same person's requests both ways, by e-mail, phone or both", async () => {
      const first = await insert(contact("Asha", "Asha@Example.com", "+91 98765 43210"), "2026-11-20T10:00:00.000Z");
      const samePhone = await insert(
        contact("A. Verma", "other@example.com", "+91 98765 43210"),
        "2026-11-21T10:00:00.000Z",
      );
      const sameEmail = await insert(contact("Asha V", " asha@example.com", "+91 90000 00000"), NOW);
      const stranger = await insert(contact("Ravi", "ravi@example.com", "+91 91111 11111"), NOW);

      const related = (id: number) =>
        as()
          .get(`/api/admin/submissions/${id}/related`)
          .then((response) => response.json<RelatedLead[]>().map((lead) => [lead.id, lead.match]));
      expect(await related(first)).toEqual([
        [sameEmail, "email"],
        [samePhone, "phone"],
      ]);
      expect(await related(sameEmail)).toEqual([[first, "email"]]);
      expect(await related(samePhone)).toEqual([[first, "phone"]]);
      expect(await related(stranger)).toEqual([]);
      const both = await insert(contact("Asha", "asha@example.com", "+91 98765 43210"), NOW);
      expect(await related(both)).toEqual([
        [sameEmail, "email"],
        [samePhone, "phone"],
        [first, "both"],
      ]);
      expect((await as().get(`/api/admin/submissions/${both}`)).json()).toMatchObject({ earlierRequests: 3 });
      expect((await as().get("/api/admin/submissions/999999/related")).statusCode).toBe(404);
    });

    it("marks a lead unread again", async () => {
      const id = await insert(contact("Asha", "a@example.com"));
      await as().send("POST", `/api/admin/submissions/${id}/read`);
      const response = await as().send("POST", `/api/admin/submissions/${id}/unread`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, readAt: null });
      expect((await as().send("POST", "/api/admin/submissions/999999/unread")).statusCode).toBe(404);
    });

    it("replies by e-mail through the transport and records it; 409 without SMTP, 422 without an address", async () => {
      const id = await insert(contact("Asha", "asha@example.com"));
      const url = `/api/admin/submissions/${id}/reply`;
      const response = await as().send("POST", url, { subject: "Your quote", body: "Hello Asha,\nhere it is." });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      expect(sent).toEqual([
        {
          from: "team@crestline.example",
          to: "asha@example.com",
          subject: "Your quote",
          text: "Hello Asha,\nhere it is.",
        },
      ]);
      const timeline = (await as().get(`/api/admin/submissions/${id}/timeline`)).json<TimelineEvent[]>();
      expect(timeline.at(-1)).toEqual({
        kind: "email",
        at: NOW,
        actor: { id: asha.id, displayName: "Asha Verma" },
        to: "asha@example.com",
        subject: "Your quote",
      });

      const noSmtp = await as(asha, plain).send("POST", url, { subject: "Hi", body: "Hello" });
      expect(noSmtp.statusCode).toBe(409);
      expect(noSmtp.json()).toEqual({ error: MSG_REPLY_NO_SMTP });

      const { email: _email, ...withoutEmail } = contact("No mail", "x@example.com");
      const noEmail = await insert(withoutEmail);
      const unreachable = await as().send("POST", `/api/admin/submissions/${noEmail}/reply`, {
        subject: "Hi",
        body: "Hello",
      });
      expect(unreachable.statusCode).toBe(422);
      expect(unreachable.json()).toEqual({ error: MSG_REPLY_NO_EMAIL });

      refuseMail = new Error("550 mailbox unavailable");
      const refused = await as().send("POST", url, { subject: "Again", body: "Hello" });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error).toContain("550 mailbox unavailable");

      for (const payload of [{ subject: "Two\nlines", body: "x" }, { subject: "Hi" }, { subject: "", body: "x" }]) {
        const bad = await as().send("POST", url, payload);
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(bad.json().error).toMatch(/\w/);
      }
      expect(
        (await as().send("POST", "/api/admin/submissions/999999/reply", { subject: "a", body: "b" })).statusCode,
      ).toBe(404);
      expect(sent).toHaveLength(1);
      const emails = (await as().get(`/api/admin/submissions/${id}/timeline`)).json<TimelineEvent[]>();
      expect(emails.filter((event) => event.kind === "email")).toHaveLength(1);
    });

    it("exports the pipeline columns, one type's own columns, under the list's filters", async () => {
      const id = await insert(contact("Asha", "asha@example.com"));
      await insert(contact("Other", "o@example.com"));
      await as().send("PATCH", `/api/admin/submissions/${id}`, {
        status: "lost",
        lostReason: "No budget",
        ownerId: ravi.id,
        followUpOn: "2026-12-01",
        valueEstimate: "₹20,000",
      });
      await as().send("POST", `/api/admin/submissions/${id}/notes`, { body: "Note" });
      const csv = await as().get("/api/admin/submissions/export?format=csv&type=contact&status=lost");
      expect(csv.statusCode).toBe(200);
      const [header, row, end] = csv.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toBe(
        "id,type,timestamp,read_at,fullName,email,contactNumber,contactNumberE164,website,message,other," +
          "status,lost_reason,owner,follow_up_on,value_estimate,notes_count," +
          "channel,landing_page,landed_at,form_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,device,tools_used,offer_tool",
      );
      expect(row).toContain(',lost,No budget,Ravi Kumar,2026-12-01,"₹20,000",1,organic,/tools/word-counter,');
      expect(end).toBe("");

      const headerOf = async (type: string) =>
        (await as().get(`/api/admin/submissions/export?format=csv&type=${type}`)).body
          .replace(/^\uFEFF/, "")
          .split("\r\n")[0]!
          .split(",");
      const dataOf = (columns: string[]) => columns.slice(4, columns.indexOf("other"));
      expect(dataOf(await headerOf("quote"))).toEqual([
        "fullName",
        "email",
        "contactNumber",
        "contactNumberE164",
        "websiteUrl",
        "monthlyBudget",
        "platforms",
        "goals",
        "source",
      ]);
      expect(dataOf(await headerOf("application"))).toEqual([
        "fullName",
        "email",
        "contactNumber",
        "contactNumberE164",
        "openingTitle",
        "openingId",
        "portfolioUrl",
        "coverNote",
      ]);
      expect(dataOf(await headerOf("audit"))).toEqual([
        "fullName",
        "email",
        "auditedUrl",
        "auditScore",
        "criticalCount",
        "warningCount",
        "passedCount",
        "criticalIssues",
        "warningIssues",
      ]);
      expect(dataOf(await headerOf("all"))).toHaveLength(22);

      const json = (await as().get("/api/admin/submissions/export?format=json&owner=" + ravi.id)).json<
        AdminSubmission[]
      >();
      expect(json).toMatchObject([
        { id, status: "lost", owner: { displayName: "Ravi Kumar" }, notesCount: 1, source: { channel: "organic" } },
      ]);
      expect(
        (await as().get("/api/admin/submissions/export?format=csv&from=2026-11-23&to=2026-11-01")).statusCode,
      ).toBe(400);
    });

    it("deletes a lead with its notes and events", async () => {
      const id = await insert(contact("Asha", "asha@example.com"));
      await as().send("POST", `/api/admin/submissions/${id}/notes`, { body: "Note" });
      await as().send("PATCH", `/api/admin/submissions/${id}`, { status: "won" });
      const deleted = await app.inject({
        method: "DELETE",
        url: `/api/admin/submissions/${id}`,
        headers: { cookie: asha.cookie, origin: ORIGIN },
      });
      expect(deleted.statusCode).toBe(204);
      for (const table of ["lead_notes", "lead_events"] as const) {
        const left = await database.db.selectFrom(table).select("id").where("submission_id", "=", id).execute();
        expect(left, table).toEqual([]);
      }
    });
  });
}
