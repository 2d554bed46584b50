import type { Page } from "@playwright/test";
import crypto from "node:crypto";
import { expect, gotoHydrated, test, signInToAdmin } from "./support.ts";
import { searchLeads } from "./lead-desk-support.ts";
import { fillQuote } from "./lead-forms-support.ts";

// The whole loop of a lead's source, as a visitor and then the staff see it: a visit that
// starts from a campaign link, uses a free tool and then asks for a quote; the lead's
// detail in the dashboard names the campaign and the tool; the Sources view counts the
// lead and the tool's runs. The e2e server's database is shared by parallel tests, so this
// test tags its campaign and names its lead uniquely.

/** Sends the quote form on this page as `fullName` and waits for its thank-you. */
async function sendQuote(page: Page, fullName: string, email: string, goals: string) {
  const form = await fillQuote(page, "Quote request form", email, goals, {
    fullName,
    phone: "98765 43210",
    budget: "₹2-₹2.5 Lakh",
  });
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Quote Request Received")).toBeVisible();
}

/** Signs in, opens the lead named `fullName` and returns its "Lead source" panel. */
async function openLeadSource(page: Page, fullName: string) {
  await signInToAdmin(page);
  await searchLeads(page, fullName);
  await page
    .getByRole("list", { name: "Submissions, newest first" })
    .getByRole("button", { name: new RegExp(fullName) })
    .click();
  return page.getByRole("region", { name: "Submission details" }).getByRole("region", { name: "Lead source" });
}

test("a campaign visit that runs the word counter and sends /quote: the lead knows both, and Sources counts them", async ({
  page,
}) => {
  const tag = crypto.randomBytes(4).toString("hex");
  const content = `diwali-${tag}`;

  // 1. The visit lands from the newsletter link.
  await gotoHydrated(page, `/?utm_source=newsletter&utm_campaign=diwali&utm_content=${content}`);

  // 2. The word counter: one finished run is counted (one beacon) and noted for the lead.
  await gotoHydrated(page, "/tools/word-counter");
  const counted = page.waitForResponse(
    (response) => response.url().endsWith("/api/tool-runs") && response.request().method() === "POST",
  );
  await page.getByRole("textbox").first().fill("Crestline helps Delhi shops grow with search and social ads.");
  expect((await counted).status()).toBe(204);
  const noted = await page.evaluate(() => sessionStorage.getItem("crestline.tools"));
  expect(JSON.parse(noted ?? "[]")).toEqual([{ tool: "word-counter", at: expect.any(String) }]);

  // 3. The quote form.
  await gotoHydrated(page, "/quote");
  const name = `Meera ${tag}`;
  await sendQuote(page, name, `meera.${tag}@example.com`, "More orders before Diwali.");

  // 4. The staff open the lead: campaign, content tag and tool are there.
  const source = await openLeadSource(page, name);
  await expect(source).toContainText("Campaign");
  await expect(source).toContainText("newsletter");
  await expect(source).toContainText("diwali");
  await expect(source).toContainText(content);
  await expect(source).toContainText("word-counter");
  await expect(source).toContainText("/quote");

  // 5. The Sources view counts the campaign's lead and the word counter's run and lead.
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Sources" }).click();
  const campaigns = page.getByRole("table", { name: /^Leads by campaign/ });
  await expect(
    campaigns.locator("tbody tr").filter({ hasText: "newsletter" }).filter({ hasText: "diwali" }),
  ).toHaveCount(1);
  const tools = page.getByRole("table", { name: /^Tools: runs, leads/ });
  const wordCounter = tools.locator("tbody tr").filter({ hasText: "Word Counter" });
  await expect(wordCounter).toHaveCount(1);
  const cells = await wordCounter.locator("td").allInnerTexts();
  const [runs, leads] = cells.map((cell) => Number(cell.replace(/[^0-9.]/g, "")));
  expect(runs).toBeGreaterThanOrEqual(1);
  expect(leads).toBeGreaterThanOrEqual(1);
});

test("on a phone's CPU, a tap on 'Get a Free Quote' before the page has hydrated keeps the campaign and the landing page", async ({
  page,
}) => {
  const tag = crypto.randomBytes(4).toString("hex");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // A slow network on top: the page's scripts arrive only after the tap, so the tap surely
  // comes before hydration (the page's inline scripts are in its HTML and run).
  let tapped = () => {};
  const tap = new Promise<void>((done) => (tapped = done));
  await page.route("**/assets/**/*.js", async (route) => {
    await tap;
    await route.continue();
  });

  // Lands from a campaign link and taps the hero's button as soon as it shows.
  await page.goto(`/?utm_source=x-${tag}&utm_campaign=y-${tag}`, { waitUntil: "commit" });
  const hero = page.getByRole("link", { name: "Get a Free Quote" }).first();
  await hero.waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? "not yet")).toBe("not yet");
  await hero.click();
  // Not the load event: /quote's own scripts, held until the tap, would keep it from firing.
  await page.waitForURL("**/quote", { waitUntil: "commit" });
  tapped();

  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const name = `Early Tap ${tag}`;
  await sendQuote(page, name, `early.${tag}@example.com`, "More enquiries from the campaign.");

  const source = await openLeadSource(page, name);
  await expect(source).toContainText(`x-${tag}`);
  await expect(source).toContainText(`y-${tag}`);
  const landing = source.locator("div").filter({ has: page.getByRole("term").filter({ hasText: /^Landing page$/ }) });
  await expect(landing.getByRole("definition")).toHaveText("/");
});

test("tool-run beacons survive bad input: unknown tools and other content types are refused", async ({ request }) => {
  const forged = await request.post("/api/tool-runs", { data: { tool: "../../etc/passwd" } });
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toEqual({ error: "Unknown tool." });
  const notJson = await request.post("/api/tool-runs", {
    data: "tool=word-counter",
    headers: { "content-type": "text/plain" },
  });
  expect(notJson.status()).toBe(415);
});
