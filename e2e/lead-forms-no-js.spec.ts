import type { Locator, Page } from "@playwright/test";
import { MSG_NEWSLETTER_NEEDS_EMAIL } from "#contracts/leads/newsletter.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "./support.ts";
import {
  fillApplication,
  fillContact,
  fillQuote,
  onlySubmissionFrom,
  submissionsFrom,
  subscribersWith,
  uniqueEmail,
  subscribe,
} from "./lead-forms-support.ts";

// The lead forms without JavaScript: a plain form post is stored and answered with a
// thank-you page, or a 400 page that lists what to fix.

test.describe("without JavaScript", () => {
  // A visitor who blocks scripts.
  test.use({ javaScriptEnabled: false });

  test("the home page's quote form: a 400 page lists what to fix, Back keeps what was typed, then thanks", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-home");
    await page.goto("/");
    const form = await fillQuote(page, "Home page quote request form", email, null, {
      phone: "2345 6789",
      website: "mehta jewels",
      budget: "₹2-₹2.5 Lakh",
    });
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
  });

  test("the contact form, the /quote form and the 'Stay Updated' box are stored and thank the visitor", async ({
    page,
  }) => {
    const contactEmail = uniqueEmail("nojs-contact");
    await page.goto("/contact");
    const contactForm = await fillContact(page, {
      contactNumber: "+91 98765 43210",
      email: contactEmail,
      website: "asha.example.com",
      message: "Sent with scripts blocked.",
    });
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
    await subscribe(page, readerEmail);
    // No mail settings on this server: the page says why (newsletter.spec.ts subscribes where mail works).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your form was not sent");
    await expect(page.getByText(MSG_NEWSLETTER_NEEDS_EMAIL)).toBeVisible();
    expect(subscribersWith(readerEmail)).toHaveLength(0);
  });

  /** Fills and posts an application form without script: it lands on the success page. */
  async function sendApplication(page: Page, form: Locator, fields: Parameters<typeof fillApplication>[1]) {
    await fillApplication(form, fields);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/thank-you\/application$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Received");
  }

  test("careers: Apply keeps its opening, and the application is stored with it", async ({ page }) => {
    const email = uniqueEmail("nojs-apply");
    await page.goto("/careers");
    // Apply sends ?opening=<id>: the page with that opening's dialog open, rendered by the server.
    await page.getByRole("button", { name: "Apply Now for SEO Specialist" }).click();
    await expect(page).toHaveURL(/\/careers\?opening=seo-specialist$/);
    const dialog = page.getByRole("dialog", { name: "Apply for SEO Specialist" });
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole("form", { name: "Application for SEO Specialist" });
    await expect(form).toBeVisible();
    await expect(form.getByText("You are applying for SEO Specialist.")).toBeVisible();
    await sendApplication(page, form, { name: "Neha Kapoor", email, phone: "98765 43210", cv: "neha.example.com/cv" });
    expect(onlySubmissionFrom(email, "application")).toMatchObject({
      openingId: "seo-specialist",
      openingTitle: "SEO Specialist",
      portfolioUrl: "https://neha.example.com/cv",
    });
  });

  test("careers: the dialog open at load takes focus, and Escape or its Close button closes it", async ({ page }) => {
    await page.goto("/careers?opening=seo-specialist");
    const dialog = page.getByRole("dialog", { name: "Apply for SEO Specialist" });
    await expect(dialog).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto("/careers?opening=seo-specialist");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("careers: an unknown opening shows the general form; Send Your Resume opens it too", async ({ page }) => {
    const email = uniqueEmail("nojs-resume");
    const response = await page.goto("/careers?opening=no-such-role");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("dialog", { name: "Send Your Resume" }).getByRole("form", { name: "General application" }),
    ).toBeVisible();

    await page.goto("/careers");
    await page.getByRole("button", { name: "Send Your Resume" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await sendApplication(page, dialog, { name: "Kabir Singh", email, phone: "99999 88888", cv: "behance.net/kabir" });
    expect(onlySubmissionFrom(email, "application")).toMatchObject({
      openingId: "",
      contactNumberE164: "+919999988888",
      portfolioUrl: "https://behance.net/kabir",
    });
  });

  test("a filled honeypot lands on the same thank-you page and stores nothing", async ({ page }) => {
    const email = uniqueEmail("nojs-bot");
    await page.goto("/contact");
    const form = await fillContact(page, {
      fullName: "Bot",
      contactNumber: "98765 43210",
      email,
      message: "Cheap pills",
    });
    await form.locator(`input[name="homepage"]`).fill("http://spam.example", { force: true });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you\/contact$/);
    expect(submissionsFrom(email)).toEqual([]);
  });
});

test.describe("the pages a form sent without JavaScript answers with", () => {
  test("the thank-you pages: site layout, noindex, not in the sitemap, accessible", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const [path, heading] of [
      ["/thank-you/contact", "Thank You!"],
      ["/thank-you/quote", "Quote Request Received"],
      ["/thank-you/application", "Application Received"],
      ["/thank-you/subscribed", "Check Your Inbox"],
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
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
