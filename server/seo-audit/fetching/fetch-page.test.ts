import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ERR_ADDRESS_NOT_ALLOWED,
  ERR_PORT_NOT_ALLOWED,
  ERR_NOT_HTML,
  ERR_TIMEOUT,
  ERR_TOO_LARGE,
  ERR_TOO_MANY_REDIRECTS,
  ERR_UNSUPPORTED_SCHEME,
  ERR_CONNECTION_FAILED,
  AuditError,
} from "../errors.ts";
import {
  decodeHtml,
  fetchPage,
  fetchResourceHeaders,
  fetchRobotsTxt,
  fetchSitemap,
  fetchSitemapFile,
  onSite,
  parseAuditUrl,
} from "./fetch-page.ts";
import {
  answerRedirectChain,
  BAD_HTML,
  GOOD_HTML,
  startTestServer,
  streamHugeBody,
  type TestServer,
} from "../test-fixtures.ts";

const MB = 1024 * 1024;
/** 64 MB once unpacked; made once, before any test measures the event loop. */
const SITEMAP_BOMB = zlib.gzipSync(Buffer.concat([Buffer.from("<urlset>"), Buffer.alloc(64 * MB, 0x20)]));
let server: TestServer;
const huge = { written: 0, closedEarly: false };

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const path = req.url ?? "/";
    if (answerRedirectChain(path, res)) return;
    switch (path) {
      case "/sitemap.xml.gz": {
        res.writeHead(200, { "content-type": "application/gzip" });
        res.end(zlib.gzipSync("<urlset><url><loc>https://a.example/</loc></url></urlset>"));
        return;
      }
      case "/good": {
        const gz = zlib.gzipSync(GOOD_HTML);
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-encoding": "gzip",
          "x-content-type-options": "nosniff",
        });
        res.end(gz);
        return;
      }
      case "/bad":
        res.writeHead(200, { "content-type": "text/html" }).end(BAD_HTML);
        return;
      case "/brotli":
        res
          .writeHead(200, { "content-type": "text/html", "content-encoding": "br" })
          .end(zlib.brotliCompressSync(GOOD_HTML));
        return;
      case "/latin1":
        res
          .writeHead(200, { "content-type": "text/html; charset=iso-8859-1" })
          .end(Buffer.from("<html><title>Caf\xe9</title></html>", "latin1"));
        return;
      case "/no-type":
        res.writeHead(200).end("<!doctype html><html><title>x</title></html>");
        return;
      case "/not-found-page":
        res.writeHead(404, { "content-type": "text/html" }).end("<html><title>Not found</title></html>");
        return;
      case "/json":
        res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}');
        return;
      case "/to-loopback":
        res.writeHead(301, { location: `http://127.0.0.1:${server.port}/good` }).end();
        return;
      case "/to-metadata":
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
        return;
      case "/to-ssh":
        res.writeHead(302, { location: "http://public.example:22/" }).end();
        return;
      case "/to-other-host":
        res.writeHead(302, { location: `http://127.0.0.1:${server.port}/sitemap.xml.gz` }).end();
        return;
      case "/to-ftp":
        res.writeHead(302, { location: "ftp://example.com/file" }).end();
        return;
      case "/slow":
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(200, { "content-type": "text/html" }).end(GOOD_HTML);
        }, 3000);
        return;
      case "/slow-body":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head>");
        return; // never ends
      case "/huge-declared":
        res.writeHead(200, { "content-type": "text/html", "content-length": String(6 * MB) });
        res.write("<html>");
        return;
      case "/sitemap-bomb.xml.gz":
        res
          .writeHead(200, { "content-type": "application/gzip" })
          .end(SITEMAP_BOMB);
        return;
      case "/zip-bomb":
        res
          .writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" })
          .end(zlib.gzipSync(Buffer.alloc(20 * MB, 0x20)));
        return;
      case "/huge":
        streamHugeBody(res, huge);
        return;
      case "/robots.txt":
        res
          .writeHead(200, { "content-type": "text/plain" })
          .end("User-agent: *\nDisallow: /bad\nSitemap: http://localhost/sitemap.xml\n");
        return;
      default:
        res.writeHead(404, { "content-type": "text/plain" }).end("nope");
    }
  });
});

afterAll(async () => {
  await server.close();
});

const allow = { allowHosts: ["127.0.0.1", "localhost"] };

