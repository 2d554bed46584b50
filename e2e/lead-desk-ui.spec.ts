import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, sidewaysOverflow, signInToAdmin, test } from "./support.ts";
import { searchLeads, seedLead } from "./lead-desk-support.ts";

// The lead desk in the dashboard, end to end: status from the list (Lost asks why), a card
// moved on the board by keyboard only, a note written and edited, a follow-up set for today
// and found through the "Due today" counter, and the detail as a full-screen sheet at 390 px.
// Each test seeds its own leads, named with a tag, straight into the e2e server's database.

function newTag() {
  return `e2e${crypto.randomBytes(4).toString("hex")}`;
}

const list = (page: Page) => page.getByRole("list", { name: "Submissions, newest first" });
/** The list's row of the lead named `name`. */
const leadRow = (page: Page, name: string) => list(page).getByRole("button", { name: new RegExp(name) });

/** Searches for the leads tagged `tag` and opens the one named `name` from the list. */
async function openLead(page: Page, tag: string, name: string) {
  await searchLeads(page, tag);
  await leadRow(page, name).click();
}

/** Seeds a lead named `firstName` and a new tag, signs in and opens it from the list; returns the tag. */
async function openNewLead(page: Page, firstName: string) {
  const tag = newTag();
  seedLead(`${firstName} ${tag}`);
  await signInToAdmin(page);
  await openLead(page, tag, `${firstName} ${tag}`);
  return tag;
}

