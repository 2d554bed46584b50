import zlib from "node:zlib";
import type { Page } from "@playwright/test";
import { tools } from "#app/tools/registry.ts";
import { tool as adHooks } from "#app/tools/ad-hook-generator/meta.ts";
import { tool as pngToJpeg } from "#app/tools/png-to-jpeg/meta.ts";
import { tool as wordCounter } from "#app/tools/word-counter/meta.ts";
import { LIVE_RUN_SETTLE_MS } from "#app/tool-kit/ui/tool-run.ts";
import { PLATFORM_OPTIONS } from "#contracts/leads/form-constants.ts";
import { TOOL_RUNS_PATH } from "#contracts/leads/lead-source.ts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./support.ts";

// From a tool to a lead: the Demo badges on /tools, the run every finished tool run
// records (a beacon to the per-tool counter and the visit's list in sessionStorage), the
// offer that ends a real tool's result, and the quote form it opens, prefilled.

const TOOLS_KEY = "crestline.tools";

/** Answers the tool-run beacons with 204 (whether or not the server has the route) and keeps their bodies. */
async function catchToolRuns(page: Page) {
  const runs: unknown[] = [];
  await page.route(`**${TOOL_RUNS_PATH}`, async (route) => {
    const request = route.request();
    expect(request.method()).toBe("POST");
    runs.push(JSON.parse(request.postData() ?? "null"));
    await route.fulfill({ status: 204 });
  });
  return runs;
}

function toolsUsed(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as { tool: string; at: string }[],
    TOOLS_KEY,
  );
}

/** A real RGBA PNG of `width` × `height`, half red, half transparent. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA
  const row = () =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) => (x < width / 2 ? [220, 30, 30, 255] : [0, 0, 0, 0])).flat(),
    ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row()));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("/tools: exactly six Demo badges, each on a demo tool's card", async ({ page }) => {
  await gotoHydrated(page, "/tools");
  const badges = page.locator("[data-demo-badge]");
  await expect(badges).toHaveCount(6);
  await expect(badges).toHaveText(Array(6).fill("Demo"));
  const badged = await badges.evaluateAll((nodes) => nodes.map((node) => node.closest("a")?.getAttribute("href")));
  const demos = tools.filter((tool) => tool.demo);
  expect(badged.sort()).toEqual(demos.map((tool) => `/tools/${tool.slug}`).sort());
  for (const tool of demos) {
    // The link's name starts with the title, then says it is a demo.
    await expect(
      page.getByRole("link", { name: new RegExp(`^${tool.title.replace("/", "\\/")} Demo\\b`) }),
    ).toHaveAttribute("href", `/tools/${tool.slug}`);
  }
  await expect(page.getByRole("link", { name: /^Word Counter Demo/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("a converter: the finished conversion is a recorded run and ends with its offer", async ({ page }) => {
  const runs = await catchToolRuns(page);
  await gotoHydrated(page, `/tools/${pngToJpeg.slug}`);
  const offer = page.getByRole("complementary", { name: "Work with Crestline Digital" });
  await expect(offer).toHaveCount(0);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png(64, 32) });
  await page.getByRole("button", { name: "Convert to JPEG" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Conversion complete" })).toBeVisible();
  await expect(offer).toContainText(pngToJpeg.offer.text);
  await expect(offer.getByRole("link", { name: pngToJpeg.offer.cta })).toBeVisible();
  await expect.poll(() => runs).toEqual([{ tool: pngToJpeg.slug }]);
  expect((await toolsUsed(page)).map((use) => use.tool)).toEqual([pngToJpeg.slug]);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Convert Another" }).click();
  await expect(offer).toHaveCount(0);
});

test("a generator's offer opens /quote naming the tool, platforms prefilled, and the lead records the tool", async ({
  page,
}) => {
  const runs = await catchToolRuns(page);
  await gotoHydrated(page, `/tools/${adHooks.slug}`);
  await page.getByRole("textbox", { name: "Product or service" }).fill("meal planning app");
  await page.getByRole("textbox", { name: "Target audience" }).fill("busy parents");
  await page.getByRole("button", { name: "Generate Hooks" }).click();
  await expect(page.getByRole("list", { name: "Ad hooks" }).getByRole("listitem")).toHaveCount(6);
  const offer = page.getByRole("complementary", { name: "Work with Crestline Digital" });
  await expect(offer).toContainText(adHooks.offer.text);
  await expect.poll(() => runs).toEqual([{ tool: adHooks.slug }]);

  // Generating again is another run.
  await page.getByRole("button", { name: "Generate More Hooks" }).click();
  await expect.poll(() => runs).toHaveLength(2);
  expect((await toolsUsed(page)).map((use) => use.tool)).toEqual([adHooks.slug, adHooks.slug]);

  await offer.getByRole("link", { name: adHooks.offer.cta }).click();
  await expect(page).toHaveURL(/\/quote\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("tool")).toBe(adHooks.slug);
  expect(url.searchParams.getAll("platform")).toEqual([...adHooks.offer.platforms]);

  const form = page.getByRole("form", { name: "Quote request form" });
  // Where the visitor came from is said above the form and kept in its own field; the goals are the visitor's.
  await expect(page.getByText(`You came from the ${adHooks.title}.`)).toBeVisible();
  await expect(form.getByLabel("Your Goals")).toHaveValue("");
  await form.getByLabel("Your Goals").fill("Ads for our meal planning app.");
  for (const platform of PLATFORM_OPTIONS) {
    const box = form.getByRole("checkbox", { name: platform });
    if ((adHooks.offer.platforms as readonly string[]).includes(platform)) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await expectNoA11yViolations(page);

  // The lead says which offer brought the visitor, and which tools were used.
  let sent: { data?: Record<string, unknown>; context?: Record<string, unknown> } = {};
  await page.route("**/api/submissions", async (route) => {
    sent = JSON.parse(route.request().postData() ?? "{}") as typeof sent;
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: 1 }) });
  });
  await form.getByLabel("Full Name").fill("Rohit Mehta");
  await form.getByLabel("Contact Number").fill("011 4567 8900");
  await form.getByLabel("Email Address").fill("rohit@example.com");
  await form.getByLabel("Monthly Ad Budget").selectOption("₹1.5-₹2 Lakh");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Quote Request Received")).toBeVisible();
  expect(sent.data).toMatchObject({
    goals: "Ads for our meal planning app.",
    toolContext: `the ${adHooks.title}`,
    platforms: [...adHooks.offer.platforms],
  });
  expect(sent.context).toMatchObject({ formPage: "/quote", offerTool: adHooks.slug });
  expect((sent.context?.toolsUsed as { tool: string }[]).map((use) => use.tool)).toEqual([adHooks.slug, adHooks.slug]);
});

