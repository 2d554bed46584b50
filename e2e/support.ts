import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { TOOL_RUNS_PATH } from "#contracts/leads/lead-source.ts";

/** React Router's single-fetch data request for a route: "/blog.data", "/blog/x.data?_routes=…". */
function isRouteDataRequest(url: string): boolean {
  return new URL(url).pathname.endsWith(".data");
}

/**
 * The test fixture every e2e file uses: it fails a test on any console error or
 * uncaught page error (hydration mismatches and CSP violations included) and on any
 * 4xx/5xx answer to a resource or route data request, and lets a test's route handlers
 * finish quietly when the page closes. A test that provokes a route data error on purpose
 * names it: `expectedDataErrors.add("404 /blog/7.data")`.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedDataErrors: Set<string> }>({
  // Playwright reads a fixture's dependencies from the destructured first argument: none here.
  // eslint-disable-next-line no-empty-pattern
  expectedDataErrors: async ({}, use) => {
    await use(new Set());
  },
  consoleErrors: [
    async ({ page, expectedDataErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Failed requests are reported below with their URL; the page's own 404 is expected.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          errors.push(message.text());
        }
      });
      page.on("response", (response) => {
        const request = response.request();
        // The tool-run counter's beacon is fire-and-forget: the page never reads its answer,
        // and its rate limit per address is reached by a parallel e2e run (tool-offers.spec.ts
        // checks the beacon itself).
        const url = new URL(request.url());
        const toolRunBeacon = url.pathname === TOOL_RUNS_PATH;
        const expectedDataError =
          isRouteDataRequest(request.url()) && expectedDataErrors.has(`${response.status()} ${url.pathname}`);
        if (response.status() >= 400 && request.resourceType() !== "document" && !toolRunBeacon && !expectedDataError) {
          errors.push(`HTTP ${response.status()} for ${request.url()}`);
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // A route handler still waiting for the server when the test ends (a list refresh,
      // say) would fail on the closing page: its answer no longer matters.
      await page.unrouteAll({ behavior: "ignoreErrors" });
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The failed answers a test provokes on purpose are not console errors: drops those matching `pattern`. */
export function forgive(consoleErrors: string[], pattern: RegExp) {
  const kept = consoleErrors.filter((entry) => !pattern.test(entry));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/**
 * How far the page reaches past the right edge of the screen, in CSS px: 0 when nothing
 * scrolls sideways (WCAG reflow). A wide table or board may still scroll inside its own box.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** axe-core with the WCAG 2.x A/AA rules: zero violations allowed. */
export async function expectNoA11yViolations(page: Page) {
  // Running CSS transitions (a button fading from its disabled colour) would be judged
  // mid-fade: wait for them, so axe sees the final colours.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has hydrated the page, so clicks reach React handlers. A page that only
 * reads has no app script (its route's handle says hydrate: false): nothing to wait for. A
 * page that hydrates on intent (home) starts on the mouse moving, as a visitor's would.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.mouse.move(1, 1);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="module"], script[type="text/x-deferred-module"]'),
  );
  return response;
}

/** The e2e server runs in demo mode: the demo admin signs in to the dashboard. */
export async function signInToAdmin(page: Page) {
  await gotoHydrated(page, "/admin");
  await page.getByLabel("Username").fill("admin");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("crestline-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Submissions Dashboard" })).toBeVisible();
}
