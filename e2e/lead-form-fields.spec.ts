import { expect, gotoHydrated, sidewaysOverflow, test } from "./support.ts";
import { fillContact, fillQuote, fillResume, onlySubmissionFrom, uniqueEmail } from "./lead-forms-support.ts";

// What the lead forms store of what people type: web addresses without https://, phone
// numbers in local and international forms, and the messages for what can be neither.

test.describe("fields as people fill them in", () => {
  test("contact: a bare domain is stored with https://, an Indian-style number with its E.164 form", async ({
    page,
  }) => {
    const email = uniqueEmail("bare-contact");
    await gotoHydrated(page, "/contact");
    const form = await fillContact(page, {
      contactNumber: "98765 43210",
      email,
      website: "mehtajewels.com",
      message: "We sell jewellery online.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toBeVisible();
    expect(onlySubmissionFrom(email, "contact")).toMatchObject({
      website: "https://mehtajewels.com",
      contactNumber: "98765 43210",
      contactNumberE164: "+919876543210",
    });
  });

  for (const form of [
    {
      title: "/quote: www.… is stored with https://, +91-… with its E.164 form, '₹2-₹2.5 Lakh' as chosen",
      path: "/quote",
      name: "Quote request form",
      goals: "More footfall in our Jaipur store.",
      website: "www.mehtajewels.in",
      phone: "+91-98765-43210",
      budget: "₹2-₹2.5 Lakh",
      stored: { websiteUrl: "https://www.mehtajewels.in", monthlyBudget: "₹2-₹2.5 Lakh" },
    },
    {
      title: "home page: a bare domain with a path is stored with https://, 098… with its E.164 form",
      path: "/",
      name: "Home page quote request form",
      goals: null,
      website: "mehtajewels.com/collections",
      phone: "098765 43210",
      stored: { source: "home", websiteUrl: "https://mehtajewels.com/collections" },
    },
  ]) {
    test(form.title, async ({ page }) => {
      const email = uniqueEmail("bare-quote");
      await gotoHydrated(page, form.path);
      const filled = await fillQuote(page, form.name, email, form.goals, form);
      await filled.getByRole("button", { name: "Get My Free Quote" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Quote Request Received" })).toBeVisible();
      expect(onlySubmissionFrom(email, "quote")).toMatchObject({
        ...form.stored,
        contactNumber: form.phone,
        contactNumberE164: "+919876543210",
      });
    });
  }

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
    const form = await fillContact(page, { contactNumber: "2345 6789", website: "mehta jewels", message: "Hello" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Website")).toHaveAccessibleDescription(
      "Please enter a valid website address, such as yourbusiness.com.",
    );
    await expect(form.getByLabel("Contact Number")).toHaveAccessibleDescription("Please enter a valid phone number.");
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    const summary = page.getByRole("group", { name: "Please check the highlighted fields." });
    await expect(summary.getByRole("link")).toHaveCount(2);
    await expect(summary.getByRole("link", { name: "Please enter a valid phone number." })).toBeVisible();
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the contact and quote forms fit without sideways scrolling", async ({ page }) => {
    for (const url of ["/contact", "/quote", "/"]) {
      await gotoHydrated(page, url);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
    await gotoHydrated(page, "/quote");
    const box = await page.getByRole("form", { name: "Quote request form" }).getByLabel("Full Name").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
