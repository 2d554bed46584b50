import type http from "node:http";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MSG_URL_REQUIRED, MSG_URL_SCHEME } from "#contracts/seo-audit/audit.ts";
import type { LinkPreview } from "#contracts/seo-audit/link-preview.ts";
import { AnalysisPool } from "../analysis/analysis-pool.ts";
import { ERR_ADDRESS_NOT_ALLOWED, ERR_TIMEOUT } from "../errors.ts";
import { ERR_PREVIEW_TOO_LARGE } from "./preview.ts";
import {
  closeRouteFixture,
  postRaw,
  startRouteFixture,
  streamHugeBody,
  type TestServer,
} from "../seo-audit-test-support.ts";
import { previewTags } from "./preview-tags.ts";
import { linkPreviewRoutes } from "./routes.ts";

// The event loop's copy of the tag reader, watched: the tags must be read in a worker, which
// loads its own copy.
vi.mock(import("./preview-tags.ts"), async (original) => {
  const actual = await original();
  return { ...actual, previewTags: vi.fn(actual.previewTags) };
});

// A local site with the pages a link preview meets: full tags, no image, a broken image,
// a huge page and a page that drips its bytes.

let site: TestServer;
let app: FastifyInstance;
let png: Buffer;
const huge = { written: 0, closedEarly: false };

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>Body</p></body></html>`;

const answer = (req: http.IncomingMessage, res: http.ServerResponse): void => {
  const html = (body: string) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  switch (req.url) {
    case "/full":
      html(
        page(`<title>Diwali sale</title><meta name="description" content="All shoes 30% off.">
            <meta property="og:title" content="Diwali sale at Rao Shoes"><meta property="og:description" content="30% off.">
            <meta property="og:image" content="/share.png"><meta property="og:site_name" content="Rao Shoes">
            <meta name="twitter:card" content="summary_large_image"><meta property="og:title" content="second, ignored">`),
      );
      return;
    case "/no-image":
      html(page(`<title>Plain page</title>`));
      return;
    case "/broken-image":
      html(page(`<meta property="og:image" content="/missing.png">`));
      return;
    case "/share.png": {
      const range = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? "");
      const end = Math.min(Number(range?.[2] ?? png.length - 1), png.length - 1);
      res
        .writeHead(range ? 206 : 200, {
          "content-type": "image/png",
          ...(range ? { "content-range": `bytes 0-${end}/${png.length}` } : {}),
        })
        .end(png.subarray(0, end + 1));
      return;
    }
    case "/huge":
      streamHugeBody(res, huge);
      return;
    case "/drip": {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write("<!-- . -->")), 100);
      res.on("close", () => clearInterval(timer));
      return;
    }
    default:
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
};

beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  ({ site, app } = await startRouteFixture(answer, (app) => {
    const pool = new AnalysisPool({ size: 1, budget: { cpuMs: 5_000, wallMs: 6_000 } });
    app.addHook("onClose", () => pool.close());
    return app.register(linkPreviewRoutes, {
      options: { allowHosts: ["localhost"], timeoutMs: 1500 },
      analyse: (kind, input, budget) => pool.run(kind, input, budget),
    });
  }));
});

afterAll(() => closeRouteFixture({ site, app }));

const check = (payload: unknown) =>
  app.inject({ method: "POST", url: "/api/link-preview", payload: payload as object });

describe("POST /api/link-preview", () => {
  it("reads Open Graph and Twitter tags (the first of each) and measures the image from its first bytes", async () => {
    const res = await check({ url: `${site.localhostOrigin}/full` });
    expect(res.statusCode).toBe(200);
    const body = res.json<LinkPreview>();
    expect(body.title).toBe("Diwali sale");
    expect(body.description).toBe("All shoes 30% off.");
    expect(body.og).toMatchObject({
      title: "Diwali sale at Rao Shoes",
      description: "30% off.",
      site_name: "Rao Shoes",
    });
    expect(body.twitter).toEqual({ card: "summary_large_image" });
    expect(body.image).toEqual({
      url: `${site.localhostOrigin}/share.png`,
      width: 1200,
      height: 630,
      bytes: png.length,
      format: "png",
      problem: null,
    });
    expect(previewTags, "the tags are read in an analysis worker, not on the event loop").not.toHaveBeenCalled();
  });

  it("says when there is no image, or the image is missing", async () => {
    const none = (await check({ url: `${site.localhostOrigin}/no-image` })).json<LinkPreview>();
    expect(none.image).toBeNull();
    expect(none.og).toEqual({});
    const broken = (await check({ url: `${site.localhostOrigin}/broken-image` })).json<LinkPreview>();
    expect(broken.image).toMatchObject({ width: null, problem: expect.stringContaining("HTTP 404") });
  });

  it("refuses a huge page after 1 MB, and a slow drip at the deadline, with 4xx and a reason", async () => {
    const big = await check({ url: `${site.localhostOrigin}/huge` });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({ error: ERR_PREVIEW_TOO_LARGE });
    await expect.poll(() => huge.closedEarly).toBe(true);
    expect(huge.written).toBeLessThan(20 * 1024 * 1024);
    const began = performance.now();
    const drip = await check({ url: `${site.localhostOrigin}/drip` });
    expect(performance.now() - began).toBeLessThan(4_000);
    expect(drip.statusCode).toBe(422);
    expect(drip.json<{ error: string }>().error).toBe(ERR_TIMEOUT);
  });

  it("refuses private addresses and bad input with 4xx, never 5xx", async () => {
    const local = await check({ url: `http://127.0.0.1:${site.port}/full` });
    expect(local.statusCode).toBe(422);
    expect(local.json()).toEqual({ error: ERR_ADDRESS_NOT_ALLOWED });
    expect((await check({})).json()).toMatchObject({ error: MSG_URL_REQUIRED });
    const ftp = await check({ url: "ftp://example.com/" });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json()).toMatchObject({ error: MSG_URL_SCHEME });
    const junk = await postRaw(app, "/api/link-preview", "{");
    expect(junk.statusCode).toBe(400);
  });
});
