import crypto from "node:crypto";
import sharp from "sharp";
import type { Page, Route } from "@playwright/test";
import { AUTH_SIGN_IN_PATH, AUTH_SIGN_OUT_PATH } from "#contracts/auth/session.ts";
import {
  CONTENT_API_PATH,
  CONTENT_MARKDOWN_PREVIEW_API_PATH,
  type ContentItem,
  type ContentSummary,
} from "#contracts/content/content-admin.ts";
import { expect, expectNoA11yViolations, gotoHydrated, sidewaysOverflow, test } from "./support.ts";

// Publishing from the admin, end to end: a staff member writes an article with a cover and
// an inline image, previews it (the preview link works only when signed in), publishes it,
// and the site shows it. The second test checks the editor's layout at 390 and 1440 px with
// the content API answered in the page (page.route), so it depends on the UI alone.

const DEMO = { username: "admin", password: "crestline-demo" };

/** A real PNG of the given size, made now (the server converts it to WebP and AVIF). */
function png(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A staff account made through the API by the owner, for this test alone. */
async function createStaff(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const request = page.context().request;
  expect((await request.post(AUTH_SIGN_IN_PATH, { headers, data: DEMO })).status()).toBe(200);
  const username = `writer-${crypto.randomBytes(4).toString("hex")}`;
  const password = `Writer-${crypto.randomBytes(6).toString("hex")}`;
  const created = await request.post("/api/admin/accounts", {
    headers,
    data: { username, displayName: "Meera Iyer", role: "staff", password },
  });
  expect(created.status()).toBe(201);
  expect((await request.post(AUTH_SIGN_OUT_PATH, { headers })).status()).toBe(204);
  return { username, password };
}

async function signIn(page: Page, username: string, password: string) {
  await gotoHydrated(page, "/admin");
  await page.getByLabel("Username").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
}

async function openContent(page: Page) {
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Content" })).toBeVisible();
}

const body = (page: Page) => page.getByRole("textbox", { name: "Body (Markdown)" });
const preview = (page: Page) => page.getByRole("region", { name: "Preview" });

/**
 * Signs in as a new staff member and writes an article through the editor: title (the URL
 * name follows), fields, an uploaded cover, a Markdown body with a table and a <script>, and
 * an inline image inserted at the cursor; then saves it as a draft.
 */
async function writeArticle(page: Page, baseURL: string) {
  const writer = await createStaff(page, baseURL);
  await signIn(page, writer.username, writer.password);
  await openContent(page);

  await page.getByRole("button", { name: "New article" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "New article" })).toBeVisible();
  const run = crypto.randomBytes(3).toString("hex");
  const title = `Meta Ads for Jaipur Boutiques ${run}`;
  const slug = `meta-ads-for-jaipur-boutiques-${run}`;
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await expect(page.getByRole("textbox", { name: "URL name" })).toHaveValue(slug);
  await page.getByRole("textbox", { name: "Excerpt" }).fill("How a small label runs Meta ads that pay for themselves.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Paid Social");
  await expect(page.getByRole("textbox", { name: "Author", exact: true })).toHaveValue("Meera Iyer");
  await page.getByRole("textbox", { name: "Author role" }).fill("Paid Social Lead");

  await page
    .getByLabel("Upload a cover image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1600, 1000, "#1e3a8a") });
  await expect(page.getByLabel("Replace the cover image")).toBeVisible();
  await page
    .getByRole("textbox", { name: "Cover image description" })
    .fill("A boutique owner reading her Meta ads report");

  await body(page).fill(
    [
      "## Why measurement comes first",
      "",
      "Install the **pixel** before you spend a rupee. Read [the Meta guide](https://www.facebook.com/business/help).",
      "",
      '<script>document.title = "hacked"</script>',
      "",
      "| Month | ROAS |",
      "| --- | --- |",
      "| October | 1.6x |",
      "| November | 4.8x |",
      "",
    ].join("\n"),
  );
  await expect(preview(page).getByRole("heading", { name: "Why measurement comes first" })).toBeVisible();
  await expect(preview(page).getByRole("table")).toBeVisible();
  await expect(preview(page).locator("script")).toHaveCount(0);

  // An inline image, inserted where the cursor is (the end of the text).
  await body(page).press("ControlOrMeta+End");
  await page.getByRole("button", { name: "Insert image" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert image" });
  await dialog
    .getByLabel("Image file")
    .setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: await png(1200, 600, "#f59e0b") });
  await dialog.getByRole("textbox", { name: "Image description" }).fill("A chart of monthly orders rising");
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(dialog).toBeHidden();
  await expect(body(page)).toHaveValue(/!\[A chart of monthly orders rising\]\(\/images\/uploads\/[^)]+\)\n?$/);
  await expect(preview(page).getByRole("img", { name: "A chart of monthly orders rising" })).toBeVisible();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Edit article" })).toBeVisible();
  await expect(page.getByText("Saved.")).toBeVisible();
  const previewLink = page.getByRole("link", { name: "Preview (opens in a new tab)" });
  await expect(previewLink).toHaveAttribute("href", `/blog/${slug}?preview`);

  return { title, slug, previewLink };
}

