import path from "node:path";
import { fillContact, submissionsFrom, uniqueEmail } from "../lead-forms-support.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, signInToAdmin, test } from "../support.ts";

// Nothing lost or doubled after "Send", as a visitor on a phone sees it: a double tap or a
// retry makes one lead, the form comes back with a note that it went, and a slim bar keeps a
// quote and a WhatsApp chat in reach.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds each lead POST for `ms` before it reaches the server: a slow mobile network. */
async function slowNetwork(page: import("@playwright/test").Page, ms: number) {
  await page.route("**/api/submissions", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("a double tap on a slow network sends once and stores one lead", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const email = uniqueEmail("double-tap");
  const form = await fillContact(page, { email });
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/submissions")) requests.push(request.postData() ?? "");
  });
  await slowNetwork(page, 1500);
  const button = form.getByRole("button", { name: "Send Message" });
  // Two taps 0.1 s apart: the first already makes the button busy.
  await button.tap();
  await expect(form.getByRole("button", { name: "Sending Message..." })).toBeDisabled();
  await expect(form.getByRole("button", { name: "Sending Message..." })).toHaveAttribute("aria-busy", "true");
  await button.tap({ force: true, timeout: 1000 }).catch(() => undefined);
  await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0]!)).toHaveProperty("idempotencyKey", expect.stringMatching(/^[0-9a-f-]{36}$/));
  expect(submissionsFrom(email)).toHaveLength(1);
});

test("a retry after the answer was lost returns the first lead instead of storing another", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const email = uniqueEmail("lost-answer");
  const form = await fillContact(page, { email });
  // The first request reaches the server and is stored, but its answer never reaches the phone.
  let lost = false;
  await page.route("**/api/submissions", async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort("timedout");
  });
  await form.getByRole("button", { name: "Send Message" }).tap();
  await expect(form.getByRole("alert")).toHaveText("Failed to submit form. Please try again.");
  expect(submissionsFrom(email)).toHaveLength(1);
  const answer = page.waitForResponse("**/api/submissions");
  await form.getByRole("button", { name: "Send Message" }).tap();
  const response = await answer;
  expect(response.headers()["idempotent-replayed"]).toBe("true");
  const rows = submissionsFrom(email);
  expect(rows).toHaveLength(1);
  expect(((await response.json()) as { id: number }).id).toBe(rows[0]!.id);
  await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toBeVisible();
});

test("after the 3-second thank-you the form comes back with a lasting note and a Book a call link", async ({
  page,
}) => {
  await gotoHydrated(page, "/quote");
  const form = page.getByRole("form", { name: "Quote request form" });
  await form.getByLabel("Full Name").fill("Rohit Mehta");
  await form.getByLabel("Contact Number").fill("011 4567 8900");
  await form.getByLabel("Email Address").fill(uniqueEmail("note"));
  await form.getByLabel("Monthly Ad Budget").selectOption("₹1.5-₹2 Lakh");
  await form.getByLabel("Your Goals").fill("More leads.");
  await form.getByRole("button", { name: "Get My Free Quote" }).tap();
  // The spec's thank-you, word for word, for its 3 seconds.
  const thanks = page.getByRole("status").filter({ hasText: "Quote Request Received" });
  await expect(thanks).toContainText(
    "Thank you! A strategist is reviewing your details and will contact you within 24 hours with your custom plan.",
  );
  await expect(thanks).toBeHidden({ timeout: 5000 });
  const note = page.getByRole("status").filter({ hasText: /^Sent at/ });
  // The time in the visitor's own locale ("3:40 PM" in this browser's en-US).
  await expect(note).toContainText(/^Sent at \d{1,2}:\d{2}\s?(AM|PM|am|pm)?\. /);
  await expect(note).toContainText("We reply within 24 hours; the confirmation is in your inbox.");
  await expect(note.getByRole("link", { name: "Book a call now" })).toHaveAttribute("href", "/book");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expectNoA11yViolations(page);
});

