import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminStats, AdminSubmission, SubmissionPage } from "#contracts/admin.ts";
import { HONEYPOT_FIELD } from "#contracts/form-constants.ts";
import { type AdminTestApp, createAdminTestApp, signedInCookie } from "#server/admin/test-support.ts";
import { type AppDatabase, openDatabase } from "#server/db/database.ts";
import { databaseTargets } from "#server/db/test-support/databases.ts";
import { repositories } from "#server/plugins/repositories.ts";
import { createSmtpNotifier, formatAuditReportEmail, type MailMessage, type MailTransport } from "./notifier.ts";
import { leadsRoutes } from "./routes.ts";

// The SEO audit's 'E-mail me this report': POST /api/submissions with type audit, stored like
// every lead, shown to staff under the Audit filter, and e-mailed to the visitor only when the
// server can send mail (the answer's reportEmailed says which).

const audit = {
  fullName: "Kavya Rao",
  email: "kavya@example.in",
  auditedUrl: "https://shop.example.in/",
  auditScore: 62,
  criticalCount: 2,
  warningCount: 3,
  passedCount: 27,
  criticalIssues: ["Page title", "Indexable"],
  warningIssues: ["Meta description", "Open Graph tags", "HSTS header"],
};

let ipCounter = 0;
const nextIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

function post(app: FastifyInstance, body: unknown) {
  return app.inject({
    method: "POST",
    url: "/api/submissions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
    remoteAddress: nextIp(),
  });
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`audit requests on ${name}, without mail settings`, () => {
    let t: AdminTestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createAdminTestApp(await target());
      cookie = await signedInCookie(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });
    afterEach(async () => {
      await t.database.db.deleteFrom("submissions").execute();
    });
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

    it("stores the lead and answers 201 with reportEmailed false: the team sends the report", async () => {
      const response = await post(t.app, { type: "audit", data: { ...audit, fullName: " Kavya Rao " } });
      expect(response.statusCode).toBe(201);
      const answer = response.json<{ id: number; reportEmailed: boolean }>();
      expect(answer).toEqual({ id: expect.any(Number), reportEmailed: false });
      const rows = await t.database.db.selectFrom("submissions").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: answer.id, type: "audit", read_at: null });
      expect(JSON.parse(rows[0]!.data)).toEqual(audit);
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
      const response = await post(t.app, { type: "audit", data: audit, [HONEYPOT_FIELD]: "x" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), reportEmailed: false });
      expect(await t.database.db.selectFrom("submissions").selectAll().execute()).toEqual([]);
    });

    it("shows staff the lead under ?type=audit, counts it, finds it by name and exports its fields", async () => {
      const { id } = (await post(t.app, { type: "audit", data: audit })).json<{ id: number }>();
      await post(t.app, {
        type: "contact",
        data: { fullName: "Asha", contactNumber: "+91 98765 43210", email: "a@example.in", message: "Hi" },
      });

      const audits = (await get("/api/admin/submissions?type=audit")).json<SubmissionPage>();
      expect(audits.items.map((item) => [item.id, item.type])).toEqual([[id, "audit"]]);
      expect(audits.items[0]!.data).toEqual(audit);
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
      expect(json).toEqual([expect.objectContaining({ id, type: "audit", data: audit })]);
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
      expect(cell("other")).toBe("");
    });
  });
}

describe("audit requests with mail settings (a fake transport)", () => {
  const smtp = { url: "smtp://mail.example:587", notifyEmail: "team@crestline.example" };
  let app: FastifyInstance | undefined;
  let database: AppDatabase | undefined;

  afterEach(async () => {
    await app?.close();
    await database?.close();
    app = undefined;
    database = undefined;
  });

  /** The leads routes with the real SMTP notifier over the given transport. */
  async function appWith(transport: MailTransport, auditReportTimeoutMs?: number) {
    database = await openDatabase({ dialect: "sqlite", filename: ":memory:" });
    app = Fastify({ bodyLimit: 32 * 1024 });
    await app.register(fastifyRateLimit, { global: false });
    await app.register(repositories, { database });
    const notifier = createSmtpNotifier(smtp, app.log, async () => transport);
    await app.register(leadsRoutes, { notifier, auditReportTimeoutMs });
    await app.ready();
    return { app, database };
  }

  it("e-mails the visitor the report summary before answering reportEmailed true; staff get the usual e-mail", async () => {
    const sent: MailMessage[] = [];
    const { app, database } = await appWith({ send: async (message) => void sent.push(message) });
    const response = await post(app, { type: "audit", data: audit });
    expect(response.statusCode).toBe(201);
    const { id, reportEmailed } = response.json<{ id: number; reportEmailed: boolean }>();
    expect(reportEmailed).toBe(true);
    expect(await database.db.selectFrom("submissions").select("id").execute()).toEqual([{ id }]);

    // The visitor's mail went out before the answer; the staff mail follows in the background.
    expect(sent[0]).toMatchObject({
      from: "team@crestline.example",
      to: "kavya@example.in",
      subject: "Your SEO audit of shop.example.in: 62/100",
    });
    const text = sent[0]!.text;
    for (const line of [
      "Page: https://shop.example.in/",
      "Overall score: 62/100 (Poor)",
      "Critical issues: 2",
      "Warnings: 3",
      "Passed checks: 27",
      "- Page title",
      "- Indexable",
      "- Meta description",
      "- HSTS header",
    ]) {
      expect(text).toContain(line);
    }
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      to: "team@crestline.example",
      subject: "SEO audit report request from Kavya Rao",
    });
    expect(sent[1]!.text).toContain(`SEO audit report request #${id}`);
    expect(sent[1]!.text).toContain("Audited URL: https://shop.example.in/");
    expect(sent[1]!.text).toContain("Audit score: 62");
    expect(sent[1]!.text).toContain("The report summary was e-mailed to the visitor.");
  });

  it("answers reportEmailed false when the mail server refuses, keeps the lead and tells staff to send it", async () => {
    const sent: MailMessage[] = [];
    const { app, database } = await appWith({
      send: async (message) => {
        if (message.to === "kavya@example.in") throw new Error("550 mailbox unavailable");
        sent.push(message);
      },
    });
    const response = await post(app, { type: "audit", data: audit });
    expect(response.statusCode).toBe(201);
    expect(response.json().reportEmailed).toBe(false);
    expect(await database.db.selectFrom("submissions").selectAll().execute()).toHaveLength(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.text).toContain("could NOT be e-mailed to the visitor");
  });

  it("does not wait past its limit for a mail server that never answers", async () => {
    const { app } = await appWith({ send: () => new Promise(() => {}) }, 50);
    const started = performance.now();
    const response = await post(app, { type: "audit", data: audit });
    expect(response.statusCode).toBe(201);
    expect(response.json().reportEmailed).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("sends nothing to the visitor for other lead types, and answers them as before", async () => {
    const sent: MailMessage[] = [];
    const { app } = await appWith({ send: async (message) => void sent.push(message) });
    const response = await post(app, {
      type: "contact",
      data: { fullName: "Asha", contactNumber: "+91 98765 43210", email: "a@example.in", message: "Hi" },
    });
    expect(response.json()).toEqual({ id: expect.any(Number) });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.to).toBe("team@crestline.example");
  });
});

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
