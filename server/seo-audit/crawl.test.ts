import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawlSite } from "./crawl.ts";
import { startTestServer, type TestServer } from "./seo-audit-test-support.ts";

// A small site on 127.0.0.1: a home page linking to pages, a duplicate title, a broken link,
// a redirect, a page robots.txt forbids, and a sitemap with an orphan page.

const page = (title: string, links: string[], extra = "") =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="About ${title}">${extra}</head>` +
  `<body><h1>${title}</h1><p>Some words on this page.</p>${links.map((l) => `<a href="${l}">${l}</a>`).join("")}</body></html>`;

let site: TestServer;
let inFlight = 0;
let maxInFlight = 0;
const requested: string[] = [];

beforeAll(async () => {
  site = await startTestServer((req, res) => {
    const path = req.url ?? "/";
    requested.push(path);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const html = (status: number, body: string) =>
      setTimeout(() => res.writeHead(status, { "content-type": "text/html" }).end(body), 20);
    if (path === "/robots.txt") {
      res
        .writeHead(200, { "content-type": "text/plain" })
        .end(`User-agent: *\nDisallow: /private\nSitemap: ${site.origin}/sitemap.xml\n`);
    } else if (path === "/sitemap.xml") {
      res
        .writeHead(200, { "content-type": "application/xml" })
        .end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
            `<url><loc>${site.origin}/</loc></url><url><loc>${site.origin}/a</loc></url>` +
            `<url><loc>${site.origin}/orphan</loc></url></urlset>`,
        );
    } else if (path === "/") {
      html(
        200,
        page("Home", ["/a", "/b", "/missing", "/old", "/private/x", "https://other.example/", "#top", "/a#part"]),
      );
    } else if (path === "/a") html(200, page("Same title", ["/", "/b"]));
    else if (path === "/b") html(200, page("Same title", ["/c"]));
    else if (path === "/c") html(200, page("Page C", []));
    else if (path === "/new") html(200, page("New home of old", []));
    else if (path === "/orphan") html(200, page("Orphan", []));
    else if (path === "/old") res.writeHead(301, { location: "/new" }).end();
    else if (/^\/many\/\d+$/.test(path))
      html(200, page(path, [`/many/${Number(path.slice(6)) + 1}`, `/many/${Number(path.slice(6)) + 100}`]));
    else html(404, page("Not found", []));
  });
});

afterAll(async () => {
  await site.close();
});

const options = { allowHosts: ["127.0.0.1"] };

describe("crawlSite", () => {
  it("crawls the site's links and sitemap, respecting robots.txt, and reports site-wide findings", async () => {
    const result = await crawlSite(`${site.origin}/`, options);
    const urls = result.pages.map((p) => new URL(p.url).pathname).sort();
    expect(urls).toEqual(["/", "/a", "/b", "/c", "/missing", "/old", "/orphan"]);
    expect(requested).not.toContain("/private/x");
    expect(result.blockedByRobots).toEqual([`${site.origin}/private/x`]);
    expect(result.sitemapUrl).toBe(`${site.origin}/sitemap.xml`);

    const home = result.pages.find((p) => p.url === `${site.origin}/`);
    expect(home).toMatchObject({ status: 200, title: "Home", description: "About Home", h1: "Home" });
    expect(home?.wordCount).toBeGreaterThan(3);

    expect(result.duplicateTitles).toEqual([{ text: "Same title", urls: [`${site.origin}/a`, `${site.origin}/b`] }]);
    expect(result.orphanPages).toEqual([`${site.origin}/orphan`]);
    expect(result.brokenLinks).toEqual([
      { url: `${site.origin}/missing`, status: 404, linkedFrom: [`${site.origin}/`] },
    ]);
    expect(result.redirectChains).toEqual([[`${site.origin}/old`, `${site.origin}/new`]]);
    expect(result.timedOut).toBe(false);
    expect(maxInFlight).toBeLessThanOrEqual(2);
  });

  it("stops at the page limit and counts what it left", async () => {
    const result = await crawlSite(`${site.origin}/many/1`, options, { maxPages: 5, concurrency: 2, budgetMs: 30_000 });
    expect(result.pages).toHaveLength(5);
    expect(result.notCrawled).toBeGreaterThan(0);
  });

  it("stops when its time is up", async () => {
    const result = await crawlSite(`${site.origin}/many/1`, options, { maxPages: 20, concurrency: 2, budgetMs: 150 });
    expect(result.pages.length).toBeLessThan(20);
    expect(result.timedOut).toBe(true);
  });

  it("refuses a private address that is not allowed, like the audit", async () => {
    await expect(crawlSite(`${site.origin}/`, { allowHosts: [] })).rejects.toMatchObject({
      code: "ADDRESS_NOT_ALLOWED",
    });
  });
});

describe("crawlSite and sitemap indexes", () => {
  /**
   * Another site, on a port of its own, that records what it is asked for. Not the shared
   * site: a timed-out crawl above aborts its last visit, and on a busy machine the aborted
   * request can still reach the shared site during a later test.
   */
  async function otherSite() {
    const asked: string[] = [];
    const server: TestServer = await startTestServer((req, res) => {
      asked.push(req.url ?? "/");
      res
        .writeHead(200, { "content-type": "application/xml" })
        .end(`<?xml version="1.0"?><urlset><url><loc>${server.origin}/elsewhere</loc></url></urlset>`);
    });
    return { origin: server.origin, asked, close: () => server.close() };
  }

  it("reads an index's children on the crawled origin only, never the index again", async () => {
    const asked: string[] = [];
    const other = await otherSite();
    const index = await startTestServer((req, res) => {
      const path = req.url ?? "/";
      asked.push(path);
      const xml = (body: string) => res.writeHead(200, { "content-type": "application/xml" }).end(body);
      if (path === "/") res.writeHead(200, { "content-type": "text/html" }).end(page("Index home", []));
      else if (path === "/sitemap.xml")
        xml(
          `<?xml version="1.0"?><sitemapindex>` +
            `<sitemap><loc>${index.origin}/sitemap.xml</loc></sitemap>` +
            `<sitemap><loc>${other.origin}/sitemap.xml</loc></sitemap>` +
            `<sitemap><loc>${index.origin}/child.xml</loc></sitemap></sitemapindex>`,
        );
      else if (path === "/child.xml")
        xml(`<?xml version="1.0"?><urlset><url><loc>${index.origin}/listed</loc></url></urlset>`);
      else res.writeHead(200, { "content-type": "text/html" }).end(page(`Page ${path}`, []));
    });
    try {
      const result = await crawlSite(`${index.origin}/`, options);
      expect(other.asked).toEqual([]);
      expect(asked.filter((p) => p === "/sitemap.xml")).toHaveLength(1);
      expect(result.pages.map((p) => p.url)).toContain(`${index.origin}/listed`);
    } finally {
      await index.close();
      await other.close();
    }
  });

  it("does not follow an on-site child sitemap that redirects to another host", async () => {
    const other = await otherSite();
    const index = await startTestServer((req, res) => {
      const path = req.url ?? "/";
      const xml = (body: string) => res.writeHead(200, { "content-type": "application/xml" }).end(body);
      if (path === "/") res.writeHead(200, { "content-type": "text/html" }).end(page("Index home", []));
      else if (path === "/sitemap.xml")
        xml(`<?xml version="1.0"?><sitemapindex><sitemap><loc>${index.origin}/away.xml</loc></sitemap></sitemapindex>`);
      else if (path === "/away.xml") res.writeHead(302, { location: `${other.origin}/sitemap.xml` }).end();
      else res.writeHead(404, { "content-type": "text/html" }).end(page("Not found", []));
    });
    try {
      const result = await crawlSite(`${index.origin}/`, options);
      expect(other.asked).toEqual([]);
      expect(result.pages.map((p) => new URL(p.url).origin)).not.toContain(other.origin);
    } finally {
      await index.close();
      await other.close();
    }
  });
});
