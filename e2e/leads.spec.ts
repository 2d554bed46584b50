import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./support.ts";

// Every lead form end to end: fill, submit, success screen, empty form after
// 3 s, and the row read back from the e2e server's SQLite file.

const dbFile = () => path.join(process.env.E2E_DB_DIR ?? "", "e2e.db");

interface SubmissionRow {
  id: number;
  type: string;
  data: string;
  created_at: string;
  read_at: string | null;
}

function query<Row>(sql: string, value: string): Row[] {
  const db = new Database(dbFile(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(value) as Row[];
  } finally {
    db.close();
  }
}

/** The stored submissions whose data.email is the given address. */
function submissionsFrom(email: string) {
  return query<SubmissionRow>("select * from submissions where json_extract(data, '$.email') = ? order by id", email);
}

/** The one submission stored for `email`, checked to be of `type`; its form data parsed. */
function onlySubmissionFrom(email: string, type: string): Record<string, unknown> {
  const rows = submissionsFrom(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.type).toBe(type);
  return JSON.parse(rows[0]!.data) as Record<string, unknown>;
}

function subscribersWith(email: string) {
  return query<{ id: number; email: string; created_at: string }>("select * from subscribers where email = ?", email);
}

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Holds each POST to the API for a moment, so the sending state can be seen. */
async function slowDown(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/** The failed answers a failure test causes on purpose are not console errors. */
function forgive(consoleErrors: string[], pattern: RegExp) {
  const kept = consoleErrors.filter((entry) => !pattern.test(entry));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** Answers every POST to /api/<api> with HTTP 500. */
async function failServer(page: Page, api: "submissions" | "subscribers", body = "{}") {
  await page.route(`**/api/${api}`, (route) => route.fulfill({ status: 500, contentType: "application/json", body }));
}

/**
 * Submits `form` with the answer held back a moment: in `answerIn` the disabled `busy` button
 * shows, then a status saying `done`.
 */
async function submitSlowly(
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

/** Opens the careers page's "Send Your Resume" dialog and fills it in with `email`. */
async function fillResume(page: Page, email: string) {
  await page.getByRole("button", { name: "Send Your Resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Your Resume" });
  await dialog.getByLabel("Full Name").fill("Kabir Singh");
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByLabel("Phone Number").fill("+91 99999 88888");
  await dialog.getByLabel("Link to CV or Portfolio").fill("https://behance.example.com/kabir");
  return dialog;
}

test.describe("contact form (/contact)", () => {
  test("sends a message, thanks for 3 seconds, then shows an empty form", async ({ page }) => {
    const email = uniqueEmail("contact");
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("  Asha Verma ");
    await form.getByLabel("Contact Number").fill("+91 98765 43210");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Website").fill("https://asha.example.com");
    await form.getByLabel("Message").fill("<b>Not bold</b> We need more leads from Google Ads.");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    // A text input for a web address: type="url" would block a bare domain.
    await expect(form.getByLabel("Website")).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Website")).toHaveAttribute("inputmode", "url");
    await expect(form.getByLabel("Website")).toHaveAttribute("autocomplete", "url");
    await expect(form.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expectNoA11yViolations(page);

    await slowDown(page, "**/api/submissions");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending Message..." })).toBeDisabled();

    const thanks = page.getByRole("status").filter({ hasText: "Thank You!" });
    await expect(thanks).toBeVisible();
    const shownAt = Date.now();
    expect(onlySubmissionFrom(email, "contact")).toEqual({
      fullName: "Asha Verma",
      contactNumber: "+91 98765 43210",
      contactNumberE164: "+919876543210",
      email,
      website: "https://asha.example.com",
      message: "<b>Not bold</b> We need more leads from Google Ads.",
    });

    await expect(form.getByLabel("Full Name")).toHaveValue("", { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    await expect(thanks).toHaveCount(0);
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByLabel("Email Address")).toHaveValue("");
  });

  test("keeps the values and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/contact");
    await failServer(page, "submissions", JSON.stringify({ error: "down" }));
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByLabel("Contact Number").fill("9876543210");
    await form.getByLabel("Email Address").fill("asha@example.com");
    await form.getByLabel("Message").fill("Hello there");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
    await expect(form.getByLabel("Full Name")).toHaveValue("Asha Verma");
    await expect(form.getByLabel("Message")).toHaveValue("Hello there");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expectNoA11yViolations(page);
    forgive(consoleErrors, /HTTP 500 for .*\/api\/submissions/);
  });

  test("keeps the values when the server cannot be reached", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.route("**/api/submissions", (route) => route.abort("connectionrefused"));
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByLabel("Contact Number").fill("9876543210");
    await form.getByLabel("Email Address").fill("asha@example.com");
    await form.getByLabel("Message").fill("Hello there");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
    await expect(form.getByLabel("Email Address")).toHaveValue("asha@example.com");
  });

  test("shows the server's per-field messages next to the fields", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/contact");
    await page.route("**/api/submissions", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Please check the highlighted fields.",
          fields: { email: "Please enter a valid email address." },
        }),
      }),
    );
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByLabel("Contact Number").fill("9876543210");
    await form.getByLabel("Email Address").fill("asha@example.com");
    await form.getByLabel("Message").fill("Hello there");
    await form.getByRole("button", { name: "Send Message" }).click();
    const emailField = form.getByLabel("Email Address");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    forgive(consoleErrors, /HTTP 400 for .*\/api\/submissions/);
  });
});

