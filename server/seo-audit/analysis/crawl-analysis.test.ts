import { describe, expect, it } from "vitest";
import { analyseSitemap, analyseVisit } from "./crawl-analysis.ts";

// A page or a sitemap may list URLs without end: the crawl looks at the first few hundred.

const origin = "http://site.test";

describe("analyseVisit", () => {
  it("keeps the first 500 links of a page of 100,000, judged by robots.txt", () => {
    const html = Array.from({ length: 100_000 }, (_, i) => `<a href="/p/${i}">${i}</a>`).join("");
    const { links } = analyseVisit({
      url: `${origin}/`,
      finalUrl: `${origin}/`,
      html,
      status: 200,
      redirectChain: [`${origin}/`],
      origin,
      robotsBody: "User-agent: *\nDisallow: /p/1\n",
    });
    expect(links).toHaveLength(500);
    expect(links[0]).toEqual({ url: `${origin}/p/0`, allowed: true });
    expect(links[1]).toEqual({ url: `${origin}/p/1`, allowed: false });
  });
});

describe("analyseSitemap", () => {
  it("keeps 1,000 same-origin URLs and 3 children, never the sitemap itself or another host", () => {
    const urls = Array.from({ length: 5_000 }, (_, i) => `<url><loc>${origin}/p/${i}</loc></url>`).join("");
    const children = [
      `${origin}/sitemap.xml`,
      "http://elsewhere.test/sitemap.xml",
      `${origin}/a.xml`,
      `${origin}/b.xml`,
      `${origin}/c.xml`,
      `${origin}/d.xml`,
    ]
      .map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`)
      .join("");
    const result = analyseSitemap({
      xml: `<root><urlset>${urls}</urlset><sitemapindex>${children}</sitemapindex></root>`,
      sitemapUrl: `${origin}/sitemap.xml`,
      origin,
      robotsBody: null,
    });
    expect(result.urls).toHaveLength(1_000);
    expect(result.sitemaps).toEqual([`${origin}/a.xml`, `${origin}/b.xml`, `${origin}/c.xml`]);
  });
});