test("status from the list: Contacted at once, Lost only with a reason; both persist", async ({ page }) => {
  const tag = newTag();
  seedLead(`Asha ${tag}`);
  await signInToAdmin(page);
  await searchLeads(page, tag);
  await expect(list(page).getByRole("listitem")).toHaveCount(1);

  const status = page.getByRole("combobox", { name: `Status of Asha ${tag}` });
  await status.selectOption({ label: "Contacted" });
  await expect(status).toBeEnabled();
  await expect(status).toHaveValue("contacted");

  await status.selectOption({ label: "Lost" });
  const dialog = page.getByRole("dialog", { name: "Mark as lost" });
  await dialog.getByRole("button", { name: "Mark as lost" }).click();
  await expect(dialog.getByText("Please give a short reason why this lead was lost.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Budget too small");
  await dialog.getByRole("button", { name: "Mark as lost" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue("lost");

  await page.reload();
  await searchLeads(page, tag);
  await expect(page.getByRole("combobox", { name: `Status of Asha ${tag}` })).toHaveValue("lost");
  await leadRow(page, `Asha ${tag}`).click();
  const detail = page.getByRole("region", { name: "Submission details" });
  await expect(detail.getByText("Reason: Budget too small").first()).toBeVisible();
  await expect(detail.getByRole("region", { name: "Timeline" })).toContainText("Status: Contacted → Lost");
  await page.keyboard.press("Escape");
  await expect(detail.getByText("Select a submission to see every field it holds.")).toBeVisible();
});

test("the board: a card moves to Contacted by keyboard only, and j/k/Enter/Escape work", async ({ page }) => {
  const tag = newTag();
  seedLead(`Rohan ${tag}`, 3);
  seedLead(`Meera ${tag}`, 1);
  await signInToAdmin(page);
  await searchLeads(page, tag);
  await expect(list(page).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("group", { name: "Show leads as" }).getByRole("button", { name: "Board" }).click();

  const board = page.getByRole("region", { name: "Board" });
  const newColumn = board.getByRole("list", { name: "New leads" });
  const contacted = board.getByRole("list", { name: "Contacted leads" });
  await expect(newColumn.getByRole("listitem")).toHaveCount(2);
  await expectNoA11yViolations(page);

  // j selects the first card, j the next; Tab reaches its status menu; arrows choose.
  await page.locator("body").press("j");
  await expect(newColumn.getByRole("button", { name: new RegExp(`Meera ${tag}`) })).toBeFocused();
  await page.keyboard.press("j");
  await expect(newColumn.getByRole("button", { name: new RegExp(`Rohan ${tag}`) })).toBeFocused();
  await page.keyboard.press("Tab");
  const menu = board.getByRole("combobox", { name: `Status of Rohan ${tag}` });
  await expect(menu).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(contacted.getByRole("button", { name: new RegExp(`Rohan ${tag}`) })).toBeVisible();
  await expect(newColumn.getByRole("listitem")).toHaveCount(1);

  // k goes back to Meera; Enter opens her; Escape closes the panel.
  await page.locator("body").press("k");
  await page.keyboard.press("k");
  await expect(newColumn.getByRole("button", { name: new RegExp(`Meera ${tag}`) })).toBeFocused();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Submission details" });
  await expect(sheet.getByRole("heading", { name: `Meera ${tag}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // The mouse's way: Meera's card dragged onto the Qualified column.
  await newColumn
    .getByRole("listitem")
    .filter({ hasText: `Meera ${tag}` })
    .dragTo(board.getByRole("heading", { name: /^Qualified/ }));
  await expect(board.getByRole("list", { name: "Qualified leads" })).toContainText(`Meera ${tag}`);

  await page.reload();
  await searchLeads(page, tag);
  await expect(page.getByRole("combobox", { name: `Status of Rohan ${tag}` })).toHaveValue("contacted");
  await expect(page.getByRole("combobox", { name: `Status of Meera ${tag}` })).toHaveValue("qualified");
});

test("a board column loads more cards with the list's cursor", async ({ page }) => {
  const tag = newTag();
  for (let index = 0; index < 32; index++) seedLead(`Lead ${index} ${tag}`, 10 + index);
  await signInToAdmin(page);
  await page.getByRole("button", { name: "Board" }).click();
  await searchLeads(page, tag);
  const board = page.getByRole("region", { name: "Board" });
  await expect(board.getByRole("heading", { name: /^New/ })).toHaveText("New32");
  const cards = board.getByRole("list", { name: "New leads" }).getByRole("listitem");
  await expect(cards).toHaveCount(30);
  await board.getByRole("button", { name: "Load more in New" }).click();
  await expect(cards).toHaveCount(32);
  await expect(cards.last()).toContainText(`Lead 31 ${tag}`);
  await expect(board.getByRole("button", { name: "Load more in New" })).toHaveCount(0);
});

test("notes: added newest first, edited by their author; the timeline records them", async ({ page }) => {
  const tag = await openNewLead(page, "Kiran");
  const detail = page.getByRole("region", { name: "Submission details" });
  await expect(detail.getByText("No notes yet.")).toBeVisible();

  await detail.getByRole("textbox", { name: "Add a note" }).fill("Called, no answer.");
  await detail.getByRole("button", { name: "Add note" }).click();
  await detail.getByRole("textbox", { name: "Add a note" }).fill("Sent the deck.");
  await detail.getByRole("button", { name: "Add note" }).click();
  const notes = detail.getByRole("list", { name: "Notes, newest first" });
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await expect(notes.getByRole("listitem").first()).toContainText("Sent the deck.");

  await notes.getByRole("listitem").first().getByRole("button", { name: /^Edit/ }).click();
  await detail.getByRole("textbox", { name: "Edit note" }).fill("Sent the deck and the prices.");
  await detail.getByRole("button", { name: "Save" }).click();
  await expect(notes.getByRole("listitem").first()).toContainText("Sent the deck and the prices.");
  await expect(notes.getByRole("listitem").first()).toContainText("(edited)");
  await expect(detail.getByRole("region", { name: "Timeline" }).getByText("Note added")).toHaveCount(2);
  await expect(detail.getByRole("region", { name: "Timeline" }).getByText("Note edited")).toHaveCount(1);
  const row = leadRow(page, `Kiran ${tag}`);
  await expect(row.getByText("Unread", { exact: true })).toHaveCount(0);
  await detail.getByRole("button", { name: "Mark as unread" }).click();
  await expect(row.getByText("Unread", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.reload();
  await openLead(page, tag, `Kiran ${tag}`);
  await expect(notes.getByRole("listitem").first()).toContainText("Sent the deck and the prices.");
});

test("a follow-up set for today shows under the 'Due today' counter", async ({ page }) => {
  const tag = await openNewLead(page, "Priya");
  const detail = page.getByRole("region", { name: "Submission details" });
  await detail.getByRole("button", { name: "Today" }).click();
  await expect(detail.getByRole("status").filter({ hasText: "Saved" })).toHaveCount(1);
  const followUp = detail.getByLabel("Follow-up date");
  await expect(followUp).not.toHaveValue("");

  await detail.getByLabel("Value estimate (₹)").fill("1.5 lakh a month");
  await detail.getByLabel("Value estimate (₹)").press("Enter");
  await expect(detail.getByRole("status").filter({ hasText: "Saved" })).toHaveCount(2);

  // Owner: the team's accounts, me marked; the list and the "Mine" filter follow.
  await detail.getByLabel("Owner", { exact: true }).selectOption({ label: "admin (me)" });
  await expect(detail.getByRole("status").filter({ hasText: "Saved" })).toHaveCount(3);
  const row = leadRow(page, `Priya ${tag}`);
  await expect(row).toContainText("admin");
  await page.getByRole("combobox", { name: "Owner", exact: true }).first().selectOption({ label: "Mine" });
  await expect(list(page).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("combobox", { name: "Owner", exact: true }).first().selectOption({ label: "No owner" });
  await expect(page.getByText("No submissions match your search.")).toBeVisible();
  await page.getByRole("combobox", { name: "Owner", exact: true }).first().selectOption({ label: "Anyone" });

  const dueToday = page.getByRole("group", { name: "Follow-ups" }).getByRole("button", { name: /Due today/ });
  await expect(dueToday).not.toContainText("–");
  expect(Number((await dueToday.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
  await dueToday.click();
  await expect(dueToday).toHaveAttribute("aria-pressed", "true");
  await expect(list(page).getByRole("listitem")).toHaveCount(1);
  await expect(list(page).getByRole("listitem")).toContainText("Follow up today");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(dueToday).toHaveAttribute("aria-pressed", "false");

  await page.reload();
  await openLead(page, tag, `Priya ${tag}`);
  await expect(detail.getByLabel("Follow-up date")).toHaveValue((await followUp.inputValue()) || "x");
  await expect(detail.getByLabel("Value estimate (₹)")).toHaveValue("1.5 lakh a month");
});

test("the same person's requests are linked, and open in the panel", async ({ page }) => {
  const tag = newTag();
  const email = `nisha.${tag}@example.com`;
  seedLead(`Nisha ${tag}`, 60 * 24 * 3, email);
  seedLead(`Nisha K ${tag}`, 1, email);
  await signInToAdmin(page);
  await searchLeads(page, tag);
  const latest = leadRow(page, `Nisha K ${tag}`);
  await expect(latest).toContainText("1 earlier request");
  await latest.click();
  const detail = page.getByRole("region", { name: "Submission details" });
  const related = detail.getByRole("region", { name: "Same person: 1 other request" });
  await related.getByRole("button", { name: /^Contact, / }).click();
  await expect(detail.getByRole("heading", { name: `Nisha ${tag}`, exact: true })).toBeVisible();
});

test("with e-mail set up, Reply sends from the dashboard and says so", async ({ page }) => {
  const tag = newTag();
  seedLead(`Omar ${tag}`);
  // The e2e server has no SMTP: the session says it has, and the reply is answered here.
  await page.route("**/api/auth/session", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), replyByEmail: true } });
  });
  let sent: unknown = null;
  await page.route("**/api/admin/submissions/*/reply", async (route) => {
    sent = route.request().postDataJSON();
    await route.fulfill({ json: { queued: true } });
  });
  await signInToAdmin(page);
  await openLead(page, tag, `Omar ${tag}`);
  await page.getByRole("group", { name: "Contact" }).getByRole("button", { name: "Reply" }).click();
  const dialog = page.getByRole("dialog", { name: "Reply by e-mail" });
  await expect(dialog.getByRole("textbox", { name: "Subject" })).toHaveValue("Your enquiry with Crestline Digital");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Please write the message.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Message" }).fill("Hello Omar, thanks for writing.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    `Reply to Omar.${tag}@example.com queued: the timeline shows when it is sent.`,
  );
  expect(sent).toEqual({ subject: "Your enquiry with Crestline Digital", body: "Hello Omar, thanks for writing." });
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the detail is a full-screen sheet that Close and Escape shut; the board scrolls sideways", async ({ page }) => {
    const tag = await openNewLead(page, "Dev");
    const sheet = page.getByRole("dialog", { name: "Submission details" });
    await expect(sheet.getByRole("heading", { name: `Dev ${tag}` })).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(390);
    await expectNoA11yViolations(page);
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await leadRow(page, `Dev ${tag}`).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    await page.getByRole("button", { name: "Board" }).click();
    const board = page.getByRole("region", { name: "Board" });
    await expect(board.getByRole("heading", { name: /^Won/ })).toBeAttached();
    expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
  });
});
