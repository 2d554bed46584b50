import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import type { FastifyInstance } from "fastify";
import {
  CONTENT_API_PATH,
  CONTENT_IMAGES_API_PATH,
  type ContentItem,
  IMAGE_UPLOAD_MAX_BYTES,
  MSG_IMAGE_TOO_LARGE,
  MSG_NOT_AN_IMAGE,
  type UploadedImage,
} from "#contracts/content/content-admin.ts";
import type { Article } from "#contracts/content/schema.ts";
import {
  ADMIN,
  ORIGIN,
  signedInAdminSuite,
  signedInCookie,
} from "#server/test-support/admin-app.ts";
import { createAdmin } from "#server/auth/admin-users.ts";
import { writeFixtureSite } from "#server/test-support/fixture-site.ts";
import { createTestApp } from "#server/test-support/test-app.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";

// Image uploads with real pictures made by sharp: covers cropped to their two sizes, body
// images never enlarged, each as WebP and AVIF, upright and without metadata, served
// immutable from the database; garbage, text named .png and oversized bodies refused.

/** A width × height picture as `format`, with a gradient so the encoders have something to keep. */
async function picture(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif", extra = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = 200;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return image[format](extra).toBuffer();
}

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`content images on ${name}`, () => {
    let app: FastifyInstance;
    let cookie: string;

    signedInAdminSuite(target, { now: "2026-11-26T10:00:00.000Z", as: "staff" }, (ready, staff) => {
      [app, cookie] = [ready.app, staff];
    });

    const upload = (use: string, payload: Buffer | string, contentType = "image/jpeg", headers = {}) =>
      app.inject({
        method: "POST",
        url: `${CONTENT_IMAGES_API_PATH}?use=${use}`,
        headers: { cookie, origin: ORIGIN, "content-type": contentType, ...headers },
        payload,
      });
    const get = (src: string) => app.inject({ method: "GET", url: src });

    it("crops a cover to 1200×750 and 800×500, as WebP and AVIF, served immutable", async () => {
      const response = await upload("cover", await picture(2000, 2000, "jpeg"));
      expect(response.statusCode).toBe(201);
      const image = response.json<UploadedImage>();
      expect(image).toMatchObject({ width: 1200, height: 750 });
      expect(image.src).toMatch(/^\/images\/uploads\/[a-f0-9]{32}-1200\.webp$/);
      expect(image.markdown).toBe(`![](${image.src})`);
      for (const [suffix, type, width, height] of [
        ["1200.webp", "image/webp", 1200, 750],
        ["800.webp", "image/webp", 800, 500],
        ["1200.avif", "image/avif", 1200, 750],
        ["800.avif", "image/avif", 800, 500],
      ] as const) {
        const served = await get(image.src.replace("1200.webp", suffix));
        expect(served.statusCode, suffix).toBe(200);
        expect(served.headers["content-type"]).toBe(type);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, height]);
      }
    });

    it("keeps a body image's aspect at 800 and 1600 wide, never enlarging a small one", async () => {
      const large = (await upload("body", await picture(2400, 1200, "png"), "image/png")).json<UploadedImage>();
      expect(large).toMatchObject({ width: 1600, height: 800 });
      expect((await get(large.src.replace("-1600.webp", "-800.avif"))).statusCode).toBe(200);

      const small = (await upload("body", await picture(640, 480, "webp"), "image/webp")).json<UploadedImage>();
      expect(small).toMatchObject({ width: 640, height: 480 });
      expect(small.src).toMatch(/-640\.webp$/);
      expect((await get(small.src.replace("-640.webp", "-800.webp"))).statusCode).toBe(404);

      const gif = await upload("body", await picture(300, 200, "gif"), "image/gif");
      expect(gif.json()).toMatchObject({ width: 300, height: 200 });
    });

    it("turns a photo upright by its EXIF orientation and drops its metadata", async () => {
      // 600×400 pixels stored with orientation 6: shown turned a quarter, 400 wide and 600 high.
      const photo = await sharp(await picture(600, 400, "jpeg"))
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Someone", Artist: "A camera" } } })
        .jpeg()
        .toBuffer();
      const image = (await upload("body", photo)).json<UploadedImage>();
      expect(image).toMatchObject({ width: 400, height: 600 });
      const meta = await sharp((await get(image.src)).rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    });

    it("gives the same upload the same name, and renders it in a body as a <picture>", async () => {
      const bytes = await picture(1000, 500, "jpeg");
      const first = (await upload("body", bytes)).json<UploadedImage>();
      const again = (await upload("body", bytes)).json<UploadedImage>();
      expect(again).toEqual(first);
      expect(first).toMatchObject({ width: 1000, height: 500 });

      const created = await app.inject({
        method: "POST",
        url: `${CONTENT_API_PATH}/article`,
        headers: { cookie, origin: ORIGIN },
        payload: {
          title: "An article with a chart",
          slug: "article-with-chart",
          excerpt: "A chart in the body.",
          category: "SEO",
          author: "Meera Kapoor",
          authorRole: "Head of Performance Marketing",
          date: "2026-11-26",
          image: { src: first.src, alt: "A gradient used as the cover of this article" },
          body: `Look:\n\n![Monthly leads, up 40 %](${first.src})`,
        },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<ContentItem>();
      const article = (await app.content.previewBySlug("article", "article-with-chart")) as Article;
      expect(article.id).toBe(id);
      const hash = first.src.slice("/images/uploads/".length, -"-1000.webp".length);
      expect(article.content).toContain(
        `srcset="/images/uploads/${hash}-800.avif 800w, /images/uploads/${hash}-1000.avif 1000w"`,
      );
      expect(article.content).toContain('width="1000" height="500"');
    });

    it("takes uploads sent at once one after the other, each answered with its own image", async () => {
      const pictures = await Promise.all([
        picture(300, 200, "png"),
        picture(500, 300, "jpeg"),
        picture(900, 300, "webp"),
      ]);
      const answers = await Promise.all(pictures.map((bytes) => upload("body", bytes, "image/png")));
      expect(answers.map((answer) => answer.json<UploadedImage>().width)).toEqual([300, 500, 900]);
    });

    it("refuses garbage, a text file named .png, a truncated picture, an SVG and an empty body (400)", async () => {
      const jpeg = await picture(400, 300, "jpeg");
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      for (const [label, payload, type] of [
        ["garbage", Buffer.from([0xde, 0xad, 0xbe, 0xef, 1, 2, 3]), "image/jpeg"],
        ["text named .png", "This is not a picture, only text.", "image/png"],
        ["text as text", "plain text", "text/plain"],
        ["JSON", '{"a":1}', "application/json"],
        ["truncated", jpeg.subarray(0, Math.floor(jpeg.length / 3)), "image/jpeg"],
        ["svg", svg, "image/svg+xml"],
        ["empty", "", "image/png"],
      ] as const) {
        const response = await upload("body", payload as Buffer | string, type);
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({ error: MSG_NOT_AN_IMAGE });
      }
    });

    it("refuses more than 10 MB with 413, and an unknown use with 400", async () => {
      const big = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 1);
      const response = await upload("body", big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: MSG_IMAGE_TOO_LARGE });
      const use = await upload("banner", await picture(100, 100, "png"), "image/png");
      expect(use.statusCode).toBe(400);
      expect(use.json()).toMatchObject({ error: "use is cover or body." });
    });

    it("answers 404 for unknown and malformed image names", async () => {
      for (const src of [
        `/images/uploads/${"0".repeat(32)}-800.webp`,
        "/images/uploads/..%2F..%2Fetc%2Fpasswd",
        "/images/uploads/x.webp",
      ]) {
        const response = await get(src);
        expect(response.statusCode, src).toBe(404);
      }
    });
  });
}

