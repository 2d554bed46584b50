import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TimelineEvent } from "#contracts/leads/lead-desk.ts";
import { DEFAULT_REPLY_TEMPLATES, type ReplyTemplatesAnswer } from "#contracts/leads/reply-templates.ts";
import { createAdmin } from "#server/auth/admin-users.ts";
import type { MailMessage } from "#server/platform/mail.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { ADMIN, ORIGIN, sessionCookie, signIn } from "#server/test-support/admin-app.ts";
import { audit, postSubmission, tokenFor } from "#server/test-support/audit-request.ts";
import { contact, quote } from "#server/test-support/leads-api.ts";
import { createTestApp, TEST_MAIL_CONFIG, type TestApp } from "#server/test-support/test-app.ts";
import { firstName, INSTANT_REPLY_CAPS } from "./instant-reply.ts";

// The instant reply on the real app: queued in the outbox with each stored lead, sent by the
// worker, capped per address and network, shown on the lead's timeline; the owner's templates.

const UNLIMITED_IP = "10.89.0.1";
const NOW = new Date("2026-11-27T05:00:00.000Z"); // Friday 10:30 AM in New Delhi

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`instant reply (${name})`, () => {
    let t: TestApp;
    let cookie: string;
    const sent: MailMessage[] = [];
    let failing = false;

    beforeAll(async () => {
      t = await createTestApp(await target(), {
        now: () => NOW,
        // One address the route's per-minute limit lets through, to reach the replies' own caps.
        config: { ...TEST_MAIL_CONFIG, production: false, demoMode: false, rateLimitAllowList: [UNLIMITED_IP] },
        loadMailTransport: async () => ({
          send: async (message) => {
            if (failing) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
            sent.push(message);
          },
        }),
      });
      await createAdmin(t.database.db, ADMIN.username, ADMIN.password, NOW);
      cookie = sessionCookie(await signIn(t.app));
    });
    afterAll(async () => t?.close());
    afterEach(async () => {
      await t.app.mailOutbox.runOnce();
      failing = false;
      sent.length = 0;
      for (const table of ["mail_outbox", "submissions", "shared_limits"] as const)
        await t.database.db.deleteFrom(table).execute();
      await t.database.db.deleteFrom("admin_settings").execute();
    });

    const admin = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } });
    const outbox = () => t.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    /** The staff e-mail is queued after the answer, in the background. */
    const staffMailQueued = () =>
      vi.waitFor(async () => expect((await outbox()).map((row) => row.kind)).toContain("staff-notification"));
    const replies = async () => (await outbox()).filter((row) => row.kind === "instant-reply");

    it("queues the visitor's reply with the lead, and the worker sends it with the booking link", async () => {
      const answer = await postSubmission(t.app, { type: "quote", data: quote });
      expect(answer.statusCode).toBe(201);
      await staffMailQueued();
      const { id } = answer.json<{ id: number }>();
      // Queued before the answer: the row is there already.
      const [reply] = await replies();
      // Queued, or already taken by the worker the enqueue woke.
      expect(reply?.lead_id).toBe(id);
      await t.app.mailOutbox.runOnce();

      const mail = sent.find((message) => message.to === quote.email);
      expect(mail?.from).toBe(TEST_MAIL_CONFIG.smtp.notifyEmail);
      expect(mail?.subject).toBe(DEFAULT_REPLY_TEMPLATES.quote.subject);
      expect(mail?.text).toContain("Hello Rohit,");
      expect(mail?.text).toContain("https://crestline.example/book");
      expect(mail?.text).toContain("call you today before 6:00 PM India time");
      expect(mail?.text).toContain("Monday to Friday 9:00 AM to 6:00 PM");
      // The staff e-mail goes through the outbox too.
      const kinds = (await outbox()).map((row) => [row.kind, row.state]);
      expect(kinds).toEqual(
        expect.arrayContaining([
          ["instant-reply", "sent"],
          ["staff-notification", "sent"],
        ]),
      );
      expect(sent.some((message) => message.to === TEST_MAIL_CONFIG.smtp.notifyEmail)).toBe(true);
    });

    it("shows each mail's state on the lead's timeline: queued with the reason, then sent", async () => {
      failing = true;
      const { id } = (await postSubmission(t.app, { type: "contact", data: contact })).json<{ id: number }>();
      await staffMailQueued();
      await t.app.mailOutbox.runOnce();
      const mails = async () =>
        (await admin("GET", `/api/admin/submissions/${id}/timeline`))
          .json<TimelineEvent[]>()
          .filter((event) => event.kind === "mail");
      expect(await mails()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            mailKind: "instant-reply",
            to: "asha@example.in",
            state: "queued",
            attempts: 1,
            lastError: "connect ECONNREFUSED 127.0.0.1:25",
          }),
        ]),
      );
      // The retry is due later: move the rows' time back instead of waiting.
      failing = false;
      await t.database.db.updateTable("mail_outbox").set({ next_attempt_at: NOW.toISOString() }).execute();
      await t.app.mailOutbox.runOnce();
      const after = await mails();
      expect(after.map((event) => event.kind === "mail" && [event.mailKind, event.state, event.attempts])).toEqual([
        ["instant-reply", "sent", 2],
        ["staff-notification", "sent", 2],
      ]);
      // Deleting the lead deletes its mails (they hold the address).
      await t.app.submissions.delete(id);
      expect(await outbox()).toEqual([]);
    });

    it("sends one address at most its daily cap of replies, however often the form is sent", async () => {
      for (let n = 0; n < INSTANT_REPLY_CAPS.perRecipient + 2; n += 1) {
        expect((await postSubmission(t.app, { type: "contact", data: contact })).statusCode).toBe(201);
      }
      expect(await replies()).toHaveLength(INSTANT_REPLY_CAPS.perRecipient);
      // Every lead is stored, and staff hear of each.
      await vi.waitFor(async () => {
        const staff = (await outbox()).filter((row) => row.kind === "staff-notification");
        expect(staff).toHaveLength(INSTANT_REPLY_CAPS.perRecipient + 2);
      });
    });

    it("sends one network's forms at most its daily cap of replies, to whatever addresses", async () => {
      for (let n = 0; n < INSTANT_REPLY_CAPS.perSender + 2; n += 1) {
        const data = { ...contact, email: `person${n}@example.in` };
        expect((await postSubmission(t.app, { type: "contact", data }, UNLIMITED_IP)).statusCode).toBe(201);
      }
      expect(await replies()).toHaveLength(INSTANT_REPLY_CAPS.perSender);
    });

    it("answers an audit request with its report only; an unverified one gets the reply instead", async () => {
      const token = await tokenFor(t.app, undefined, NOW);
      await postSubmission(t.app, { type: "audit", data: audit, reportToken: token });
      await t.app.mailOutbox.runOnce();
      expect(sent.filter((message) => message.to === audit.email).map((message) => message.subject)).toEqual([
        "Your SEO audit of shop.example.in: 62/100",
      ]);
      expect(await replies()).toEqual([]);

      await postSubmission(t.app, { type: "audit", data: { ...audit, email: "other@example.in" } });
      expect((await replies()).map((row) => JSON.parse(row.message).to)).toEqual(["other@example.in"]);
      // The same address again today: the report's cap stops the report, and no reply goes either.
      const again = await postSubmission(t.app, { type: "audit", data: audit, reportToken: token });
      expect(again.json()).toMatchObject({ reportEmailed: false });
      expect(await replies()).toHaveLength(1);
    });

    it("lets the owner edit a template, refuses an unknown placeholder, and uses the saved one", async () => {
      const list = (await admin("GET", "/api/admin/reply-templates")).json<ReplyTemplatesAnswer>();
      expect(list).toMatchObject({ mailOn: true, bookingLink: "https://crestline.example/book" });
      expect(list.templates.map((entry) => [entry.type, entry.custom])).toEqual([
        ["contact", false],
        ["quote", false],
        ["application", false],
        ["audit", false],
      ]);

      const bad = await admin("PUT", "/api/admin/reply-templates/contact", { subject: "Hi {nmae}", body: "Hello" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toContain("{nmae}");
      expect((await admin("PUT", "/api/admin/reply-templates/booking", { subject: "a", body: "b" })).statusCode).toBe(
        404,
      );

      const template = { subject: "Got it, {name}", body: "We call {callTime}. Book: {bookingLink}" };
      const saved = await admin("PUT", "/api/admin/reply-templates/contact", template);
      expect(saved.json()).toEqual({ type: "contact", ...template, custom: true });
      await postSubmission(t.app, { type: "contact", data: contact });
      const [row] = await replies();
      expect(JSON.parse(row?.message ?? "{}")).toMatchObject({
        subject: "Got it, Asha",
        text: "We call today before 6:00 PM India time. Book: https://crestline.example/book",
      });
      const log = await t.database.db.selectFrom("audit_log").select(["action", "target"]).execute();
      expect(log).toContainEqual({ action: "reply-template.updated", target: "Reply template: contact" });

      const reset = await admin("DELETE", "/api/admin/reply-templates/contact");
      expect(reset.json()).toMatchObject({ custom: false, subject: DEFAULT_REPLY_TEMPLATES.contact.subject });
    });

    it("keeps the templates to the owner", async () => {
      await createAdmin(t.database.db, "priya", "staff password 1", NOW, { role: "staff", displayName: "Priya" });
      const staff = sessionCookie(await signIn(t.app, { username: "priya", password: "staff password 1" }));
      const headers = { cookie: staff, origin: ORIGIN };
      expect((await t.app.inject({ method: "GET", url: "/api/admin/reply-templates", headers })).statusCode).toBe(403);
      const put = await t.app.inject({
        method: "PUT",
        url: "/api/admin/reply-templates/contact",
        headers,
        payload: { subject: "x", body: "y" },
      });
      expect(put.statusCode).toBe(403);
    });
  });
}

describe("instant reply without mail settings", () => {
  it("stores the lead, queues nothing and tells the admin mail is off", async () => {
    const t = await createTestApp(undefined, { config: { smtp: null, production: false, demoMode: false } });
    try {
      await createAdmin(t.database.db, ADMIN.username, ADMIN.password, new Date());
      const cookie = sessionCookie(await signIn(t.app));
      expect((await postSubmission(t.app, { type: "quote", data: quote })).statusCode).toBe(201);
      expect(await t.database.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
      const list = await t.app.inject({ url: "/api/admin/reply-templates", headers: { cookie, origin: ORIGIN } });
      expect(list.json()).toMatchObject({ mailOn: false });
    } finally {
      await t.close();
    }
  });
});

describe("firstName", () => {
  it("keeps a first name made of letters, and nothing a sender could use as a link", () => {
    expect(firstName("  Asha   Verma ")).toBe("Asha");
    expect(firstName("Zoë-Anne O'Brien")).toBe("Zoë-Anne");
    expect(firstName("अनन्या शर्मा")).toBe("अनन्या");
    expect(firstName("https://spam.example/win Bob")).toBe("httpsspamexamplewin");
    expect(firstName("1234")).toBe("there");
    expect(firstName(undefined)).toBe("there");
  });
});
