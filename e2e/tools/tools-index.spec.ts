import type { Page } from "@playwright/test";
import { tools } from "../../app/tools/registry.ts";
import { expect, test } from "../support.ts";

// /tools: a list of links and a GET search form. It starts no framework until the visitor
// acts; a search typed before it starts is kept and run, and the server answers a search
// sent without JavaScript (or a shared link) with the list for it.

const toolLinks = (page: Page) => page.getByRole("link", { name: /Open tool/ });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search tools" });
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("loads no framework until the visitor acts; a search typed meanwhile is kept and run", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/tools");
  await expect(toolLinks(page)).toHaveCount(tools.length);
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  expect(await isHydrated(page)).toBe(false);

  // The first key starts the framework; what is typed before it runs stays and is searched for.
  await searchBox(page).pressSequentially("youtube title");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(searchBox(page)).toHaveValue("youtube title");
  await expect(toolLinks(page)).toHaveCount(1);
  await expect(page.getByText(`1 of ${tools.length} tools match`)).toBeVisible();
  await expect(page).toHaveURL(/\/tools\?q=youtube\+title$/);

  // Hydrated, the list follows the box as it changes.
  await searchBox(page).fill("pdf");
  await expect(page).toHaveURL(/\/tools\?q=pdf$/);
  await expect(toolLinks(page).first()).toBeVisible();
  const found = await toolLinks(page).count();
  expect(found).toBeGreaterThan(1);
  expect(found).toBeLessThan(tools.length);

  // A tool opened from the list, then Back: the list is as it was left.
  await toolLinks(page).first().click();
  await expect(page).toHaveURL(/\/tools\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(searchBox(page)).toHaveValue("pdf");
  await expect(toolLinks(page)).toHaveCount(found);

  // Nothing found offers every tool, and the address follows.
  await searchBox(page).fill("spreadsheet wizardry");
  await expect(toolLinks(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Show all tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(searchBox(page)).toHaveValue("");
  await expect(toolLinks(page)).toHaveCount(tools.length);
});

test("a shared search link opens its list and hydrates on it without a mismatch", async ({ page, consoleErrors }) => {
  await page.goto("/tools?q=jpg");
  await expect(searchBox(page)).toHaveValue("jpg");
  const found = await toolLinks(page).count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(tools.length);
  await page.mouse.move(5, 5); // intent: the framework starts
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(toolLinks(page)).toHaveCount(found);
  await searchBox(page).fill("");
  await expect(toolLinks(page)).toHaveCount(tools.length);
  expect(consoleErrors).toEqual([]); // a hydration mismatch is a console error
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Enter in the search box gets the list for the search; nothing found offers every tool", async ({ page }) => {
    await page.goto("/tools");
    await searchBox(page).fill("compress");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/tools\?q=compress$/);
    await expect(searchBox(page)).toHaveValue("compress");
    const found = await toolLinks(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(tools.length);
    await expect(page.getByText(`${found} of ${tools.length} tools match`)).toBeVisible();

    await searchBox(page).fill("spreadsheet wizardry");
    await searchBox(page).press("Enter");
    await expect(page.getByText("No tool matches “spreadsheet wizardry”.")).toBeVisible();
    await expect(toolLinks(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Show all tools" }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(toolLinks(page)).toHaveCount(tools.length);
  });
});
