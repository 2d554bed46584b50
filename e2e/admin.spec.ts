import fs from "node:fs";
import crypto from "node:crypto";
import { e2eDatabase, expireAdminSession } from "./database-support.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, signInToAdmin, test } from "./support.ts";

// The admin panel end to end: sign-in, dashboard, detail, delete, exports,
// logout, redirects. The e2e server runs in demo mode (admin / crestline-demo) on its own
// SQLite file; rows are seeded straight into it, each test with its own tag so tests that
// run in parallel (and the lead-form tests) never see each other's rows.

interface Seed {
  type: "contact" | "quote" | "application";
  data: Record<string, unknown>;
  minutesAgo: number;
}

function seed(rows: Seed[]): number[] {
  const db = e2eDatabase();
  try {
    const insert = db.prepare("insert into submissions (type, data, created_at) values (?, ?, ?)");
    return rows.map((row) =>
      Number(
        insert.run(row.type, JSON.stringify(row.data), new Date(Date.now() - row.minutesAgo * 60_000).toISOString())
          .lastInsertRowid,
      ),
    );
  } finally {
    db.close();
  }
}

/** Removes the errors a test provokes on purpose (a refused sign-in, an expired session). */
function allowErrors(errors: string[], pattern: RegExp) {
  for (let i = errors.length - 1; i >= 0; i--) if (pattern.test(errors[i] ?? "")) errors.splice(i, 1);
}

const localDate = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

test("sign-in page: demo credentials, password toggle, 'Signing in', the spec's error after the delay", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Sign In" })).toBeVisible();
  await expect(page.getByText("Demo credentials")).toBeVisible();
  await expect(page.getByText("crestline-demo")).toBeVisible();
  await expectNoA11yViolations(page);

  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("not the password");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByLabel("Username").fill("e2e-nobody");
  const started = Date.now();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in" })).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await expect(page).toHaveURL(/\/admin$/);
  allowErrors(consoleErrors, /HTTP 401 for .*\/api\/auth\/sign-in/);
});

