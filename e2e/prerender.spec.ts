import { load, type CheerioAPI } from "cheerio";
import { expect, test } from "@playwright/test";
import { articles } from "#app/site/content/articles/all.ts";
import { stripTags } from "#contracts/content/article-text.ts";
import { caseStudies } from "#app/site/content/case-studies/all.ts";
import { FEED_PATH } from "#contracts/content/blog-feed.ts";
import { pages } from "#app/seo/pages.ts";
import { publicPaths } from "#app/seo/public-paths.ts";
import { adminPagePaths } from "#contracts/site/site-routes.ts";

// What a crawler or a visitor without JavaScript gets: every public
// page's prerendered HTML, fetched over HTTP without running any script, carries its
// heading, title, description, canonical URL and Open Graph/Twitter tags; /sitemap.xml
// lists every public page and /robots.txt points to it; /blog/feed.xml carries every article.

const origin = "https://crestline.example";

/** The title and description each page must have, where the test knows them. */
function expectedMeta(urlPath: string): { title?: string; description?: string; h1?: string } {
  const page = Object.values(pages).find((entry) => entry.path === urlPath);
  if (page) return { title: page.title, description: page.description };
  const article = articles.find((entry) => `/blog/${entry.slug}` === urlPath);
  if (article) return { h1: article.title, description: article.excerpt };
  const caseStudy = caseStudies.find((entry) => `/case-studies/${entry.slug}` === urlPath);
  if (caseStudy) return { h1: caseStudy.title, description: caseStudy.description };
  return {};
}

function metaContent($: CheerioAPI, selector: string): string | undefined {
  return $(selector).attr("content");
}

test("every public page's HTML, without JavaScript, has its heading, title, description, canonical and social tags", async ({
  request,
}) => {
  const paths = publicPaths();
  expect(paths.length).toBeGreaterThan(40);
  // Every article and case study is listed at its slug, never at its id.
  for (const article of articles) expect(paths).toContain(`/blog/${article.slug}`);
  for (const caseStudy of caseStudies) expect(paths).toContain(`/case-studies/${caseStudy.slug}`);
  expect(paths.filter((urlPath) => /^\/(blog|case-studies)\/\d+$/.test(urlPath))).toEqual([]);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const urlPath of paths) {
    const response = await request.get(urlPath, { maxRedirects: 0 });
    expect(response.status(), urlPath).toBe(200);
    expect(response.headers()["content-type"], urlPath).toContain("text/html");
    const $ = load(await response.text());
    const expected = expectedMeta(urlPath);

    const h1 = $("h1");
    expect(h1.length, `${urlPath}: one h1`).toBe(1);
    expect(h1.text().trim().length, `${urlPath}: h1 text`).toBeGreaterThan(2);
    if (expected.h1) expect(h1.text().trim(), urlPath).toBe(expected.h1);

    const title = $("head > title").text();
    expect(title.length, `${urlPath}: title`).toBeGreaterThan(10);
    if (expected.title) expect(title, urlPath).toBe(expected.title);
    titles.add(title);

    const description = metaContent($, 'meta[name="description"]') ?? "";
    expect(description.length, `${urlPath}: description`).toBeGreaterThan(40);
    if (expected.description) expect(description, urlPath).toBe(expected.description);
    descriptions.add(description);

    const canonical = `${origin}${urlPath}`;
    expect($('link[rel="canonical"]').attr("href"), urlPath).toBe(canonical);
    expect(metaContent($, 'meta[property="og:url"]'), urlPath).toBe(canonical);
    expect(metaContent($, 'meta[property="og:title"]'), urlPath).toBe(title);
    expect(metaContent($, 'meta[property="og:description"]'), urlPath).toBe(description);
    expect(metaContent($, 'meta[property="og:image"]'), urlPath).toMatch(/^https:\/\/crestline\.example\//);
    expect(metaContent($, 'meta[property="og:type"]'), urlPath).toBe(
      urlPath.startsWith("/blog/") ? "article" : "website",
    );
    expect(metaContent($, 'meta[name="twitter:card"]'), urlPath).toBe("summary_large_image");
    expect(metaContent($, 'meta[name="twitter:title"]'), urlPath).toBe(title);
    expect($('meta[name="robots"]').length, `${urlPath}: indexable`).toBe(0);
    expect($("html").attr("lang"), urlPath).toBe("en-IN");
    expect($('head > link[rel="alternate"][type="application/atom+xml"]').attr("href"), urlPath).toBe(FEED_PATH);

    const jsonLd = $('script[type="application/ld+json"]')
      .map((_, element) => JSON.parse($(element).text()) as { "@type": string | string[] })
      .get();
    const types = jsonLd.flatMap((data) => data["@type"]);
    expect(types, `${urlPath}: site-wide LocalBusiness`).toContain("LocalBusiness");
    if (articles.some((article) => `/blog/${article.slug}` === urlPath)) {
      expect(types, urlPath).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
      const article = jsonLd.find((data) => data["@type"] === "Article") as { mainEntityOfPage?: { "@id"?: string } };
      expect(article.mainEntityOfPage?.["@id"], urlPath).toBe(canonical);
    }
    if (caseStudies.some((caseStudy) => `/case-studies/${caseStudy.slug}` === urlPath)) {
      expect(types, urlPath).toContain("BreadcrumbList");
    }
  }
  expect(titles.size, "every page has its own title").toBe(paths.length);
  expect(descriptions.size, "every page has its own description").toBe(paths.length);
});

