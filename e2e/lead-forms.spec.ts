import type { Page } from "@playwright/test";
import { MSG_NEWSLETTER_NEEDS_EMAIL } from "#contracts/leads/newsletter.ts";
import { expect, expectNoA11yViolations, forgive, gotoHydrated, test } from "./support.ts";
import {
  fillApplication,
  fillContact,
  fillQuote,
  fillResume,
  MSG_SUBMIT_FAILED,
  onlySubmissionFrom,
  QUOTE_BUTTONS,
  slowDown,
  submitSlowly,
  submitToFailingServer,
  subscribersWith,
  uniqueEmail,
  subscribe,
} from "./lead-forms-support.ts";

// Every lead form end to end with JavaScript: fill, submit, success screen, empty form after
// 3 s, and the row read back from the e2e server's SQLite file; a failing server keeps what
// was typed.

test.describe("contact form (/contact)", () => {
  test("sends a message, thanks for 3 seconds, then shows an empty form", async ({ page }) => {
    const email = uniqueEmail("contact");
    await gotoHydrated(page, "/contact");
    const form = await fillContact(page, {
      fullName: "  Asha Verma ",
      contactNumber: "+91 98765 43210",
      email,
      website: "https://asha.example.com",
      message: "<b>Not bold</b> We need more leads from Google Ads.",
    });
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    // A text input for a web address: type="url" would block a bare domain.
    await expect(form.getByLabel("Website")).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Website")).toHaveAttribute("inputmode", "url");
    await expect(form.getByLabel("Website")).toHaveAttribute("autocomplete", "url");
    await expect(form.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expectNoA11yViolations(page);

    // The page's own clock notes when the thanks appears: a test runner slowed by a busy
    // machine notices it late, which would shorten the time measured here.
    await page.evaluate(() => {
      const note = window as unknown as { thanksAt?: number };
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll("[role=status]")].some((el) =>
          el.textContent?.includes("Thank You!"),
        );
        if (shown && note.thanksAt === undefined) note.thanksAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await slowDown(page, "**/api/submissions");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending Message..." })).toBeDisabled();

    const thanks = page.getByRole("status").filter({ hasText: "Thank You!" });
    await expect(thanks).toBeVisible();
    expect(onlySubmissionFrom(email, "contact")).toEqual({
      fullName: "Asha Verma",
      contactNumber: "+91 98765 43210",
      contactNumberE164: "+919876543210",
      email,
      website: "https://asha.example.com",
      message: "<b>Not bold</b> We need more leads from Google Ads.",
    });

    await expect(form.getByLabel("Full Name")).toHaveValue("", { timeout: 5000 });
    const shownFor = await page.evaluate(
      () => performance.now() - ((window as unknown as { thanksAt?: number }).thanksAt ?? performance.now()),
    );
    expect(shownFor).toBeGreaterThanOrEqual(2500);
    await expect(thanks).toHaveCount(0);
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByLabel("Email Address")).toHaveValue("");
  });

  test("keeps the values and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/contact");
    const form = await fillContact(page, {});
    await submitToFailingServer(page, consoleErrors, form.getByRole("button", { name: "Send Message" }), {
      body: JSON.stringify({ error: "down" }),
    });
    await expect(form.getByLabel("Full Name")).toHaveValue("Asha Verma");
    await expect(form.getByLabel("Message")).toHaveValue("Hello there");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expectNoA11yViolations(page);
  });

  test("keeps the values when the server cannot be reached", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.route("**/api/submissions", (route) => route.abort("connectionrefused"));
    const form = await fillContact(page, {});
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(MSG_SUBMIT_FAILED);
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
    const form = await fillContact(page, {});
    await form.getByRole("button", { name: "Send Message" }).click();
    const emailField = form.getByLabel("Email Address");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription("Please enter a valid email address.");
    // The error summary: the message as its heading, the field's message a link to the field.
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    const summary = page.getByRole("group", { name: "Please check the highlighted fields." });
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: "Please enter a valid email address." }).click();
    await expect(emailField).toBeFocused();
    forgive(consoleErrors, /HTTP 400 for .*\/api\/submissions/);
  });
});

