import type { Locator } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "./support.ts";

const headerLinks = [
  { name: "Home", path: "/" },
  { name: "About", path: "/about" },
  { name: "Services", path: "/services" },
  { name: "Case Studies", path: "/case-studies" },
  { name: "Blog", path: "/blog" },
  { name: "Tools", path: "/tools" },
  { name: "Contact", path: "/contact" },
];

const footerLinks = [
  { name: "About Us", path: "/about" },
  { name: "Services", path: "/services" },
  { name: "Case Studies", path: "/case-studies" },
  { name: "Blog", path: "/blog" },
  { name: "Careers", path: "/careers" },
  { name: "Privacy Policy", path: "/privacy" },
  { name: "My data", path: "/my-data" },
  { name: "FAQ", path: "/faq" },
  { name: "Free Tools", path: "/tools" },
  { name: "Contact", path: "/contact" },
  { name: "Get a Quote", path: "/quote" },
];

/** The smallest tap target a thumb can hit reliably (WCAG 2.5.5, Apple's and Google's guides). */
const TAP_PX = 44;

/** Each target is at least 44 x 44 px, and no two of them overlap. */
async function expectTapTargets(targets: Locator[]) {
  const boxes = [];
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const name = (await target.textContent())?.trim() || (await target.getAttribute("aria-label"));
    expect(box, `${name} is shown`).not.toBeNull();
    if (!box) continue;
    expect(box.height, `the height of ${name}`).toBeGreaterThanOrEqual(TAP_PX);
    expect(box.width, `the width of ${name}`).toBeGreaterThanOrEqual(TAP_PX);
    // Page coordinates: each target is measured after its own scroll into view.
    const scrollY = await target.page().evaluate(() => window.scrollY);
    boxes.push({ name, ...box, y: box.y + scrollY });
  }
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.x + a.width <= b.x + 0.5 ||
        b.x + b.width <= a.x + 0.5 ||
        a.y + a.height <= b.y + 0.5 ||
        b.y + b.height <= a.y + 0.5;
      expect(apart, `${a.name} and ${b.name} do not overlap`).toBe(true);
    }
}

