import { beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  type AdminSubmission,
  MSG_REPLY_NO_EMAIL,
  MSG_REPLY_NO_SMTP,
  type TimelineEvent,
} from "#contracts/leads/lead-desk.ts";
import { type AppDatabase } from "#server/platform/db/database.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { CSV_DESK_AND_SOURCE_COLUMNS, ORIGIN } from "#server/test-support/admin-app.ts";
import { contact, leadDeskSuite, NOW, type Staff } from "#server/test-support/lead-desk-app.ts";

// The lead desk's replies through a fake mail transport, the CSV's columns, and deletion.

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`lead desk API on ${name}`, () => {
    const { state, sent, refuseMailWith, insert, as } = leadDeskSuite(target);
    let app: FastifyInstance;
    let plain: FastifyInstance;
    let database: AppDatabase;
    let asha: Staff;
    let ravi: Staff;
    beforeAll(() => {
      ({ app, plain, database, asha, ravi } = state());
    });

    it("queues a reply in the mail outbox and records it; 409 without SMTP, 422 without an address", async () => {
      const id = await insert(contact("Asha", "asha@example.com"));
      const url = `/api/admin/submissions/${id}/reply`;
      const response = await as().send("POST", url, { subject: "Your quote", body: "Hello Asha,\nhere it is." });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ queued: true });
      await app.mailOutbox.runOnce();
      expect(sent).toEqual([
        {
          from: "team@crestline.example",
          to: "asha@example.com",
          subject: "Your quote",
          text: "Hello Asha,\nhere it is.",
        },
      ]);
      const timeline = (await as().get(`/api/admin/submissions/${id}/timeline`)).json<TimelineEvent[]>();
      expect(timeline).toContainEqual(expect.objectContaining({ kind: "first-response", via: "email" }));
      expect(timeline).toContainEqual({
        kind: "email",
        at: NOW,
        actor: { id: asha.id, displayName: "Asha Verma" },
        to: "asha@example.com",
        subject: "Your quote",
      });
      expect(timeline).toContainEqual(
        expect.objectContaining({ kind: "mail", mailKind: "reply", subject: "Your quote", state: "sent" }),
      );

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

      // A mail server that refuses does not fail the desk: the reply waits in the outbox.
      refuseMailWith(new Error("550 mailbox unavailable"));
      const refused = await as().send("POST", url, { subject: "Again", body: "Hello" });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ queued: true });
      await app.mailOutbox.runOnce();
      const waiting = (await as().get(`/api/admin/submissions/${id}/timeline`)).json<TimelineEvent[]>();
      expect(waiting).toContainEqual(
        expect.objectContaining({ kind: "mail", mailKind: "reply", subject: "Again", state: "queued" }),
      );
      const again = waiting.find((event) => event.kind === "mail" && event.subject === "Again");
      expect(again?.kind === "mail" && again.lastError).toContain("550 mailbox unavailable");

      for (const payload of [{ subject: "Two\nlines", body: "x" }, { subject: "Hi" }, { subject: "", body: "x" }]) {
        const bad = await as().send("POST", url, payload);
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(bad.json().error).toMatch(/\w/);
      }
      expect(
        (await as().send("POST", "/api/admin/submissions/999999/reply", { subject: "a", body: "b" })).statusCode,
      ).toBe(404);
      expect(sent).toHaveLength(1);
      const mails = await database.db.selectFrom("mail_outbox").select("kind").where("lead_id", "=", id).execute();
      expect(mails.map((row) => row.kind)).toEqual(["reply", "reply"]);
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
          CSV_DESK_AND_SOURCE_COLUMNS,
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
        "toolContext",
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
      expect(dataOf(await headerOf("booking"))).toEqual([
        "fullName",
        "email",
        "contactNumber",
        "contactNumberE164",
        "callStart",
        "callWith",
      ]);
      // Every type's fields once: the 23 of the forms (with the tool context) and the booking's call and staff member.
      expect(dataOf(await headerOf("all"))).toHaveLength(25);

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