test("the contact and quote pages and their thank-you screens offer a call, by keyboard too, without moving the form", async ({
  page,
}) => {
  for (const [url, formName] of [
    ["/contact", "Contact form"],
    ["/quote", "Quote request form"],
  ] as const) {
    await gotoHydrated(page, url);
    const form = page.getByRole("form", { name: formName });
    const formTop = (await form.boundingBox())!.y;
    const offer = page.getByRole("link", { name: "Prefer to talk? Book a 30-minute call" });
    await expect(offer).toHaveCount(1);
    await expect(offer).toHaveAttribute("href", "/book");
    // On a phone it comes after the form, so the form starts where it did.
    expect((await offer.boundingBox())!.y).toBeGreaterThan(formTop);
    await offer.focus();
    await expect(offer).toBeFocused();
    await page.screenshot({
      path: path.join(test.info().outputDir, `book-offer${url.replace("/", "-")}-390.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({
      path: path.join(test.info().outputDir, `book-offer${url.replace("/", "-")}-1440.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // The contact page's thank-you offers it while it shows, and Enter follows it.
  await gotoHydrated(page, "/contact");
  const form = await fillContact(page, { email: uniqueEmail("book-offer") });
  await form.getByRole("button", { name: "Send Message" }).tap();
  const thanks = page.getByRole("status").filter({ hasText: "Thank You!" });
  const link = thanks.getByRole("link", { name: "Prefer to talk? Book a 30-minute call" });
  await expect(link).toBeVisible();
  await page.screenshot({ path: path.join(test.info().outputDir, "book-offer-thank-you-390.png") });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/book$/);
});

test("a tool's offer says where the visitor came from and stores it beside the lead, not in the goals", async ({
  page,
}) => {
  const from = "the SEO audit of https://shop.example.in/ (score 62/100; critical: Page title)";
  await gotoHydrated(page, `/quote?${new URLSearchParams({ tool: "seo-audit-generator", from, platform: "SEO" })}`);
  await expect(page.getByText(`You came from ${from}.`)).toBeVisible();
  const form = page.getByRole("form", { name: "Quote request form" });
  await expect(form.getByLabel("Your Goals")).toHaveValue("");
  const email = uniqueEmail("tool-context");
  await form.getByLabel("Full Name").fill("Kavya Rao");
  await form.getByLabel("Contact Number").fill("98765 43210");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Monthly Ad Budget").selectOption("<₹1 Lakh");
  await form.getByLabel("Your Goals").fill("Fix our shop's SEO.");
  await form.getByRole("button", { name: "Get My Free Quote" }).tap();
  await expect(page.getByText("Quote Request Received")).toBeVisible();
  const [row] = submissionsFrom(email);
  expect(JSON.parse(row!.data)).toMatchObject({ goals: "Fix our shop's SEO.", toolContext: from, platforms: ["SEO"] });
});

test("on a 390 px phone a slim bar keeps a quote and WhatsApp in reach without covering the page", async ({ page }) => {
  await gotoHydrated(page, "/services");
  const bar = page.getByRole("navigation", { name: "Quick contact" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
  const whatsApp = bar.getByRole("link", { name: /WhatsApp us/ });
  const href = new URL((await whatsApp.getAttribute("href")) ?? "");
  expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/919876543210");
  expect(href.searchParams.get("text")).toBe(
    "Hello Crestline Digital, I'm on the Services page and would like to talk about my marketing.",
  );
  // The header's quote button stays visible on a phone, outside the menu.
  await expect(page.getByRole("banner").getByRole("link", { name: "Get a Quote" })).toBeVisible();

  // Scrolled to the very end, the footer's last line sits above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = (await bar.boundingBox())!;
  const footerBox = (await page.getByRole("contentinfo").boundingBox())!;
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);
  await expectNoA11yViolations(page);

  await gotoHydrated(page, "/");
  await page.screenshot({ path: path.join(test.info().outputDir, "home-390.png") });
  await page.screenshot({ path: "/tmp/crestline-forms-home-390.png" });
  await expect(bar).toBeVisible();
  expect(new URL((await whatsApp.getAttribute("href")) ?? "").searchParams.get("text")).toContain("on the Home page");
});

test("the bar is for phones only, and not on the admin", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/services");
  await expect(page.getByRole("navigation", { name: "Quick contact" })).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("navigation", { name: "Quick contact" })).toHaveCount(0);
});

test("the Replies panel reads well on a phone and a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToAdmin(page);
  await gotoHydrated(page, "/admin/replies");
  await expect(page.getByLabel("Subject")).toBeVisible();
  await page.screenshot({ path: path.join(test.info().outputDir, "replies-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(test.info().outputDir, "replies-390.png"), fullPage: true });
  // Nothing wider than the phone: no sideways scrolling.
  expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
});
