import type { Locator, Page } from "@playwright/test";
import { expect } from "../support.ts";

// What the text-tool specs share: clipboard, option lists, field alerts, result lists and
// the working state of a generate button, and a sample text.

export function readClipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * The select offers exactly `options`, in order, written as the product spec lists them:
 * "value Label, value Label" (the value is the first word).
 */
export async function expectOptions(select: Locator, options: string) {
  const actual = await select
    .locator("option")
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? "" })),
    );
  const expected = options.split(", ").map((option) => {
    const [value = "", ...label] = option.split(" ");
    return { value, label: label.join(" ") };
  });
  expect(actual).toEqual(expected);
}

/** The spec's message, in the page as role="alert" and described on the control it concerns. */
export async function expectFieldAlert(page: Page, control: Locator, message: string) {
  await expect(page.getByRole("alert")).toHaveText(message);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
}

export async function texts(list: Locator) {
  return list
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent ?? ""));
}

/** Generates with the button named `button`: the list named `listName` then holds `count` items; gives it and their texts. */
export async function generateList(page: Page, button: string, listName: string, count: number) {
  await generate(page, page.getByRole("button", { name: button }));
  const list = page.getByRole("list", { name: listName });
  await expect(list.getByRole("listitem")).toHaveCount(count);
  return { list, first: await texts(list) };
}

/**
 * Generates again with the button named `button` ('Generate More …', or the generate
 * button after a change of option): `list` then holds `count` items, not the `first` ones.
 */
export async function expectNewList(
  page: Page,
  button: string,
  list: Locator,
  count: number,
  first: readonly string[],
) {
  await generate(page, page.getByRole("button", { name: button }));
  await expect(list.getByRole("listitem")).toHaveCount(count);
  expect(await texts(list)).not.toEqual(first);
}

declare global {
  interface Window {
    e2eButtonLog?: { at: number; disabled: boolean; text: string }[];
    e2eClickedAt?: number;
  }
}

/**
 * Clicks a generate / analyze button and waits for the run to end. A MutationObserver
 * in the page records the button's states, so the test sees the working state (disabled,
 * 'Generating...') and its length however busy the machine is.
 */
export async function generate(page: Page, button: Locator, delayMs = 1000) {
  await button.evaluate((element) => {
    const log: NonNullable<Window["e2eButtonLog"]> = [];
    window.e2eButtonLog = log;
    const record = () =>
      log.push({
        at: performance.now(),
        disabled: (element as HTMLButtonElement).disabled,
        text: element.textContent ?? "",
      });
    // The delay starts at the click; the disabled state may be painted later on a busy machine.
    element.addEventListener("click", () => (window.e2eClickedAt = performance.now()), { capture: true, once: true });
    new MutationObserver(record).observe(element, {
      attributes: true,
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await button.click();
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const log = window.e2eButtonLog ?? [];
          const start = log.findIndex((entry) => entry.disabled);
          return start >= 0 && log.slice(start).some((entry) => !entry.disabled);
        }),
      { timeout: delayMs + 5000 },
    )
    .toBe(true);
  const { log, clickedAt } = await page.evaluate(() => ({
    log: window.e2eButtonLog ?? [],
    clickedAt: window.e2eClickedAt,
  }));
  const working = log.find((entry) => entry.disabled);
  const done = log.find((entry) => working && entry.at > working.at && !entry.disabled);
  expect(working?.text).toMatch(/Generating\.\.\.|Analyzing\.\.\./);
  expect(clickedAt).toBeDefined();
  expect((done?.at ?? 0) - (clickedAt ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(delayMs - 20);
}

/** Copy button with a visible 'Copied' and the text on the clipboard (its name changes once copied). */
export async function expectCopies(page: Page, button: Locator, expected: string) {
  await button.evaluate((element) => element.setAttribute("data-e2e-copy", ""));
  const target = page.locator("[data-e2e-copy]");
  await target.click();
  await expect(target).toContainText("Copied");
  expect(await readClipboard(page)).toBe(expected);
  await target.evaluate((element) => element.removeAttribute("data-e2e-copy"));
}

export const SAMPLE =
  "Social media marketing helps small brands grow. Good marketing starts with a plan!\n\n" +
  "Why does content marketing work? Because people trust useful content.\n\n" +
  "Marketing tips: post often, measure results, and keep learning.";