async function fillQuote(page: Page, formName: string, email: string, goals: string | null) {
  const form = page.getByRole("form", { name: formName });
  await form.getByLabel("Full Name").fill("Rohit Mehta");
  await form.getByLabel("Contact Number").fill("011 4567 8900");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Website URL").fill("https://shop.example.com");
  await form.getByLabel("Monthly Ad Budget").selectOption("₹1.5-₹2 Lakh");
  await form.getByRole("checkbox", { name: "Google Ads" }).check();
  await form.getByRole("checkbox", { name: "SEO", exact: true }).check();
  if (goals !== null) await form.getByLabel("Your Goals").fill(goals);
  return form;
}

test.describe("typed before the page's JavaScript ran", () => {
  // The forms are prerendered, so a visitor can type before hydration; nothing typed is lost.
  for (const { path: pagePath, formName } of [
    { path: "/contact", formName: "Contact form" },
    { path: "/", formName: "Home page quote request form" },
  ]) {
    test(`${pagePath}: the name typed early stays when the next field is filled`, async ({ page }) => {
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/**/*.js", async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(pagePath);
      const form = page.getByRole("form", { name: formName });
      await form.getByLabel("Full Name").fill("Asha Verma");
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      // Filling another field re-renders the form; the early name must survive it.
      await expect(async () => {
        await form.getByLabel("Email Address").fill(`asha-${Date.now()}@example.com`);
        await form.getByLabel("Contact Number").fill("98765 43210");
        await expect(form.getByLabel("Contact Number")).toHaveValue("98765 43210");
      }).toPass();
      await expect(form.getByLabel("Full Name")).toHaveValue("Asha Verma");
    });
  }
});

