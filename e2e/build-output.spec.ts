import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { publicPaths } from "#app/seo/public-paths.ts";
import { adminPagePaths } from "#contracts/site/site-routes.ts";

// Checks over the production build (e2e runs after `npm run build`): what each page
// makes the browser download before it is interactive.
const clientDir = path.resolve(import.meta.dirname, "../build/client");

function pageHtml(urlPath: string): string {
  return fs.readFileSync(path.join(clientDir, urlPath === "/" ? "" : urlPath.slice(1), "index.html"), "utf8");
}

/** The JS files a page loads up front: its modulepreloads and its inline module imports. */
export function initialScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(match[1] ?? "");
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    files.add(match[1] ?? "");
  return [...files].filter(Boolean);
}

function gzipSize(urlPath: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length;
}

// The home page hydrates on intent (app/lib/page-scripts.ts, server/site/prerendered-html.ts):
// a load that is only looked at fetches no framework; the first sign of intent starts it.
test("the home page fetches at most 100 KB gzip of JavaScript before intent, and hydrates after a scroll", async ({
  page,
}) => {
  const fetched: string[] = [];
  let bytes = 0;
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    fetched.push(new URL(response.url()).pathname);
    // A module still arriving as the test ends (after the intent) is not counted: the page is gone.
    bytes += await response
      .request()
      .sizes()
      .then((sizes) => sizes.responseBodySize)
      .catch(() => 0);
  });
  await page.setExtraHTTPHeaders({ "accept-encoding": "gzip" });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(3500); // past the 3 s fallback other pages start with
  const beforeKb = bytes / 1024;
  console.log(`JS fetched by / before intent: ${beforeKb.toFixed(1)} KB gzip in ${fetched.length} files`);
  expect(beforeKb).toBeLessThanOrEqual(100);
  expect(fetched).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // What the first intent would start: the page's modulepreloads and inline module imports.
  const scripts = initialScripts(pageHtml("/"));
  const totalKb = scripts.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  console.log(`JS of / started on intent: ${totalKb.toFixed(1)} KB gzip in ${scripts.length} files`);

  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(fetched.length).toBeGreaterThan(2);
  expect(fetched.some((file) => file.includes("entry.client"))).toBe(true);
});

test("a tap on the home page starts the framework and hydrates", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".js")) fetched.push(request.url());
  });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(500);
  expect(fetched).toEqual([]);
  await page.getByRole("heading", { level: 1 }).dispatchEvent("pointerdown");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(fetched.length).toBeGreaterThan(2);
});

/**
 * Opens a page that hydrates on intent and stays still past the 3 s other pages start after:
 * it has fetched no script and not hydrated. The scripts fetched from then on, as they come.
 */
async function openWithoutIntent(page: Page, urlPath: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) fetched.push(request.url());
  });
  await page.goto(urlPath, { waitUntil: "load" });
  await page.waitForTimeout(3500);
  expect(fetched, `${urlPath}: scripts before intent`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return fetched;
}

// Careers hydrates on intent too: a fresh load fetches no JavaScript at all; a mouse move
// starts React, and the application dialog then works as before (lead-forms.spec.ts).
test("/careers fetches 0 KB of JavaScript before intent, and hydrates after a mouse move", async ({ page }) => {
  const fetched = await openWithoutIntent(page, "/careers");

  await page.mouse.move(10, 10);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(fetched.some((file) => file.includes("entry.client"))).toBe(true);
  await page.getByRole("button", { name: "Apply Now for SEO Specialist" }).click();
  await expect(page.getByRole("dialog", { name: "Apply for SEO Specialist" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});

// /contact hydrates on intent as well: its form works without JavaScript. Focusing a field
// starts React, and the words typed meanwhile are all kept.
test("/contact fetches 0 KB of JavaScript before intent, and hydrates when a field is typed into", async ({ page }) => {
  const fetched = await openWithoutIntent(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").pressSequentially("Asha Verma");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(fetched.some((file) => file.includes("entry.client"))).toBe(true);
  await expect(form.getByLabel("Full Name")).toHaveValue("Asha Verma");
});

test("every public page and admin page loads less than 200 KB gzip of JavaScript up front", () => {
  for (const urlPath of [...publicPaths(), ...adminPagePaths]) {
    const totalKb = initialScripts(pageHtml(urlPath)).reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    expect(totalKb, urlPath).toBeLessThanOrEqual(200);
  }
});

/** The gzip size of the whole stylesheet: every built CSS file the home page links. */
function wholeStylesheetGzip(): number {
  const hrefs = [...pageHtml("/").matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
  expect(hrefs.length).toBeGreaterThan(0);
  const css = hrefs.map((href) => fs.readFileSync(path.join(clientDir, href), "utf8")).join("");
  return zlib.gzipSync(css).length;
}

/** The gzip size of the inline stylesheets of the page open in `page`. */
async function inlineCssGzip(page: Page): Promise<number> {
  const css = await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent).join(""));
  return zlib.gzipSync(css).length;
}

// Every page inlines only the CSS rules its HTML can use (server/site/page-stylesheet.ts). A
// page with React enables the whole stylesheet, and waits for it, before React starts:
// classes React renders later are styled.
for (const urlPath of ["/", "/tools", "/contact", "/tools/word-counter"]) {
  test(`${urlPath} inlines only the CSS it uses and has the whole stylesheet once React runs`, async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "stylesheet") stylesheets.push(new URL(response.url()).pathname);
    });
    await page.goto(urlPath);
    expect(await inlineCssGzip(page), "inline CSS (gzip)").toBeLessThanOrEqual(wholeStylesheetGzip() * 0.6);
    await page.mouse.move(10, 10); // home, /tools and /contact hydrate on intent
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        href: new URL(link.href).pathname,
        disabled: link.hasAttribute("disabled"),
        applied: [...document.styleSheets].some((sheet) => sheet.href === link.href && sheet.cssRules.length > 0),
      })),
    );
    expect(linked.length).toBeGreaterThan(0);
    for (const sheet of linked) expect(sheet).toEqual({ href: sheet.href, disabled: false, applied: true });
    expect(stylesheets.sort()).toEqual(linked.map((sheet) => sheet.href).sort());
  });
}

