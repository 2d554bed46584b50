import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support.ts";

// What the case-study, blog and article specs check alike: their lists of cards, texts in a
// region, and every image of a page.

export const cards = (page: Page) => page.getByRole("region", { name: "Case studies" }).getByRole("article");
export const articleCards = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");

/** Each of `texts` shows somewhere in `region`. */
export async function expectTexts(region: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(region).toContainText(text);
}

/** The page at `path` opens with its heading over `count` cards. */
export async function expectListPage(page: Page, path: string, heading: string, list: Locator, count: number) {
  await gotoHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(list).toHaveCount(count);
}

/** Every <img> on the page: own host, alt, width/height, srcset/sizes, really loaded, as AVIF. */
export async function expectGoodImages(page: Page, minimum: number) {
  // Scroll through the page so lazy images load.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThanOrEqual(minimum);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("alt", /.{15,}/);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("srcset", /-800\.webp 800w, .+\.webp 1200w/);
    await expect(image).toHaveAttribute("sizes", /.+/);
    await expect(image).toHaveAttribute("src", /^\/images\/.+\.webp$/);
    // A lazy image loads once it is near the screen: a quick scroll past may leave it unstarted.
    // Scrolled by the page itself: Playwright's own scroll first waits for the element to stop
    // moving, which a busy machine's late layout (fonts, related cards) can hold off for minutes.
    await image.evaluate((img: HTMLImageElement) => img.scrollIntoView({ block: "center" }));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The browser took the picture's AVIF (about half the WebP's bytes), and it decoded: a
    // file, or for the lead picture at 800 px the same file written into the page
    // (server/site/lead-picture.ts).
    const lead = (await image.getAttribute("fetchpriority")) === "high";
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      lead ? /^(?:data:image\/avif;base64,|.*\/images\/.+\.avif$)/ : /\/images\/.+\.avif$/,
    );
  }
}

/**
 * Opens each of `items` at `/{section}/{slug}`, sees its own title as the heading and runs
 * `check` on the page; the titles all differ (each slug serves its own page). Each page is
 * scrolled through for its lazy images: for six, over 2 minutes on a busy 2-core machine.
 */
export async function forEachPageAtSlug<Item extends { slug: string; title: string }>(
  page: Page,
  section: string,
  items: readonly Item[],
  check: (item: Item) => Promise<void>,
) {
  test.setTimeout(240_000);
  const titles = new Set<string>();
  for (const item of items) {
    await gotoHydrated(page, `/${section}/${item.slug}`);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(item.title);
    titles.add((await h1.textContent()) ?? "");
    await check(item);
  }
  expect(titles.size).toBe(items.length);
}
