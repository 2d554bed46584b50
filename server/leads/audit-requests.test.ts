import { afterEach, describe, expect, it } from "vitest";
import type { AdminStats, AdminSubmission, SubmissionPage } from "#contracts/leads/lead-desk.ts";
import { HONEYPOT_FIELD } from "#contracts/leads/form-constants.ts";
import { MSG_AUDIT_REPORT_REFUSED } from "#contracts/leads/forms.ts";
import { type AdminTestApp, signedInAdminSuite } from "#server/test-support/admin-app.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { formatAuditReportEmail } from "./notifier.ts";
import { audit, auditFacts, postSubmission as post, tokenFor } from "#server/test-support/audit-request.ts";

// The SEO audit's 'E-mail me this report': POST /api/submissions with type audit, stored like
// every lead, shown to staff under the Audit filter, and e-mailed to the visitor only for an
// audit this server ran (the audit's signed reportToken), one report per address a day and
// within the daily caps. The answer's reportEmailed says whether it went, reportNotSent why not.

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`audit requests on ${name}, without mail settings`, () => {
    let t: AdminTestApp;
    let cookie: string;
    signedInAdminSuite(target, {}, (ready, owner) => {
      [t, cookie] = [ready, owner];
    });
    afterEach(async () => {
      await t.database.db.deleteFrom("submissions").execute();
    });
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

    it("stores the lead with its token's facts and answers 201 with reportEmailed false: the team sends the report", async () => {
      const reportToken = await tokenFor(t.app, auditFacts, t.clock.now());
      const response = await post(t.app, { type: "audit", data: { ...audit, fullName: " Kavya Rao " }, reportToken });
      expect(response.statusCode).toBe(201);
      const answer = response.json<{ id: number; reportEmailed: boolean }>();
      expect(answer).toEqual({ id: expect.any(Number), reportEmailed: false });
      const rows = await t.database.db.selectFrom("submissions").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: answer.id, type: "audit", read_at: null });
      expect(JSON.parse(rows[0]!.data)).toEqual({ ...audit, auditVerified: true });
    });

    it("stores the URL, score and counts the token names, not those the request claims", async () => {
      const reportToken = await tokenFor(t.app, auditFacts, t.clock.now());
      const claimed = { auditedUrl: "https://phish.example/login", auditScore: 100, criticalCount: 0, warningCount: 0 };
      const response = await post(t.app, { type: "audit", data: { ...audit, ...claimed }, reportToken });
      expect(response.statusCode).toBe(201);
      const row = await t.database.db.selectFrom("submissions").select("data").executeTakeFirstOrThrow();
      expect(JSON.parse(row.data)).toMatchObject({
        auditedUrl: "https://shop.example.in/",
        auditScore: 62,
        criticalCount: 2,
        warningCount: 3,
        passedCount: 27,
        auditVerified: true,
      });
    });

    it("stores a request without a token as sent, marked unverified, and the answer says why no report goes", async () => {
      const response = await post(t.app, { type: "audit", data: audit });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        reportEmailed: false,
        reportNotSent: MSG_AUDIT_REPORT_REFUSED.missing,
      });
      const row = await t.database.db.selectFrom("submissions").select("data").executeTakeFirstOrThrow();
      expect(JSON.parse(row.data)).toEqual({ ...audit, auditVerified: false });
      // Claiming to be verified changes nothing.
      await post(t.app, { type: "audit", data: { ...audit, auditVerified: true } });
      const rows = await t.database.db.selectFrom("submissions").select("data").orderBy("id").execute();
      expect(JSON.parse(rows[1]!.data)).toMatchObject({ auditVerified: false });
    });

    it("answers 400 with field messages to a bad score, count or URL, and stores nothing", async () => {
      const bad = await post(t.app, {
        type: "audit",
        data: { ...audit, auditScore: 101, criticalCount: -1, auditedUrl: "javascript:alert(1)" },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: "Please check the highlighted fields.",
        fields: {
          auditedUrl: "The audited URL must start with http:// or https://",
          auditScore: "The audit score must be a whole number from 0 to 100.",
          criticalCount: "The issue counts must be whole numbers.",
        },
      });
      expect((await post(t.app, { type: "audit", data: { ...audit, auditScore: "62" } })).statusCode).toBe(400);
      expect((await post(t.app, { type: "audit", data: { ...audit, email: "kavya@" } })).json().fields).toEqual({
        email: "Please enter a valid email address.",
      });
      expect(await t.database.db.selectFrom("submissions").selectAll().execute()).toEqual([]);
    });

    it("gives a filled honeypot the usual answer and stores nothing", async () => {
      const reportToken = await tokenFor(t.app, auditFacts, t.clock.now());
      const response = await post(t.app, { type: "audit", data: audit, reportToken, [HONEYPOT_FIELD]: "x" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), reportEmailed: false });
      const forged = await post(t.app, { type: "audit", data: audit, [HONEYPOT_FIELD]: "x" });
      expect(forged.json()).toEqual({
        id: expect.any(Number),
        reportEmailed: false,
        reportNotSent: MSG_AUDIT_REPORT_REFUSED.missing,
      });
      expect(await t.database.db.selectFrom("submissions").selectAll().execute()).toEqual([]);
    });

    it("shows staff the lead under ?type=audit, counts it, finds it by name and exports its fields", async () => {
      const reportToken = await tokenFor(t.app, auditFacts, t.clock.now());
      const { id } = (await post(t.app, { type: "audit", data: audit, reportToken })).json<{ id: number }>();
      await post(t.app, {
        type: "contact",
        data: { fullName: "Asha", contactNumber: "+91 98765 43210", email: "a@example.in", message: "Hi" },
      });

      const audits = (await get("/api/admin/submissions?type=audit")).json<SubmissionPage>();
      expect(audits.items.map((item) => [item.id, item.type])).toEqual([[id, "audit"]]);
      expect(audits.items[0]!.data).toEqual({ ...audit, auditVerified: true });
      expect((await get("/api/admin/submissions")).json<SubmissionPage>().items).toHaveLength(2);
      const found = (await get("/api/admin/submissions?q=kavya")).json<SubmissionPage>();
      expect(found.items.map((item) => item.id)).toEqual([id]);
      expect((await get(`/api/admin/submissions/${id}`)).json<AdminSubmission>().data.auditScore).toBe(62);

      expect((await get("/api/admin/stats")).json<AdminStats>()).toMatchObject({
        total: 2,
        contactForms: 1,
        auditRequests: 1,
      });

      const json = JSON.parse((await get("/api/admin/submissions/export?format=json&type=audit")).body);
      expect(json).toEqual([expect.objectContaining({ id, type: "audit", data: { ...audit, auditVerified: true } })]);
      const csv = (await get("/api/admin/submissions/export?format=csv&type=audit")).body.replace(/^\uFEFF/, "");
      const [header, row] = csv.split("\r\n");
      const columns = header!.split(",");
      const cells = row!.split(",");
      const cell = (column: string) => cells[columns.indexOf(column)];
      expect(cell("type")).toBe("audit");
      expect(cell("auditedUrl")).toBe("https://shop.example.in/");
      expect(cell("auditScore")).toBe("62");
      expect([cell("criticalCount"), cell("warningCount"), cell("passedCount")]).toEqual(["2", "3", "27"]);
      expect(cell("criticalIssues")).toBe("Page title; Indexable");
      expect(cell("other")).toBe('"{""auditVerified"":true}"');
    });
  });
}

describe("the visitor's report e-mail", () => {
  const lead = (data: Record<string, unknown>) => ({ id: 1, type: "audit" as const, data, createdAt: new Date(0) });

  it("names only the audit's own issue titles and never the name typed into the form", () => {
    const mail = formatAuditReportEmail(
      lead({
        ...audit,
        fullName: "Win a prize at http://spam.example",
        criticalIssues: ["Page title", "Cheap pills at http://spam.example"],
        warningIssues: [],
      }),
      "team@crestline.example",
    );
    expect(mail.text).toContain("- Page title");
    expect(mail.text).not.toContain("spam.example");
    expect(mail.text).not.toContain("Warnings:\n");
  });

  it("has a friendly line when nothing failed", () => {
    const mail = formatAuditReportEmail(
      lead({ ...audit, auditScore: 100, criticalCount: 0, warningCount: 0, criticalIssues: [], warningIssues: [] }),
      "team@crestline.example",
    );
    expect(mail.subject).toBe("Your SEO audit of shop.example.in: 100/100");
    expect(mail.text).toContain("Overall score: 100/100 (Good)");
    expect(mail.text).toContain("Want more traffic from search?");
    expect(mail.text).not.toContain("Critical issues:\n");
  });
});