/**
 * Opens a page with its JavaScript held back, as a slow phone network would; the returned
 * call lets the scripts through and waits for hydration.
 */
async function openWithScriptsHeld(page: Page, pagePath: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": once the page has painted, the boot script adds the held modulepreloads and
  // module script, and a page still loading images (the blog's cards) would wait for them.
  await page.goto(pagePath, { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "not yet")).toBe("not yet");
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  };
}

test.describe("typed before the page's JavaScript ran", () => {
  // The forms are prerendered, so a visitor can type before hydration; nothing typed is lost.
  for (const { path: pagePath, formName } of [
    { path: "/contact", formName: "Contact form" },
    { path: "/", formName: "Home page quote request form" },
  ]) {
    test(`${pagePath}: the name typed early stays when the next field is filled`, async ({ page }) => {
      const hydrate = await openWithScriptsHeld(page, pagePath);
      const form = page.getByRole("form", { name: formName });
      await form.getByLabel("Full Name").fill("Asha Verma");
      await hydrate();
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

test.describe("typed before the script ran, on every other form", () => {
  test("/quote: the name and a ticked platform stay when the next field is filled", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/quote");
    const form = page.getByRole("form", { name: "Quote request form" });
    await form.getByLabel("Full Name").fill("Asha Verma");
    await form.getByRole("checkbox", { name: "Google Ads" }).check();
    await hydrate();
    await form.getByLabel("Email Address").fill(uniqueEmail("early-quote"));
    await expect(form.getByLabel("Email Address")).not.toHaveValue("");
    await expect(form.getByLabel("Full Name")).toHaveValue("Asha Verma");
    await expect(form.getByRole("checkbox", { name: "Google Ads" })).toBeChecked();
  });

  test("/blog: the address typed in 'Stay Updated' stays when the list re-renders", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/blog");
    const box = page.getByRole("region", { name: "Stay Updated" });
    await box.getByLabel("Your e-mail address").fill("reader@example.com");
    await hydrate();
    await page.getByRole("searchbox", { name: "Search articles" }).fill("reels");
    await expect(page.getByRole("status").filter({ hasText: "articles match" })).toBeVisible();
    await expect(box.getByLabel("Your e-mail address")).toHaveValue("reader@example.com");
  });

  test("/my-data: the address and the choice stay when the next field is filled", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/my-data");
    const form = page.getByRole("form", { name: "Ask about your data" });
    await form.getByLabel("Your e-mail address").fill("asha@example.com");
    await form.getByRole("radio").nth(2).check();
    await hydrate();
    await form.getByLabel("What should we correct?").fill("Nothing yet.");
    await expect(form.getByLabel("What should we correct?")).toHaveValue("Nothing yet.");
    await expect(form.getByLabel("Your e-mail address")).toHaveValue("asha@example.com");
    await expect(form.getByRole("radio").nth(2)).toBeChecked();
  });

  test("/admin: a username and password typed early sign in once the script has run", async ({ page }) => {
    const hydrate = await openWithScriptsHeld(page, "/admin");
    await page.getByLabel("Username").fill("admin");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("crestline-demo");
    await hydrate();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Submissions Dashboard" })).toBeVisible();
  });
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

    await submitSlowly(page, form, page, QUOTE_BUTTONS);
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
    const form = await fillQuote(page, "Quote request form", "rohit@example.com", "More leads");
    await submitToFailingServer(page, consoleErrors, form.getByRole("button", { name: "Get My Free Quote" }));
    await expect(form.getByLabel("Full Name")).toHaveValue("Rohit Mehta");
    await expect(form.getByLabel("Monthly Ad Budget")).toHaveValue("₹1.5-₹2 Lakh");
    await expect(form.getByRole("checkbox", { name: "Google Ads" })).toBeChecked();
    await expect(form.getByLabel("Your Goals")).toHaveValue("More leads");
  });
});

