import crypto from "node:crypto";
import type { Page, Request, Route } from "@playwright/test";
import type { AdminLeadSource, AdminSubmission } from "#contracts/leads/lead-desk.ts";
import { SOURCES_PATH } from "#contracts/sources/sources-report.ts";
import { sampleSourcesReport } from "#app/admin/sources/sources-report-test-support.ts";
import { TYPING_SETTLES_MS } from "#app/admin/sources/sources-panel.tsx";
import { e2eDatabase, expireAdminSession } from "./database-support.ts";
import { expect, expectNoA11yViolations, forgive, sidewaysOverflow, signInToAdmin, test } from "./support.ts";

// The admin's Sources tab and the lead's source in the detail panel, in the browser. The
// server side of the report is built separately: GET /api/admin/sources is answered here
// with a fixture report (the full end-to-end test follows with the server), and a lead's
// stored source is added to the real admin API's answers.

/** YYYY-MM-DD in New Delhi, `daysAgo` days before today there. */
function delhiDay(daysAgo = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const [year, month, day] = today.split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) - daysAgo)).toISOString().slice(0, 10);
}

/** Answers GET /api/admin/sources with `answer` and keeps every range asked for. */
async function mockSources(page: Page, answer: (range: { from: string; to: string }, route: Route) => Promise<void>) {
  const asked: { from: string; to: string }[] = [];
  await page.route(`**${SOURCES_PATH}?*`, async (route) => {
    const url = new URL(route.request().url());
    const range = { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" };
    asked.push(range);
    await answer(range, route);
  });
  return asked;
}

const fixture = (range: { from: string; to: string }, route: Route) =>
  route.fulfill({ json: sampleSourcesReport(range) });

async function openSources(page: Page) {
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Sources" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Sources" })).toBeVisible();
}

function tableRows(page: Page, caption: RegExp) {
  return page.getByRole("table", { name: caption }).locator("tbody tr");
}

test("the Sources tab: last 30 days by default, tables and charts, presets and dates ask once each", async ({
  page,
}) => {
  const asked = await mockSources(page, fixture);
  await signInToAdmin(page);
  await openSources(page);

  const from = page.getByLabel("From", { exact: true });
  const to = page.getByLabel("To", { exact: true });
  await expect(from).toHaveValue(delhiDay(29));
  await expect(to).toHaveValue(delhiDay(0));
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText("(30 days)");
  expect(asked).toEqual([{ from: delhiDay(29), to: delhiDay(0) }]);

  const totals = page.locator("dl").filter({ hasText: "Tool runs" });
  await expect(totals).toContainText("42");
  await expect(totals).toContainText("1,280");

  await expect(tableRows(page, /^Leads by channel/)).toHaveText([
    /Direct\s*9\s*21.4%/,
    /Organic search\s*14\s*33.3%/,
    /Social\s*6/,
    /Referral\s*3/,
    /Campaign\s*10/,
  ]);
  await expect(tableRows(page, /^Leads by campaign/).first()).toHaveText(/google\s*diwali-seo-2026\s*6/);
  await expect(tableRows(page, /^Leads by landing page/).last()).toHaveText(/Not recorded\s*5/);
  // Outcomes per channel, per tool through the chooser, and the weekly median first response.
  await expect(tableRows(page, /^Outcomes by channel/).first()).toHaveText(/Organic search\s*14\s*6\s*3\s*21.4%/);
  await page.getByLabel("Outcomes by").selectOption("tool");
  await expect(tableRows(page, /^Outcomes by tool/).first()).toHaveText(/SEO Audit Generator\s*9\s*4\s*2\s*22.2%/);
  await expect(tableRows(page, /^Median time to the first response/)).toHaveText([/42 min/, /18 min/, /2 h 15 min/]);
  const tools = tableRows(page, /^Tools:/);
  await expect(tools).toHaveCount(6);
  await expect(tools.first()).toHaveText(/Word Counter\s*540\s*4\s*0.7%/);
  await expect(tools.last()).toHaveText(/retired-tool\s*0\s*1\s*–/);

  for (const name of [/^Leads by channel/, /^Runs per tool/, /^Leads that used each tool/, /^Tool runs per day/]) {
    const chart = page.getByRole("img", { name });
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())?.height).toBeGreaterThan(100);
  }
  await expect(page.getByRole("img", { name: /^Leads by channel/ }).locator("rect.fill-brand-600")).toHaveCount(5);

  const perDay = page.getByRole("table", { name: /^Tool runs per day and tool/ });
  await expect(perDay).toBeHidden();
  await page.getByText(/Runs per tool, day by day/).click();
  await expect(perDay).toBeVisible();
  await expect(perDay.locator("tbody tr")).toHaveCount(30);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(from).toHaveValue(delhiDay(6));
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText("(7 days)");
  await expect(perDay.locator("tbody tr")).toHaveCount(7);
  expect(asked).toHaveLength(2);
  expect(asked[1]).toEqual({ from: delhiDay(6), to: delhiDay(0) });

  // A date typed in: one request once it settles, none for a reversed range.
  await from.fill(delhiDay(10));
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText("(11 days)");
  await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "false");
  expect(asked).toHaveLength(3);
  expect(asked[2]).toEqual({ from: delhiDay(10), to: delhiDay(0) });
  await to.fill(delhiDay(12));
  await expect(page.getByText("To must be on or after From.")).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  // Past the panel's own settling time (and a margin): still no request.
  await page.waitForTimeout(TYPING_SETTLES_MS + 400);
  expect(asked).toHaveLength(3);

  // The header's Refresh asks again for the same range.
  await to.fill(delhiDay(0));
  await expect.poll(() => asked.length).toBe(3);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(() => asked.length).toBe(4);
  expect(asked[3]).toEqual({ from: delhiDay(10), to: delhiDay(0) });
});