describe("uploaded images beside the built site", () => {
  it("are served from the database, not the static files; an unknown one is a 404, not the site's page", async () => {
    const clientDir = writeFixtureSite();
    fs.mkdirSync(path.join(clientDir, "images/uploads"), { recursive: true });
    const testApp = await createTestApp({ dialect: "sqlite", filename: ":memory:" }, { clientDir });
    try {
      const { app, database } = testApp;
      await createAdmin(database.db, ADMIN.username, ADMIN.password, new Date());
      const cookie = await signedInCookie(app);
      const uploaded = await app.inject({
        method: "POST",
        url: `${CONTENT_IMAGES_API_PATH}?use=body`,
        headers: { cookie, origin: ORIGIN, "content-type": "image/png" },
        payload: await picture(200, 100, "png"),
      });
      const { src } = uploaded.json<UploadedImage>();
      const served = await app.inject({ method: "GET", url: src });
      expect(served.statusCode).toBe(200);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const unknown = await app.inject({
        method: "GET",
        url: src.replace(/^\/images\/uploads\/./, "/images/uploads/f"),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers["content-type"]).toMatch(/^application\/json/);
      // The built site's own files are still served.
      expect((await app.inject({ method: "GET", url: "/favicon.ico" })).statusCode).toBe(200);
    } finally {
      await testApp.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