test("every header link navigates, highlights only its own link, and the page passes axe", async ({ page }) => {
  test.slow(); // eight pages, each checked by axe
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const link of headerLinks) {
    await nav.getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expectNoA11yViolations(page);
  }
  await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
  await expect(page).toHaveURL("/quote");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("every footer link navigates, and the footer shows the agency's contact details", async ({ page }) => {
  test.slow(); // eight pages, each checked by axe
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "hello@crestline.example" })).toHaveAttribute(
    "href",
    "mailto:hello@crestline.example",
  );
  await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
  await expect(footer).toContainText("Connaught Place, New Delhi 110001");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Crestline Digital`);
  await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(4);
  for (const link of footerLinks) {
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  }
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, closes when a link is chosen, and works by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    // The browser itself reports the popover's button as expanded (no aria-expanded attribute).
    expect(await page.evaluate(() => document.querySelector(":popover-open")?.getAttribute("aria-label"))).toBe(
      "Mobile",
    );
    await expectNoA11yViolations(page);
    await menu.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect(menu).toBeHidden();

    // Keyboard: open with Enter, Tab into the menu, Escape closes and returns focus.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Keyboard: choose a link with Enter.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about");
    await expect(menu).toBeHidden();
  });

  test("footer, contact, quote and tool links are tap targets of 44 x 44 px that do not overlap", async ({ page }) => {
    await gotoHydrated(page, "/quote");
    const form = page.getByRole("form", { name: "Quote request form" });
    // A checkbox's target is its label, which holds the box and its text.
    const boxes = await form.getByRole("checkbox").all();
    expect(boxes.length).toBeGreaterThanOrEqual(8); // eight platforms (and the news-and-offers box)
    await expectTapTargets(boxes.map((box) => box.locator("xpath=ancestor::label[1]")));

    const footer = page.getByRole("contentinfo");
    await expectTapTargets(await footer.getByRole("link").all());

    await gotoHydrated(page, "/contact");
    const details = page.getByRole("region", { name: "Contact details" });
    await expectTapTargets([
      details.getByRole("link", { name: "hello@crestline.example" }),
      details.getByRole("link", { name: "+91 98765 43210" }),
      page.getByRole("navigation", { name: "Quick contact" }).getByRole("link", { name: /WhatsApp/ }),
      page.getByRole("navigation", { name: "Quick contact" }).getByRole("link", { name: "Get a Quote" }),
    ]);

    await gotoHydrated(page, "/tools/word-counter");
    await expectTapTargets(await page.getByRole("navigation", { name: "Tool navigation" }).getByRole("link").all());
  });

  test("the industries carousel stands still, and a new page starts at its top without gliding there", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Industries", exact: true });
    await expect(carousel.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);
    const firstPage = carousel.getByRole("group", { name: "Page 1 of 4" });
    await expect(firstPage).not.toHaveAttribute("aria-hidden");
    await page.clock.runFor(20_000);
    await expect(firstPage).not.toHaveAttribute("aria-hidden");
    await page.clock.resume();

    // From the foot of the page to another: every scroll position seen is the old one or the top.
    // The sections below the first screen take their real height as they are drawn: scroll
    // to the foot until it stays put.
    let bottom = -1;
    await expect
      .poll(async () => {
        const before = bottom;
        bottom = await page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        });
        return bottom === before;
      })
      .toBe(true);
    expect(bottom).toBeGreaterThan(1000);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrollsSeen: number[] }).scrollsSeen = seen;
      window.addEventListener("scroll", () => seen.push(window.scrollY));
    });
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await page.evaluate(() => (window as unknown as { scrollsSeen: number[] }).scrollsSeen);
    expect(seen.filter((y) => y !== 0 && y !== bottom)).toEqual([]);
  });
});

test.describe("with JavaScript off, on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  for (const path of ["/about", "/"]) {
    test(`the menu on ${path} opens, closes on a tap outside and on Escape, with 44 px links apart`, async ({
      page,
    }) => {
      await page.goto(path);
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      const boxes = [];
      for (const link of await menu.getByRole("link").all()) boxes.push((await link.boundingBox())!);
      expect(boxes.length).toBe(8);
      for (const [index, box] of boxes.entries()) {
        expect(box.height, `link ${index} height`).toBeGreaterThanOrEqual(44);
        expect(box.width, `link ${index} width`).toBeGreaterThanOrEqual(44);
        if (index > 0)
          expect(box.y, `link ${index} overlaps the one above`).toBeGreaterThanOrEqual(
            boxes[index - 1]!.y + boxes[index - 1]!.height,
          );
      }
      // A tap outside the menu (on the page below it) closes it.
      await page.mouse.click(195, 800);
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await toggle.click();
      await menu.getByRole("link", { name: "Services", exact: true }).click();
      await expect(page).toHaveURL("/services");
      await expect(menu).toBeHidden();
    });
  }

  test("FAQ answers open and close each on its own", async ({ page }) => {
    await page.goto("/faq");
    const items = page.locator("main details");
    await expect(items).toHaveCount(16);
    await items.nth(0).locator("summary").click();
    await items.nth(5).locator("summary").click();
    await expect(items.nth(0).locator("p")).toBeVisible();
    await expect(items.nth(5).locator("p")).toBeVisible();
    await expect(items.nth(1).locator("p")).toBeHidden();
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0).locator("p")).toBeHidden();
    await expect(items.nth(5).locator("p")).toBeVisible();
  });
});

test("an unknown path is a not-found page with HTTP 404", async ({ page }) => {
  const response = await gotoHydrated(page, "/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("an unknown tool shows 'Tool Coming Soon'", async ({ page }) => {
  const response = await gotoHydrated(page, "/tools/time-machine");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Tool Coming Soon" })).toBeVisible();
  await expect(page.getByText("This tool is currently under development.")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("an unknown article id is a not-found page with a link back to the blog", async ({ page }) => {
  const response = await gotoHydrated(page, "/blog/999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("not found");
  await expectNoA11yViolations(page);
});

// WCAG 2.1 reflow (1.4.10): at 320 CSS px nothing may need a sideways scroll. The header's
// wordmark and two buttons are the tightest fit; every public page and the sign-in share it.
test.describe("on a 320 px screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no page of the sitemap, nor the admin sign-in, scrolls sideways", async ({ page, request }) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(50);
    const overflowing: string[] = [];
    for (const path of [...paths, "/admin"]) {
      await page.goto(path);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path} by ${overflow} px`);
    }
    expect(overflowing).toEqual([]);
  });
});