test("a staff member writes an article with images, saves it as a draft, and publishes it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { title, slug } = await writeArticle(page, baseURL ?? "");

  // The admin API has the draft, by this writer, with its uploaded cover and without the script.
  const list = await page.request.get(`${CONTENT_API_PATH}?kind=article`);
  expect(list.status()).toBe(200);
  const draft = ((await list.json()) as ContentSummary[]).find((item) => item.slug === slug);
  expect(draft).toMatchObject({ title, status: "draft", updatedBy: "Meera Iyer" });
  const saved = (await (await page.request.get(`${CONTENT_API_PATH}/article/${draft?.id}`)).json()) as ContentItem;
  expect(saved.input.image.src).toMatch(/^\/images\/uploads\//);
  if (saved.kind === "article") {
    expect(saved.input.body).not.toContain("<script");
    expect(saved.input.body).toMatch(/!\[A chart of monthly orders rising\]\(\/images\/uploads\//);
  }
  // The editor shows the text as stored.
  await expect(body(page)).not.toHaveValue(/<script/);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const published = (
    (await (await page.request.get(`${CONTENT_API_PATH}?kind=article`)).json()) as ContentSummary[]
  ).find((item) => item.slug === slug);
  expect(published?.status).toBe("published");

  // Saving a published article is an Update: it stays published with the new title.
  const newTitle = `${title} (updated)`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(newTitle);
  await expect(page.getByText("Unsaved changes.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "URL name" })).toHaveValue(slug);
  // Unsaved changes: logging out asks first, and the writer may go back to the text.
  await page.getByRole("button", { name: "Logout" }).click();
  const logoutDialog = page.getByRole("dialog", { name: "Log out without saving?" });
  await logoutDialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(logoutDialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(newTitle);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  // Back in the list, the article shows as published by its writer; keyboard alone opens it again.
  await page.getByRole("button", { name: "Back to the list" }).click();
  const row = page.getByRole("list", { name: "Articles" }).getByRole("listitem").filter({ hasText: newTitle });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("by Meera Iyer");
  await row.getByRole("button", { name: newTitle }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Edit article" })).toBeVisible();
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Unpublished: it is a draft again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
  const unpublished = (
    (await (await page.request.get(`${CONTENT_API_PATH}?kind=article`)).json()) as ContentSummary[]
  ).find((item) => item.slug === slug);
  expect(unpublished).toMatchObject({ title: newTitle, status: "draft" });
});

test("case studies: today's are listed and open in the editor; a new one is saved, then deleted after a confirmation", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const writer = await createStaff(page, baseURL ?? "");
  await signIn(page, writer.username, writer.password);
  await openContent(page);
  await page.getByRole("group", { name: "Kind of content" }).getByRole("button", { name: "Case studies" }).click();
  const rows = page.getByRole("list", { name: "Case studies" }).getByRole("listitem");
  await expect(rows.filter({ hasText: "Aangan Threads" })).toContainText("Published");

  // Today's case study opens with every field filled, nothing changed yet.
  await rows.filter({ hasText: "Aangan Threads" }).getByRole("button").click();
  await expect(page.getByRole("heading", { level: 2, name: "Edit case study" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Client" })).toHaveValue("Aangan Threads");
  await expect(page.getByRole("textbox", { name: "Step 5" })).not.toHaveValue("");
  await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();
  await page.getByRole("button", { name: "Back to the list" }).click();

  await page.getByRole("button", { name: "New case study" }).click();
  const run = crypto.randomBytes(3).toString("hex");
  const title = `Dental clinic bookings doubled with Google Ads ${run}`;
  const fill = (name: string, value: string) => page.getByRole("textbox", { name, exact: true }).fill(value);
  await fill("Title", title);
  await fill("Client", "Smile Studio Pune");
  await page.getByRole("combobox", { name: "Industry" }).selectOption("Healthcare");
  await page.getByRole("combobox", { name: "Service" }).selectOption("Google Ads");
  await fill("Headline metric", "2.1x bookings");
  await fill("Timeframe", "3 months");
  await fill("Duration", "6 months");
  await fill("Card text", "A Pune dental clinic doubled its online bookings with local search campaigns.");
  await page
    .getByLabel("Upload a cover image")
    .setInputFiles({ name: "clinic.png", mimeType: "image/png", buffer: await png(1600, 1000, "#0f766e") });
  await expect(page.getByLabel("Replace the cover image")).toBeVisible();
  await fill("Cover image description", "A dentist welcoming a patient at the clinic's front desk");
  await fill("Overview", "Smile Studio is a three-chair clinic in Pune.");
  await fill("Challenge", "Most bookings came by phone, and the ads sent people to the home page.");
  for (const step of [1, 2, 3, 4, 5]) await fill(`Step ${step}`, `Strategy step ${step} of the campaign.`);
  for (const result of ["ROAS", "Conversions", "Reach", "Cost per click", "Engagement", "Revenue"]) {
    await fill(`${result}: figure`, "+40%");
    await fill(`${result}: what it means`, `How ${result.toLowerCase()} moved in three months.`);
  }
  for (const card of [1, 2, 3]) {
    await fill(`Card figure ${card}`, `${card}x`);
    await fill(`Card figure ${card}: label`, `Figure ${card}`);
  }
  await fill("Quote", "Our calendar is full for the first time.");
  await fill("Who said it", "Dr Kavya Joshi");
  await fill("Their position", "Founder, Smile Studio");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Preview (opens in a new tab)" })).toHaveAttribute(
    "href",
    `/case-studies/dental-clinic-bookings-doubled-with-google-ads-${run}?preview`,
  );

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete case study" });
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Content" })).toBeVisible();
  await expect(rows.filter({ hasText: "Aangan Threads" })).toBeVisible();
  await expect(rows.filter({ hasText: title })).toHaveCount(0);
});

// The public half of the scenario: the draft's preview link works only when signed
// in, and once published the article is on /blog and at its own address within a second.
test("the public site follows: the preview link works only when signed in, and a published article is on /blog", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { title, slug, previewLink } = await writeArticle(page, baseURL ?? "");

  // Signed in, the preview link shows the draft; signed out, it does not exist.
  const [previewPage] = await Promise.all([page.waitForEvent("popup"), previewLink.click()]);
  await expect(previewPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(previewPage.getByRole("img", { name: "A chart of monthly orders rising" })).toBeVisible();
  expect(await previewPage.title()).not.toBe("hacked");
  await previewPage.close();
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(`/blog/${slug}?preview`)).status()).toBe(404);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published.")).toBeVisible();

  // Within a second everyone finds it on /blog and at its own address.
  await expect(async () => {
    const blog = await stranger.request.get("/blog");
    expect(await blog.text()).toContain(title);
  }).toPass({ timeout: 1_000 });
  const publicPage = await stranger.newPage();
  await gotoHydrated(publicPage, `/blog/${slug}`);
  await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(publicPage.getByRole("img", { name: "A chart of monthly orders rising" })).toBeVisible();
  expect(await publicPage.title()).not.toBe("hacked");
  await stranger.close();
});

// ---- Layout, with the content API answered in the page ----

const stubItem: ContentItem = {
  kind: "article",
  id: 41,
  slug: "google-ads-quality-score",
  title: "Google Ads Quality Score, explained for small budgets",
  status: "draft",
  publishAt: null,
  updatedAt: "2026-11-24T06:30:00.000Z",
  updatedBy: "Meera Iyer",
  input: {
    title: "Google Ads Quality Score, explained for small budgets",
    slug: "google-ads-quality-score",
    excerpt: "What Quality Score is, why it sets what you pay per click, and the three things that raise it.",
    category: "Google Ads",
    author: "Meera Iyer",
    authorRole: "Paid Search Lead",
    date: "2026-11-24",
    image: { src: "/images/blog/1.webp", alt: "A laptop showing a Google Ads campaign dashboard" },
    body: "## What Quality Score is\n\nA score from 1 to 10.\n\n| Score | CPC |\n| --- | --- |\n| 4 | ₹42 |\n| 8 | ₹19 |",
  },
};

const stubHtml = [
  "<h2>What Quality Score is</h2>",
  '<p>A score from 1 to 10, shown per keyword. See <a href="https://support.google.com/google-ads" rel="noopener">Google\'s help</a>.</p>',
  "<h3>The three parts</h3>",
  "<h4>Expected click-through rate</h4>",
  "<ul><li>Expected click-through rate</li><li>Ad relevance</li><li>Landing page experience</li></ul>",
  "<table><thead><tr><th>Quality Score</th><th>Cost per click</th><th>Impression share</th><th>Notes</th></tr></thead>",
  "<tbody><tr><td>4</td><td>₹42</td><td>31%</td><td>Below-average ad relevance on most keywords</td></tr>",
  "<tr><td>8</td><td>₹19</td><td>74%</td><td>After rewriting the ads per ad group</td></tr></tbody></table>",
  '<pre><code>keyword: "block print kurta"\nmatch: phrase</code></pre>',
  '<p><img src="/images/blog/2.webp" alt="A chart of cost per click falling" width="800" height="500"></p>',
  "<hr><p>Use <code>+broad</code> match with care. <del>Old advice</del></p>",
].join("");

async function stubContentApi(page: Page) {
  await page.route(`**${CONTENT_API_PATH}**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const method = route.request().method();
    if (url.pathname === CONTENT_MARKDOWN_PREVIEW_API_PATH) return route.fulfill({ json: { html: stubHtml } });
    if (url.pathname === CONTENT_API_PATH && method === "GET") {
      const { input: _input, ...summary } = stubItem;
      return route.fulfill({
        json: [
          summary,
          {
            ...summary,
            id: 42,
            title: "SEO for jewellers",
            slug: "seo-for-jewellers",
            status: "scheduled",
            publishAt: "2026-12-01T04:00:00.000Z",
          },
          {
            ...summary,
            id: 43,
            title: "Reels that sell",
            slug: "reels-that-sell",
            status: "published",
            updatedBy: null,
          },
        ],
      });
    }
    if (url.pathname === `${CONTENT_API_PATH}/article/41`) return route.fulfill({ json: stubItem });
    return route.fulfill({ status: 404, json: { error: "Not found" } });
  });
}

for (const width of [390, 1440]) {
  test(`the Content view at ${width} px: list and editor usable, every control labelled`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await stubContentApi(page);
    await gotoHydrated(page, "/admin");
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await openContent(page);
    await expect(page.getByRole("list", { name: "Articles" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText("Scheduled for 1 Dec 2026, 9:30 am")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`content-list-${width}.png`), fullPage: true });

    // Keyboard only: the row's title opens the editor.
    await page.getByRole("button", { name: stubItem.title }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Edit article" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(stubItem.title);
    await expect(preview(page).getByRole("table")).toBeVisible();
    await expectNoA11yViolations(page);

    const bodyBox = await body(page).boundingBox();
    const previewBox = await preview(page).boundingBox();
    if (width < 1024) expect(previewBox?.y ?? 0).toBeGreaterThan((bodyBox?.y ?? 0) + (bodyBox?.height ?? 0) - 1);
    else expect(Math.abs((previewBox?.y ?? 0) - (bodyBox?.y ?? 0))).toBeLessThan(40);
    // Nothing scrolls the page sideways (a wide table scrolls inside its own box).
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`content-editor-${width}.png`), fullPage: true });
  });
}