test.describe("quote form (/quote)", () => {
  test("offers the five budgets and eight platforms, stores the request and resets", async ({ page }) => {
    const email = uniqueEmail("quote");
    await gotoHydrated(page, "/quote");
    const form = page.getByRole("form", { name: "Quote request form" });
    await expect(form.getByLabel("Monthly Ad Budget").locator("option")).toHaveText([
      "Select your monthly budget",
      "<₹1 Lakh",
      "₹1-₹1.5 Lakh",
      "₹1.5-₹2 Lakh",
      "₹2-₹2.5 Lakh",
      "₹2.5+ Lakh",
    ]);
    await expect(form.getByRole("group", { name: "Platforms / Services You Need" }).getByRole("checkbox")).toHaveCount(
      8,
    );
    await expect(form.getByLabel("Your Goals")).toHaveAttribute("required", "");
    await fillQuote(page, "Quote request form", email, "Double online sales by Diwali.");
    await expectNoA11yViolations(page);

    await submitSlowly(page, form, page, {
      submit: "Get My Free Quote",
      busy: "Submitting Request...",
      done: "Quote Request Received",
    });
    expect(onlySubmissionFrom(email, "quote")).toEqual({
      source: "quote-page",
      fullName: "Rohit Mehta",
      contactNumber: "011 4567 8900",
      contactNumberE164: "+911145678900",
      email,
      websiteUrl: "https://shop.example.com",
      monthlyBudget: "₹1.5-₹2 Lakh",
      platforms: ["Google Ads", "SEO"],
      goals: "Double online sales by Diwali.",
    });

    await expect(form.getByLabel("Full Name")).toHaveValue("", { timeout: 5000 });
    await expect(form.getByLabel("Monthly Ad Budget")).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: "Google Ads" })).not.toBeChecked();
    await expect(page.getByText("Quote Request Received")).toHaveCount(0);
  });

  test("keeps the values and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/quote");
    await failServer(page, "submissions");
    const form = await fillQuote(page, "Quote request form", "rohit@example.com", "More leads");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
    await expect(form.getByLabel("Full Name")).toHaveValue("Rohit Mehta");
    await expect(form.getByLabel("Monthly Ad Budget")).toHaveValue("₹1.5-₹2 Lakh");
    await expect(form.getByRole("checkbox", { name: "Google Ads" })).toBeChecked();
    await expect(form.getByLabel("Your Goals")).toHaveValue("More leads");
    forgive(consoleErrors, /HTTP 500 for .*\/api\/submissions/);
  });
});

test.describe("home page quote form", () => {
  test("sends a quote without goals and shows 'Quote Request Received'", async ({ page }) => {
    const email = uniqueEmail("home");
    await gotoHydrated(page, "/");
    const form = await fillQuote(page, "Home page quote request form", email, null);
    await expect(form.getByLabel("Your Goals")).not.toHaveAttribute("required", "");
    await submitSlowly(page, form, page, {
      submit: "Get My Free Quote",
      busy: "Submitting Request...",
      done: "Quote Request Received",
    });
    expect(onlySubmissionFrom(email, "quote")).toMatchObject({
      source: "home",
      goals: "",
      platforms: ["Google Ads", "SEO"],
    });
    await expect(form.getByLabel("Email Address")).toHaveValue("", { timeout: 5000 });
  });

  test("keeps the values and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/");
    await failServer(page, "submissions");
    const form = await fillQuote(page, "Home page quote request form", "rohit@example.com", null);
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
    await expect(form.getByLabel("Email Address")).toHaveValue("rohit@example.com");
    forgive(consoleErrors, /HTTP 500 for .*\/api\/submissions/);
  });
});

test.describe("careers application form", () => {
  test("'Apply Now' sends an application for that opening", async ({ page }) => {
    const email = uniqueEmail("apply");
    await gotoHydrated(page, "/careers");
    await page.getByRole("button", { name: "Apply Now for SEO Specialist" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for SEO Specialist" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Full Name").fill("Neha Kapoor");
    await dialog.getByLabel("Email Address").fill(email);
    await dialog.getByLabel("Phone Number").fill("98765 43210");
    await dialog.getByLabel("Link to CV or Portfolio").fill("https://neha.example.com/cv.pdf");
    await dialog.getByLabel("Cover Note").fill("Five years of technical SEO for D2C brands.");
    await expect(dialog.getByLabel("Link to CV or Portfolio")).toHaveAttribute("inputmode", "url");
    await expectNoA11yViolations(page);
    await submitSlowly(page, dialog, dialog, {
      submit: "Submit Application",
      busy: "Submitting Application...",
      done: "Application Received",
    });

    expect(onlySubmissionFrom(email, "application")).toEqual({
      openingId: "seo-specialist",
      openingTitle: "SEO Specialist",
      fullName: "Neha Kapoor",
      email,
      contactNumber: "98765 43210",
      contactNumberE164: "+919876543210",
      portfolioUrl: "https://neha.example.com/cv.pdf",
      coverNote: "Five years of technical SEO for D2C brands.",
    });
    // After the success screen the dialog closes; opened again, the form is empty.
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await page.getByRole("button", { name: "Apply Now for SEO Specialist" }).click();
    await expect(dialog.getByLabel("Email Address")).toHaveValue("");
  });

  test("'Send Your Resume' sends a general application", async ({ page }) => {
    const email = uniqueEmail("resume");
    await gotoHydrated(page, "/careers");
    const dialog = await fillResume(page, email);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Application Received" })).toBeVisible();
    expect(onlySubmissionFrom(email, "application")).toMatchObject({ openingId: "", openingTitle: "", coverNote: "" });
    await expect(dialog).toBeHidden({ timeout: 5000 });
  });

  test("keeps the values and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/careers");
    await failServer(page, "submissions");
    const dialog = await fillResume(page, "kabir@example.com");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Kabir Singh");
    forgive(consoleErrors, /HTTP 500 for .*\/api\/submissions/);
  });
});