test.describe("home page quote form", () => {
  test("sends a quote without goals and shows 'Quote Request Received'", async ({ page }) => {
    const email = uniqueEmail("home");
    await gotoHydrated(page, "/");
    const form = await fillQuote(page, "Home page quote request form", email, null);
    await expect(form.getByLabel("Your Goals")).not.toHaveAttribute("required", "");
    await submitSlowly(page, form, page, QUOTE_BUTTONS);
    expect(onlySubmissionFrom(email, "quote")).toMatchObject({
      source: "home",
      goals: "",
      platforms: ["Google Ads", "SEO"],
    });
    await expect(form.getByLabel("Email Address")).toHaveValue("", { timeout: 5000 });
  });

  test("keeps the values and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/");
    const form = await fillQuote(page, "Home page quote request form", "rohit@example.com", null);
    await submitToFailingServer(page, consoleErrors, form.getByRole("button", { name: "Get My Free Quote" }));
    await expect(form.getByLabel("Email Address")).toHaveValue("rohit@example.com");
  });
});

test.describe("careers application form", () => {
  test("'Apply Now' sends an application for that opening", async ({ page }) => {
    const email = uniqueEmail("apply");
    await gotoHydrated(page, "/careers");
    await page.getByRole("button", { name: "Apply Now for SEO Specialist" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for SEO Specialist" });
    await expect(dialog).toBeVisible();
    await fillApplication(dialog, {
      name: "Neha Kapoor",
      email,
      phone: "98765 43210",
      cv: "https://neha.example.com/cv.pdf",
    });
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

  test("a dialog opened before hydration stays open with what was typed", async ({ page }) => {
    await page.goto("/careers"); // not hydrated: the page waits for the visitor's intent
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // Opened by its no-script opener; the tap also starts the framework.
    await page.getByRole("button", { name: "Send Your Resume" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Your Resume" });
    await dialog.getByLabel("Full Name").fill("Kabir Singh");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Kabir Singh");
  });

  test("a dialog open at load closes with Escape before hydration, gives focus back to Apply, and stays closed", async ({
    page,
  }) => {
    await page.goto("/careers?opening=seo-specialist"); // not hydrated: the page waits for the visitor's intent
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const dialog = page.getByRole("dialog", { name: "Apply for SEO Specialist" });
    await expect(dialog).toBeFocused();
    // The key also starts the framework: hydration must not open the dialog again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const apply = page.getByRole("button", { name: "Apply Now for SEO Specialist" });
    await expect(apply).toBeFocused();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    // Hydrated, Apply opens it in place; its Close button gives focus back to Apply again.
    await apply.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test("the general form open at load closes with its Close button before hydration", async ({ page }) => {
    await page.goto("/careers?opening=no-such-role");
    const dialog = page.getByRole("dialog", { name: "Send Your Resume" });
    await expect(dialog).toBeFocused();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Send Your Resume" })).toBeFocused();
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
    const dialog = await fillResume(page, "kabir@example.com");
    await submitToFailingServer(page, consoleErrors, dialog.getByRole("button", { name: "Submit Application" }), {
      within: dialog,
    });
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Kabir Singh");
  });
});

test.describe("blog 'Stay Updated' box", () => {
  // This server has no mail settings: double opt-in cannot mail a confirmation, and the box
  // says so (newsletter.spec.ts subscribes on a server that sends mail).
  test("says subscribing needs e-mail set up, keeps the address and stores nothing", async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail("reader");
    await gotoHydrated(page, "/blog");
    const box = await subscribe(page, email);
    await expect(box.getByRole("alert")).toHaveText(MSG_NEWSLETTER_NEEDS_EMAIL);
    await expect(box.getByLabel("Your e-mail address")).toHaveValue(email);
    expect(subscribersWith(email)).toHaveLength(0);
    forgive(consoleErrors, /HTTP 503 .*\/api\/subscribers/);
  });

  test("keeps the address and shows the alert when the server fails", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/blog");
    const box = page.getByRole("region", { name: "Stay Updated" });
    await box.getByLabel("Your e-mail address").fill("reader@example.com");
    await submitToFailingServer(page, consoleErrors, box.getByRole("button", { name: "Subscribe" }), {
      within: box,
      api: "subscribers",
    });
    await expect(box.getByLabel("Your e-mail address")).toHaveValue("reader@example.com");
  });
});
