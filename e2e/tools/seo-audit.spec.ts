import fs from "node:fs";
import type { Page, Response } from "@playwright/test";
import { MSG_URL_REQUIRED } from "../../contracts/seo-audit/audit.ts";
import { ERR_ADDRESS_NOT_ALLOWED } from "../../server/seo-audit/errors.ts";
import { BAD_HTML, GOOD_HTML } from "../../server/seo-audit/seo-audit-test-support.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "../support.ts";
import { useAuditedSite } from "./audited-site.ts";

// The real SEO audit page against pages served by a local HTTP
// server that this file starts (the e2e server runs with SEO_AUDIT_ALLOW_HOSTS=127.0.0.1).
// The API allows 10 audits a minute per address: this file makes 5 real ones, and one crawl.

const PATH = "/tools/seo-audit-generator";
const site = useAuditedSite((req, res) => {
  if (req.url === "/robots.txt") {
    res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
  } else if (req.url === "/good") {
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "x-content-type-options": "nosniff" })
      .end(GOOD_HTML);
  } else if (req.url === "/bad") {
    res.writeHead(200, { "content-type": "text/html" }).end(BAD_HTML);
  } else {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
});

/** The failed answers a failure test causes on purpose are not console errors. */
function forgive(consoleErrors: string[], pattern: RegExp) {
  const kept = consoleErrors.filter((entry) => !pattern.test(entry));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** Types the URL and presses Analyze. */
async function submit(page: Page, url: string) {
  await page.getByLabel("Website URL").fill(url);
  await page.getByRole("button", { name: "Analyze" }).click();
}

/** Like submit(), and gives the API's answer to wait for. */
async function audit(page: Page, url: string): Promise<{ answer: Promise<Response> }> {
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/seo-audit"), { timeout: 0 }); // bounded by the test timeout
  await submit(page, url);
  return { answer };
}

/** The overall score the page shows for this answer (waits until the page shows it). */
async function shownScore(page: Page, sent: Promise<{ answer: Promise<Response> }>): Promise<number> {
  const body = (await (await (await sent).answer).json()) as { overallScore: number };
  await expect(page.getByRole("heading", { name: "Audit results" })).toBeVisible();
  await expect(page.getByTestId("overall-score")).toHaveText(String(body.overallScore));
  return body.overallScore;
}

/** A results panel, by its heading. */
function panel(page: Page, heading: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}

function label(score: number) {
  return score >= 90 ? "Good" : score >= 70 ? "Needs improvement" : "Poor";
}

test("empty URL: the spec's message next to the field, and nothing is sent", async ({ page }) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("heading", { level: 1, name: "SEO Audit Generator" })).toBeVisible();
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/seo-audit")) sent.push(request.url());
  });
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByRole("alert")).toHaveText(MSG_URL_REQUIRED);
  const input = page.getByLabel("Website URL");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toBeFocused();
  await input.fill("   ");
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByRole("alert")).toHaveText(MSG_URL_REQUIRED);
  await input.fill("ftp://example.com/");
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByRole("alert")).toHaveText("Only http:// and https:// websites can be audited");
  await expect(input).toHaveValue("ftp://example.com/");
  await expectNoA11yViolations(page);
  expect(sent).toEqual([]);
});

