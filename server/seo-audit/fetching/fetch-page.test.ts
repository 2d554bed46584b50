import { describe, expect, it } from "vitest";
import {
  ERR_NOT_HTML,
  ERR_TIMEOUT,
  ERR_TOO_LARGE,
  ERR_TOO_MANY_REDIRECTS,
  ERR_UNSUPPORTED_SCHEME,
  ERR_CONNECTION_FAILED,
  AuditError,
} from "../errors.ts";
import { GOOD_HTML, startTestServer } from "../seo-audit-test-support.ts";
import { parseAuditUrl } from "./audit-url.ts";
import { decodeHtml } from "./decode-html.ts";
import { fetchPage } from "./fetch-page.ts";
import { allow, failure, MB, useFetchTestSite } from "./fetch-test-support.ts";
import { fakeTimeouts, settledWithoutTime, until, watched } from "#server/test-support/fake-timeouts.ts";

// The page fetch: what it reads (compression, charsets, redirects) and where it stops (size,
// time, what is not HTML). Its guard is in fetch-guard.test.ts, robots.txt and sitemaps in
// site-files.test.ts.

const server = useFetchTestSite();

describe("parseAuditUrl", () => {
  it("accepts http and https, refuses other schemes and junk", () => {
    expect(parseAuditUrl("https://example.com/a#frag").href).toBe("https://example.com/a");
    expect(() => parseAuditUrl("ftp://example.com/")).toThrow(ERR_UNSUPPORTED_SCHEME);
    expect(() => parseAuditUrl("file:///etc/passwd")).toThrow(ERR_UNSUPPORTED_SCHEME);
    expect(() => parseAuditUrl("not a url")).toThrow(AuditError);
    expect(() => parseAuditUrl("https://user:pw@example.com/")).toThrow(AuditError);
  });
});

describe("fetchPage", () => {
  it("fetches and decompresses a gzip page, with robots.txt", async () => {
    const page = await fetchPage(`${server.origin}/good`, allow);
    expect(page.status).toBe(200);
    expect(page.html).toBe(GOOD_HTML);
    expect(page.compression).toBe("gzip");
    expect(page.pageBytes).toBe(Buffer.byteLength(GOOD_HTML));
    expect(page.transferBytes).toBeLessThan(page.pageBytes);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.finalUrl).toBe(`${server.origin}/good`);
    expect(page.redirectChain).toEqual([`${server.origin}/good`]);
    expect(page.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(page.robotsTxt.status).toBe("found");
    expect(page.robotsTxt.body).toContain("Disallow: /bad");
    expect(Date.parse(page.fetchedAt)).not.toBeNaN();
  });

  it("decompresses brotli and honours the charset", async () => {
    expect((await fetchPage(`${server.origin}/brotli`, { ...allow, fetchRobots: false })).html).toBe(GOOD_HTML);
    expect((await fetchPage(`${server.origin}/latin1`, { ...allow, fetchRobots: false })).html).toContain("Café");
  });

  it("accepts HTML without a content type when it looks like HTML", async () => {
    expect((await fetchPage(`${server.origin}/no-type`, { ...allow, fetchRobots: false })).status).toBe(200);
  });

  it("audits an HTML error page rather than failing", async () => {
    expect((await fetchPage(`${server.origin}/not-found-page`, { ...allow, fetchRobots: false })).status).toBe(404);
  });

  it("follows a chain of 3 redirects", async () => {
    const page = await fetchPage(`${server.origin}/redirect/2`, { ...allow, fetchRobots: false });
    expect(page.finalUrl).toBe(`${server.origin}/good`);
    expect(page.redirectChain).toHaveLength(4);
  });

  it("follows 5 redirects but refuses 6", async () => {
    expect((await fetchPage(`${server.origin}/redirect/4`, { ...allow, fetchRobots: false })).status).toBe(200);
    const error = await failure(fetchPage(`${server.origin}/redirect/5`, { ...allow, fetchRobots: false }));
    expect(error.code).toBe("TOO_MANY_REDIRECTS");
    expect(error.message).toBe(ERR_TOO_MANY_REDIRECTS);
  });

  it("refuses a body over 5 MB without reading it all", async () => {
    const error = await failure(fetchPage(`${server.origin}/huge`, { ...allow, fetchRobots: false }));
    expect(error.code).toBe("TOO_LARGE");
    expect(error.message).toBe(ERR_TOO_LARGE);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.huge.closedEarly).toBe(true);
    expect(server.huge.written).toBeLessThan(20 * MB);
  });

  it("refuses a declared Content-Length over 5 MB at once", async () => {
    expect((await failure(fetchPage(`${server.origin}/huge-declared`, { ...allow, fetchRobots: false }))).code).toBe(
      "TOO_LARGE",
    );
  });

  it("refuses a page that decompresses to more than 5 MB", async () => {
    expect((await failure(fetchPage(`${server.origin}/zip-bomb`, { ...allow, fetchRobots: false }))).code).toBe(
      "TOO_LARGE",
    );
  });

  it("times out a slow server at its injected limit, not before", async () => {
    const clock = fakeTimeouts();
    let error: AuditError;
    try {
      const fetched = watched(
        failure(fetchPage(`${server.origin}/slow`, { ...allow, timeoutMs: 300, fetchRobots: false })),
      );
      // The page's own 3-second wait runs on the stopped clock too: once it is set, the request is there.
      await until(() => clock.delays().includes(3000), "the slow page to have the request");
      await clock.advance(299);
      expect(fetched.settled()).toBe(false);
      await clock.advance(1);
      error = await settledWithoutTime(fetched.promise, "the time-out");
    } finally {
      clock.restore();
    }
    expect(error.code).toBe("TIMEOUT");
    expect(error.message).toBe(ERR_TIMEOUT);
    expect(error.status).toBe(504);
  });

  it("times out a body that never ends", async () => {
    expect(
      (await failure(fetchPage(`${server.origin}/slow-body`, { ...allow, timeoutMs: 300, fetchRobots: false }))).code,
    ).toBe("TIMEOUT");
  });

  it("refuses a non-HTML answer", async () => {
    const error = await failure(fetchPage(`${server.origin}/json`, { ...allow, fetchRobots: false }));
    expect(error.code).toBe("NOT_HTML");
    expect(error.message).toBe(ERR_NOT_HTML);
    const notFound = await failure(fetchPage(`${server.origin}/missing`, { ...allow, fetchRobots: false }));
    expect(notFound.code).toBe("NOT_HTML");
    expect(notFound.message).toContain("HTTP 404");
  });

  it("reports a refused connection", async () => {
    const closed = await startTestServer(() => undefined);
    const port = closed.port;
    await closed.close();
    const error = await failure(fetchPage(`http://127.0.0.1:${port}/`, { ...allow, fetchRobots: false }));
    expect(error.code).toBe("CONNECTION_FAILED");
    expect(error.message).toBe(ERR_CONNECTION_FAILED);
    expect(error.status).toBe(422);
  });
});

describe("decodeHtml", () => {
  it("uses the meta charset when the header has none", () => {
    const bytes = Buffer.from('<meta charset="iso-8859-1"><p>caf\xe9</p>', "latin1");
    expect(decodeHtml(bytes, "text/html")).toContain("café");
    expect(decodeHtml(Buffer.from("<p>café</p>"), undefined)).toContain("café");
    expect(decodeHtml(Buffer.from("héllo"), "text/html; charset=bogus")).toBe("héllo");
  });
});
