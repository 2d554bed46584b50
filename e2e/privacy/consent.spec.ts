import type { Locator, Page } from "@playwright/test";
import { BAD_HTML, startTestServer, type TestServer } from "../../server/seo-audit/seo-audit-test-support.ts";
import {
  type ConsentForm,
  MARKETING_CONSENT_LABEL,
  NOTICE_VERSION,
  noticeText,
  PRIVACY_LINK_TEXT,
} from "#contracts/privacy/notice.ts";
import { e2eDatabase } from "../database-support.ts";
import { searchLeads } from "../lead-desk-support.ts";
import { fillContact, fillQuote, uniqueEmail } from "../lead-forms-support.ts";
import { expect, gotoHydrated, signInToAdmin, test } from "../support.ts";

// Notice and consent at every form (issue 26): each form shows its short notice just above its
// button with a link to the full notice, the optional marketing box starts unticked, and what
// the visitor agreed to is stored with the lead and shown in its detail in the admin.
// One real audit (of this file's local page) to open 'E-mail me this report'.

let site: TestServer;
test.beforeAll(async () => {
  site = await startTestServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" }).end(BAD_HTML);
  });
});
test.afterAll(async () => {
  await site.close();
});

/** The stored consents of an address, oldest first. */
function consentsOf(email: string) {
  const db = e2eDatabase({ readonly: true });
  try {
    return db
      .prepare("select form, notice_version, purposes from consent_records where email = ? order by id")
      .all(email.toLowerCase());
  } finally {
    db.close();
  }
}

/**
 * `container`'s notice for `form`: its text, a link to /privacy, right above `button` (nothing
 * between them but the form's failure message, which is not shown yet), and the marketing box
 * unticked where the form offers one.
 */
async function expectNotice(container: Locator, form: ConsentForm, button: string, marketing: boolean) {
  const notice = container.getByText(noticeText(form));
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: PRIVACY_LINK_TEXT })).toHaveAttribute("href", "/privacy");
  const submit = container.getByRole("button", { name: button });
  const [noticeBox, buttonBox] = [await notice.boundingBox(), await submit.boundingBox()];
  expect(noticeBox && buttonBox).toBeTruthy();
  const gap = buttonBox!.y - (noticeBox!.y + noticeBox!.height);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(40);
  const box = container.getByRole("checkbox", { name: MARKETING_CONSENT_LABEL });
  if (marketing) await expect(box).not.toBeChecked();
  else await expect(box).toHaveCount(0);
}

async function openReportForm(page: Page) {
  await gotoHydrated(page, "/tools/seo-audit-generator");
  await page.getByLabel("Website URL").fill(`${site.origin}/bad`);
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByRole("heading", { name: "Audit results" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "E-mail me this report" }).click();
  return page.getByRole("form", { name: "E-mail me this report" });
}

test("each of the six forms shows its notice above its button, a link to /privacy, the marketing box unticked", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/contact");
  await expectNotice(page.getByRole("form", { name: "Contact form" }), "contact", "Send Message", true);

  await gotoHydrated(page, "/quote");
  await expectNotice(page.getByRole("form", { name: "Quote request form" }), "quote", "Get My Free Quote", true);

  await gotoHydrated(page, "/");
  const home = page.getByRole("form", { name: "Home page quote request form" });
  await home.scrollIntoViewIfNeeded();
  await expectNotice(home, "home-quote", "Get My Free Quote", true);

  await gotoHydrated(page, "/careers");
  await page.getByRole("button", { name: "Send Your Resume" }).click();
  await expectNotice(page.getByRole("dialog", { name: "Send Your Resume" }), "application", "Submit Application", true);

  await gotoHydrated(page, "/blog");
  await expectNotice(page.getByRole("region", { name: "Stay Updated" }), "subscribe", "Subscribe", false);

  await expectNotice(await openReportForm(page), "audit-report", "Send me the report", true);

  // The link opens the full notice.
  await gotoHydrated(page, "/contact");
  await page.getByRole("link", { name: PRIVACY_LINK_TEXT }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("a quote sent with the box ticked records marketing, and its lead detail shows it", async ({ page }) => {
  const email = uniqueEmail("consent-quote");
  await gotoHydrated(page, "/quote");
  const form = await fillQuote(page, "Quote request form", email, "More leads from Google.");
  await form.getByRole("checkbox", { name: MARKETING_CONSENT_LABEL }).check();
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Quote Request Received")).toBeVisible();
  expect(consentsOf(email)).toEqual([
    { form: "quote", notice_version: NOTICE_VERSION, purposes: '["reply","marketing"]' },
  ]);

  await signInToAdmin(page);
  await searchLeads(page, email);
  await page
    .getByRole("list", { name: "Submissions, newest first" })
    .getByRole("button", { name: /Rohit Mehta/ })
    .click();
  const consent = page.getByRole("region", { name: "Submission details" }).getByRole("region", { name: "Consent" });
  await expect(consent).toContainText("marketing");
  await expect(consent).toContainText(NOTICE_VERSION);
  await expect(consent).toContainText("Quote form (/quote)");
});

test("a contact form sent with the box unticked records the reply only", async ({ page }) => {
  const email = uniqueEmail("consent-contact");
  await gotoHydrated(page, "/contact");
  const form = await fillContact(page, { email });
  await expect(form.getByRole("checkbox", { name: MARKETING_CONSENT_LABEL })).not.toBeChecked();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  expect(consentsOf(email)).toEqual([{ form: "contact", notice_version: NOTICE_VERSION, purposes: '["reply"]' }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form's ticked box is posted and recorded", async ({ page }) => {
    const email = uniqueEmail("consent-nojs");
    await page.goto("/contact");
    const form = await fillContact(page, { email });
    await form.getByRole("checkbox", { name: MARKETING_CONSENT_LABEL }).check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you\/contact$/);
    expect(consentsOf(email)).toEqual([
      { form: "contact", notice_version: NOTICE_VERSION, purposes: '["reply","marketing"]' },
    ]);
  });
});
