import { describe, expect, it } from "vitest";
import { parseSitemapXml, SITEMAP_ENTRIES_KEPT } from "./sitemap-xml.ts";

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
      count: 2,
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
  it("keeps at most 50,000 locations and counts them all", () => {
    const entry = "<url><loc>https://a.example/p</loc></url>";
    const parsed = parseSitemapXml(`<urlset>${entry.repeat(SITEMAP_ENTRIES_KEPT + 7)}</urlset>`);
    expect(parsed.urls).toHaveLength(SITEMAP_ENTRIES_KEPT);
    expect(parsed.count).toBe(SITEMAP_ENTRIES_KEPT + 7);
  });
  it("does not expand entities declared in the file (no billion laughs)", () => {
    const lol = (n: number) => `&lol${n};`.repeat(10);
    const xml = `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY lol0 "lol"><!ENTITY lol1 "${lol(0)}"><!ENTITY lol2 "${lol(1)}"><!ENTITY lol3 "${lol(2)}"><!ENTITY lol4 "${lol(3)}"><!ENTITY lol5 "${lol(4)}"><!ENTITY lol6 "${lol(5)}"><!ENTITY lol7 "${lol(6)}"><!ENTITY lol8 "${lol(7)}"><!ENTITY lol9 "${lol(8)}">]><urlset><url><loc>&lol9;</loc></url></urlset>`;
    const parsed = parseSitemapXml(xml);
    expect(parsed.error).toMatch(/entity/);
    expect(parsed.urls.join("").length).toBeLessThan(100);
  });
});
