import { describe, expect, it } from "vitest";
import type { SitemapReport } from "./check-context.ts";
import { checkSitemap } from "./sitemap.ts";
import { run } from "./checks-test-support.ts";

const base: SitemapReport = {
  url: "https://www.example.com/sitemap.xml",
  source: "robots.txt",
  status: "found",
  root: "urlset",
  childrenRead: 0,
  urlCount: 120,
  problems: [],
  sampled: 20,
  failing: [],
};

describe("XML sitemap", () => {
  it("passes a valid sitemap whose URLs answer 200", () => {
    expect(run(checkSitemap, "", { sitemap: base })).toMatchObject({
      status: "passed",
      found:
        "sitemap at https://www.example.com/sitemap.xml (listed in robots.txt): 120 URLs, 20 asked for, all answer 200",
    });
  });
  it("warns and lists problems and URLs that do not answer 200", () => {
    const check = run(checkSitemap, "", {
      sitemap: {
        ...base,
        source: "default",
        root: "sitemapindex",
        childrenRead: 2,
        problems: ["The sitemap lists 1 URL on another host or not absolute, e.g. https://other.example/"],
        failing: [
          { url: "https://www.example.com/old", status: 301 },
          { url: "https://www.example.com/down", status: null },
        ],
      },
    });
    expect(check).toMatchObject({
      status: "warning",
      found:
        "sitemap index (2 child sitemaps read) at https://www.example.com/sitemap.xml (the default place, as robots.txt lists none): 120 URLs, 20 asked for, 2 do not answer 200; 1 problem with the file",
      details: [
        "The sitemap lists 1 URL on another host or not absolute, e.g. https://other.example/",
        "HTTP 301: https://www.example.com/old",
        "no answer: https://www.example.com/down",
      ],
    });
  });
  it("warns when there is no sitemap", () => {
    const check = run(checkSitemap, "", {
      sitemap: { ...base, status: "missing", statusCode: 404, source: "default" },
    });
    expect(check.status).toBe("warning");
    expect(check.found).toBe(
      "No sitemap at https://www.example.com/sitemap.xml (the default place, as robots.txt lists none): HTTP 404",
    );
    expect(check.recommendation).toMatch(/Sitemap: line/);
  });
  it("explains why a sitemap off the site was not read", () => {
    const problem =
      "The sitemap https://www.example.com/sitemap.xml redirects to https://other.example/s.xml, not on www.example.com: the audit reads only the audited site's own sitemaps";
    const check = run(checkSitemap, "", { sitemap: { ...base, status: "unreachable", problems: [problem] } });
    expect(check.status).toBe("warning");
    expect(check.found).toMatch(/could not be read/);
    expect(check.details).toEqual([problem]);
  });
  it("says when it was not checked", () => {
    expect(run(checkSitemap, "").found).toBe("The sitemap was not checked");
  });
});