// Pages that only read are served without React (app/lib/page-scripts.ts): no app module,
// no modulepreload, and at most 15 KB gzip of script over the wire.
const readOnlyPages = [
  "/about",
  "/services",
  "/faq",
  "/privacy",
  "/blog/facebook-advertising-guide-indian-brands",
  "/case-studies/aangan-threads-paid-social-roas",
];

for (const urlPath of readOnlyPages) {
  test(`${urlPath} ships no framework (no module script, no modulepreload, script under 15 KB gzip) and only the CSS it uses`, async ({
    page,
  }) => {
    let scriptBytes = 0;
    const stylesheets: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "stylesheet") stylesheets.push(response.url());
      if (response.request().resourceType() !== "script") return;
      scriptBytes += (await response.request().sizes()).responseBodySize;
    });
    await page.setExtraHTTPHeaders({ "accept-encoding": "gzip" });
    await page.goto(urlPath, { waitUntil: "load" });
    await page.waitForTimeout(3500); // past the boot script's 3 s fallback, had there been one
    await expect(page.locator('script[type="module"], script[type="text/x-deferred-module"]')).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"], template#deferred-modulepreloads')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(scriptBytes, "script bytes (gzip)").toBeLessThanOrEqual(15 * 1024);
    // Only the CSS rules the page can use are inline (server/site/page-stylesheet.ts), and no
    // stylesheet is fetched, ever.
    expect(stylesheets).toEqual([]);
    expect(await inlineCssGzip(page), "inline CSS (gzip)").toBeLessThanOrEqual(wholeStylesheetGzip() * 0.6);
    // The landing page is still noted by the inline script in <head>.
    expect(await page.evaluate(() => sessionStorage.getItem("crestline.landing"))).toContain(urlPath);
  });
}

// A long article's cover travels inside its page at the 800 px size: a phone asks for no
// picture before its largest paint. A case study fits the first round trip without it, so
// its cover stays a file (server/site/lead-picture.ts).
const coverOnPhone = [
  { urlPath: "/blog/facebook-advertising-guide-indian-brands", inPage: true },
  { urlPath: "/case-studies/aangan-threads-paid-social-roas", inPage: false },
];
for (const { urlPath, inPage } of coverOnPhone) {
  test(`${urlPath} paints its cover ${inPage ? "from the page's own bytes" : "from its AVIF file"} on a phone`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && !request.url().startsWith("data:"))
        pictures.push(new URL(request.url()).pathname);
    });
    await page.goto(urlPath, { waitUntil: "load" });
    const cover = page.locator('main img[fetchpriority="high"]');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const stem = (await cover.getAttribute("src"))?.replace(/\.webp$/, "") ?? "";
    expect(stem).toMatch(/^\/images\/(?:blog|case-studies)\/[\w-]+$/);
    const coverFiles = pictures.filter((file) => file.startsWith(`${stem}.`) || file.startsWith(`${stem}-`));
    const currentSrc = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    if (inPage) {
      expect(currentSrc).toMatch(/^data:image\/avif;base64,/);
      expect(coverFiles).toEqual([]);
    } else {
      expect(new URL(currentSrc).pathname).toBe(`${stem}-800.avif`);
      expect(coverFiles).toEqual([`${stem}-800.avif`]);
    }
    await context.close();
  });
}

test("a content page reached from a React page by a client-side move still renders", async ({ page }) => {
  await page.goto("/");
  await page.mouse.move(10, 10); // the home page hydrates on intent
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
});

// The lead desk is the admin's first view: a lead's detail and every other view load when
// opened (app/admin/admin-views.tsx, leads-view.tsx), so the tools' metadata, which only
// a lead's source names, is not part of the first load.
test("the admin's lead desk loads no tool metadata up front, within 180 KB gzip", () => {
  const scripts = initialScripts(pageHtml("/admin/leads"));
  const code = scripts.map((file) => fs.readFileSync(path.join(clientDir, file), "utf8")).join("\n");
  expect(code.includes("Loading the lead..."), "the lead desk's own code is in the first load").toBe(true);
  expect(code.includes("Please select a Word document"), "a tool's input rule is in the first load").toBe(false);
  const totalKb = scripts.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  console.log(`first-load JS of /admin/leads: ${totalKb.toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(totalKb).toBeLessThanOrEqual(180);
});
