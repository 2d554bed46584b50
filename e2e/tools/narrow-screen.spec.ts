import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, sidewaysOverflow, test } from "../support.ts";

// Results on a 320 px screen (WCAG reflow): a long word in a generated name, a long topic
// hashtag or a long username wraps inside its row or chip; the page never scrolls sideways
// and every row's button stays on the screen.
test.use({ viewport: { width: 320, height: 640 } });

async function expectOnScreen(buttons: Locator) {
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box, (await button.getAttribute("aria-label")) ?? "a button").not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }
}

test("YouTube name generator: names made of a long word fit, each with its copy button", async ({ page }) => {
  await gotoHydrated(page, "/tools/youtube-name-generator");
  await page.getByRole("textbox", { name: "Keywords" }).fill("entrepreneurship");
  await page.getByRole("button", { name: "Generate Names" }).click();
  const list = page.getByRole("list", { name: "Channel name ideas" });
  await expect(list.getByRole("listitem").first()).toContainText("Entrepreneurship");
  expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
  await expectOnScreen(list.getByRole("button", { name: /^Copy name \d+$/ }));
});

test("YouTube hashtag generator: a long topic hashtag wraps inside its chip", async ({ page }) => {
  await gotoHydrated(page, "/tools/youtube-hashtag-generator");
  // A topic typed the way hashtags are written: "#personalfinanceforbeginnerstutorial" is one of its tags.
  await page.getByRole("textbox", { name: "Video topic" }).fill("personalfinanceforbeginners");
  await page.getByRole("button", { name: "Generate Hashtags" }).click();
  const chips = page.getByRole("list", { name: "Hashtags" }).getByRole("button");
  await expect(chips.filter({ hasText: "#personalfinanceforbeginnerstutorial" })).toHaveCount(1);
  expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
  await expectOnScreen(chips);
});

test("Instagram username checker: suggestions for a long taken name fit, each with its Check button", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/instagram-username-checker");
  await page.getByLabel("Instagram username").fill("entrepreneurship_daily_india");
  // The simulated answer: a draw of 0.7 or more is "taken", which brings the suggestions.
  await page.evaluate(() => {
    Math.random = () => 0.9;
  });
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Alternative Suggestions" })).toBeVisible();
  expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
  const checks = page.getByRole("button", { name: /^Check @entrepreneurship_daily_india/ });
  await expect(checks.first()).toBeVisible();
  await expectOnScreen(checks);
});
