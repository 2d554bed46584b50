import { describe, expect, it } from "vitest";
import { articles } from "#app/site/content/articles/all.ts";
import { caseStudies } from "#app/site/content/case-studies/all.ts";
import { siteRoutesSchema } from "#contracts/site/site-routes.ts";
import { prerenderPaths, publicPaths, redirectPaths } from "./public-paths.ts";

describe("publicPaths", () => {
  it("addresses each article and case study by its slug, never by id", () => {
    const paths = publicPaths();
    for (const article of articles) expect(paths).toContain(`/blog/${article.slug}`);
    for (const caseStudy of caseStudies) expect(paths).toContain(`/case-studies/${caseStudy.slug}`);
    expect(paths.filter((urlPath) => /^\/(blog|case-studies)\/\d+$/.test(urlPath))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("is what the build prerenders, with no id path", () => {
    const prerendered = prerenderPaths();
    for (const urlPath of publicPaths()) expect(prerendered).toContain(urlPath);
    expect(prerendered.filter((urlPath) => /^\/(blog|case-studies)\/\d+$/.test(urlPath))).toEqual([]);
  });
});

describe("redirectPaths", () => {
  const redirects = redirectPaths();

  it("sends each old id URL to its slug URL", () => {
    expect(redirects["/blog/1"]).toBe("/blog/facebook-advertising-guide-indian-brands");
    expect(redirects["/case-studies/1"]).toBe("/case-studies/aangan-threads-paid-social-roas");
    for (const article of articles) expect(redirects[`/blog/${article.id}`]).toBe(`/blog/${article.slug}`);
    for (const caseStudy of caseStudies) {
      expect(redirects[`/case-studies/${caseStudy.id}`]).toBe(`/case-studies/${caseStudy.slug}`);
    }
    expect(Object.keys(redirects)).toHaveLength(articles.length + caseStudies.length);
  });

  it("is a route table the server accepts: every target a page, no page redirected", () => {
    expect(siteRoutesSchema.safeParse({ publicPaths: publicPaths(), redirects }).success).toBe(true);
  });
});

describe("siteRoutesSchema", () => {
  const publicPaths = ["/", "/blog", "/blog/a-post"];

  it("refuses a redirect to no page, a page that redirects, and paths with a query", () => {
    const refused = [
      { "/blog/1": "/blog/missing" },
      { "/blog/a-post": "/blog" },
      { "/blog/1?x=1": "/blog/a-post" },
      { "blog/1": "/blog/a-post" },
      { "/blog/1": "https://elsewhere.example/" },
      { "/blog/1": "//elsewhere.example/" },
    ];
    for (const redirects of refused) {
      expect(siteRoutesSchema.safeParse({ publicPaths, redirects }).success, JSON.stringify(redirects)).toBe(false);
    }
    expect(siteRoutesSchema.safeParse({ publicPaths }).success).toBe(false);
    expect(siteRoutesSchema.safeParse({ publicPaths, redirects: { "/blog/1": "/blog/a-post" } }).success).toBe(true);
  });
});
