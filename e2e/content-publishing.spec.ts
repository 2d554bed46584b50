import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { load } from "cheerio";
import sharp from "sharp";
import { site } from "#app/site/content/site.ts";
import {
  CONTENT_API_PATH,
  CONTENT_IMAGES_API_PATH,
  type ContentItem,
  type UploadedImage,
} from "#contracts/content/content-admin.ts";
import { expect, signInToAdmin, test } from "./support.ts";

// The public side of publishing (issue 17, ADR 009): what staff publish through the admin
// API is on the site within a second, everywhere it belongs, and nowhere before or after.
// (e2e/content-editor.spec.ts plays the same story through the editor.)

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? "4173"}`;

/** Asks until `check` passes, for at most a second: a publish is live within a second. */
async function withinASecond(check: () => Promise<void>) {
  await expect(check).toPass({ timeout: 1_000, intervals: [50] });
}

async function coverPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000"><rect width="1500" height="1000" fill="#1d4ed8"/><circle cx="1000" cy="400" r="260" fill="#fbbf24"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(api: APIRequestContext, use: "cover" | "body"): Promise<UploadedImage> {
  const response = await api.post(`${CONTENT_IMAGES_API_PATH}?use=${use}`, {
    data: await coverPng(),
    headers: { origin: origin(), "content-type": "image/png" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedImage;
}

async function call(api: APIRequestContext, method: "post" | "put" | "delete", url: string, data?: unknown) {
  const response = await api[method](url, { data, headers: { origin: origin() } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? undefined : ((await response.json()) as ContentItem);
}

async function signedInApi(page: Page): Promise<APIRequestContext> {
  await signInToAdmin(page);
  return page.request;
}

test("an article published from the admin is live within a second, everywhere, and gone when unpublished", async ({
  page,
}) => {
  const api = await signedInApi(page);
  const visitor = await playwrightRequest.newContext({ baseURL: origin() });
  const slug = `publishing-check-${Date.now()}`;
  const cover = await upload(api, "cover");
  const inline = await upload(api, "body");
  const input = {
    title: "How we publish articles in a minute",
    slug,
    excerpt: "Staff write, preview and publish articles from the admin; the page is live within a second.",
    category: "SEO",
    author: "Aditi Rao",
    authorRole: "Content Lead",
    date: "2026-11-20",
    image: { src: cover.src, alt: "A blue cover with an amber circle for the publishing article" },
    body: [
      "## Why publishing matters",
      "",
      "A blog is an agency's own **search engine**. Read the [SEO checklist](/blog/technical-seo-checklist-core-web-vitals).",
      "",
      inline.markdown.replace("![]", "![A diagram of the publishing steps]"),
      "",
      "<script>window.__published_script_ran = true</script>",
      "",
      "| Step | Time |",
      "| --- | --- |",
      "| Write | 20 min |",
    ].join("\n"),
  };
  const created = await call(api, "post", `${CONTENT_API_PATH}/article`, input);
  const itemPath = `${CONTENT_API_PATH}/article/${created?.id}`;
  const pagePath = `/blog/${slug}`;

  // A draft: not public, not listed; its preview works only when signed in.
  expect((await visitor.get(pagePath)).status()).toBe(404);
  expect((await visitor.get(`${pagePath}?preview`)).status()).toBe(404);
  const preview = await api.get(`${pagePath}?preview`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["x-robots-tag"]).toBe("noindex");
  expect(load(await preview.text())("h1").text()).toBe(input.title);
  expect(await (await visitor.get("/sitemap.xml")).text()).not.toContain(slug);

  await call(api, "post", `${itemPath}/publish`, {});
  await withinASecond(async () => {
    expect((await visitor.get(pagePath)).status()).toBe(200);
  });
  const blog = await (await visitor.get("/blog")).text();
  expect(blog).toContain(input.title);
  expect(await (await visitor.get("/blog/feed.xml")).text()).toContain(input.title);
  expect(await (await visitor.get("/sitemap.xml")).text()).toContain(`${site.origin}${pagePath}</loc>`);

  // The page, as a visitor's browser gets it.
  const reader = await page.context().browser()!.newPage();
  await reader.goto(pagePath);
  await expect(reader.getByRole("heading", { level: 1, name: input.title })).toBeVisible();
  await expect(reader).toHaveTitle(`${input.title} | Crestline Digital Blog`);
  expect(await reader.locator('meta[name="description"]').getAttribute("content")).toBe(input.excerpt);
  expect(await reader.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.origin}${pagePath}`);
  const jsonLd = (await reader.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type"?: string; headline?: string },
  );
  expect(jsonLd.find((item) => item["@type"] === "Article")?.headline).toBe(input.title);
  await expect(reader.locator(`img[src="${cover.src}"]`)).toHaveCount(1);
  await expect(reader.getByRole("img", { name: "A diagram of the publishing steps" })).toBeVisible();
  await expect(reader.getByRole("table")).toBeVisible();
  expect(await reader.evaluate(() => (window as { __published_script_ran?: boolean }).__published_script_ran)).toBe(
    undefined,
  );
  expect(await (await visitor.get(pagePath)).text()).not.toContain("__published_script_ran");
  await reader.close();

  // An edit of the title is on the page within a second.
  await call(api, "put", itemPath, { ...input, title: "How we publish articles in one minute" });
  await withinASecond(async () => {
    expect(load(await (await visitor.get(pagePath)).text())("h1").text()).toBe("How we publish articles in one minute");
  });

  // Unpublished: 404, out of the list, the feed and the sitemap.
  await call(api, "post", `${itemPath}/unpublish`);
  await withinASecond(async () => {
    expect((await visitor.get(pagePath)).status()).toBe(404);
  });
  expect(await (await visitor.get("/blog")).text()).not.toContain("How we publish articles in one minute");
  expect(await (await visitor.get("/blog/feed.xml")).text()).not.toContain(slug);
  expect(await (await visitor.get("/sitemap.xml")).text()).not.toContain(slug);
  await call(api, "delete", itemPath);
  await visitor.dispose();
});

test("a renamed article keeps its old address as a 301, and its id URL leads to it", async ({ page }) => {
  const api = await signedInApi(page);
  const visitor = await playwrightRequest.newContext({ baseURL: origin() });
  const oldSlug = `renaming-check-${Date.now()}`;
  const newSlug = `${oldSlug}-renamed`;
  const cover = await upload(api, "cover");
  const input = {
    title: "An article that changes its address",
    slug: oldSlug,
    excerpt: "Its first address keeps working after the rename, with a permanent redirect.",
    category: "Analytics",
    author: "Aditi Rao",
    authorRole: "Content Lead",
    date: "2026-11-21",
    image: { src: cover.src, alt: "A blue cover with an amber circle for the renamed article" },
    body: "Links to the **old address** still land here.",
  };
  const created = await call(api, "post", `${CONTENT_API_PATH}/article`, input);
  const itemPath = `${CONTENT_API_PATH}/article/${created?.id}`;
  await call(api, "post", `${itemPath}/publish`, {});
  await call(api, "put", itemPath, { ...input, slug: newSlug });
  try {
    await withinASecond(async () => {
      const old = await visitor.get(`/blog/${oldSlug}?ref=x`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers()["location"]).toBe(`/blog/${newSlug}?ref=x`);
    });
    const byId = await visitor.get(`/blog/${created?.id}`, { maxRedirects: 0 });
    expect(byId.headers()["location"]).toBe(`/blog/${newSlug}`);
    expect((await visitor.get(`/blog/${newSlug}`)).status()).toBe(200);
  } finally {
    await call(api, "delete", itemPath);
    await visitor.dispose();
  }
});
