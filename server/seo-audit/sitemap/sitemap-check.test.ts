import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimiter } from "../fetching/limited.ts";
import { locateSitemap, readSitemap, robotsSitemaps, SITEMAP_SAMPLE } from "./sitemap-check.ts";
import { startTestServer, type TestServer } from "../seo-audit-test-support.ts";

let site: TestServer;
let running = 0;
/** Requests received, as "host path". */
const received: string[] = [];
let most = 0;
const options = { allowHosts: ["127.0.0.1", "localhost"] };
const urlset = (locs: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join("")}</urlset>`;

beforeAll(async () => {
  site = await startTestServer((req, res) => {
    running++;
    most = Math.max(most, running);
    res.on("close", () => running--);
    received.push(`${req.headers.host ?? ""} ${req.url ?? ""}`);
    const o = site.origin;
    const lo = site.localhostOrigin;
    const xml = (body: string) => res.writeHead(200, { "content-type": "application/xml" }).end(body);
    switch (req.url) {
      case "/sitemap.xml":
        return xml(urlset([`${o}/ok`, `${o}/gone`, `${o}/moved`, "https://elsewhere.example/page"]));
      case "/index.xml":
        return xml(
          `<sitemapindex><sitemap><loc>${o}/part1.xml</loc></sitemap><sitemap><loc>${o}/broken.xml</loc></sitemap><sitemap><loc>${o}/nope.xml</loc></sitemap></sitemapindex>`,
        );
      case "/part1.xml":
        return xml(urlset([`${o}/ok`, `${o}/no-head`]));
      case "/broken.xml":
        return xml("<urlset><url><loc>x</loc></urlset>");
      case "/html.xml":
        return res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Hello</body></html>");
      case "/mixed-index.xml":
        // On localhost: one child here, one on 127.0.0.1 (another host), one redirecting there.
        return xml(
          `<sitemapindex><sitemap><loc>${lo}/part-lo.xml</loc></sitemap><sitemap><loc>${o}/part1.xml</loc></sitemap><sitemap><loc>${lo}/away.xml</loc></sitemap></sitemapindex>`,
        );
      case "/half-elsewhere.xml": {
        const here = Array.from({ length: 25_000 }, (_, i) => `${o}/p${i}`);
        const away = Array.from({ length: 25_000 }, (_, i) => `https://elsewhere.example/p${i}`);
        return xml(urlset([...here, ...away]));
      }
      case "/part-lo.xml":
        return xml(urlset([`${lo}/ok`, `${lo}/no-head`]));
      case "/away.xml":
        return res.writeHead(302, { location: `${o}/part1.xml` }).end();
      case "/many.xml":
        return xml(urlset(Array.from({ length: 30 }, (_, i) => `${o}/slow/${i}`)));
      case "/ok":
        return res.writeHead(200, { "content-type": "text/html" }).end("ok");
      case "/no-head":
        return res.writeHead(req.method === "HEAD" ? 405 : 206).end();
      case "/moved":
        return res.writeHead(301, { location: "/ok" }).end();
      default:
        if (req.url?.startsWith("/slow/")) {
          setTimeout(() => res.writeHead(200).end(), 20);
          return;
        }
        return res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  await site.close();
});

const later = () => performance.now() + 10_000;

describe("locateSitemap", () => {
  it("prefers a Sitemap: line of the audited site; one elsewhere is named, to be reported", () => {
    const robots = (body: string) => ({ status: "found" as const, url: "", body });
    const both = robots("Sitemap: https://cdn.example/s.xml\nSitemap: https://a.example/s.xml\n");
    expect(locateSitemap("https://a.example/page", both)).toEqual({
      url: "https://a.example/s.xml",
      source: "robots.txt",
    });
    expect(robotsSitemaps("https://a.example/page", both)).toEqual({
      onSite: ["https://a.example/s.xml"],
      offSite: ["https://cdn.example/s.xml"],
    });
    expect(locateSitemap("https://a.example/page", robots("Sitemap: https://cdn.example/s.xml"))).toEqual({
      url: "https://cdn.example/s.xml",
      source: "robots.txt",
    });
  });

  it("takes the first absolute Sitemap: line of robots.txt, else /sitemap.xml", () => {
    const robots = {
      status: "found" as const,
      url: "",
      body: "Sitemap: /relative.xml\nSitemap: https://a.example/s.xml\n",
    };
    expect(locateSitemap("https://a.example/page", robots)).toEqual({
      url: "https://a.example/s.xml",
      source: "robots.txt",
    });
    expect(locateSitemap("https://a.example/page", { status: "missing", url: "" })).toEqual({
      url: "https://a.example/sitemap.xml",
      source: "default",
    });
  });
});

