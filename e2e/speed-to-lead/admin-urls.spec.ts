import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, signInToAdmin, test } from "../support.ts";
import { seedLead } from "../lead-desk-support.ts";

// Every admin view and every lead has its own URL: a reload keeps the lead open, Back returns
// to the list with its filters, a link sent to a colleague opens the lead after sign-in, the
// Sources range is in the URL, and the owner's views stay the owner's when typed in.

const tagged = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString("hex")}`;
const detail = (page: Page) => page.getByRole("region", { name: "Submission details" });
const views = (page: Page) => page.getByRole("navigation", { name: "Views" });

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("a lead's URL: reload keeps it open, Back returns to the filtered list, a colleague's link opens it after sign-in", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = tagged("url");
  const name = `Meera ${tag}`;
  const id = seedLead(name);
  seedLead(`Other ${tagged("url")}`);

  await signInToAdmin(page);
  const list = `/admin/leads?type=contact&q=${tag}`;
  await gotoHydrated(page, list);
  await expect(page.getByLabel("Search submissions by name, email or message")).toHaveValue(tag);
  const row = page.getByRole("button", { name: new RegExp(name) });
  await expect(page.getByRole("list", { name: "Submissions, newest first" }).getByRole("listitem")).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(`/admin/leads/${id}?type=contact&q=${tag}`);
  await expect(detail(page).getByText(name).first()).toBeVisible();

  await page.reload();
  await expect(detail(page).getByText(name).first()).toBeVisible();
  await expect(row).toHaveAttribute("aria-pressed", "true");

  await page.goBack();
  await expect(page).toHaveURL(list);
  await expect(detail(page).getByText("Select a submission to see every field it holds.")).toBeVisible();
  await expect(page.getByLabel("Search submissions by name, email or message")).toHaveValue(tag);
  await expect(
    page.getByRole("group", { name: "Filter by type" }).getByRole("button", { name: /^Contact/ }),
  ).toHaveAttribute("aria-pressed", "true");

  // A colleague opens the link without a session: sign-in first, then the lead itself.
  const colleague = await (await browser.newContext({ baseURL })).newPage();
  await gotoHydrated(colleague, `/admin/leads/${id}`);
  await expect(colleague).toHaveURL(`/admin?next=${encodeURIComponent(`/admin/leads/${id}`)}`);
  await signIn(colleague, "admin", "crestline-demo");
  await expect(colleague).toHaveURL(`/admin/leads/${id}`);
  await expect(detail(colleague).getByText(name).first()).toBeVisible();
  await colleague.context().close();
});

test("/admin/sources?from=…&to=… opens that range, and a preset goes into the URL", async ({ page }) => {
  await signInToAdmin(page);
  await gotoHydrated(page, "/admin/sources?from=2026-11-01&to=2026-11-24");
  await expect(page.getByRole("heading", { level: 2, name: "Sources" })).toBeVisible();
  await expect(views(page).getByRole("link", { name: "Sources" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-11-01");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("2026-11-24");
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText("1 Nov – 24 Nov 2026");

  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\/admin\/sources\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  const url = page.url();
  await page.reload();
  await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  expect(page.url()).toBe(url);
});

test("a staff account gets no owner view by URL either", async ({ page, browser, baseURL }) => {
  await signInToAdmin(page);
  await gotoHydrated(page, "/admin/team");
  const username = tagged("staff-");
  const form = page.getByRole("region", { name: "Add account" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Display name").fill(`Dev ${username}`);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("dev-password-1");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText(`Account ${username} created.`)).toBeVisible();

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await gotoHydrated(staff, "/admin/audit");
  await signIn(staff, username, "dev-password-1");
  await expect(staff).toHaveURL("/admin/audit");
  await expect(staff.getByRole("heading", { level: 2, name: "Audit log is for the owner only" })).toBeVisible();
  await expect(staff.getByRole("heading", { level: 2, name: "Audit log", exact: true })).toHaveCount(0);
  await expect(views(staff).getByRole("link", { name: "Audit log" })).toHaveCount(0);

  await gotoHydrated(staff, "/admin/team");
  await expect(staff.getByRole("heading", { level: 2, name: "Team is for the owner only" })).toBeVisible();
  await expect(staff.getByRole("region", { name: "Add account" })).toHaveCount(0);
  await expect(views(staff).getByRole("link", { name: "Team" })).toHaveCount(0);
  await staff.getByRole("link", { name: "Go to the submissions" }).click();
  await expect(staff).toHaveURL("/admin/leads");
  await staff.context().close();
});

test("the old /admin/dashboard and an unknown view land somewhere useful", async ({ page }) => {
  await signInToAdmin(page);
  await gotoHydrated(page, "/admin/dashboard?due=today");
  await expect(page).toHaveURL("/admin/leads?due=today");
  await expect(
    page.getByRole("group", { name: "Follow-ups" }).getByRole("button", { name: /Due today/ }),
  ).toHaveAttribute("aria-pressed", "true");
  await gotoHydrated(page, "/admin/nothing-here");
  await expect(page.getByRole("heading", { level: 2, name: "No such page in the admin" })).toBeVisible();
});