test("the Sources tab: loading, error with retry, and an empty period", async ({ page, consoleErrors }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await mockSources(page, async (range, route) => {
    calls += 1;
    if (calls === 1) {
      await held;
      await route.fulfill({ status: 500, json: { error: "Something broke." } });
    } else {
      await route.fulfill({
        json: {
          ...sampleSourcesReport(range),
          totals: { leads: 0, toolRuns: 0 },
          byChannel: sampleSourcesReport(range).byChannel.map((row) => ({ ...row, leads: 0 })),
          byCampaign: [],
          byLandingPage: [],
          byTool: [],
          toolRunsByDay: { tools: [], days: [] },
        },
      });
    }
  });
  await signInToAdmin(page);
  await openSources(page);
  await expect(page.getByRole("status").filter({ hasText: "Loading the sources report" })).toBeVisible();
  release();
  const alert = page.getByRole("alert").filter({ hasText: "The sources report could not be loaded." });
  await expect(alert).toContainText("Something broke.");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText("No leads in this period")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(calls).toBe(2);
  const i = consoleErrors.findIndex((error) => /HTTP 500 for .*\/api\/admin\/sources/.test(error));
  expect(i).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(i, 1);
});

test("the Sources tab goes back to sign-in when the session is gone", async ({ page, consoleErrors }) => {
  await mockSources(page, (_range, route) => route.fulfill({ status: 401, json: { error: "Please sign in." } }));
  await signInToAdmin(page);
  // Let the dashboard's first load finish with the live session (as admin.spec.ts does).
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
  // The session ends in the database too, so /admin asks for a sign-in instead of coming back.
  await expireAdminSession(page);
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Sources" }).click();
  // Back to the sign-in, which returns to the view asked for.
  await expect(page).toHaveURL(/\/admin\?next=%2Fadmin%2Fsources$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Sign In" })).toBeVisible();
  forgive(consoleErrors, /HTTP 401 for .*\/api\/(admin|auth)\//);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Sources tab fits, and the charts' labels and values stay apart and inside", async ({ page }) => {
    await mockSources(page, fixture);
    await signInToAdmin(page);
    await openSources(page);
    await expect(tableRows(page, /^Tools:/)).toHaveCount(6);
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);

    for (const name of [/^Leads by channel/, /^Runs per tool/, /^Leads that used each tool/, /^Tool runs per day/]) {
      const chart = page.getByRole("img", { name });
      await chart.scrollIntoViewIfNeeded();
      const overlaps = await chart.evaluate((svg) => {
        const frame = svg.getBoundingClientRect();
        const boxes = [...svg.querySelectorAll("text")].map((text) => text.getBoundingClientRect());
        const problems: string[] = [];
        boxes.forEach((box, index) => {
          if (box.width === 0) problems.push(`text ${index} is empty`);
          const out = Math.max(frame.left - box.left, box.right - frame.right);
          if (out > 0.5) problems.push(`"${svg.querySelectorAll("text")[index]?.textContent}" sticks out by ${out} px`);
          boxes.slice(index + 1).forEach((other, offset) => {
            const apart =
              box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top;
            if (!apart) problems.push(`texts ${index} and ${index + 1 + offset} overlap`);
          });
        });
        return problems;
      });
      expect(overlaps, String(name)).toEqual([]);
    }
    await expectNoA11yViolations(page);
  });
});

