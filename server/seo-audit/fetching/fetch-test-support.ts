import zlib from "node:zlib";
import { afterAll, beforeAll, expect } from "vitest";
import { AuditError } from "../errors.ts";
import {
  answerRedirectChain,
  answerSlowly,
  BAD_HTML,
  GOOD_HTML,
  type Handler,
  startTestServer,
  streamHugeBody,
  type TestServer,
} from "../seo-audit-test-support.ts";

// The site the fetcher's tests fetch from, on 127.0.0.1: a page for each way an answer can be
// good, odd, hostile or slow.

export const MB = 1024 * 1024;

/** Allows the test site under both of its names. */
export const allow = { allowHosts: ["127.0.0.1", "localhost"] };

export interface FetchTestSite extends TestServer {
  /** What /huge sent, and whether the client hung up before the end. */
  huge: { written: number; closedEarly: boolean };
}

/** Starts the test site; `extra` answers more paths (checked first). */
async function startFetchTestSite(extra: Record<string, Handler> = {}): Promise<FetchTestSite> {
  const huge = { written: 0, closedEarly: false };
  let port = 0;
  const server = await startTestServer((req, res) => {
    const path = req.url ?? "/";
    const own = extra[path];
    if (own) return own(req, res);
    if (answerRedirectChain(path, res)) return;
    switch (path) {
      case "/sitemap.xml.gz":
        res.writeHead(200, { "content-type": "application/gzip" });
        res.end(zlib.gzipSync("<urlset><url><loc>https://a.example/</loc></url></urlset>"));
        return;
      case "/good":
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-encoding": "gzip",
          "x-content-type-options": "nosniff",
        });
        res.end(zlib.gzipSync(GOOD_HTML));
        return;
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
        res.writeHead(301, { location: `http://127.0.0.1:${port}/good` }).end();
        return;
      case "/to-metadata":
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
        return;
      case "/to-ssh":
        res.writeHead(302, { location: "http://public.example:22/" }).end();
        return;
      case "/to-other-host":
        res.writeHead(302, { location: `http://127.0.0.1:${port}/sitemap.xml.gz` }).end();
        return;
      case "/to-ftp":
        res.writeHead(302, { location: "ftp://example.com/file" }).end();
        return;
      case "/slow":
        answerSlowly(res);
        return;
      case "/slow-body":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head>");
        return; // never ends
      case "/huge-declared":
        res.writeHead(200, { "content-type": "text/html", "content-length": String(6 * MB) });
        res.write("<html>");
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
  port = server.port;
  return { ...server, huge };
}

/**
 * The test site of this file's tests: started before them, closed after. Its fields are there
 * from the first test on.
 */
export function useFetchTestSite(extra: Record<string, Handler> = {}): FetchTestSite {
  const site = {} as FetchTestSite;
  beforeAll(async () => {
    Object.assign(site, await startFetchTestSite(extra));
  });
  afterAll(async () => {
    await site.close();
  });
  return site;
}

/** The AuditError a fetch fails with; fails the test when it does not fail. */
export async function failure(promise: Promise<unknown>): Promise<AuditError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuditError);
    return error as AuditError;
  }
  throw new Error("expected the fetch to fail");
}
