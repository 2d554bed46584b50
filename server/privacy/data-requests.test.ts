import type { Kysely } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  DATA_REQUESTS_API_PATH,
  type DataRequestItem,
  MSG_DATA_REQUEST_SENT,
  MY_DATA_API_PATH,
  MY_DATA_CONFIRM_PATH,
  MY_DATA_FORM_PATH,
} from "#contracts/privacy/data-requests.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { contact, leadDeskSuite } from "#server/test-support/lead-desk-app.ts";
import { ORIGIN } from "#server/test-support/admin-app.ts";
import { loadConfig } from "#server/config.ts";
import { MY_DATA_CAPS } from "./my-data-routes.ts";
import { grievanceContact } from "./privacy-wiring.ts";
import { catalogueSize, searchWholeDatabase } from "./test-support/whole-database-search.ts";
import { bookCallWithMail } from "./test-support/booked-call.ts";

// The "my data" requests end to end on each database: the same answer for every address, a
// link mailed only for a known one, a GET that changes nothing, the button that confirms, and
// the staff desk: copy, erasure (after which the address is nowhere in the database), closing.

const PERSON = { name: "Meera Iyer", email: "meera.iyer@example.in" };

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`my data requests on ${name}`, () => {
    const suite = leadDeskSuite(target);
    const db = () => suite.state().database.db as unknown as Kysely<unknown>;
    const dialect = () => suite.state().database.dialect;

    beforeEach(async () => {
      const { database } = suite.state();
      // Each test starts with no requests, subscribers or daily counts of earlier tests.
      for (const table of ["data_requests", "subscribers", "shared_limits"] as const) {
        await database.db.deleteFrom(table).execute();
      }
    });

    const ask = (email: string, kind: string, details = "", on = suite.state().app) =>
      on.inject({ method: "POST", url: MY_DATA_API_PATH, payload: { email, kind, details } });
    /** The token of the one link mailed to `email` in this test. */
    const tokenFor = async (email: string) => {
      const mailsTo = () => suite.sent.filter((mail) => mail.to === email);
      await vi.waitFor(() => expect(mailsTo()).toHaveLength(1));
      const mails = mailsTo();
      const link = /^http:\/\/localhost:\d+\/my-data\/confirm\?token=(\S+)$/m.exec(mails[0]?.text ?? "");
      expect(link).not.toBeNull();
      return decodeURIComponent(link?.[1] ?? "");
    };
    const press = (token: string, origin = ORIGIN) =>
      suite.state().app.inject({
        method: "POST",
        url: MY_DATA_CONFIRM_PATH,
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        payload: new URLSearchParams({ token }).toString(),
      });
    /** Mail goes out after the answer: wait for `count` messages, and a moment for any extra one. */
    const mailed = async (count = 1) => {
      await vi.waitFor(() => expect(suite.sent.length).toBeGreaterThanOrEqual(count));
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    /** A confirmed newsletter subscriber. */
    const subscribe = async (email: string) => {
      await suite.state().app.subscribers.request(email, new Date());
      await suite.state().app.subscribers.confirm(email, new Date());
    };
    const requests = async () => (await suite.as().get(DATA_REQUESTS_API_PATH)).json<DataRequestItem[]>();

    it("queues the link in the mail outbox: a mail server that refuses leaves it queued, the answer unchanged", async () => {
      await suite.insert(contact(PERSON.name, PERSON.email));
      suite.refuseMailWith(new Error("451 greylisted"));
      const answer = await ask(PERSON.email, "copy");
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: MSG_DATA_REQUEST_SENT });
      await suite.state().app.mailOutbox.runOnce();
      const rows = await suite
        .state()
        .database.db.selectFrom("mail_outbox")
        .selectAll()
        .where("kind", "=", "my-data-confirm")
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lead_id: null, state: "queued", last_error: "451 greylisted" });
      expect(JSON.parse(rows[0]!.message)).toMatchObject({ to: PERSON.email });
      expect(suite.sent).toEqual([]);
      // Not left for the worker's next try, which would mail it into a later test.
      await suite.state().database.db.deleteFrom("mail_outbox").where("kind", "=", "my-data-confirm").execute();
    });

    it("answers every address alike and mails a link only to one we hold data for", async () => {
      await suite.insert(contact(PERSON.name, PERSON.email));
      const known = await ask(" Meera.Iyer@Example.in ", "erase");
      const unknown = await ask("nobody@example.in", "erase");
      await mailed();
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual({ message: MSG_DATA_REQUEST_SENT });
      expect(unknown.body).toBe(known.body);
      expect(suite.sent.map((mail) => mail.to)).toEqual([PERSON.email]);
      // Before confirmation the request holds no address, only its keyed hash.
      const stored = await suite.state().database.db.selectFrom("data_requests").selectAll().execute();
      expect(stored).toMatchObject([{ kind: "erase", status: "received", email: null }]);
      expect(JSON.stringify(stored)).not.toContain("meera");
      expect(await requests()).toEqual([]);
    });

    it("takes the form without JavaScript and answers with a page saying the same", async () => {
      const post = (headers: Record<string, string>, on = suite.state().app) =>
        on.inject({
          method: "POST",
          url: MY_DATA_FORM_PATH,
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          payload: new URLSearchParams({ email: PERSON.email, kind: "copy", details: "" }).toString(),
        });
      const page = await post({ origin: ORIGIN });
      expect(page.statusCode).toBe(202);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body).toContain("If we hold data for this address, we have sent it a link");
      expect((await post({ origin: "https://evil.example" })).statusCode).toBe(403);
      expect((await post({ origin: ORIGIN }, suite.state().plain)).body).toContain("hello@crestline.example");
    });

    it("refuses a bad form, and without SMTP says so and names whom to write to", async () => {
      expect((await ask("not an address", "copy")).json()).toMatchObject({ fields: { email: expect.any(String) } });
      expect((await ask(PERSON.email, "sell-my-data")).statusCode).toBe(400);
      const noMail = await ask(PERSON.email, "copy", "", suite.state().plain);
      expect(noMail.statusCode).toBe(503);
      expect(noMail.json<{ error: string }>().error).toMatch(/e-mail, which is not set up.*hello@crestline\.example/);
      // The address the privacy notice names (GRIEVANCE_EMAIL), when it is configured.
      expect(grievanceContact(loadConfig({ GRIEVANCE_EMAIL: " dpo@crestline.example " }))).toBe(
        "dpo@crestline.example",
      );
    });

    it("mails one address at most a few links a day, whatever is asked, with the same answer", async () => {
      await suite.insert(contact(PERSON.name, PERSON.email));
      for (let i = 0; i < MY_DATA_CAPS.perAddress + 2; i += 1) {
        expect((await ask(PERSON.email, "copy")).statusCode).toBe(202);
      }
      await mailed(MY_DATA_CAPS.perAddress);
      expect(suite.sent).toHaveLength(MY_DATA_CAPS.perAddress);
      // No counter names the address.
      const keys = await suite.state().database.db.selectFrom("shared_limits").select("key").execute();
      expect(JSON.stringify(keys)).not.toContain("meera");
    });

    it("answers too many requests from one network with 429", async () => {
      const answers = [];
      for (let i = 0; i < MY_DATA_CAPS.perSender + 1; i += 1)
        answers.push((await ask(`p${i}@example.in`, "copy")).statusCode);
      expect(answers.at(-1)).toBe(429);
      expect(answers.slice(0, -1).every((status) => status === 202)).toBe(true);
    });

    it("confirms only with the button: opening the link changes nothing", async () => {
      await suite.insert(contact(PERSON.name, PERSON.email));
      await ask(PERSON.email, "correct", "My phone number is now +91 90000 00000");
      const token = await tokenFor(PERSON.email);
      const opened = await suite
        .state()
        .app.inject({ method: "GET", url: `${MY_DATA_CONFIRM_PATH}?token=${encodeURIComponent(token)}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain(`<form method="post" action="${MY_DATA_CONFIRM_PATH}">`);
      expect(await requests()).toEqual([]);
      expect((await press(token, "https://evil.example")).statusCode).toBe(403);
      expect(await requests()).toEqual([]);
      expect((await press(`${token}x`)).statusCode).toBe(400);

      const confirmed = await press(token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain("Request confirmed");
      expect((await press(token)).body).toContain("Already confirmed");
      const [item] = await requests();
      expect(item).toMatchObject({
        kind: "correct",
        status: "confirmed",
        email: PERSON.email,
        details: "My phone number is now +91 90000 00000",
        deadlineAt: "2027-02-20T10:00:00.000Z",
      });

      // Staff close it with what they did; the address and details leave the record.
      const done = await suite
        .as()
        .send("POST", `${DATA_REQUESTS_API_PATH}/${item?.id}/complete`, { outcome: "Phone corrected." });
      expect(done.statusCode).toBe(200);
      expect(await requests()).toMatchObject([
        { status: "completed", email: null, details: null, outcome: "Phone corrected.", completedBy: "Asha Verma" },
      ]);
    });

    it("a confirmed withdrawal of marketing consent takes the address off the newsletter at once", async () => {
      await subscribe(PERSON.email);
      await ask(PERSON.email, "withdraw-marketing");
      expect((await press(await tokenFor(PERSON.email))).body).toContain("Marketing stopped");
      // Off the list at once, as the unsubscribe link does; the purge removes the row later.
      expect(await suite.state().database.db.selectFrom("subscribers").select("unsubscribed_at").execute()).toEqual([
        { unsubscribed_at: expect.any(String) },
      ]);
      expect(await suite.state().app.subscribers.isOnList(PERSON.email)).toBe(false);
      expect(await requests()).toMatchObject([{ kind: "withdraw-marketing", status: "completed", email: null }]);
    });

    it("erasure: a copy first, then nothing of the address anywhere in the database, only a pseudonymous record", async () => {
      const lead = await suite.insert(contact(PERSON.name, PERSON.email));
      const other = await suite.insert(contact("Someone Else", "else@example.in"));
      await suite.as().send("POST", `/api/admin/submissions/${lead}/notes`, { body: "Called Meera, wants a quote." });
      await suite.as().send("PATCH", `/api/admin/submissions/${lead}`, { status: "contacted" });
      const { bookings, mails } = await bookCallWithMail(suite.state().database.db, lead, PERSON.email);
      await subscribe(PERSON.email);
      await ask(PERSON.email, "erase");
      await press(await tokenFor(PERSON.email));
      const [item] = await requests();
      const id = item?.id ?? 0;

      const copy = await suite.as().get(`${DATA_REQUESTS_API_PATH}/${id}/copy`);
      expect(copy.headers["content-disposition"]).toBe(`attachment; filename="data-request-${id}.json"`);
      expect(copy.json()).toMatchObject({
        email: PERSON.email,
        submissions: [{ id: lead, data: { fullName: PERSON.name, email: PERSON.email } }],
        notes: [{ body: "Called Meera, wants a quote." }],
        events: expect.arrayContaining([expect.objectContaining({ kind: "status" })]),
        subscriptions: [{ email: PERSON.email }],
        bookings: [
          { submission_id: lead, status: "rescheduled" },
          { submission_id: lead, status: "active" },
        ],
        mails: [{ lead_id: lead, message: { to: PERSON.email } }],
      });

      // The search finds the person before the erasure, so finding nothing after it means something.
      const before = await searchWholeDatabase(db(), dialect(), PERSON.email);
      expect(before.map((hit) => hit.table)).toEqual(
        expect.arrayContaining(["submissions", "subscribers", "data_requests"]),
      );
      expect((await searchWholeDatabase(db(), dialect(), PERSON.name)).length).toBeGreaterThan(0);

      // Staff may not erase; an owner does.
      await suite
        .state()
        .database.db.updateTable("admin_users")
        .set({ role: "staff" })
        .where("id", "=", suite.state().ravi.id)
        .execute();
      expect(
        (await suite.as(suite.state().ravi).send("POST", `${DATA_REQUESTS_API_PATH}/${id}/erase`)).statusCode,
      ).toBe(403);
      const erased = await suite.as().send("POST", `${DATA_REQUESTS_API_PATH}/${id}/erase`);
      expect(erased.json()).toMatchObject({
        counts: { submissions: 1, notes: 1, subscribers: 1, bookings: bookings.length, mails: mails.length },
      });
      // The booked time is free again: the same staff member and start can be booked anew.
      expect(await suite.state().database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
      await bookCallWithMail(suite.state().database.db, other, "else@example.in");

      for (const needle of [PERSON.email, PERSON.name, "Called Meera"]) {
        expect(await searchWholeDatabase(db(), dialect(), needle)).toEqual([]);
      }
      expect(await catalogueSize(db(), dialect())).toMatchObject({ tables: expect.any(Number) });
      expect((await catalogueSize(db(), dialect())).tables).toBeGreaterThan(15);
      // Someone else's lead is untouched; the request stays as a pseudonymous record.
      expect((await suite.as().get(`/api/admin/submissions/${other}`)).statusCode).toBe(200);
      const record = await suite.state().database.db.selectFrom("data_requests").selectAll().executeTakeFirstOrThrow();
      expect(record).toMatchObject({ kind: "erase", status: "completed", email: null, completed_by: "Asha Verma" });
      expect(record.email_hash).toMatch(/^[\w-]{43}$/);
      expect(record.outcome).toMatch(/^Erased 1 submission\(s\), 1 note\(s\)/);
      const audit = await suite
        .state()
        .database.db.selectFrom("audit_log")
        .select(["action", "target"])
        .where("action", "=", "data-request.erased")
        .execute();
      expect(audit).toEqual([{ action: "data-request.erased", target: `Data request #${id}` }]);
      // Closed: nothing more can be done with it.
      expect((await suite.as().get(`${DATA_REQUESTS_API_PATH}/${id}/copy`)).statusCode).toBe(404);
    });
  });
}