test("the quote form's prefill keeps what the visitor typed and ignores what it does not know", async ({ page }) => {
  // Hold the prefill back until the visitor has typed and ticked something.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/quote-prefill-*.js", async (route) => {
    await typed;
    await route.continue();
  });
  const sent = await catchQuotes(page);
  const query = new URLSearchParams({ tool: "word-counter", from: "the Word Counter" });
  query.append("platform", "SEO");
  query.append("platform", "Web Design");
  await gotoHydrated(page, `/quote?${query}`);
  const form = page.getByRole("form", { name: "Quote request form" });
  await form.getByLabel("Your Goals").fill("Rank our shop for 'organic tea'.");
  await form.getByRole("checkbox", { name: "Google Ads" }).check();
  release();
  await page.waitForResponse("**/assets/quote-prefill-*.js");
  await fillQuoteContact(page);
  // Nothing changed: the goals and the platform choice are the visitor's. The request
  // names the offer's tool, so the prefill had run when it was sent.
  await expect(form.getByLabel("Your Goals")).toHaveValue("Rank our shop for 'organic tea'.");
  await expect(form.getByRole("checkbox", { name: "Google Ads" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "SEO" })).not.toBeChecked();
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Quote Request Received")).toBeVisible();
  expect(sent[0]?.context).toMatchObject({ offerTool: "word-counter" });
  expect(sent[0]?.data).toMatchObject({
    goals: "Rank our shop for 'organic tea'.",
    toolContext: "the Word Counter",
    platforms: ["Google Ads"],
  });

  // A link with an unknown platform and no valid tool fills only what it may.
  await page.unroute("**/assets/quote-prefill-*.js");
  await gotoHydrated(page, "/quote?tool=..%2Fadmin&goals=More+leads&platform=TV+Ads&platform=SEO");
  await expect(form.getByRole("checkbox", { name: "SEO" })).toBeChecked();
  await expect(form.getByLabel("Your Goals")).toHaveValue("");
  await form.getByLabel("Your Goals").fill("More leads");
  await expect(form.getByRole("checkbox", { name: "SEO" })).toBeChecked();
  await expect(form.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await fillQuoteContact(page);
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Quote Request Received")).toBeVisible();
  expect(sent[1]?.context).toBeDefined();
  expect(sent[1]?.context).not.toHaveProperty("offerTool");
});

/** Answers the quote form's requests with 201 and keeps what each one sent. */
async function catchQuotes(page: Page) {
  const sent: { data?: Record<string, unknown>; context?: Record<string, unknown> }[] = [];
  await page.route("**/api/submissions", async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? "{}") as (typeof sent)[number]);
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: sent.length }) });
  });
  return sent;
}

/** The quote form's required contact fields and budget. */
async function fillQuoteContact(page: Page) {
  const form = page.getByRole("form", { name: "Quote request form" });
  await form.getByLabel("Full Name").fill("Asha Verma");
  await form.getByLabel("Contact Number").fill("98765 43210");
  await form.getByLabel("Email Address").fill("asha@example.com");
  await form.getByLabel("Monthly Ad Budget").selectOption("<₹1 Lakh");
}

test("word counter: one run per page view, once the text has settled; then its offer", async ({ page }) => {
  const runs = await catchToolRuns(page);
  await gotoHydrated(page, `/tools/${wordCounter.slug}`);
  const text = page.getByRole("textbox", { name: "Your text" });
  await text.pressSequentially("Short drafts", { delay: 40 });
  await expect(page.getByRole("complementary", { name: "Work with Crestline Digital" })).toContainText(
    wordCounter.offer.text,
  );
  await expect.poll(() => runs, { timeout: 5000 }).toEqual([{ tool: wordCounter.slug }]);
  await text.pressSequentially(" grow into long articles.", { delay: 40 });
  // Past the time the text must stay unchanged (and a margin): no second run.
  await page.waitForTimeout(LIVE_RUN_SETTLE_MS + 500);
  expect(runs).toHaveLength(1);
  expect((await toolsUsed(page)).map((use) => use.tool)).toEqual([wordCounter.slug]);
});

test("a demo tool records its check but offers nothing", async ({ page }) => {
  const runs = await catchToolRuns(page);
  await gotoHydrated(page, "/tools/twitter-username-checker");
  await page.getByLabel("Twitter/X username").fill("crestline");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^(Available!|Not Available)$/ })).toBeVisible();
  await expect.poll(() => runs).toEqual([{ tool: "twitter-username-checker" }]);
  await expect(page.getByRole("complementary", { name: "Work with Crestline Digital" })).toHaveCount(0);
});
