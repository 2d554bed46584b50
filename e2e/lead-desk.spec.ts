import crypto from "node:crypto";
import { expect, gotoHydrated, signInToAdmin, test } from "./support.ts";
import { searchLeads, seedLead } from "./lead-desk-support.ts";

// A Monday morning at the lead desk, from account to audit: the owner adds a staff member;
// the staff member moves a new lead to Contacted on the board by keyboard only, notes the
// call, sets a follow-up for today and finds it under "Due today"; all of it is still there
// after a reload; staff can neither delete leads nor manage accounts (the page hides it and
// the server refuses it); the owner reads what happened in the audit log.

const tagged = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString("hex")}`;

/** Today in New Delhi, as the follow-up date input holds it. */
function todayInDelhi(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

test("staff work a lead on the board by keyboard, it persists, owner-only actions are refused and audited", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = tagged("mon");
  const leadName = `Anita ${tag}`;
  const leadId = seedLead(leadName);

  // The owner adds a staff account from the Team view.
  await signInToAdmin(page);
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Team" }).click();
  const form = page.getByRole("region", { name: "Add account" });
  const username = tagged("staff-");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Display name").fill(`Sunil ${tag}`);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("sunil-password-1");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText(`Account ${username} created.`)).toBeVisible();

  // The staff member signs in in their own browser.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await gotoHydrated(staff, "/admin");
  await staff.getByLabel("Username").fill(username);
  await staff.getByRole("textbox", { name: "Password", exact: true }).fill("sunil-password-1");
  await staff.getByRole("button", { name: "Sign In" }).click();
  await expect(staff).toHaveURL(/\/admin\/leads$/);
  await expect(staff.getByText("Signed in as")).toContainText(`Sunil ${tag} (Staff)`);
  const views = staff.getByRole("navigation", { name: "Views" });
  await expect(views.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(views.getByRole("link", { name: "Audit log" })).toHaveCount(0);

  // On the board, by keyboard only (after the search box has let go of the focus): j focuses the card, Tab reaches its status menu, the
  // arrow chooses the next status, Contacted.
  await searchLeads(staff, tag);
  await staff.getByRole("group", { name: "Show leads as" }).getByRole("button", { name: "Board" }).click();
  const board = staff.getByRole("region", { name: "Board" });
  const card = (column: string) =>
    board.getByRole("list", { name: `${column} leads` }).getByRole("button", { name: new RegExp(leadName) });
  await expect(card("New")).toBeVisible();
  await staff.locator("body").press("j");
  await expect(card("New")).toBeFocused();
  await staff.keyboard.press("Tab");
  await expect(board.getByRole("combobox", { name: `Status of ${leadName}` })).toBeFocused();
  await staff.keyboard.press("ArrowDown");
  await expect(card("Contacted")).toBeVisible();
  await expect(board.getByRole("list", { name: "New leads" }).getByRole("listitem")).toHaveCount(0);

  // Enter opens the lead: a note, and a follow-up for today.
  await card("Contacted").focus();
  await staff.keyboard.press("Enter");
  const sheet = staff.getByRole("dialog", { name: "Submission details" });
  await expect(sheet.getByRole("heading", { name: leadName })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await sheet.getByRole("textbox", { name: "Add a note" }).fill("Called Anita: wants a proposal for SEO.");
  await sheet.getByRole("button", { name: "Add note" }).click();
  await expect(sheet.getByRole("list", { name: "Notes, newest first" })).toContainText(`Sunil ${tag}`);
  await sheet.getByRole("button", { name: "Today", exact: true }).click();
  await expect(sheet.getByLabel("Follow-up date")).toHaveValue(todayInDelhi());
  await expect(sheet.getByRole("status").filter({ hasText: "Saved" })).not.toHaveCount(0);
  await staff.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // "Due today" counts it and, pressed, lists it.
  const dueToday = staff.getByRole("button", { name: /Due today/ });
  await expect(dueToday).not.toContainText(/\b0\b/);
  await dueToday.click();
  await expect(card("Contacted")).toBeVisible();

  // After a reload everything is still there, the search and the "Due today" filter too (the URL holds them).
  await staff.reload();
  await expect(staff.getByLabel("Search submissions by name, email or message")).toHaveValue(tag);
  const listed = staff.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/admin/submissions" && url.searchParams.get("q") === tag;
  });
  await staff.getByRole("group", { name: "Show leads as" }).getByRole("button", { name: "List" }).click();
  await listed;
  await expect(staff.getByRole("combobox", { name: `Status of ${leadName}` })).toHaveValue("contacted");
  await staff
    .getByRole("list", { name: "Submissions, newest first" })
    .getByRole("button", { name: new RegExp(leadName) })
    .click();
  const detail = staff.getByRole("region", { name: "Submission details" });
  await expect(detail.getByRole("list", { name: "Notes, newest first" })).toContainText("wants a proposal for SEO");
  await expect(detail.getByLabel("Follow-up date")).toHaveValue(todayInDelhi());
  const timeline = detail.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("New → Contacted");
  await expect(timeline).toContainText(`Sunil ${tag}`);

  // The server refuses what the page hides.
  const headers = { origin: baseURL ?? "" };
  const deleted = await staff.request.delete(`/api/admin/submissions/${leadId}`, { headers });
  expect(deleted.status()).toBe(403);
  expect((await deleted.json()) as unknown).toEqual({ error: "Only the owner can do this." });
  expect((await staff.request.get("/api/admin/accounts", { headers })).status()).toBe(403);
  expect((await staff.request.get("/api/admin/audit-log", { headers })).status()).toBe(403);
  await staffContext.close();

  // The owner deletes another lead and reads the audit log: the account and the deletion (by id).
  const doomed = `Spam ${tag}`;
  const doomedId = seedLead(doomed);
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Submissions" }).click();
  await searchLeads(page, doomed);
  await page
    .getByRole("list", { name: "Submissions, newest first" })
    .getByRole("button", { name: new RegExp(doomed) })
    .click();
  await page.getByRole("region", { name: "Submission details" }).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete submission" });
  await expect(confirm).toContainText("Are you sure you want to delete this submission?");
  await expect(confirm).toContainText(doomed);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Audit log" }).click();
  const entries = page.getByRole("list", { name: "Audit log entries, newest first" });
  // The lead by its id only: the audit log outlives the lead and never holds its name.
  const deletion = entries.getByRole("listitem").filter({ hasText: "deleted a lead" }).first();
  await expect(deletion.getByText(`Lead #${doomedId}`, { exact: true })).toBeVisible();
  await expect(entries.getByRole("listitem").filter({ hasText: doomed })).toHaveCount(0);
  // The account's own sign-ins are logged too: pick the entry of its creation.
  await expect(
    entries.getByRole("listitem").filter({ hasText: username }).filter({ hasText: "created an account" }),
  ).toHaveCount(1);
});