async function failure(promise: Promise<unknown>): Promise<AuditError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuditError);
    return error as AuditError;
  }
  throw new Error("expected the fetch to fail");
}

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

  it("refuses a redirect to 127.0.0.1 when only localhost is allowed", async () => {
    const opts = { allowHosts: ["localhost"], fetchRobots: false };
    expect((await fetchPage(`${server.localhostOrigin}/good`, opts)).status).toBe(200);
    const error = await failure(fetchPage(`${server.localhostOrigin}/to-loopback`, opts));
    expect(error.code).toBe("ADDRESS_NOT_ALLOWED");
    expect(error.message).toBe(ERR_ADDRESS_NOT_ALLOWED);
    expect(error.status).toBe(422);
  });

  it("refuses redirects to the metadata address and to ftp", async () => {
    const opts = { allowHosts: ["localhost"], fetchRobots: false };
    expect((await failure(fetchPage(`${server.localhostOrigin}/to-metadata`, opts))).code).toBe("ADDRESS_NOT_ALLOWED");
    expect((await failure(fetchPage(`${server.localhostOrigin}/to-ftp`, opts))).code).toBe("UNSUPPORTED_SCHEME");
  });

  it("refuses loopback when nothing is allow-listed, in any spelling", async () => {
    for (const host of ["127.0.0.1", "localhost", "2130706433", "0x7f.1", "127.1", "[::1]", "[::ffff:127.0.0.1]"]) {
      const error = await failure(
        fetchPage(`http://${host}:${server.port}/good`, { allowHosts: [], fetchRobots: false }),
      );
      expect(error.code, host).toBe("ADDRESS_NOT_ALLOWED");
    }
  });

  it("pins the connection to the checked addresses: DNS is asked once (no rebinding)", async () => {
    let calls = 0;
    // First answer: our test server. Any later answer would point elsewhere (TEST-NET-1).
    const rebinding = async () => {
      calls++;
      return [{ address: calls === 1 ? "127.0.0.1" : "192.0.2.1", family: 4 as const }];
    };
    const page = await fetchPage(`http://rebind.test:${server.port}/good`, {
      allowHosts: ["rebind.test"],
      resolve: rebinding,
      fetchRobots: false,
    });
    expect(page.status).toBe(200);
    expect(calls).toBe(1);
  });

  it("refuses a name when any one of its addresses is private, answering as for a name that does not exist", async () => {
    const mixed = async () => [
      { address: "93.184.215.14", family: 4 as const },
      { address: "10.0.0.1", family: 4 as const },
    ];
    const error = await failure(
      fetchPage("http://mixed.example/", { allowHosts: [], resolve: mixed, fetchRobots: false }),
    );
    expect(error).toMatchObject({ code: "CONNECTION_FAILED", message: ERR_CONNECTION_FAILED, status: 422 });
    expect(error.detail).toContain("10.0.0.1");
    const metadata = async () => [{ address: "169.254.169.254", family: 4 as const }];
    expect(
      (await failure(fetchPage("http://meta.example/", { allowHosts: [], resolve: metadata, fetchRobots: false })))
        .message,
    ).toBe(ERR_CONNECTION_FAILED);
  });

  it("reports an unknown host with the one network-failure answer", async () => {
    const error = await failure(fetchPage("http://does-not-exist.invalid/", { allowHosts: [], fetchRobots: false }));
    expect(error).toMatchObject({ code: "CONNECTION_FAILED", message: ERR_CONNECTION_FAILED, status: 422 });
    expect(error.detail).toContain("not-found");
  });

  it("refuses a body over 5 MB without reading it all", async () => {
    const error = await failure(fetchPage(`${server.origin}/huge`, { ...allow, fetchRobots: false }));
    expect(error.code).toBe("TOO_LARGE");
    expect(error.message).toBe(ERR_TOO_LARGE);
    await new Promise((r) => setTimeout(r, 100));
    expect(huge.closedEarly).toBe(true);
    expect(huge.written).toBeLessThan(20 * MB);
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

  it("times out a slow server (injectable timeout)", async () => {
    const started = performance.now();
    const error = await failure(fetchPage(`${server.origin}/slow`, { ...allow, timeoutMs: 300, fetchRobots: false }));
    expect(error.code).toBe("TIMEOUT");
    expect(error.message).toBe(ERR_TIMEOUT);
    expect(error.status).toBe(504);
    expect(performance.now() - started).toBeLessThan(2000);
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

describe("decodeHtml", () => {
  it("uses the meta charset when the header has none", () => {
    const bytes = Buffer.from('<meta charset="iso-8859-1"><p>caf\xe9</p>', "latin1");
    expect(decodeHtml(bytes, "text/html")).toContain("café");
    expect(decodeHtml(Buffer.from("<p>café</p>"), undefined)).toContain("café");
    expect(decodeHtml(Buffer.from("héllo"), "text/html; charset=bogus")).toBe("héllo");
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

describe("ports: only the web's own, 80 and 443", () => {
  const noDns = async (): Promise<never> => {
    throw new Error("DNS must not be asked");
  };

  it("refuses any other port with a clear message, before asking DNS", async () => {
    for (const url of ["http://public.example:8080/", "https://public.example:22/", "http://public.example:0/"]) {
      const error = await failure(fetchPage(url, { allowHosts: [], resolve: noDns, fetchRobots: false }));
      expect(error.code, url).toBe("PORT_NOT_ALLOWED");
      expect(error.status).toBe(422);
      expect(error.message).toBe(`This address uses port ${new URL(url).port}. ${ERR_PORT_NOT_ALLOWED}`);
    }
  });

  it("accepts 80 and 443 written out, with either scheme", async () => {
    const unknown = async (): Promise<never> => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    for (const url of ["http://public.example:80/", "https://public.example:443/", "http://public.example:443/"]) {
      const error = await failure(fetchPage(url, { allowHosts: [], resolve: unknown, fetchRobots: false }));
      expect(error.code, url).toBe("CONNECTION_FAILED");
    }
  });

  it("checks the port again on every redirect; allow-listed hosts keep any port", async () => {
    const opts = { allowHosts: ["localhost"], fetchRobots: false };
    expect((await fetchPage(`${server.localhostOrigin}/good`, opts)).status).toBe(200);
    expect((await failure(fetchPage(`${server.localhostOrigin}/to-ssh`, opts))).code).toBe("PORT_NOT_ALLOWED");
    const shape = { method: "HEAD" as const, timeoutMs: 3000, accept: "*/*" };
    await expect(fetchResourceHeaders(`${server.localhostOrigin}/to-ssh`, opts, shape)).rejects.toMatchObject({
      code: "PORT_NOT_ALLOWED",
    });
  });
});

describe("network failures share one answer", () => {
  const opts = { allowHosts: ["127.0.0.1", "localhost"], fetchRobots: false, timeoutMs: 500 };

  /** A TCP server doing `onSocket` with each connection. */
  async function tcpServer(onSocket: (socket: net.Socket) => void): Promise<{ port: number; close: () => void }> {
    const sockets = new Set<net.Socket>();
    const srv = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => undefined);
      onSocket(socket);
    });
    await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
    return {
      port: (srv.address() as net.AddressInfo).port,
      close: () => {
        for (const s of sockets) s.destroy();
        srv.close();
      },
    };
  }

  it("refused, reset, TLS failure, no TLS answer, DNS failure and DNS silence read alike", async () => {
    const closed = await tcpServer(() => undefined);
    closed.close();
    const reset = await tcpServer((socket) => socket.resetAndDestroy());
    const silent = await tcpServer(() => undefined); // accepts, never speaks: the TLS handshake hangs
    const hangingDns = () => new Promise<never>(() => undefined);
    const unknown = async (): Promise<never> => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    const cases: [string, () => Promise<unknown>][] = [
      ["refused", () => fetchPage(`http://127.0.0.1:${closed.port}/`, opts)],
      ["reset", () => fetchPage(`http://127.0.0.1:${reset.port}/`, opts)],
      ["TLS to a plain HTTP server", () => fetchPage(`https://127.0.0.1:${server.port}/good`, opts)],
      ["TLS handshake never answered", () => fetchPage(`https://127.0.0.1:${silent.port}/`, opts)],
      ["DNS failure", () => fetchPage("http://nowhere.example/", { ...opts, allowHosts: [], resolve: unknown })],
      ["DNS silence", () => fetchPage("http://slow-dns.example/", { ...opts, allowHosts: [], resolve: hangingDns })],
    ];
    try {
      for (const [label, attempt] of cases) {
        const error = await failure(attempt());
        expect({ label, code: error.code, message: error.message, status: error.status }).toEqual({
          label,
          code: "CONNECTION_FAILED",
          message: ERR_CONNECTION_FAILED,
          status: 422,
        });
        expect(error.detail, label).toBeTruthy();
      }
    } finally {
      reset.close();
      silent.close();
    }
  });

  it("a server that connects but is slow to answer still gets the time-limit message", async () => {
    expect((await failure(fetchPage(`${server.origin}/slow`, { ...opts, timeoutMs: 300 }))).message).toBe(ERR_TIMEOUT);
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
