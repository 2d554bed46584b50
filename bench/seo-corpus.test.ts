import { describe, expect, it } from "vitest";
import { crawlSite } from "#server/seo-audit/crawl.ts";
import { serveCorpusSite } from "./seo-corpus.ts";

// The corpus served as one site, which the crawl timing of `npm run bench -- seo-agreement` uses.

describe("serveCorpusSite", () => {
  it("serves a home page linking every corpus page, a sitemap of them and a robots.txt naming it", async () => {
    const site = await serveCorpusSite();
    try {
      const home = await (await fetch(site.url)).text();
      const links = [...home.matchAll(/href="(\/site\/[^"]+)"/g)].map((m) => m[1]);
      expect(links).toHaveLength(site.pageCount - 1);
      expect((await fetch(new URL(links[0] ?? "", site.url))).status).toBe(200);
      expect(await (await fetch(new URL("/robots.txt", site.url))).text()).toContain(`Sitemap: ${site.url}sitemap.xml`);
      const sitemap = await (await fetch(new URL("/sitemap.xml", site.url))).text();
      expect(sitemap.match(/<loc>/g)).toHaveLength(site.pageCount);
      expect((await fetch(new URL("/elsewhere", site.url))).status).toBe(404);

      const crawl = await crawlSite(site.url, { allowHosts: ["127.0.0.1"] });
      expect(crawl.pages).toHaveLength(20);
      expect(crawl.sitemapUrl).toBe(`${site.url}sitemap.xml`);
    } finally {
      await site.close();
    }
  });
});
