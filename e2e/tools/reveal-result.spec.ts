import type { Page } from "@playwright/test";
import { GOOD_HTML } from "../../server/seo-audit/seo-audit-test-support.ts";
import { expect, gotoHydrated, test } from "../support.ts";
import { useAuditedSite } from "./audited-site.ts";

// On a phone the result appears under the form, below the fold: once it is ready, its top is
// scrolled into the viewport (app/tool-kit/ui/reveal-result.ts). One generator and the SEO audit.

test.use({ viewport: { width: 390, height: 844 } });

const site = useAuditedSite((req, res) => {
  if (req.url === "/good") {
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "x-content-type-options": "nosniff" })
      .end(GOOD_HTML);
  } else {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
});

/**
 * Waits until the result's heading is near the top of the viewport (the smooth scroll ends
 * there): without the scroll it sits low on the screen or below it.
 */
async function expectTopInView(page: Page, selector: Parameters<Page["getByRole"]>) {
  const heading = page.getByRole(...selector);
  await expect(heading).toBeVisible();
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      return box !== null && box.y >= 0 && box.y < 200;
    })
    .toBe(true);
}

test("a generator scrolls its results into view at 390 px", async ({ page }) => {
  await gotoHydrated(page, "/tools/instagram-caption-generator");
  await page.getByLabel("Post topic").fill("weekend brunch with friends");
  await page.getByRole("button", { name: /generate/i }).click();
  await expectTopInView(page, ["heading", { name: "Your Captions" }]);
});

test("the SEO audit scrolls its report into view at 390 px", async ({ page }) => {
  await gotoHydrated(page, "/tools/seo-audit-generator");
  await page.getByLabel("Website URL").fill(`${site().origin}/good`);
  await page.getByRole("button", { name: "Analyze" }).click();
  await expectTopInView(page, ["heading", { name: "Audit results" }]);
});