test("the lead detail panel shows the lead's source, or 'Source not recorded'", async ({ page }) => {
  const tag = `e2e${crypto.randomBytes(4).toString("hex")}`;
  const db = e2eDatabase();
  try {
    const insert = db.prepare("insert into submissions (type, data, created_at) values (?, ?, ?)");
    for (const [name, minutesAgo] of [
      [`Kavya ${tag}`, 2],
      [`Arjun ${tag}`, 1],
    ] as const) {
      insert.run(
        "quote",
        JSON.stringify({ fullName: name, email: `${tag}@example.com`, contactNumber: "+91 98765 43210" }),
        new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      );
    }
  } finally {
    db.close();
  }
  const source: AdminLeadSource = {
    channel: "campaign",
    landingPage: "/tools/seo-audit-generator",
    landedAt: "2026-11-22T10:00:00.000Z",
    referrerHost: "www.google.com",
    utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali-seo-2026" },
    gclid: true,
    fbclid: false,
    device: "mobile",
    formPage: "/quote",
    toolsUsed: [{ tool: "seo-audit-generator", at: "2026-11-22T10:02:00.000Z" }],
    offerTool: "seo-audit-generator",
  };
  // Until the server stores sources, Kavya's lead gets one on its way to the page.
  const withSource = (item: AdminSubmission): AdminSubmission =>
    String(item.data.fullName).startsWith("Kavya") ? { ...item, source } : item;
  await page.route("**/api/admin/submissions**", async (route, request: Request) => {
    if (request.method() === "DELETE" || /export/.test(request.url())) return route.fallback();
    const response = await route.fetch();
    // A lead's notes, timeline and related requests (arrays) pass as they are.
    const body = (await response.json()) as AdminSubmission | { items: AdminSubmission[] } | unknown[];
    const json = Array.isArray(body)
      ? body
      : "items" in body
        ? { ...body, items: body.items.map(withSource) }
        : withSource(body);
    await route.fulfill({ response, json });
  });

  await signInToAdmin(page);
  await page.getByLabel("Search submissions by name, email or message").fill(tag);
  const list = page.getByRole("list", { name: "Submissions, newest first" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const detail = page.getByRole("region", { name: "Submission details" });

  await list.getByRole("button", { name: new RegExp(`Kavya ${tag}`) }).click();
  const section = detail.getByRole("region", { name: "Lead source" });
  await expect(section).toBeVisible();
  const field = (label: string) => section.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(field("Channel").locator("dd")).toHaveText("Campaign");
  await expect(field("Landing page").locator("dd")).toHaveText("/tools/seo-audit-generator");
  await expect(field("Landed at").locator("dd")).toHaveText(/22 Nov 2026.*3:30\s?pm/i);
  await expect(field("UTM campaign").locator("dd")).toHaveText("diwali-seo-2026");
  await expect(field("Ad click").locator("dd")).toHaveText("Google Ads click (gclid)");
  await expect(field("Tools used").locator("li")).toHaveText(/SEO Audit Generator seo-audit-generator at 22 Nov 2026/);
  await expect(field("Offer from tool").locator("dd")).toContainText("SEO Audit Generator");
  await expectNoA11yViolations(page);

  await list.getByRole("button", { name: new RegExp(`Arjun ${tag}`) }).click();
  await expect(detail.getByRole("region", { name: "Lead source" })).toContainText("Source not recorded");
});