describe("readSitemap", () => {
  it("reads /sitemap.xml, flags URLs on other hosts and lists the URLs that do not answer 200", async () => {
    const report = await readSitemap(
      `${site.origin}/`,
      { status: "missing", url: "" },
      options,
      createLimiter(2),
      later(),
    );
    expect(report).toMatchObject({
      url: `${site.origin}/sitemap.xml`,
      source: "default",
      status: "found",
      root: "urlset",
    });
    expect(report.urlCount).toBe(3);
    expect(report.problems).toEqual([
      "The sitemap lists 1 URL on another host or not absolute, e.g. https://elsewhere.example/page",
    ]);
    expect(report.sampled).toBe(3);
    expect(report.failing).toEqual([
      { url: `${site.origin}/gone`, status: 404 },
      { url: `${site.origin}/moved`, status: 301 },
    ]);
  });

  it("follows the robots.txt Sitemap: line to an index and reads its children", async () => {
    const robots = { status: "found" as const, url: "", body: `Sitemap: ${site.origin}/index.xml` };
    const report = await readSitemap(`${site.origin}/`, robots, options, createLimiter(2), later());
    expect(report).toMatchObject({ source: "robots.txt", root: "sitemapindex", childrenRead: 2, urlCount: 2 });
    expect(report.problems).toEqual([
      `The child sitemap ${site.origin}/broken.xml is not valid XML: Unexpected close tag (line 1)`,
      `The child sitemap ${site.origin}/broken.xml lists 1 URL on another host or not absolute, e.g. x`,
      `The child sitemap ${site.origin}/nope.xml could not be read (HTTP 404)`,
    ]);
    // /no-head refuses HEAD and answers the ranged GET.
    expect(report.failing).toEqual([]);
  });

  it("reports a missing sitemap and one with the wrong root", async () => {
    const missing = { status: "found" as const, url: "", body: `Sitemap: ${site.origin}/none.xml` };
    expect(await readSitemap(site.origin, missing, options, createLimiter(2), later())).toMatchObject({
      status: "missing",
      statusCode: 404,
    });
    const html = { status: "found" as const, url: "", body: `Sitemap: ${site.origin}/html.xml` };
    const report = await readSitemap(site.origin, html, options, createLimiter(2), later());
    expect(report.problems).toEqual(["The sitemap has the root element <html>, not <urlset> or <sitemapindex>"]);
  });

  it("asks for at most 20 URLs, 2 at a time, and none once the time is spent", async () => {
    most = 0;
    const robots = { status: "found" as const, url: "", body: `Sitemap: ${site.origin}/many.xml` };
    const report = await readSitemap(site.origin, robots, options, createLimiter(2), later());
    expect(report.urlCount).toBe(30);
    expect(report.sampled).toBe(SITEMAP_SAMPLE);
    expect(most).toBeLessThanOrEqual(2);
    const late = await readSitemap(site.origin, robots, options, createLimiter(2), performance.now());
    expect(late).toMatchObject({ status: "unreachable", sampled: 0 });
  });

  it("goes through the address guard", async () => {
    const report = await readSitemap(
      site.origin,
      { status: "missing", url: "" },
      { allowHosts: [] },
      createLimiter(2),
      later(),
    );
    expect(report.status).toBe("unreachable");
  });

  it("never fetches a sitemap of another host: a robots.txt line, a child or a redirect is reported instead", async () => {
    received.length = 0;
    const lo = site.localhostOrigin;
    const elsewhere = { status: "found" as const, url: "", body: `Sitemap: ${site.origin}/sitemap.xml` };
    const off = await readSitemap(`${lo}/`, elsewhere, options, createLimiter(2), later());
    expect(off).toMatchObject({ url: `${site.origin}/sitemap.xml`, source: "robots.txt", status: "unreachable" });
    expect(off.problems).toEqual([
      `The sitemap ${site.origin}/sitemap.xml is not on localhost:${site.port}: the audit reads only the audited site's own sitemaps`,
    ]);
    expect(received).toEqual([]);

    const robots = {
      status: "found" as const,
      url: "",
      body: `Sitemap: ${site.origin}/index.xml\nSitemap: ${lo}/mixed-index.xml`,
    };
    const report = await readSitemap(`${lo}/`, robots, options, createLimiter(2), later());
    expect(report).toMatchObject({ url: `${lo}/mixed-index.xml`, status: "found", childrenRead: 1, urlCount: 2 });
    expect(report.problems).toEqual([
      `robots.txt also names 1 sitemap on other hosts, not read by the audit, e.g. ${site.origin}/index.xml`,
      `The sitemap lists 1 URL on another host or not absolute, e.g. ${site.origin}/part1.xml`,
      `The child sitemap ${lo}/away.xml redirects to ${site.origin}/part1.xml, not on localhost:${site.port}: the audit reads only the audited site's own sitemaps`,
    ]);
    expect(received.filter((r) => !r.startsWith(`localhost:${site.port} `))).toEqual([]);
  });

  it("sorts 50,000 URLs into this host's and others' in linear time (it took 18 s, comparing each with each)", async () => {
    const robots = { status: "found" as const, url: "", body: `Sitemap: ${site.origin}/half-elsewhere.xml` };
    const started = performance.now();
    const report = await readSitemap(site.origin, robots, options, createLimiter(2), later());
    expect(report.urlCount).toBe(25_000);
    expect(report.problems[0]).toMatch(/^The sitemap lists 25000 URLs on another host/);
    expect(performance.now() - started).toBeLessThan(8_000);
  }, 30_000);
});
