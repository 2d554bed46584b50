import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_LIMIT, measureImages, pageImageUrls, resourceSize } from "./image-sizes.ts";
import { createLimiter } from "./limited.ts";
import { startTestServer, type TestServer } from "../seo-audit-test-support.ts";

let site: TestServer;
let running = 0;
let most = 0;
const options = { allowHosts: ["127.0.0.1"] };

beforeAll(async () => {
  site = await startTestServer((req, res) => {
    running++;
    most = Math.max(most, running);
    res.on("close", () => running--);
    const path = req.url ?? "";
    if (path === "/head.jpg") {
      // Answers HEAD with the size, like most image servers and CDNs.
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": "300000" }).end();
    } else if (path === "/no-head.png") {
      if (req.method === "HEAD") res.writeHead(405).end();
      else if (req.headers.range === "bytes=0-0")
        res.writeHead(206, { "content-type": "image/png", "content-range": "bytes 0-0/123456" }).end("x");
      else res.writeHead(200).end("full body");
    } else if (path === "/chunked.webp") {
      // No length on HEAD, and the GET ignores the range and streams without a length.
      res.writeHead(200, { "content-type": "image/webp", "transfer-encoding": "chunked" });
      if (req.method === "HEAD") res.end();
      else res.end("data");
    } else if (path.startsWith("/slow")) {
      setTimeout(() => res.writeHead(200, { "content-length": "10" }).end(), 40);
    } else {
      res.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  await site.close();
});

describe("pageImageUrls", () => {
  it("takes each image once (src, else the first srcset URL), resolved, http(s) only", () => {
    const $ = cheerio.load(
      '<img src="/a.png"><img src="a.png"><img srcset="b.png 1x, c.png 2x"><img src="data:image/png;base64,AA"><img>',
    );
    expect(pageImageUrls($, new URL("https://example.com/dir/page"))).toEqual([
      "https://example.com/a.png",
      "https://example.com/dir/a.png",
      "https://example.com/dir/b.png",
    ]);
  });

  it("looks at the first 2,000 images of a page that lists them without end", () => {
    const $ = cheerio.load(Array.from({ length: 20_000 }, (_, i) => `<img src="/i/${i}.png">`).join(""));
    const urls = pageImageUrls($, new URL("https://example.com/"));
    expect(urls).toHaveLength(2_000);
    expect(urls.at(-1)).toBe("https://example.com/i/1999.png");
  });
});

describe("resourceSize", () => {
  it("reads Content-Length of a HEAD answer", async () => {
    expect(await resourceSize(`${site.origin}/head.jpg`, options, 2000)).toEqual({ bytes: 300000, status: 200 });
  });
  it("falls back to a GET of one byte and reads the full size from Content-Range", async () => {
    expect(await resourceSize(`${site.origin}/no-head.png`, options, 2000)).toEqual({ bytes: 123456, status: 206 });
  });
  it("says null when the server states no size, and gives the status of a missing image", async () => {
    expect(await resourceSize(`${site.origin}/chunked.webp`, options, 2000)).toEqual({ bytes: null, status: 200 });
    expect(await resourceSize(`${site.origin}/missing.png`, options, 2000)).toEqual({ bytes: null, status: 404 });
  });
  it("goes through the address guard", async () => {
    expect(await resourceSize(`${site.origin}/head.jpg`, { allowHosts: [] }, 2000)).toEqual({
      bytes: null,
      status: null,
    });
  });
});

describe("measureImages", () => {
  it("measures at most IMAGE_LIMIT images, 2 at a time", async () => {
    most = 0;
    const urls = Array.from({ length: IMAGE_LIMIT + 5 }, (_, i) => `${site.origin}/slow/${i}.png`);
    const images = await measureImages(urls, options, createLimiter(2), performance.now() + 10_000);
    expect(images.total).toBe(IMAGE_LIMIT + 5);
    expect(images.measured).toHaveLength(IMAGE_LIMIT);
    expect(images.measured.every((i) => i.bytes === 10)).toBe(true);
    expect(most).toBeLessThanOrEqual(2);
  });
  it("leaves the sizes unknown once the time budget is spent", async () => {
    const images = await measureImages([`${site.origin}/head.jpg`], options, createLimiter(2), performance.now());
    expect(images.measured).toEqual([{ url: `${site.origin}/head.jpg`, bytes: null, status: null }]);
  });
});