test("the content pages' text is in the HTML itself", async ({ request }) => {
  for (const article of articles) {
    const $ = load(await (await request.get(`/blog/${article.slug}`)).text());
    const firstHeading = stripTags(/<h2>([\s\S]*?)<\/h2>/.exec(article.content)?.[1] ?? "");
    expect(firstHeading.length).toBeGreaterThan(5);
    expect($("article h2").first().text()).toBe(firstHeading);
    expect($("article h2").length).toBeGreaterThanOrEqual(3);
    expect($("main img").first().attr("alt")).toBe(article.image.alt);
  }
  for (const caseStudy of caseStudies) {
    const html = await (await request.get(`/case-studies/${caseStudy.slug}`)).text();
    expect(html).toContain(caseStudy.client);
    expect(load(html)("main").text()).toContain(caseStudy.testimonial.author);
  }
  const list = load(await (await request.get("/case-studies")).text());
  expect(list("main article")).toHaveLength(6);
  const blog = load(await (await request.get("/blog")).text());
  expect(blog("main article")).toHaveLength(6);
});

test("the admin pages are prerendered but unindexed and uncached", async ({ request }) => {
  for (const urlPath of adminPagePaths) {
    const response = await request.get(urlPath);
    expect(response.status(), urlPath).toBe(200);
    expect(response.headers()["cache-control"], urlPath).toBe("no-store");
    expect(response.headers()["x-robots-tag"], urlPath).toBe("noindex");
    const $ = load(await response.text());
    expect($('meta[name="robots"]').attr("content"), urlPath).toBe("noindex");
    expect($("h1").length, `${urlPath}: one h1`).toBe(1);
  }
});

test("an article's or case study's old id URL answers 301 to its slug URL, keeping the query", async ({ request }) => {
  const cases = [
    ["/blog/1", "/blog/facebook-advertising-guide-indian-brands"],
    ["/blog/6/", "/blog/ga4-for-marketers-key-events-attribution"],
    ["/case-studies/1?utm_source=deck", "/case-studies/aangan-threads-paid-social-roas?utm_source=deck"],
  ] as const;
  for (const [oldPath, location] of cases) {
    const response = await request.get(oldPath, { maxRedirects: 0 });
    expect(response.status(), oldPath).toBe(301);
    expect(response.headers()["location"], oldPath).toBe(location);
  }
  for (const article of articles) {
    const response = await request.get(`/blog/${article.id}`, { maxRedirects: 0 });
    expect(response.headers()["location"]).toBe(`/blog/${article.slug}`);
  }
  for (const caseStudy of caseStudies) {
    const response = await request.get(`/case-studies/${caseStudy.id}`, { maxRedirects: 0 });
    expect(response.headers()["location"]).toBe(`/case-studies/${caseStudy.slug}`);
  }
  // Followed, the old URL lands on the article itself.
  const followed = await request.get("/blog/1");
  expect(followed.url()).toMatch(/\/blog\/facebook-advertising-guide-indian-brands$/);
  expect(followed.status()).toBe(200);
  expect(load(await followed.text())("h1").text()).toBe(articles[0]?.title);
});

test("unknown content ids and slugs get HTTP 404 with a not-found page that is not indexed", async ({ request }) => {
  for (const [urlPath, heading] of [
    ["/blog/42", "Article not found"],
    ["/blog/no-such-article", "Article not found"],
    ["/case-studies/42", "Case study not found"],
    ["/case-studies/no-such-study", "Case study not found"],
  ] as const) {
    const response = await request.get(urlPath, { maxRedirects: 0 });
    expect(response.status(), urlPath).toBe(404);
    const $ = load(await response.text());
    expect($("h1").text()).toBe(heading);
    expect($('meta[name="robots"]').attr("content")).toBe("noindex");
  }
});

test("/blog/feed.xml is the blog's Atom feed with every article, newest first", async ({ request }) => {
  const response = await request.get(FEED_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/atom+xml");
  const $ = load(await response.text(), { xml: true });
  expect($("feed > title").text()).toBe("Crestline Digital blog");
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  expect(
    $("entry > title")
      .map((_, el) => $(el).text())
      .get(),
  ).toEqual(newestFirst.map((article) => article.title));
  for (const href of $('entry > link[rel="alternate"]')
    .map((_, el) => $(el).attr("href"))
    .get()) {
    expect(href).toMatch(/^https:\/\/crestline\.example\/blog\/[a-z0-9-]+$/);
    const page = await request.get(href.replace(origin, ""), { maxRedirects: 0 });
    expect(page.status(), href).toBe(200);
  }
});

test("/sitemap.xml lists every public page and /robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(publicPaths().map((urlPath) => `${origin}${urlPath}`));
  for (const urlPath of adminPagePaths) expect(locs, urlPath).not.toContain(`${origin}${urlPath}`);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Sitemap: https:\/\/crestline\.example\/sitemap\.xml$/m);
});
