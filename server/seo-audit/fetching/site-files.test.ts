import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { ERR_ADDRESS_NOT_ALLOWED } from "../errors.ts";
import { startTestServer } from "../seo-audit-test-support.ts";
import { onSite } from "./audit-url.ts";
import { allow, MB, useFetchTestSite } from "./fetch-test-support.ts";
import { fetchResourceHeaders } from "./resource-headers.ts";
import { fetchRobotsTxt, fetchSitemap, fetchSitemapFile } from "./site-files.ts";

// robots.txt, sitemaps and the headers of a page's resources: cut at their caps, unpacked off
// the event loop, and never fetched from another site.

/** 64 MB once unpacked; made once, before any test measures the event loop. */
const SITEMAP_BOMB = zlib.gzipSync(Buffer.concat([Buffer.from("<urlset>"), Buffer.alloc(64 * MB, 0x20)]));
const server = useFetchTestSite({
  "/sitemap-bomb.xml.gz": (_req, res) => {
    res.writeHead(200, { "content-type": "application/gzip" }).end(SITEMAP_BOMB);
  },
});

describe("fetchRobotsTxt", () => {
  it("finds, misses, and never throws", async () => {
    expect((await fetchRobotsTxt(`${server.origin}/any`, allow)).status).toBe("found");
    const missing = await startTestServer((_req, res) => {
      res.writeHead(404).end();
    });
    expect(await fetchRobotsTxt(`${missing.origin}/`, allow)).toMatchObject({ status: "missing", statusCode: 404 });
    await missing.close();
    expect((await fetchRobotsTxt(`${server.origin}/`, { allowHosts: [] })).status).toBe("unreachable");
  });
});

describe("fetchSitemapFile and fetchResourceHeaders", () => {
  const options = { allowHosts: ["127.0.0.1"] };
  it("keeps the first bytes of a file over the cap and says it was cut", async () => {
    const file = await fetchSitemapFile(`${server.origin}/good`, options, { maxBytes: 100, timeoutMs: 3000 });
    expect(file).toMatchObject({ status: "found", statusCode: 200, truncated: true });
    expect(file.body).toHaveLength(100);
    expect(await fetchSitemapFile("ftp://example.com/", options, { maxBytes: 100, timeoutMs: 3000 })).toEqual({
      status: "unreachable",
    });
  });
  it("unpacks a gzip-compressed sitemap (sitemap.xml.gz)", async () => {
    const file = await fetchSitemapFile(`${server.origin}/sitemap.xml.gz`, options, {
      maxBytes: 1000,
      timeoutMs: 3000,
    });
    expect(file).toMatchObject({ status: "found", body: "<urlset><url><loc>https://a.example/</loc></url></urlset>" });
  });
  it("unpacks a gzip bomb of a sitemap to its cap, a piece at a time", async () => {
    // A 10 ms timer keeps ticking while 64 MB unpack: the work is off the event loop.
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }, 10);
    try {
      const file = await fetchSitemapFile(`${server.origin}/sitemap-bomb.xml.gz`, options, {
        maxBytes: 8 * MB,
        timeoutMs: 10_000,
      });
      expect(file).toMatchObject({ status: "found", truncated: true });
      expect(file.body?.startsWith("<urlset>")).toBe(true);
      expect(file.body).toHaveLength(8 * MB);
    } finally {
      clearInterval(timer);
    }
    expect(longestGap).toBeLessThan(500);
  });
  it("gives a redirect's own status when told not to follow it, the final one otherwise", async () => {
    const shape = { method: "HEAD" as const, timeoutMs: 3000, accept: "*/*" };
    const url = `${server.origin}/redirect/1`;
    expect((await fetchResourceHeaders(url, options, { ...shape, followRedirects: false })).status).toBe(302);
    expect((await fetchResourceHeaders(url, options, shape)).status).toBe(200);
    await expect(fetchResourceHeaders(url, { allowHosts: [] }, shape)).rejects.toThrow(ERR_ADDRESS_NOT_ALLOWED);
  });
});

describe("sitemaps stay on the audited site", () => {
  const options = { allowHosts: ["127.0.0.1", "localhost"] };
  const limits = { maxBytes: 1000, timeoutMs: 3000 };

  it("onSite: the same host name, on the web's ports or the site's own", () => {
    const site = new URL("https://www.example.com/page");
    expect(onSite(new URL("https://www.example.com/sitemap.xml"), site)).toBe(true);
    expect(onSite(new URL("http://WWW.example.com./s.xml"), site)).toBe(true);
    expect(onSite(new URL("https://example.com/s.xml"), site)).toBe(false);
    expect(onSite(new URL("https://www.example.com.evil.net/s.xml"), site)).toBe(false);
    expect(onSite(new URL("https://www.example.com:8443/s.xml"), site)).toBe(false);
    expect(onSite(new URL("http://127.0.0.1:4000/s"), new URL("http://127.0.0.1:4000/"))).toBe(true);
    expect(onSite(new URL("http://127.0.0.1:4001/s"), new URL("http://127.0.0.1:4000/"))).toBe(false);
  });

  it("does not fetch a sitemap of another host, nor follow a redirect to one", async () => {
    const site = `${server.localhostOrigin}/good`;
    expect(await fetchSitemapFile(`${server.localhostOrigin}/sitemap.xml.gz`, options, limits, site)).toMatchObject({
      status: "found",
    });
    expect(await fetchSitemapFile(`${server.origin}/sitemap.xml.gz`, options, limits, site)).toEqual({
      status: "unreachable",
      offSite: `${server.origin}/sitemap.xml.gz`,
    });
    expect(await fetchSitemapFile(`${server.localhostOrigin}/to-other-host`, options, limits, site)).toEqual({
      status: "unreachable",
      offSite: `${server.origin}/sitemap.xml.gz`,
    });
    expect(await fetchSitemap(`${server.origin}/sitemap.xml.gz`, options, site)).toBeUndefined();
    expect(await fetchSitemap(`${server.origin}/sitemap.xml.gz`, options)).toContain("<urlset>");
  });
});