test("the dashboard without a session goes to /admin; /admin with a session goes to the dashboard", async ({
  page,
}) => {
  await gotoHydrated(page, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
  await signInToAdmin(page);
  await gotoHydrated(page, "/admin");
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test("staff work the leads: counters, filter, search, detail, new marker, exports, delete, logout", async ({
  page,
  consoleErrors,
}) => {
  const tag = `e2e${crypto.randomBytes(4).toString("hex")}`;
  const [contactId, quoteId] = seed([
    {
      type: "contact",
      minutesAgo: 5,
      data: {
        fullName: `Asha ${tag}`,
        contactNumber: "+91 98765 43210",
        email: `asha.${tag}@example.com`,
        website: "https://asha.example",
        message: "We need help with SEO.",
      },
    },
    {
      type: "quote",
      minutesAgo: 3,
      data: {
        source: "quote-page",
        fullName: `Rohan ${tag}`,
        contactNumber: "+91 91234 56789",
        email: `rohan.${tag}@example.com`,
        websiteUrl: "javascript:alert(1)",
        monthlyBudget: "₹1-₹1.5 Lakh",
        platforms: ["Google Ads", "SEO"],
        goals: "Double our leads.",
      },
    },
    {
      type: "application",
      minutesAgo: 1,
      data: {
        openingTitle: "SEO Specialist",
        fullName: `Meera ${tag}`,
        email: `meera.${tag}@example.com`,
        contactNumber: "1234567",
        portfolioUrl: "https://meera.example/cv",
        coverNote: "Hello",
      },
    },
  ]);

  await signInToAdmin(page);
  const counters = page.getByRole("region", { name: "Counters" });
  await expect(counters.getByText("Total Submissions")).toBeVisible();
  await expect(counters.locator("dd").first()).not.toHaveText("–");
  const today = Number(await counters.locator("div", { hasText: "Today" }).locator("dd").textContent());
  expect(today).toBeGreaterThanOrEqual(3);

  await page.getByLabel("Search submissions by name, email or message").fill(tag);
  const list = page.getByRole("list", { name: "Submissions, newest first" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("listitem").first()).toContainText(`Meera ${tag}`);
  await expectNoA11yViolations(page);

  await page
    .getByRole("group", { name: "Filter by type" })
    .getByRole("button", { name: /^Quote/ })
    .click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const quoteRow = list.getByRole("button", { name: new RegExp(`Rohan ${tag}`) });
  await expect(quoteRow.getByText("Unread", { exact: true })).toBeVisible();
  await quoteRow.click();
  await expect(quoteRow).toHaveAttribute("aria-pressed", "true");
  await expect(quoteRow.getByText("Unread", { exact: true })).toHaveCount(0);

  const detail = page.getByRole("region", { name: "Submission details" });
  await expect(detail.getByRole("heading", { name: `Rohan ${tag}` })).toBeVisible();
  const fields = detail.getByRole("region", { name: "Submitted fields" });
  await expect(fields.getByRole("listitem")).toHaveText(["Google Ads", "SEO"]);
  await expect(fields.getByText("₹1-₹1.5 Lakh")).toBeVisible();
  await expect(fields.getByText("javascript:alert(1)")).toBeVisible();
  await expect(fields.getByRole("link")).toHaveCount(0); // javascript: is never a link
  await expect(fields.getByText(String(quoteId), { exact: true })).toBeVisible();

  // Exports follow the filter and the search.
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export JSON" }).click(),
  ]);
  expect(json.suggestedFilename()).toBe(`submissions-${localDate()}.json`);
  const exported = JSON.parse(fs.readFileSync((await json.path()) ?? "", "utf8")) as {
    id: number;
    data: { platforms?: string[] };
  }[];
  expect(exported.map((row) => row.id)).toEqual([quoteId]);
  expect(exported[0]?.data.platforms).toEqual(["Google Ads", "SEO"]);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`submissions-${localDate()}.csv`);
  expect(fs.readFileSync((await csv.path()) ?? "", "utf8")).toContain(`Rohan ${tag}`);

  // Contact: the website link is clickable (http/https).
  await page
    .getByRole("group", { name: "Filter by type" })
    .getByRole("button", { name: /^Contact/ })
    .click();
  await list.getByRole("button", { name: new RegExp(`Asha ${tag}`) }).click();
  await expect(detail.getByRole("link", { name: /https:\/\/asha\.example/ })).toHaveAttribute(
    "href",
    "https://asha.example",
  );
  await expect(detail.getByText("We need help with SEO.")).toBeVisible();

  // Delete that fails: the spec's message in the page, the row stays.
  await page.route(`**/api/admin/submissions/${contactId}`, (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 500, json: { error: "boom" } }) : route.fallback(),
  );
  await detail.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete submission" });
  await expect(dialog).toContainText("Are you sure you want to delete this submission?");
  await expect(dialog).toContainText(new RegExp(`Asha ${tag} · \\d+ \\w{3} \\d{4}, `));
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(detail.getByRole("alert")).toHaveText("Failed to delete submission. Please try again.");
  await expect(dialog).toBeHidden();
  await page.unroute(`**/api/admin/submissions/${contactId}`);
  allowErrors(consoleErrors, new RegExp(`HTTP 500 for .*/api/admin/submissions/${contactId}$`));

  // Cancel keeps it; Delete removes it and clears the selection.
  await detail.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await detail.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No submissions match your search.")).toBeVisible();
  await expect(detail.getByText("Select a submission to see every field it holds.")).toBeVisible();

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();

  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: "Subscribers", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export subscribers CSV" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await gotoHydrated(page, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});

test("an expired session sends the dashboard back to /admin", async ({ page, consoleErrors }) => {
  await signInToAdmin(page);
  // Let the first load finish with the live session; otherwise its own calls meet the
  // expiry and leave the page before Refresh can be clicked.
  const refresh = page.getByRole("button", { name: "Refresh" });
  await expect(refresh).toBeEnabled();
  await expireAdminSession(page);
  await refresh.click();
  await expect(page).toHaveURL(/\/admin$/);
  allowErrors(consoleErrors, /HTTP 401 for .*\/api\/admin\//);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("sign-in and dashboard fit without sideways scrolling", async ({ page }) => {
    await gotoHydrated(page, "/admin");
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
    await signInToAdmin(page);
    await expect(page.getByRole("region", { name: "Counters" }).getByText("This Month")).toBeVisible();
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
    await expectNoA11yViolations(page);
  });
});