test.describe("blog 'Stay Updated' box", () => {
  test("subscribes once, and a second time is a friendly no-op", async ({ page }) => {
    const email = uniqueEmail("reader");
    await gotoHydrated(page, "/blog");
    const box = page.getByRole("region", { name: "Stay Updated" });
    await box.getByLabel("Your e-mail address").fill(email.toUpperCase());
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText(
      "Thank you for subscribing! Our next article will land in your inbox.",
    );
    expect(subscribersWith(email)).toHaveLength(1);

    await expect(box.getByLabel("Your e-mail address")).toHaveValue("", { timeout: 5000 });
    await box.getByLabel("Your e-mail address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText("You are already subscribed. Thank you for reading!");
    expect(subscribersWith(email)).toHaveLength(1);
  });

  test("keeps the address and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/blog");
    await failServer(page, "subscribers");
    const box = page.getByRole("region", { name: "Stay Updated" });
    await box.getByLabel("Your e-mail address").fill("reader@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
    await expect(box.getByLabel("Your e-mail address")).toHaveValue("reader@example.com");
    forgive(consoleErrors, /HTTP 500 for .*\/api\/subscribers/);
  });
});

test.describe("fields as people fill them in", () => {
  test("contact: a bare domain is stored with https://, an Indian-style number with its E.164 form", async ({
    page,
  }) => {
    const email = uniqueEmail("bare-contact");
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByLabel("Contact Number").fill("98765 43210");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Website").fill("mehtajewels.com");
    await form.getByLabel("Message").fill("We sell jewellery online.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toBeVisible();
    expect(onlySubmissionFrom(email, "contact")).toMatchObject({
      website: "https://mehtajewels.com",
      contactNumber: "98765 43210",
      contactNumberE164: "+919876543210",
    });
  });

  test("/quote: www.… is stored with https://, +91-… with its E.164 form, '₹2-₹2.5 Lakh' as chosen", async ({
    page,
  }) => {
    const email = uniqueEmail("bare-quote");
    await gotoHydrated(page, "/quote");
    const form = await fillQuote(page, "Quote request form", email, "More footfall in our Jaipur store.");
    await form.getByLabel("Website URL").fill("www.mehtajewels.in");
    await form.getByLabel("Contact Number").fill("+91-98765-43210");
    await form.getByLabel("Monthly Ad Budget").selectOption("₹2-₹2.5 Lakh");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Quote Request Received" })).toBeVisible();
    expect(onlySubmissionFrom(email, "quote")).toMatchObject({
      websiteUrl: "https://www.mehtajewels.in",
      contactNumber: "+91-98765-43210",
      contactNumberE164: "+919876543210",
      monthlyBudget: "₹2-₹2.5 Lakh",
    });
  });

  test("home page: a bare domain with a path is stored with https://, 098… with its E.164 form", async ({ page }) => {
    const email = uniqueEmail("bare-home");
    await gotoHydrated(page, "/");
    const form = await fillQuote(page, "Home page quote request form", email, null);
    await form.getByLabel("Website URL").fill("mehtajewels.com/collections");
    await form.getByLabel("Contact Number").fill("098765 43210");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Quote Request Received" })).toBeVisible();
    expect(onlySubmissionFrom(email, "quote")).toMatchObject({
      source: "home",
      websiteUrl: "https://mehtajewels.com/collections",
      contactNumber: "098765 43210",
      contactNumberE164: "+919876543210",
    });
  });

  test("careers: a portfolio link without https:// is stored with it, 91… with its E.164 form", async ({ page }) => {
    const email = uniqueEmail("bare-apply");
    await gotoHydrated(page, "/careers");
    const dialog = await fillResume(page, email);
    await dialog.getByLabel("Link to CV or Portfolio").fill("behance.net/kabir-singh");
    await dialog.getByLabel("Phone Number").fill("919876543210");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Application Received" })).toBeVisible();
    expect(onlySubmissionFrom(email, "application")).toMatchObject({
      portfolioUrl: "https://behance.net/kabir-singh",
      contactNumber: "919876543210",
      contactNumberE164: "+919876543210",
    });
  });

  test("text that cannot be a web address or a phone number gets the field's message", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByLabel("Contact Number").fill("2345 6789");
    await form.getByLabel("Email Address").fill("asha@example.com");
    await form.getByLabel("Website").fill("mehta jewels");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Website")).toHaveAccessibleDescription(
      "Please enter a valid website address, such as yourbusiness.com.",
    );
    await expect(form.getByLabel("Contact Number")).toHaveAccessibleDescription("Please enter a valid phone number.");
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
  });
});

