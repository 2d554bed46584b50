import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MSG_AUDIT_REPORT_REFUSED } from "#contracts/leads/forms.ts";
import type { SeoAuditResult } from "#contracts/seo-audit/audit.ts";
import { type AppDatabase, openDatabase } from "#server/platform/db/database.ts";
import { repositories } from "#server/repositories.ts";
import { seoAuditRoutes } from "#server/seo-audit/routes.ts";
import { fakeTimeouts, settledWithoutTime, until, watched } from "#server/test-support/fake-timeouts.ts";
import { BAD_HTML, startTestServer, type TestServer } from "#server/seo-audit/seo-audit-test-support.ts";
import { createSmtpNotifier } from "./notifier.ts";
import { type MailMessage, type MailTransport } from "../platform/mail.ts";
import type { ReportCaps } from "./report-sends.ts";
import { leadsRoutes } from "./routes.ts";
import { audit, auditFacts, postSubmission as post, tokenFor } from "#server/test-support/audit-request.ts";

// "E-mail me this report" with mail settings: the real SMTP notifier over a fake transport,
// the report caps, and the time limit on a mail server that never answers.

describe("audit requests with mail settings (a fake transport)", () => {
  const smtp = { url: "smtp://mail.example:587", notifyEmail: "team@crestline.example" };
  let app: FastifyInstance | undefined;
  let database: AppDatabase | undefined;
  let site: TestServer;
  let clock = new Date();

  beforeAll(async () => {
    site = await startTestServer((req, res) => {
      if (req.url === "/bad") res.writeHead(200, { "content-type": "text/html" }).end(BAD_HTML);
      else res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    });
  });
  afterAll(async () => {
    await site.close();
  });
  afterEach(async () => {
    await app?.close();
    await database?.close();
    app = undefined;
    database = undefined;
  });

  interface AppOptions {
    auditReportTimeoutMs?: number;
    auditReportCaps?: ReportCaps;
    /** A database file (instances and restarts share it); in memory by default. */
    filename?: string;
  }

  /** The leads and SEO audit routes with the real SMTP notifier over the given transport. */
  async function appWith(transport: MailTransport, options: AppOptions = {}) {
    clock = new Date();
    const db = await openDatabase({ dialect: "sqlite", filename: options.filename ?? ":memory:" });
    const instance = Fastify({ bodyLimit: 32 * 1024 });
    await instance.register(fastifyRateLimit, { global: false });
    await instance.register(repositories, { database: db });
    const notifier = createSmtpNotifier(smtp, instance.log, async () => transport);
    const { auditReportTimeoutMs, auditReportCaps } = options;
    await instance.register(leadsRoutes, { notifier, auditReportTimeoutMs, auditReportCaps, now: () => clock });
    await instance.register(seoAuditRoutes, { allowHosts: ["localhost"] });
    await instance.ready();
    app = instance;
    database = db;
    return { app: instance, database: db };
  }

  /** Collects every e-mail; `to` the visitor's address only. */
  function mailbox() {
    const sent: MailMessage[] = [];
    return { sent, transport: { send: async (message: MailMessage) => void sent.push(message) } };
  }
  const toVisitors = (sent: MailMessage[]) => sent.filter((message) => message.to !== smtp.notifyEmail);

  it("e-mails the visitor of a verified request the report summary before answering reportEmailed true; staff get the usual e-mail", async () => {
    const { sent, transport } = mailbox();
    const { app, database } = await appWith(transport);
    const response = await post(app, { type: "audit", data: audit, reportToken: await tokenFor(app) });
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

  it("e-mails nothing to the visitor of a forged request (no audit run here), keeps the lead and tells staff why", async () => {
    const { sent, transport } = mailbox();
    const { app, database } = await appWith(transport);
    const forged = { ...audit, auditedUrl: "https://phish.example/login", email: "victim@example.in" };
    const response = await post(app, { type: "audit", data: forged });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      reportEmailed: false,
      reportNotSent: MSG_AUDIT_REPORT_REFUSED.missing,
    });
    expect(await database.db.selectFrom("submissions").selectAll().execute()).toHaveLength(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(toVisitors(sent)).toEqual([]);
    expect(sent[0]!.text).toContain("did not carry our server's proof of the audit (none was sent)");
  });

  it("refuses an altered or expired token: nothing to the visitor, and the answer says why", async () => {
    const { sent, transport } = mailbox();
    const { app } = await appWith(transport);
    const token = await tokenFor(app);
    const [version, , signature] = token.split(".");
    const phish = Buffer.from(JSON.stringify(["https://phish.example/login", 62, 2, 3, 27, 9_999_999_999])).toString(
      "base64url",
    );
    const altered = await post(app, { type: "audit", data: audit, reportToken: `${version}.${phish}.${signature}` });
    expect(altered.json()).toMatchObject({ reportEmailed: false, reportNotSent: MSG_AUDIT_REPORT_REFUSED.invalid });
    const old = await tokenFor(app, auditFacts, new Date(Date.now() - 2 * 60 * 60 * 1000));
    const expired = await post(app, { type: "audit", data: audit, reportToken: old });
    expect(expired.json()).toMatchObject({ reportEmailed: false, reportNotSent: MSG_AUDIT_REPORT_REFUSED.expired });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(toVisitors(sent)).toEqual([]);
  });

  it("e-mails the report of an audit run here once, with the audit's own URL and score; a second that day is refused with the reason", async () => {
    const { sent, transport } = mailbox();
    const { app, database } = await appWith(transport);
    const url = `${site.origin.replace("127.0.0.1", "localhost")}/bad`;
    const run = await app.inject({ method: "POST", url: "/api/seo-audit", payload: { url } });
    expect(run.statusCode, run.body).toBe(200);
    const result = run.json<SeoAuditResult>();
    expect(result.reportToken).toEqual(expect.any(String));

    // The request claims another page and a better score: the token's facts are what count.
    const claimed = { ...audit, auditedUrl: "https://phish.example/login", auditScore: 99 };
    const first = await post(app, { type: "audit", data: claimed, reportToken: result.reportToken });
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: number }>();
    expect(first.json()).toEqual({ id, reportEmailed: true });
    const report = toVisitors(sent);
    expect(report).toHaveLength(1);
    expect(report[0]!.to).toBe("kavya@example.in");
    expect(report[0]!.text).toContain(`Page: ${result.url}`);
    expect(report[0]!.text).toContain(`Overall score: ${result.overallScore}/100`);
    expect(report[0]!.text).toContain(`Critical issues: ${result.issues.critical}`);
    expect(report[0]!.text).not.toContain("phish.example");
    const row = await database.db
      .selectFrom("submissions")
      .select("data")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({
      auditedUrl: result.url,
      auditScore: result.overallScore,
      criticalCount: result.issues.critical,
      auditVerified: true,
    });

    // The same address again that day (written otherwise): stored, not e-mailed, and said why.
    const again = await post(app, {
      type: "audit",
      data: { ...audit, email: "Kavya@Example.in" },
      reportToken: result.reportToken,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ reportEmailed: false, reportNotSent: MSG_AUDIT_REPORT_REFUSED.recipient });
    expect(await database.db.selectFrom("submissions").selectAll().execute()).toHaveLength(2);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(toVisitors(sent)).toHaveLength(1);
    expect(sent.find((message) => message.text.includes("already sent one today"))).toBeDefined();

    // The next day it may go again.
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    const tomorrow = await post(app, {
      type: "audit",
      data: audit,
      reportToken: await tokenFor(app, auditFacts, clock),
    });
    expect(tomorrow.json()).toMatchObject({ reportEmailed: true });
  });

  it("stops at the daily cap for everyone, and a refused send uses up no one's allowance", async () => {
    const { sent, transport } = mailbox();
    const { app } = await appWith(transport, { auditReportCaps: { perRecipient: 1, perSender: 100, perDay: 2 } });
    const reportToken = await tokenFor(app);
    const send = (email: string) => post(app, { type: "audit", data: { ...audit, email }, reportToken });
    expect((await send("a@example.in")).json()).toMatchObject({ reportEmailed: true });
    expect((await send("b@example.in")).json()).toMatchObject({ reportEmailed: true });
    const third = await send("c@example.in");
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ reportEmailed: false, reportNotSent: MSG_AUDIT_REPORT_REFUSED.daily });
    expect(toVisitors(sent).map((message) => message.to)).toEqual(["a@example.in", "b@example.in"]);
    // Tomorrow c@ is a first report, not a second.
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    const next = await post(app, {
      type: "audit",
      data: { ...audit, email: "c@example.in" },
      reportToken: await tokenFor(app, auditFacts, clock),
    });
    expect(next.json()).toMatchObject({ reportEmailed: true });
  });

  it("stops one network at its own daily cap", async () => {
    const { sent, transport } = mailbox();
    const { app } = await appWith(transport, { auditReportCaps: { perRecipient: 1, perSender: 2, perDay: 200 } });
    const reportToken = await tokenFor(app);
    // One IPv6 /64 is one network, whichever address of it asks.
    const answers = [];
    for (const [index, address] of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::3"].entries()) {
      const response = await post(
        app,
        { type: "audit", data: { ...audit, email: `n${index}@example.in` }, reportToken },
        address,
      );
      answers.push(response.json<{ reportEmailed: boolean; reportNotSent?: string }>());
    }
    expect(answers.map((answer) => answer.reportEmailed)).toEqual([true, true, false]);
    expect(answers[2]!.reportNotSent).toBe(MSG_AUDIT_REPORT_REFUSED.sender);
    expect(toVisitors(sent)).toHaveLength(2);
  });

  it("keeps its key and its counts in the database: another instance, or a restart, trusts the token and the caps hold", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-report-"));
    try {
      const filename = path.join(dir, "app.db");
      const first = mailbox();
      const one = await appWith(first.transport, { filename });
      const reportToken = await tokenFor(one.app);
      expect((await post(one.app, { type: "audit", data: audit, reportToken })).json()).toMatchObject({
        reportEmailed: true,
      });
      await one.app.close();
      await one.database.close();

      const second = mailbox();
      const two = await appWith(second.transport, { filename });
      // The token made by the first instance is valid here; the address has had its report today.
      const again = await post(two.app, { type: "audit", data: audit, reportToken });
      expect(again.json()).toMatchObject({ reportEmailed: false, reportNotSent: MSG_AUDIT_REPORT_REFUSED.recipient });
      const other = await post(two.app, { type: "audit", data: { ...audit, email: "asha@example.in" }, reportToken });
      expect(other.json()).toMatchObject({ reportEmailed: true });
      expect(toVisitors(second.sent).map((message) => message.to)).toEqual(["asha@example.in"]);
    } finally {
      await app?.close();
      await database?.close();
      app = undefined;
      database = undefined;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers reportEmailed false when the mail server refuses, keeps the lead and tells staff to send it", async () => {
    const sent: MailMessage[] = [];
    const { app, database } = await appWith({
      send: async (message) => {
        if (message.to === "kavya@example.in") throw new Error("550 mailbox unavailable");
        sent.push(message);
      },
    });
    const response = await post(app, { type: "audit", data: audit, reportToken: await tokenFor(app) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), reportEmailed: false });
    expect(await database.db.selectFrom("submissions").selectAll().execute()).toHaveLength(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.text).toContain("could NOT be e-mailed to the visitor");
  });

  it("waits for a mail server that never answers up to its limit, not past it", async () => {
    const { app } = await appWith({ send: () => new Promise(() => {}) }, { auditReportTimeoutMs: 50 });
    const reportToken = await tokenFor(app);
    const clock = fakeTimeouts();
    try {
      const answer = watched(post(app, { type: "audit", data: audit, reportToken }));
      await until(() => clock.delays().includes(50), "the report's time limit to be set");
      await clock.advance(49);
      expect(answer.settled()).toBe(false);
      await clock.advance(1);
      const response = await settledWithoutTime(answer.promise, "the answer at the limit");
      expect(response.statusCode).toBe(201);
      expect(response.json().reportEmailed).toBe(false);
    } finally {
      clock.restore();
    }
  });

  it("sends nothing to the visitor for other lead types, and answers them as before", async () => {
    const { sent, transport } = mailbox();
    const { app } = await appWith(transport);
    const response = await post(app, {
      type: "contact",
      data: { fullName: "Asha", contactNumber: "+91 98765 43210", email: "a@example.in", message: "Hi" },
    });
    expect(response.json()).toEqual({ id: expect.any(Number) });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.to).toBe("team@crestline.example");
  });
});
