import { describe, expect, it } from "vitest";
import { parseSitemapXml } from "./sitemap-xml.ts";

describe("parseSitemapXml", () => {
  it("reads the root and the <loc> of each <url> (CDATA too)", () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      "<url><loc> https://a.example/ </loc><lastmod>2025-01-01</lastmod></url>" +
      "<url><loc><![CDATA[https://a.example/b?x=1&y=2]]></loc></url></urlset>";
    expect(parseSitemapXml(xml)).toEqual({
      root: "urlset",
      urls: ["https://a.example/", "https://a.example/b?x=1&y=2"],
      sitemaps: [],
      error: null,
    });
  });
  it("reads a sitemap index, with a namespace prefix", () => {
    const xml =
      '<sm:sitemapindex xmlns:sm="x"><sm:sitemap><sm:loc>https://a.example/s1.xml</sm:loc></sm:sitemap></sm:sitemapindex>';
    expect(parseSitemapXml(xml)).toMatchObject({ root: "sitemapindex", sitemaps: ["https://a.example/s1.xml"] });
  });
  it("reports the first XML error with its line", () => {
    expect(parseSitemapXml("<urlset>\n<url><loc>https://a/</loc>\n</urlset>").error).toBe(
      "Unexpected close tag (line 3)",
    );
    expect(parseSitemapXml("<urlset><url><loc>https://a/?a=1&b=2</loc></url></urlset>").error).toMatch(/entity/);
    expect(parseSitemapXml("").error).toBe("No root element");
  });
  it("gives the root of a document that is not a sitemap", () => {
    expect(parseSitemapXml("<html><body>Not found</body></html>")).toMatchObject({ root: "html", urls: [] });
  });
});
