import type { Page } from "@playwright/test";
import { privacy } from "#app/site/content/privacy.ts";
import { privacyHindi } from "#app/site/content/privacy/hindi.ts";
import { fillPeriods } from "#app/site/content/privacy/periods.ts";
import { grievanceContactFrom } from "#app/site/content/privacy/grievance.ts";
import type { PrivacyContent } from "#app/site/content/privacy/schema.ts";
import { NOTICE_VERSION as PRIVACY_NOTICE_VERSION } from "#contracts/privacy/notice.ts";
import { site } from "#app/site/content/site.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "../support.ts";

// The full privacy notice (issue 26): each item of personal data with its purpose and period,
// the rights and how to use them, the Grievance Officer, the Data Protection Board; in English
// at /privacy and in Hindi at /privacy/hi, each its own prerendered page with hreflang both ways.

const main = (page: Page) => page.getByRole("main");
// The build read GRIEVANCE_NAME / GRIEVANCE_EMAIL from this same environment.
const grievance = grievanceContactFrom(process.env);

const dataItems = (content: PrivacyContent) =>
  content.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.type === "data-items" ? block.items : [])),
  );

const expectedAlternates = [
  ["en", `${site.origin}/privacy`],
  ["hi", `${site.origin}/privacy/hi`],
  ["x-default", `${site.origin}/privacy`],
];

async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
}

async function expectEachDataItem(page: Page, content: PrivacyContent) {
  for (const item of dataItems(content)) {
    const card = main(page).locator(`[data-item="${item.id}"]`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.name);
    await expect(card.locator('[data-part="purpose"]')).toHaveText(item.purpose);
    await expect(card.locator('[data-part="kept"]')).toHaveText(fillPeriods(item.kept, content.lang));
  }
}

test("/privacy lists each item of data with its purpose and period, the rights, the Grievance Officer and the Board", async ({
  page,
}) => {
  await gotoHydrated(page, "/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(main(page).locator("time[datetime='2025-01-15']")).toHaveText("Last updated: January 15, 2025");
  await expect(main(page).getByTestId("notice-version")).toHaveText(`Notice version: ${PRIVACY_NOTICE_VERSION}`);
  await expectEachDataItem(page, privacy);
  await expect(main(page).locator("[data-item]")).toHaveCount(12);
  // Periods as the retention table has them today (the unit test proves they follow it).
  await expect(main(page).locator('[data-item="contact"] [data-part="kept"]')).toContainText("730 days (2 years)");

  const rights = main(page).locator("[data-right]");
  await expect(rights).toHaveCount(6);
  for (const id of ["access", "correction", "erasure", "withdraw-consent"]) {
    await expect(main(page).locator(`[data-right="${id}"] a`)).toHaveAttribute("href", "/my-data");
  }
  await expect(main(page).locator('[data-right="withdraw-consent"]')).toContainText("unsubscribe link");

  const contact = main(page).getByTestId("grievance-contact");
  await expect(contact).toContainText(grievance.name);
  await expect(contact.getByRole("link", { name: grievance.email })).toHaveAttribute(
    "href",
    `mailto:${grievance.email}`,
  );

  const board = main(page).locator("#data-protection-board");
  await expect(board.getByRole("heading", { level: 2 })).toHaveText(
    "8. Complaining to the Data Protection Board of India",
  );
  await expect(board).toContainText("come to our Grievance Officer first");

  await main(page).getByRole("link", { name: "Open the My data page" }).click();
  await expect(page).toHaveURL("/my-data");
  await page.goBack();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "My data", exact: true })).toHaveAttribute(
    "href",
    "/my-data",
  );
  await expectNoA11yViolations(page);
});

test("/privacy/hi is its own prerendered Hindi page; both notices name each other with hreflang", async ({
  page,
  request,
}) => {
  // The HTML the server sends, before any script runs: Hindi content and both alternates.
  const response = await request.get("/privacy/hi");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div lang="hi"');
  expect(html).toContain("गोपनीयता नीति");
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https:\/\/crestline\.example\/privacy"\/>/i);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>${site.origin}/privacy/hi</loc>`);

  await gotoHydrated(page, "/privacy/hi");
  await expect(page).toHaveTitle(/गोपनीयता नीति/);
  const hindiContent = main(page).locator('[lang="hi"]');
  await expect(hindiContent.getByRole("heading", { level: 1 })).toHaveText("गोपनीयता नीति");
  await expect(main(page).getByTestId("notice-version")).toHaveText(`सूचना का संस्करण: ${PRIVACY_NOTICE_VERSION}`);
  await expectEachDataItem(page, privacyHindi);
  await expect(main(page).getByTestId("grievance-contact")).toContainText(grievance.email);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${site.origin}/privacy/hi`);
  expect(await alternates(page)).toEqual(expectedAlternates);
  await expectNoA11yViolations(page);

  // The language switch, both ways; the English page carries the same alternates.
  await main(page).getByRole("link", { name: "Read this notice in English" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(main(page).locator('[lang="en"]').first()).toBeVisible();
  expect(await alternates(page)).toEqual(expectedAlternates);
  await main(page).getByRole("link", { name: "यह सूचना हिन्दी में पढ़ें" }).click();
  await expect(page).toHaveURL("/privacy/hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("गोपनीयता नीति");
});

for (const width of [390, 1440]) {
  test(`both notices at ${width} px: no sideways scroll; screenshots`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["privacy-en", "/privacy"],
      ["privacy-hi", "/privacy/hi"],
    ] as const) {
      await gotoHydrated(page, path);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-top.png`) });
    }
  });
}
