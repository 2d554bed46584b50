import type { Page } from "@playwright/test";
import { STOP_WORDS_NOTE } from "../../app/tools/keyword-density-checker/logic.ts";
import { CLIPBOARD_ERROR_MESSAGE } from "../../app/tools/word-counter/logic.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "../support.ts";
import { expectFieldAlert, generate, SAMPLE } from "./text-tools-support.ts";

// The word counter and the keyword density checker (exact figures, messages, axe), and
// every text tool's results at phone width.

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** The value (dd) of a figure whose label (dt) reads exactly `label`. */
function statCard(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);
}

test("word counter: live stat cards with exact figures, detailed analysis, Paste, Clear", async ({ page }) => {
  await gotoHydrated(page, "/tools/word-counter");
  const text = page.getByRole("textbox", { name: "Your text" });
  await expect(page.getByRole("heading", { name: "Detailed Analysis" })).toHaveCount(0);
  await expect(statCard(page, "Words")).toHaveText("0");

  await text.fill(SAMPLE);
  const expected: [string, string][] = [
    ["Words", "32"],
    ["Characters", "218"],
    ["Characters (no spaces)", "185"],
    ["Sentences", "5"],
    ["Paragraphs", "3"],
    ["Min read", "1"],
  ];
  for (const [label, value] of expected) await expect(statCard(page, label)).toHaveText(value);

  await expect(page.getByRole("heading", { name: "Detailed Analysis" })).toBeVisible();
  for (const [label, value] of [
    ["Slow (150 wpm)", "1 min"],
    ["Average (200 wpm)", "1 min"],
    ["Fast (250 wpm)", "1 min"],
    ["Average word length", "5.5 characters"],
    ["Average words per sentence", "6.4"],
    ["Average sentences per paragraph", "1.7"],
    ["Unique words", "28"],
    ["Longest word", "marketing"],
  ] as const) {
    await expect(statCard(page, label)).toHaveText(value);
  }

  // Live: one more word updates the cards.
  await text.press("End");
  await text.pressSequentially(" Done");
  await expect(statCard(page, "Words")).toHaveText("33");
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(text).toHaveValue("");
  await expect(statCard(page, "Words")).toHaveText("0");
  await expect(statCard(page, "Min read")).toHaveText("0");
  await expect(page.getByRole("heading", { name: "Detailed Analysis" })).toHaveCount(0);

  await page.evaluate(() => navigator.clipboard.writeText("Pasted text here. Two sentences!"));
  await page.getByRole("button", { name: "Paste" }).click();
  await expect(text).toHaveValue("Pasted text here. Two sentences!");
  await expect(statCard(page, "Words")).toHaveText("5");
  await expect(statCard(page, "Sentences")).toHaveText("2");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("word counter: an unreadable clipboard shows the spec's message in the page and keeps the text", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, "readText", {
      value: () => Promise.reject(new DOMException("denied", "NotAllowedError")),
    });
  });
  await gotoHydrated(page, "/tools/word-counter");
  const text = page.getByRole("textbox", { name: "Your text" });
  await text.fill("Keep me.");
  await page.getByRole("button", { name: "Paste" }).click();
  await expectFieldAlert(page, text, CLIPBOARD_ERROR_MESSAGE);
  await expect(text).toHaveValue("Keep me.");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("keyword density checker: validation, statistics, target analysis with status and bar, top 20 keywords", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/keyword-density-checker");
  const content = page.getByRole("textbox", { name: "Your content" });
  const target = page.getByRole("textbox", { name: "Target keyword (optional)" });

  await content.fill("  \n ");
  await page.getByRole("button", { name: "Analyze" }).click();
  await expectFieldAlert(page, content, "Please enter some text to analyze");
  await expect(content).toHaveValue("  \n ");

  await content.fill(SAMPLE);
  await target.fill("content marketing");
  await generate(page, page.getByRole("button", { name: "Analyze" }));

  for (const [label, value] of [
    ["Total words", "32"],
    ["Sentences", "5"],
    ["Avg. words per sentence", "6.4"],
    ["Characters", "218"],
    ["Characters (no spaces)", "185"],
    ["Occurrences", "1"],
    ["Density", "3.13%"],
  ] as const) {
    await expect(statCard(page, label)).toHaveText(value);
  }
  await expect(page.getByText("Status: High")).toBeVisible();
  await expect(page.getByText("Keyword density is high.", { exact: false })).toBeVisible();
  const bar = page.getByTestId("density-bar").locator("div");
  await expect(bar).toHaveAttribute("data-colour", "orange");
  await expect(bar).toHaveAttribute("style", /width: 62\.6%/);

  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1)).toHaveText(["1", "marketing", "4", "12.50%"].join(""));
  await expect(rows.nth(2)).toHaveText(["2", "content", "2", "6.25%"].join(""));
  await expect(rows.nth(3)).toHaveText(["3", "brands", "1", "3.13%"].join(""));
  await expect(page.getByText(STOP_WORDS_NOTE)).toBeVisible();
  await expectNoA11yViolations(page);

  // A single-word target over 4%: excessive, red, full bar.
  await target.fill("marketing");
  await expect(page.getByText("changed since this analysis")).toBeVisible();
  await generate(page, page.getByRole("button", { name: "Analyze" }));
  await expect(page.getByText("Status: Excessive")).toBeVisible();
  await expect(bar).toHaveAttribute("data-colour", "red");
  await expect(bar).toHaveAttribute("style", /width: 100%/);

  // Not in the text: missing.
  await target.fill("seo");
  await generate(page, page.getByRole("button", { name: "Analyze" }));
  await expect(page.getByText("Status: Not found")).toBeVisible();
  await expect(page.getByText("Keyword not found.", { exact: false })).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pages: { path: string; fill: [string, string][]; button: string }[] = [
    { path: "youtube-name-generator", fill: [["Keywords", "retro, speedrun"]], button: "Generate Names" },
    {
      path: "youtube-hashtag-generator",
      fill: [["Video topic", "easy vegan dinner recipes"]],
      button: "Generate Hashtags",
    },
    { path: "youtube-title-generator", fill: [["Video topic", "home workouts"]], button: "Generate Titles" },
    {
      path: "youtube-description-generator",
      fill: [
        ["Video title", "Morning Yoga for Beginners"],
        ["Main topic", "morning yoga"],
      ],
      button: "Generate Description",
    },
    { path: "instagram-caption-generator", fill: [["Post topic", "weekend brunch"]], button: "Generate Captions" },
    { path: "tiktok-caption-generator", fill: [["Video topic", "pasta recipe"]], button: "Generate Captions" },
    {
      path: "ad-hook-generator",
      fill: [
        ["Product or service", "meal planning app"],
        ["Target audience", "busy parents"],
      ],
      button: "Generate Hooks",
    },
    {
      path: "keyword-density-checker",
      fill: [
        ["Your content", SAMPLE],
        ["Target keyword (optional)", "marketing"],
      ],
      button: "Analyze",
    },
  ];

  for (const { path, fill, button } of pages) {
    test(`${path}: results fit the screen`, async ({ page }) => {
      await gotoHydrated(page, `/tools/${path}`);
      for (const [label, value] of fill) await page.getByRole("textbox", { name: label }).fill(value);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("button", { name: button })).toBeEnabled({ timeout: 5000 });
      await expect(page.getByRole("status").first()).not.toHaveText(/Generating|Analyzing/);
      const overflow = await sidewaysOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("word-counter: stat cards fit the screen", async ({ page }) => {
    await gotoHydrated(page, "/tools/word-counter");
    await page.getByRole("textbox", { name: "Your text" }).fill(SAMPLE);
    await expect(page.getByRole("heading", { name: "Detailed Analysis" })).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
