import { describe, expect, it } from "vitest";
import { articles } from "#app/site/content/articles/all.ts";
import { caseStudies } from "#app/site/content/case-studies/all.ts";
import { tools } from "#app/tools/registry.ts";
import { pages } from "./pages.ts";
import { publicPaths } from "./public-paths.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("sitemapXml", () => {
  const xml = sitemapXml();

  it("is a sitemaps.org urlset", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists every public path once, as absolute URLs on the site's origin, in publicPaths() order", () => {
    expect(locs(xml)).toEqual(publicPaths().map((urlPath) => `https://crestline.example${urlPath}`));
    expect(new Set(locs(xml)).size).toBe(locs(xml).length);
  });

  it("includes the static pages, each article and case study, and every tool", () => {
    const all = locs(xml);
    for (const page of Object.values(pages)) expect(all).toContain(`https://crestline.example${page.path}`);
    for (const article of articles) expect(all).toContain(`https://crestline.example/blog/${article.slug}`);
    for (const caseStudy of caseStudies)
      expect(all).toContain(`https://crestline.example/case-studies/${caseStudy.slug}`);
    for (const tool of tools) expect(all).toContain(`https://crestline.example/tools/${tool.slug}`);
    expect(all).toHaveLength(Object.keys(pages).length + articles.length + caseStudies.length + tools.length);
    expect(all).toContain("https://crestline.example/blog/facebook-advertising-guide-indian-brands");
  });

  it("leaves out the admin pages, the not-found pages and the old id URLs", () => {
    expect(xml).not.toMatch(/\/admin|not-found|coming-soon|\/404/);
    expect(xml).not.toMatch(/\/(blog|case-studies)\/\d+</);
  });

  it("escapes XML special characters and takes another origin", () => {
    const custom = sitemapXml({ paths: ["/", "/a?x=1&y=2", "/"], origin: "https://staging.example" });
    expect(locs(custom)).toEqual(["https://staging.example/", "https://staging.example/a?x=1&amp;y=2"]);
  });
});

describe("robotsTxt", () => {
  it("allows crawling, disallows /admin and points to the sitemap", () => {
    const robots = robotsTxt();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/crestline\.example\/sitemap\.xml$/m);
  });
});