/** A page in a browser context with JavaScript off, as a visitor who blocks scripts has it. */
async function pageWithoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  test("the home page's quote form: a 400 page lists what to fix, Back keeps what was typed, then thanks", async ({
    browser,
  }) => {
    const email = uniqueEmail("nojs-home");
    const { context, page } = await pageWithoutJavaScript(browser);
    try {
      await page.goto("/");
      const form = page.getByRole("form", { name: "Home page quote request form" });
      await form.getByLabel("Full Name").fill("Rohit Mehta");
      await form.getByLabel("Contact Number").fill("2345 6789");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Website URL").fill("mehta jewels");
      await form.getByLabel("Monthly Ad Budget").selectOption("₹2-₹2.5 Lakh");
      await form.getByRole("checkbox", { name: "Google Ads" }).check();
      await form.getByRole("checkbox", { name: "SEO", exact: true }).check();
      const refused = page.waitForResponse((response) => response.url().endsWith("/forms/submissions"));
      await form.getByRole("button", { name: "Get My Free Quote" }).click();
      expect((await refused).status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your form");
      await expect(page.getByRole("listitem")).toHaveText([
        "Contact NumberPlease enter a valid phone number.",
        "Website URLPlease enter a valid website address, such as yourbusiness.com.",
      ]);
      await expect(page.getByRole("link", { name: "Open the quote form again" })).toHaveAttribute("href", "/");
      expect(submissionsFrom(email)).toEqual([]);

      await page.goBack();
      await expect(form.getByLabel("Full Name")).toHaveValue("Rohit Mehta");
      await expect(form.getByLabel("Website URL")).toHaveValue("mehta jewels");
      await form.getByLabel("Contact Number").fill("098765 43210");
      await form.getByLabel("Website URL").fill("mehtajewels.com");
      await form.getByRole("button", { name: "Get My Free Quote" }).click();
      await expect(page).toHaveURL(/\/thank-you\/quote$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Received");
      expect(onlySubmissionFrom(email, "quote")).toEqual({
        source: "home",
        fullName: "Rohit Mehta",
        contactNumber: "098765 43210",
        contactNumberE164: "+919876543210",
        email,
        websiteUrl: "https://mehtajewels.com",
        monthlyBudget: "₹2-₹2.5 Lakh",
        platforms: ["Google Ads", "SEO"],
        goals: "",
      });
    } finally {
      await context.close();
    }
  });

  test("the contact form, the /quote form and the 'Stay Updated' box are stored and thank the visitor", async ({
    browser,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser);
    try {
      const contactEmail = uniqueEmail("nojs-contact");
      await page.goto("/contact");
      const contactForm = page.getByRole("form", { name: "Contact form" });
      await contactForm.getByLabel("Full Name").fill("Asha Verma");
      await contactForm.getByLabel("Contact Number").fill("+91 98765 43210");
      await contactForm.getByLabel("Email Address").fill(contactEmail);
      await contactForm.getByLabel("Website").fill("asha.example.com");
      await contactForm.getByLabel("Message").fill("Sent with scripts blocked.");
      await contactForm.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/thank-you\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
      expect(onlySubmissionFrom(contactEmail, "contact")).toEqual({
        fullName: "Asha Verma",
        contactNumber: "+91 98765 43210",
        contactNumberE164: "+919876543210",
        email: contactEmail,
        website: "https://asha.example.com",
        message: "Sent with scripts blocked.",
      });

      const quoteEmail = uniqueEmail("nojs-quote");
      await page.goto("/quote");
      const quoteForm = await fillQuote(page, "Quote request form", quoteEmail, "More leads.");
      await quoteForm.getByRole("button", { name: "Get My Free Quote" }).click();
      await expect(page).toHaveURL(/\/thank-you\/quote$/);
      expect(onlySubmissionFrom(quoteEmail, "quote")).toMatchObject({ source: "quote-page", goals: "More leads." });

      const readerEmail = uniqueEmail("nojs-reader");
      await page.goto("/blog");
      const box = page.getByRole("region", { name: "Stay Updated" });
      await box.getByLabel("Your e-mail address").fill(readerEmail);
      await box.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/thank-you\/subscribed$/);
      await expect(
        page.getByText("Thank you for subscribing! Our next article will land in your inbox."),
      ).toBeVisible();
      expect(subscribersWith(readerEmail)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test("careers: the buttons open the application form, and the application is stored", async ({ browser }) => {
    const email = uniqueEmail("nojs-apply");
    const { context, page } = await pageWithoutJavaScript(browser);
    try {
      await page.goto("/careers");
      await page.getByRole("button", { name: "Apply Now for SEO Specialist" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "Send Your Resume" }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Full Name").fill("Kabir Singh");
      await dialog.getByLabel("Email Address").fill(email);
      await dialog.getByLabel("Phone Number").fill("99999 88888");
      await dialog.getByLabel("Link to CV or Portfolio").fill("behance.net/kabir");
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await expect(page).toHaveURL(/\/thank-you\/application$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Received");
      expect(onlySubmissionFrom(email, "application")).toMatchObject({
        openingId: "",
        contactNumberE164: "+919999988888",
        portfolioUrl: "https://behance.net/kabir",
      });
    } finally {
      await context.close();
    }
  });

  test("a filled honeypot lands on the same thank-you page and stores nothing", async ({ browser }) => {
    const email = uniqueEmail("nojs-bot");
    const { context, page } = await pageWithoutJavaScript(browser);
    try {
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("Full Name").fill("Bot");
      await form.getByLabel("Contact Number").fill("98765 43210");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Message").fill("Cheap pills");
      await form.locator(`input[name="homepage"]`).fill("http://spam.example", { force: true });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/thank-you\/contact$/);
      expect(submissionsFrom(email)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe("the pages a form sent without JavaScript answers with", () => {
  test("the thank-you pages: site layout, noindex, not in the sitemap, accessible", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const [path, heading] of [
      ["/thank-you/contact", "Thank You!"],
      ["/thank-you/quote", "Quote Request Received"],
      ["/thank-you/application", "Application Received"],
      ["/thank-you/subscribed", "Subscription Confirmed"],
      ["/thank-you/already-subscribed", "Already Subscribed"],
    ] as const) {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(sitemap).not.toContain(path);
    }
    await expectNoA11yViolations(page);
  });

  test("the 400 page is accessible and fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/blog");
    // A form post as a browser without JavaScript sends it, here with an invalid address.
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/forms/subscribers";
      const input = Object.assign(document.createElement("input"), { name: "email", value: "reader@" });
      form.append(input);
      document.body.append(form);
      form.submit();
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your form");
    await expect(page.getByRole("listitem")).toHaveText(["Your e-mail addressPlease enter a valid email address."]);
    await expectNoA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the contact and quote forms fit without sideways scrolling", async ({ page }) => {
    for (const url of ["/contact", "/quote", "/"]) {
      await gotoHydrated(page, url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
    await gotoHydrated(page, "/quote");
    const box = await page.getByRole("form", { name: "Quote request form" }).getByLabel("Full Name").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
