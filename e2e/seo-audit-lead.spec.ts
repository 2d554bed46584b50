import crypto from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { BAD_HTML, startTestServer, type TestServer } from "../server/seo-audit/seo-audit-test-support.ts";
import { SUCCESS_SCREEN_MS } from "#app/site/components/forms/use-lead-form.ts";
import {
  expect,
  expectNoA11yViolations,
  forgive,
  gotoHydrated,
  sidewaysOverflow,
  signInToAdmin,
  test,
} from "./support.ts";

// The SEO audit's result panel as a lead source, end to end: a real audit of a page served
// by this file's local server (the e2e server runs with SEO_AUDIT_ALLOW_HOSTS=127.0.0.1),
// the offer's prefilled /quote link, the finished run recorded once, 'E-mail me this report'
// stored as a lead of type audit with the audit's signed token (so verified), and staff
// finding it in the admin under "Audit". A request whose token is lost is stored unverified and
// the page says why no report was e-mailed.
// Audits: 3 real ones (the API allows 10 a minute per address; seo-audit.spec.ts makes 5).
// The e2e server has no SMTP settings, so the page must say the team will send the report.

const PATH = "/tools/seo-audit-generator";
let site: TestServer;

test.beforeAll(async () => {
  site = await startTestServer((req, res) => {
    if (req.url === "/robots.txt") res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\n");
    else if (req.url === "/bad") res.writeHead(200, { "content-type": "text/html" }).end(BAD_HTML);
    else res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
});

test.afterAll(async () => {
  await site.close();
});

interface AuditAnswer {
  url: string;
  reportToken?: string;
  overallScore: number;
  issues: { critical: number; warning: number; passed: number };
  checks: { title: string; status: string }[];
}

/**
 * Answers the tool-run counter (POST /api/tool-runs, sent by sendBeacon) in the browser and
 * keeps what was sent, so the test sees each run whether or not the server counts them yet.
 */
async function recordToolRuns(page: Page): Promise<unknown[]> {
  const runs: unknown[] = [];
  await page.route("**/api/tool-runs", async (route) => {
    runs.push(JSON.parse(route.request().postData() ?? "null"));
    await route.fulfill({ status: 204 });
  });
  return runs;
}

/** Runs a real audit of the local /bad page and gives the API's answer once the page shows it. */
async function auditBadPage(page: Page): Promise<AuditAnswer> {
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/seo-audit"));
  await page.getByLabel("Website URL").fill(`${site.origin}/bad`);
  await page.getByRole("button", { name: "Analyze" }).click();
  const body = (await (await answer).json()) as AuditAnswer;
  await expect(page.getByRole("heading", { name: "Audit results" })).toBeVisible();
  await expect(page.getByTestId("overall-score")).toHaveText(String(body.overallScore));
  return body;
}

test("offer, one recorded run, 'E-mail me this report' stored as an audit lead that staff find under Audit", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const runs = await recordToolRuns(page);
  await gotoHydrated(page, PATH);
  const audit = await auditBadPage(page);
  const url = `${site.origin}/bad`;
  expect(audit.url).toBe(url);
  const failed = audit.issues.critical + audit.issues.warning;
  expect(audit.issues.critical).toBeGreaterThan(0);

  // The finished audit is recorded once, for this tool.
  await expect.poll(() => runs).toEqual([{ tool: "seo-audit-generator" }]);

  // The one offer that ends the result panel: the count, and /quote prefilled.
  const offer = page.getByRole("complementary", { name: "Work with Crestline Digital" });
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(`${failed} issues found. Want our team to fix them?`);
  const quote = offer.getByRole("link", { name: "Get a free quote" });
  const href = new URL((await quote.getAttribute("href")) ?? "", page.url());
  expect(href.pathname).toBe("/quote");
  expect(href.searchParams.get("tool")).toBe("seo-audit-generator");
  expect(href.searchParams.getAll("platform")).toEqual(["SEO"]);
  const goals = href.searchParams.get("from") ?? "";
  expect(goals).toContain(`the SEO audit of ${url}`);
  expect(goals).toContain(`score ${audit.overallScore}/100`);
  const firstCritical = audit.checks.find((check) => check.status === "critical")?.title ?? "";
  expect(goals).toContain(firstCritical);
  await expect(page.getByRole("link", { name: "Get these fixed by our team" })).toHaveCount(0);

  // 'E-mail me this report' opens an inline form and takes the keyboard to its first field.
  const toggle = page.getByRole("button", { name: "E-mail me this report" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const form = page.getByRole("form", { name: "E-mail me this report" });
  const name = form.getByLabel("Full Name");
  const email = form.getByLabel("Email Address");
  await expect(name).toBeFocused();
  await expectNoA11yViolations(page);

  // Empty: the shared schema's messages next to the fields, nothing sent.
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/submissions")) sent.push(request);
  });
  await form.getByRole("button", { name: "Send me the report" }).click();
  // The error summary takes the focus; its first link takes the keyboard to the field.
  await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
  const summary = page.getByRole("group", { name: "Please check the highlighted fields." });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please enter your full name.");
  await expect(email).toHaveAccessibleDescription("Please enter your email address.");
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Please enter your full name." }).click();
  await expect(name).toBeFocused();
  expect(sent).toEqual([]);

  // A failure keeps what was typed (by keyboard here).
  const tag = crypto.randomBytes(4).toString("hex");
  const fullName = `Kavya Rao ${tag}`;
  const address = `kavya.${tag}@example.in`;
  await page.keyboard.type(fullName);
  await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  await page.keyboard.type(address);
  await page.route("**/api/submissions", (route) => route.abort("connectionrefused"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
  await expect(name).toHaveValue(fullName);
  await expect(email).toHaveValue(address);
  await page.unroute("**/api/submissions");

  // Sent: the server stores it; without mail settings it says the team will send the report.
  const stored = page.waitForResponse((response) => response.url().endsWith("/api/submissions"));
  await form.getByRole("button", { name: "Send me the report" }).click();
  const answer = await stored;
  expect(answer.status()).toBe(201);
  expect(await answer.json()).toEqual({ id: expect.any(Number), reportEmailed: false });
  const request = answer.request().postDataJSON() as {
    type: string;
    data: Record<string, unknown>;
    reportToken: string;
  };
  expect(request.type).toBe("audit");
  // The audit's proof goes with the request.
  expect(audit.reportToken).toEqual(expect.any(String));
  expect(request.reportToken).toBe(audit.reportToken);
  expect(request.data).toMatchObject({
    fullName,
    email: address,
    auditedUrl: url,
    auditScore: audit.overallScore,
    criticalCount: audit.issues.critical,
    warningCount: audit.issues.warning,
    passedCount: audit.issues.passed,
  });
  const success = page.getByRole("status").filter({ hasText: "Request received" });
  await expect(success).toBeVisible();
  await expect(success).toContainText(`Our team will e-mail the report for ${url} to ${address} within 24 hours.`);
  await expect(success).toBeFocused();
  // The message stays past the time a lead form's success screen lasts (the request is not
  // to be sent twice).
  await page.waitForTimeout(SUCCESS_SCREEN_MS + 500);
  await expect(success).toBeVisible();
  await expect(form).toHaveCount(0);
  // Still one recorded run: opening and sending the form are not runs.
  expect(runs).toEqual([{ tool: "seo-audit-generator" }]);
  await expectNoA11yViolations(page);
  // The refused connection above was provoked.
  forgive(consoleErrors, /api\/submissions/);

  // Staff find it under "Audit" with its URL and score.
  await signInToAdmin(page);
  const filters = page.getByRole("group", { name: "Filter by type" });
  // The count shows once the counters have loaded.
  await filters.getByRole("button", { name: /^Audit\s*\([1-9]\d*\)$/ }).click();
  await expect(filters.getByRole("button", { name: /^Audit/ })).toHaveAttribute("aria-pressed", "true");
  const list = page.getByRole("list", { name: "Submissions, newest first" });
  const row = list.getByRole("button").filter({ hasText: fullName });
  await expect(row).toContainText("Audit");
  await expect(list.getByRole("button").filter({ hasNotText: "Audit" })).toHaveCount(0);
  await row.click();
  const detail = page.locator("section").filter({ has: page.getByRole("heading", { name: "Submission details" }) });
  await expect(detail.getByRole("heading", { name: fullName })).toBeVisible();
  const field = (label: string) => detail.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");
  await expect(field("Audited URL")).toContainText(url);
  await expect(field("Audit score")).toHaveText(String(audit.overallScore));
  await expect(field("Critical count")).toHaveText(String(audit.issues.critical));
  await expect(field("Critical issues")).toContainText(firstCritical);
  await expect(field("Email")).toHaveText(address);
  await expect(field("Audit verified")).toHaveText("true");
});

test("a request whose audit token is lost is stored, and the page says why no report was e-mailed", async ({
  page,
}) => {
  await recordToolRuns(page);
  // The audit's answer reaches the page without its token (as if altered on the way).
  await page.route("**/api/seo-audit", async (route) => {
    const response = await route.fetch();
    const { reportToken: _dropped, ...rest } = (await response.json()) as AuditAnswer;
    await route.fulfill({ response, json: rest });
  });
  await gotoHydrated(page, PATH);
  await auditBadPage(page);
  await page.getByRole("button", { name: "E-mail me this report" }).click();
  const form = page.getByRole("form", { name: "E-mail me this report" });
  await form.getByLabel("Full Name").fill("Kavya Rao");
  await form.getByLabel("Email Address").fill(`kavya.${crypto.randomBytes(4).toString("hex")}@example.in`);
  const stored = page.waitForResponse((response) => response.url().endsWith("/api/submissions"));
  await form.getByRole("button", { name: "Send me the report" }).click();
  const answer = await stored;
  expect(answer.status()).toBe(201);
  expect(await answer.json()).toMatchObject({ reportEmailed: false, reportNotSent: expect.any(String) });
  const success = page.getByRole("status").filter({ hasText: "Request received" });
  await expect(success).toContainText(
    "We did not e-mail the report: this request did not come from an audit run on our SEO Audit Generator page.",
  );
  await expectNoA11yViolations(page);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the result panel with its offer and the open e-mail form fits the screen", async ({ page }) => {
    await recordToolRuns(page);
    await gotoHydrated(page, PATH);
    await auditBadPage(page);
    await page.getByRole("button", { name: "E-mail me this report" }).click();
    await expect(page.getByRole("form", { name: "E-mail me this report" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Work with Crestline Digital" })).toBeVisible();
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
    await expectNoA11yViolations(page);
  });
});
