import crypto from "node:crypto";
import { load } from "cheerio";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { AUTH_SIGN_IN_PATH, AUTH_SIGN_OUT_PATH } from "#contracts/auth/session.ts";
import { MSG_ACCOUNT_DISABLED, MSG_SET_PASSWORD_LINK_INVALID } from "#contracts/accounts/accounts.ts";
import { expect, expectNoA11yViolations, gotoHydrated, signInToAdmin, test } from "./support.ts";
import { seedLead } from "./lead-desk-support.ts";

// Two roles end to end: the owner (the demo admin) manages accounts from the Team view and
// reads the audit log; staff sign in, work, and see neither; set-password links; one's own
// password; and the admin pages' server-sent HTML (sign-in form, dashboard skeleton), which
// also signs in with JavaScript off. Every test makes its own accounts, so tests run in parallel.

const DEMO = { username: "admin", password: "crestline-demo" };

/** A username no other test (or earlier run against the same database) uses. */
const uniqueName = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString("hex")}`;

/** Creates a staff account through the API, as the owner, signed out again afterwards. */
async function createStaff(request: APIRequestContext, baseURL: string, password: string) {
  const headers = { origin: baseURL };
  expect((await request.post(AUTH_SIGN_IN_PATH, { headers, data: DEMO })).status()).toBe(200);
  const username = uniqueName("staff");
  const created = await request.post("/api/admin/accounts", {
    headers,
    data: { username, displayName: `Staff ${username}`, role: "staff", password },
  });
  expect(created.status()).toBe(201);
  expect((await request.post(AUTH_SIGN_OUT_PATH, { headers })).status()).toBe(204);
  return username;
}

async function signIn(page: Page, username: string, password: string) {
  await gotoHydrated(page, "/admin");
  await page.getByLabel("Username").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function openView(page: Page, name: "Team" | "Audit log") {
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

/** A second browser, for the staff member, with the page's base URL. */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** Removes the errors a test provokes on purpose (a refused sign-in, a spent link). */
function allowErrors(errors: string[], pattern: RegExp) {
  for (let i = errors.length - 1; i >= 0; i--) if (pattern.test(errors[i] ?? "")) errors.splice(i, 1);
}

test("the owner adds staff with a password and with a link; the link sets a password; staff see no owner views", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await signInToAdmin(page);
  await expect(page.getByText("Signed in as")).toContainText("(Owner)");
  await openView(page, "Team");
  await expect(page.getByRole("list", { name: "Accounts" })).toContainText("(you)");
  await expectNoA11yViolations(page);

  // With a password.
  const withPassword = uniqueName("priya");
  const form = page.getByRole("region", { name: "Add account" });
  await form.getByLabel("Username").fill(withPassword);
  await form.getByLabel("Display name").fill("Priya Nair");
  await expect(form.getByLabel("Role")).toHaveValue("staff");
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("short");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(form.getByText("A password has at least 8 characters.")).toBeVisible();
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("priya-password-1");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText(`Account ${withPassword} created.`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: withPassword });
  await expect(row).toContainText("Staff");
  await expect(row).toContainText("Active");

  // A taken username: the server's reason beside the form, what was typed kept.
  await form.getByLabel("Username").fill(withPassword);
  await form.getByLabel("Display name").fill("Someone Else");
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("another-password");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(form.getByRole("textbox", { name: "Username" })).toHaveAccessibleDescription(
    "That username is already taken.",
  );
  await expect(form.getByLabel("Display name")).toHaveValue("Someone Else");
  allowErrors(consoleErrors, /HTTP 409 for .*\/api\/admin\/accounts$/);

  // With a one-time link.
  const withLink = uniqueName("ravi");
  await form.getByLabel("Username").fill(withLink);
  await form.getByLabel("Display name").fill("Ravi Kumar");
  await form.getByRole("radio", { name: "Create a one-time link" }).check();
  await form.getByRole("button", { name: "Add account" }).click();
  const linkField = page.getByLabel("One-time link for Ravi Kumar");
  await expect(linkField).toBeVisible();
  const link = await linkField.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/admin/set-password#token=[A-Za-z0-9_-]{20,}$`));
  await expect(page.getByRole("button", { name: "Copy the link for Ravi Kumar" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: withLink })).toContainText("Link pending");

  // The link, in the staff member's browser.
  const staff = await otherBrowser(browser, baseURL);
  await gotoHydrated(staff.page, link);
  await expect(staff.page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await expectNoA11yViolations(staff.page);
  await staff.page.getByRole("textbox", { name: "New password", exact: true }).fill("ravi-password-1");
  await staff.page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("ravi-password-2");
  await staff.page.getByRole("button", { name: "Set password" }).click();
  await expect(staff.page.getByText("The two passwords do not match.")).toBeVisible();
  await staff.page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("ravi-password-1");
  await staff.page.getByRole("button", { name: "Set password" }).click();
  await expect(staff.page.getByText("Your password is set.")).toBeVisible();
  expect(new URL(staff.page.url()).hash).toBe("");
  await staff.page.getByRole("link", { name: "Go to sign in" }).click();

  // Staff: no Team, no Audit log, no Delete.
  seedLead(`Lead for ${withLink}`);
  await signIn(staff.page, withLink, "ravi-password-1");
  await expect(staff.page).toHaveURL(/\/admin\/leads$/);
  await expect(staff.page.getByText("Signed in as Ravi Kumar (Staff)")).toBeVisible();
  const views = staff.page.getByRole("navigation", { name: "Views" });
  await expect(views.getByRole("link", { name: "Submissions" })).toBeVisible();
  await expect(views.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(views.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await staff.page.getByRole("button", { name: new RegExp(`Lead for ${withLink}`) }).click();
  await expect(staff.page.getByRole("heading", { level: 3, name: `Lead for ${withLink}` })).toBeVisible();
  await expect(staff.page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // And the server agrees.
  expect((await staff.page.request.get("/api/admin/accounts")).status()).toBe(403);

  // The spent link does not work twice.
  await gotoHydrated(staff.page, link);
  await staff.page.getByRole("textbox", { name: "New password", exact: true }).fill("ravi-password-3");
  await staff.page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("ravi-password-3");
  await staff.page.getByRole("button", { name: "Set password" }).click();
  await expect(staff.page.getByText(MSG_SET_PASSWORD_LINK_INVALID)).toBeVisible();
  await staff.context.close();

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await openView(page, "Team");
  await expect(page.getByRole("listitem").filter({ hasText: withLink })).not.toContainText("Link pending");
});

test("the owner disables an account (it can no longer sign in), enables it, renames it, and reads the audit log", async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await otherBrowser(browser, baseURL);
  const username = await createStaff(staff.context.request, baseURL ?? "", "disable-me-please");
  await signIn(staff.page, username, "disable-me-please");
  await expect(staff.page).toHaveURL(/\/admin\/leads$/);

  await signInToAdmin(page);
  await openView(page, "Team");
  const row = page.getByRole("listitem").filter({ hasText: username });
  await row.getByRole("button", { name: `Disable ${username}` }).click();
  const dialog = page.getByRole("dialog", { name: "Disable account" });
  await expect(dialog).toContainText("will be signed out");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Disable account" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Disabled");

  // The open session has ended, and signing in again is refused with the reason.
  await staff.page.reload();
  await expect(staff.page).toHaveURL(/\/admin$/);
  await signIn(staff.page, username, "disable-me-please");
  await expect(staff.page.getByRole("alert")).toHaveText(MSG_ACCOUNT_DISABLED);
  await staff.context.close();

  await row.getByRole("button", { name: `Enable ${username}` }).click();
  await page.getByRole("dialog", { name: "Enable account" }).getByRole("button", { name: "Enable account" }).click();
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Edit name ${username}` }).click();
  const rename = page.getByRole("dialog", { name: "Edit display name" });
  await rename.getByLabel("Display name").fill("Meera Iyer");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toBeHidden();
  await expect(row).toContainText("Meera Iyer");

  await row.getByRole("button", { name: `Reset password ${username}` }).click();
  const reset = page.getByRole("dialog", { name: "Reset password" });
  await reset.getByRole("radio", { name: "Create a one-time link" }).check();
  await reset.getByRole("button", { name: "Reset password" }).click();
  await expect(reset.getByLabel("One-time link for Meera Iyer")).toHaveValue(/#token=/);
  await reset.getByRole("button", { name: "Done" }).click();
  await expect(row).toContainText("Link pending");

  await openView(page, "Audit log");
  const entries = page.getByRole("list", { name: "Audit log entries, newest first" });
  for (const action of [
    "reset a password",
    "disabled an account",
    "enabled an account",
    "changed an account",
    "created an account",
  ]) {
    await expect(entries.getByRole("listitem").filter({ hasText: username }).filter({ hasText: action })).toHaveCount(
      1,
    );
  }
  await expect(entries.getByRole("listitem").filter({ hasText: username }).first()).toContainText(
    `Account ${username}`,
  );
  await expectNoA11yViolations(page);
});

test("anyone changes their own password: wrong current password refused, the new one works", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const username = await createStaff(page.context().request, baseURL ?? "", "first-password-1");
  await page.context().clearCookies();
  await signIn(page, username, "first-password-1");
  await expect(page).toHaveURL(/\/admin\/leads$/);

  await page.getByRole("button", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expectNoA11yViolations(page);
  await dialog.getByRole("textbox", { name: "Current password", exact: true }).fill("not-my-password");
  await dialog.getByRole("textbox", { name: "New password", exact: true }).fill("second-password-2");
  await dialog.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("second-password-2");
  await dialog.getByRole("button", { name: "Save new password" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your current password is not correct.");
  await expect(dialog.getByRole("textbox", { name: "New password", exact: true })).toHaveValue("second-password-2");
  await dialog.getByRole("textbox", { name: "Current password", exact: true }).fill("first-password-1");
  await dialog.getByRole("button", { name: "Save new password" }).click();
  await expect(dialog.getByText("Your password has been changed.")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signIn(page, username, "second-password-2");
  await expect(page).toHaveURL(/\/admin\/leads$/);
  allowErrors(consoleErrors, /HTTP 400 for .*\/api\/auth\/password/);
});

test("a set-password page without a valid link says so", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/admin/set-password");
  await expect(page.getByText(MSG_SET_PASSWORD_LINK_INVALID)).toBeVisible();
  await gotoHydrated(page, "/admin/set-password#token=not-a-real-token");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("any-password-1");
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("any-password-1");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText(MSG_SET_PASSWORD_LINK_INVALID)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/admin");
  allowErrors(consoleErrors, /HTTP 400 for .*\/api\/auth\/set-password/);
});

test("the server sends /admin with its sign-in form and every dashboard URL with its skeleton, no credentials inside", async ({
  page,
}) => {
  const signInPage = await page.request.get("/admin");
  expect(signInPage.headers()["cache-control"]).toBe("no-store");
  const html = await signInPage.text();
  const $ = load(html);
  expect($("h1").text()).toBe("Admin Sign In");
  expect($("form").attr("method")).toBe("post");
  expect($("form").attr("action")).toBe("/forms/admin-sign-in");
  expect($('form input[name="username"]')).toHaveLength(1);
  expect($('form input[name="password"]')).toHaveLength(1);
  expect(html).not.toContain(DEMO.password);

  const dashboard = load(await (await page.request.get("/admin/leads/123?status=new")).text());
  expect(dashboard("h1").text()).toBe("Submissions Dashboard");
  expect(dashboard('section[aria-label="Counters"] dl').attr("aria-busy")).toBe("true");
  expect(dashboard('section[aria-label="Counters"] dd')).toHaveLength(5);
  expect(dashboard("ul[aria-hidden] li").length).toBeGreaterThan(2);
  expect(dashboard("main").text()).toContain("Loading the dashboard");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form signs in and lands on the dashboard's skeleton", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Submissions Dashboard" })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "crestline_admin")).toBe(true);
  });
});
