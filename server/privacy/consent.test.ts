import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contracts/leads/form-constants.ts";
import { NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { application, contact, LEADS_NOW, leadsApi, type PostOptions, quote } from "#server/test-support/leads-api.ts";

// Each stored submission and subscriber records its consent (contracts/privacy/notice.ts): the
// notice version, the purposes agreed (marketing only when its box was ticked), time and form.

const audit = {
  fullName: "Kiran Rao",
  email: "Kiran@Example.com",
  auditedUrl: "https://kiran.example.com/",
  auditScore: 71,
  criticalCount: 1,
  warningCount: 2,
  passedCount: 30,
};

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`consent records on ${name}`, () => {
    const api = leadsApi(target);
    const { post, submissions } = api;
    const consents = () => api.db().selectFrom("consent_records").selectAll().orderBy("id").execute();
    const postForm = (fields: Record<string, string>, options: PostOptions = {}) =>
      post("/forms/submissions", null, {
        contentType: "application/x-www-form-urlencoded",
        raw: new URLSearchParams(fields).toString(),
        ...options,
      });

    it("stores a consent with every submission: the form's purpose, marketing only when ticked", async () => {
      const sent = [
        { type: "contact", data: contact },
        { type: "quote", data: { ...quote, marketingConsent: true } },
        { type: "quote", data: { ...quote, source: "home", marketingConsent: false } },
        { type: "application", data: { ...application, marketingConsent: true } },
        { type: "audit", data: audit },
      ];
      const ids: number[] = [];
      for (const body of sent) {
        const response = await post("/api/submissions", body);
        expect(response.statusCode).toBe(201);
        ids.push(response.json<{ id: number }>().id);
      }
      const rows = await consents();
      expect(rows.map(({ subject, subject_id, form, purposes }) => ({ subject, subject_id, form, purposes }))).toEqual([
        { subject: "submission", subject_id: ids[0], form: "contact", purposes: '["reply"]' },
        { subject: "submission", subject_id: ids[1], form: "quote", purposes: '["reply","marketing"]' },
        { subject: "submission", subject_id: ids[2], form: "home-quote", purposes: '["reply"]' },
        { subject: "submission", subject_id: ids[3], form: "application", purposes: '["reply","marketing"]' },
        { subject: "submission", subject_id: ids[4], form: "audit-report", purposes: '["reply"]' },
      ]);
      for (const row of rows) {
        expect(row).toMatchObject({ notice_version: NOTICE_VERSION, created_at: LEADS_NOW.toISOString() });
        expect(row.withdrawn_at).toBeNull();
      }
      expect(rows.map((row) => row.email)).toEqual([
        "asha@example.in",
        "rohit@example.com",
        "rohit@example.com",
        "neha@example.com",
        "kiran@example.com",
      ]);
      // The box is the consent's, not one of the lead's fields.
      for (const row of await submissions()) expect(JSON.parse(row.data)).not.toHaveProperty("marketingConsent");
    });

    it("reads the box of a form sent without JavaScript: ticked is 'on', unticked is missing", async () => {
      const fields = { type: "contact", ...contact, [HONEYPOT_FIELD]: "" };
      expect((await postForm({ ...fields, marketingConsent: "on" })).statusCode).toBe(303);
      expect((await postForm(fields)).statusCode).toBe(303);
      expect((await consents()).map((row) => row.purposes)).toEqual(['["reply","marketing"]', '["reply"]']);
    });

    it("refuses a consent value that is neither true, false nor 'on' (400, with the reason), storing nothing", async () => {
      for (const marketingConsent of ["yes", "true", 1, null, ["on"], {}]) {
        const response = await post("/api/submissions", { type: "contact", data: { ...contact, marketingConsent } });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({
          marketingConsent: "Please tick the news and offers box, or leave it empty.",
        });
      }
      const page = await postForm({
        type: "quote",
        source: "quote-page",
        ...quote,
        platforms: "SEO",
        marketingConsent: "1",
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain("News and offers");
      expect(await submissions()).toEqual([]);
      expect(await consents()).toEqual([]);
    });

    it("records nothing for a bot's submission (honeypot filled)", async () => {
      const response = await post("/api/submissions", { type: "contact", data: contact, [HONEYPOT_FIELD]: "x" });
      expect(response.statusCode).toBe(201);
      expect(await consents()).toEqual([]);
    });

    it("gives each lead of a group commit its own consent, sent at once", async () => {
      const count = 40;
      const answers = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          post("/api/submissions", {
            type: "contact",
            data: { ...contact, email: `lead${index}@example.com`, marketingConsent: index % 3 === 0 },
          }),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
      const byId = new Map((await submissions()).map((row) => [row.id, JSON.parse(row.data).email as string]));
      const rows = await consents();
      expect(rows).toHaveLength(count);
      for (const row of rows) {
        expect(row.email).toBe(byId.get(row.subject_id));
        const index = Number(/lead(\d+)@/.exec(row.email)![1]);
        expect(row.purposes).toBe(index % 3 === 0 ? '["reply","marketing"]' : '["reply"]');
      }
    });
  });
}