test("audits real pages: working state, results, same score twice, good beats bad, report download", async ({
  page,
}) => {
  // Two audits and three accessibility scans of the full report: on a busy 2-core machine
  // each scan alone can take half a minute.
  test.setTimeout(180_000);
  await gotoHydrated(page, PATH);
  const good = `${site().origin}/good`;

  // Hold the first answer for a moment so the working state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/seo-audit", async (route) => {
    await held;
    await route.continue();
  });
  const firstAnswer = await audit(page, good);
  await expect(page.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
  await expect(page.getByRole("progressbar", { name: "Audit in progress" })).toBeVisible();
  await expect(page.getByText(`Analyzing ${good}`)).toBeVisible();
  await expectNoA11yViolations(page);
  release();

  const first = await shownScore(page, Promise.resolve(firstAnswer));
  await page.unroute("**/api/seo-audit");
  expect(first).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole("heading", { name: "Audit results" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Analyze" })).toBeEnabled();
  await expect(page.getByText(`${first}/100 · ${label(first)}`)).toBeVisible();
  for (const metric of ["Page Speed", "Mobile Usability", "SEO Score", "Accessibility"]) {
    await expect(page.getByRole("listitem").filter({ hasText: metric }).filter({ hasText: "/100" })).toBeVisible();
  }
  for (const count of ["Critical", "Warnings", "Passed"]) {
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^\\d+${count}$`) })).toBeVisible();
  }
  const issues = panel(page, "Technical Issues");
  await expect(issues.getByText("Found:").first()).toBeVisible();
  await issues.getByText(/^Passed checks \(\d+\)$/).click();
  await expect(issues.getByRole("heading", { name: /Page title/ })).toBeVisible();
  await expect(issues.getByText(/Found: .*Search Engine Optimisation Services \| Crestline Digital/)).toBeVisible();
  await expect(panel(page, "Recommendations").getByRole("listitem").first()).toBeVisible();
  const quote = page.getByRole("complementary", { name: "Work with Crestline Digital" }).getByRole("link");
  await expect(quote).toHaveText("Get a free quote");
  await expect(quote).toHaveAttribute("href", /^\/quote\?tool=seo-audit-generator&from=/);
  await expectNoA11yViolations(page);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Report" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^seo-audit-127\.0\.0\.1-\d{4}-\d{2}-\d{2}\.txt$/);
  const report = fs.readFileSync(await download.path(), "utf8");
  expect(report).toContain(good);
  expect(report).toContain(`OVERALL SCORE: ${first}/100`);
  expect(report).toContain("How the score is made");

  // The score is explained: the formula ends in the score shown, every SEO check has its
  // Lighthouse weight, and the page says that it reads the HTML as served.
  const explained = panel(page, "How the score is made");
  await expect(explained.getByTestId("overall-formula")).toHaveText(new RegExp(`= ${first}$`));
  await expect(explained.getByText("it runs no JavaScript")).toBeVisible();
  // The weight tables are folded under the formula, so the findings lead.
  const seoChecks = explained.getByRole("table", { name: "Checks of the SEO score" });
  await expect(seoChecks).toBeHidden();
  await explained.getByText("The weight and points of each check").click();
  await expect(seoChecks.getByRole("rowheader")).toHaveCount(10);
  await expect(seoChecks.getByRole("row", { name: /^Indexable 4\.04 Passed/ })).toBeVisible();
  await expect(seoChecks.getByRole("row", { name: /^Page title 1 Passed/ })).toBeVisible();

  // The site crawl: the four links of /good answer 404, so they are broken internal links.
  const crawl = panel(page, "Site crawl");
  await crawl.getByRole("button", { name: "Crawl the site" }).click();
  await expect(crawl.getByTestId("crawl-summary")).toContainText("5 pages crawled");
  await expect(crawl.getByTestId("crawl-summary")).toContainText("No sitemap found.");
  await expect(crawl.getByRole("heading", { name: "Broken internal links (4)" })).toBeVisible();
  await expect(crawl.getByText("/services: HTTP 404; linked from /good")).toBeVisible();
  await expect(crawl.getByRole("heading", { name: "Redirect chains (0)" })).toBeVisible();
  await expectNoA11yViolations(page);

  // The same page gives the same score.
  expect(await shownScore(page, audit(page, good))).toBe(first);

  // A noindex page with missing basics scores lower, in red, with the text label.
  const bad = await shownScore(page, audit(page, `${site().origin}/bad`));
  expect(bad).toBeLessThan(first);
  expect(bad).toBeLessThan(70);
  await expect(page.getByText(`${bad}/100 · Poor`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^[1-9]\d*Critical$/ })).toBeVisible();
  await expect(issues.getByRole("heading", { name: /Indexable/ })).toBeVisible();
  // Each problem says how to fix it, beside what was found.
  await expect(
    issues.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Indexable/ }) }),
  ).toContainText("How to fix: ");
  await panel(page, "How the score is made").getByText("The weight and points of each check").click();
  const blocked = panel(page, "How the score is made").getByRole("table", { name: "Checks of the SEO score" });
  await expect(blocked.getByRole("row", { name: /^Indexable 4\.04 Failed \(no points\) 3\d\.\d$/ })).toBeVisible();
});

test("a private address is refused with the server's message; the typed URL stays", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, PATH);
  await submit(page, "http://10.0.0.1/");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The audit could not be completed.");
  await expect(alert).toContainText(ERR_ADDRESS_NOT_ALLOWED);
  await expect(page.getByLabel("Website URL")).toHaveValue("http://10.0.0.1/");
  await expect(page.getByRole("heading", { name: "Audit results" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  forgive(consoleErrors, /HTTP 422 for .*\/api\/seo-audit/);
});

test("a server error, too many audits and a lost connection each get a clear message", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, PATH);
  const answers = [
    { status: 504, error: "The website took too long to answer (the limit is 10 seconds)." },
    { status: 429, error: "Too many audits from your network. Try again in 42 seconds." },
  ];
  for (const answer of answers) {
    await page.route("**/api/seo-audit", (route) =>
      route.fulfill({
        status: answer.status,
        contentType: "application/json",
        body: JSON.stringify({ error: answer.error }),
      }),
    );
    await submit(page, "https://example.com/");
    await expect(page.getByRole("alert")).toContainText(answer.error);
    await page.unroute("**/api/seo-audit");
  }
  await page.route("**/api/seo-audit", (route) => route.abort("connectionrefused"));
  await submit(page, "https://example.com/");
  await expect(page.getByRole("alert")).toContainText(
    "We could not reach the audit service. Check your internet connection and try again.",
  );
  await expect(page.getByLabel("Website URL")).toHaveValue("https://example.com/");
  await expectNoA11yViolations(page);
  forgive(consoleErrors, /HTTP (504|429) for .*\/api\/seo-audit/);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page and its results fit the screen", async ({ page }) => {
    await gotoHydrated(page, PATH);
    await shownScore(page, audit(page, `${site().origin}/bad`));
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
    await expectNoA11yViolations(page);
  });
});
