import type { Locator, Page } from "@playwright/test";
import { e2eDatabase } from "./database-support.ts";
import { expect, forgive } from "./support.ts";

// What the lead form specs share: the rows read back from the e2e server's SQLite file,
// unique addresses, held or failing answers, and the forms filled in.

interface SubmissionRow {
  id: number;
  type: string;
  data: string;
  created_at: string;
  read_at: string | null;
}

function query<Row>(sql: string, value: string): Row[] {
  const db = e2eDatabase({ readonly: true });
  try {
    return db.prepare(sql).all(value) as Row[];
  } finally {
    db.close();
  }
}

/** The stored submissions whose data.email is the given address. */
export function submissionsFrom(email: string) {
  return query<SubmissionRow>("select * from submissions where json_extract(data, '$.email') = ? order by id", email);
}

/** The one submission stored for `email`, checked to be of `type`; its form data parsed. */
export function onlySubmissionFrom(email: string, type: string): Record<string, unknown> {
  const rows = submissionsFrom(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.type).toBe(type);
  return JSON.parse(rows[0]!.data) as Record<string, unknown>;
}

export function subscribersWith(email: string) {
  return query<{ id: number; email: string; created_at: string }>("select * from subscribers where email = ?", email);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Holds each POST to the API for a moment, so the sending state can be seen. */
export async function slowDown(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

export const MSG_SUBMIT_FAILED = "Failed to submit form. Please try again.";

/**
 * Clicks `submit` with every POST to /api/<api> answered by HTTP 500 (`body`): the form's
 * alert shows in `within`, and the failure provoked here is not a console error.
 */
export async function submitToFailingServer(
  page: Page,
  consoleErrors: string[],
  submit: Locator,
  { within = page, api = "submissions", body = "{}" }: { within?: Page | Locator; api?: string; body?: string } = {},
) {
  await page.route(`**/api/${api}`, (route) => route.fulfill({ status: 500, contentType: "application/json", body }));
  await submit.click();
  await expect(within.getByRole("alert")).toHaveText(MSG_SUBMIT_FAILED);
  forgive(consoleErrors, new RegExp(`HTTP 500 for .*/api/${api}`));
}

/**
 * Submits `form` with the answer held back a moment: in `answerIn` the disabled `busy` button
 * shows, then a status saying `done`.
 */
export async function submitSlowly(
  page: Page,
  form: Locator,
  answerIn: Page | Locator,
  names: { submit: string; busy: string; done: string },
) {
  await slowDown(page, "**/api/submissions");
  await form.getByRole("button", { name: names.submit }).click();
  await expect(answerIn.getByRole("button", { name: names.busy })).toBeDisabled();
  await expect(answerIn.getByRole("status").filter({ hasText: names.done })).toBeVisible();
}

/** The quote form's button while idle and busy, and its answer, for `submitSlowly`. */
export const QUOTE_BUTTONS = {
  submit: "Get My Free Quote",
  busy: "Submitting Request...",
  done: "Quote Request Received",
};

/** Fills an application dialog ("Apply for …" or "Send Your Resume"); `cv` is the CV or portfolio link. */
export async function fillApplication(
  dialog: Locator,
  fields: { name: string; email: string; phone: string; cv: string },
) {
  await dialog.getByLabel("Full Name").fill(fields.name);
  await dialog.getByLabel("Email Address").fill(fields.email);
  await dialog.getByLabel("Phone Number").fill(fields.phone);
  await dialog.getByLabel("Link to CV or Portfolio").fill(fields.cv);
}

/** Opens the careers page's "Send Your Resume" dialog and fills it in with `email`. */
export async function fillResume(page: Page, email: string) {
  await page.getByRole("button", { name: "Send Your Resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Your Resume" });
  await fillApplication(dialog, {
    name: "Kabir Singh",
    email,
    phone: "+91 99999 88888",
    cv: "https://behance.example.com/kabir",
  });
  return dialog;
}

/** Fills the contact form; the website only when given, the other fields with a usual value unless given. */
export async function fillContact(
  page: Page,
  fields: { fullName?: string; contactNumber?: string; email?: string; website?: string; message?: string },
) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill(fields.fullName ?? "Asha Verma");
  await form.getByLabel("Contact Number").fill(fields.contactNumber ?? "9876543210");
  await form.getByLabel("Email Address").fill(fields.email ?? "asha@example.com");
  if (fields.website !== undefined) await form.getByLabel("Website").fill(fields.website);
  await form.getByLabel("Message").fill(fields.message ?? "Hello there");
  return form;
}

/**
 * Fills the quote form `formName` (on /quote or the home page) for `email`; `goals` null leaves
 * them out. The name, phone, website and budget have usual values unless given.
 */
export async function fillQuote(
  page: Page,
  formName: string,
  email: string,
  goals: string | null,
  fields: { fullName?: string; phone?: string; website?: string; budget?: string } = {},
) {
  const form = page.getByRole("form", { name: formName });
  await form.getByLabel("Full Name").fill(fields.fullName ?? "Rohit Mehta");
  await form.getByLabel("Contact Number").fill(fields.phone ?? "011 4567 8900");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Website URL").fill(fields.website ?? "https://shop.example.com");
  await form.getByLabel("Monthly Ad Budget").selectOption(fields.budget ?? "₹1.5-₹2 Lakh");
  await form.getByRole("checkbox", { name: "Google Ads" }).check();
  await form.getByRole("checkbox", { name: "SEO", exact: true }).check();
  if (goals !== null) await form.getByLabel("Your Goals").fill(goals);
  return form;
}

/** Types `email` into the page's "Stay Updated" box and presses Subscribe; returns the box. */
export async function subscribe(page: Page, email: string) {
  const box = page.getByRole("region", { name: "Stay Updated" });
  await box.getByLabel("Your e-mail address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  return box;
}
