import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  builtImageReader,
  FIRST_ROUND_TRIP_BODY_BYTES,
  INLINE_PICTURE_MAX_BYTES,
  inlineLeadPicture,
} from "./lead-picture.ts";
import { incompressibleParagraph } from "./test-support/incompressible-text.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

/** A long article's text: it does not compress into the first round trip. */
const longText = incompressibleParagraph(FIRST_ROUND_TRIP_BODY_BYTES * 1.1);

/** A long page whose lead picture has `avifSrcSet`. */
function picture(avifSrcSet: string, priority = ' fetchPriority="high"'): string {
  return (
    `${longText}<picture class="contents"><source type="image/avif" srcSet="${avifSrcSet}" sizes="100vw"/>` +
    `<img src="/images/blog/1.webp" srcSet="/images/blog/1-800.webp 800w, /images/blog/1.webp 1200w"` +
    ` sizes="100vw" width="1200" height="750" alt="Cover" loading="eager"${priority}/></picture>`
  );
}

const coverSrcSet = "/images/blog/1-800.avif 800w, /images/blog/1.avif 1200w";
const bytes = Buffer.from("avif bytes");
const readOnly = (files: Record<string, Buffer>) => (href: string) => files[href];

describe("inlineLeadPicture", () => {
  it("writes the lead picture's smallest AVIF into its srcset and keeps the larger one a link", () => {
    const html = inlineLeadPicture(`<h1>T</h1>${picture(coverSrcSet)}`, readOnly({ "/images/blog/1-800.avif": bytes }));
    expect(html).toContain(
      `srcSet="data:image/avif;base64,${bytes.toString("base64")} 800w, /images/blog/1.avif 1200w"`,
    );
    // The WebP fallback and everything else are untouched.
    expect(html).toContain('srcSet="/images/blog/1-800.webp 800w, /images/blog/1.webp 1200w"');
    expect(html.startsWith(`<h1>T</h1>${longText}<picture`)).toBe(true);
  });

  it("picks the smallest candidate whatever the order", () => {
    const html = inlineLeadPicture(
      picture("/images/blog/1.avif 1200w, /images/blog/1-800.avif 800w"),
      readOnly({ "/images/blog/1-800.avif": bytes }),
    );
    expect(html).toContain(`/images/blog/1.avif 1200w, data:image/avif;base64,${bytes.toString("base64")} 800w"`);
  });

  it("leaves the picture a link on a page that fits the first round trip", () => {
    const short = picture(coverSrcSet).replace(longText, "<p>A short case study.</p>");
    expect(inlineLeadPicture(short, readOnly({ "/images/blog/1-800.avif": bytes }))).toBe(short);
  });

  it("leaves a picture over the size cap, a missing file and a lazy picture as links", () => {
    const large = Buffer.alloc(INLINE_PICTURE_MAX_BYTES + 1);
    const cases = [
      [picture(coverSrcSet), readOnly({ "/images/blog/1-800.avif": large })],
      [picture(coverSrcSet), readOnly({})],
      [picture(coverSrcSet, ' loading="lazy"'), readOnly({ "/images/blog/1-800.avif": bytes })],
    ] as const;
    for (const [page, read] of cases) expect(inlineLeadPicture(page, read)).toBe(page);
  });

  it("only reads a built illustration's path, and only the lead picture's own source", () => {
    const asked: string[] = [];
    const read = (href: string) => (asked.push(href), bytes);
    const upload = picture("/images/uploads/abc-800.avif 800w, /images/uploads/abc-1200.avif 1200w");
    expect(inlineLeadPicture(upload, read)).toContain("data:image/avif");
    const outside = picture("/images/../secret.avif 800w, /images/blog/1.avif 1200w");
    expect(inlineLeadPicture(outside, read)).toBe(outside);
    // The AVIF source of an earlier, lazy picture is not the lead picture's.
    const earlier = `${picture(coverSrcSet, "")}<picture><img src="/x.webp" fetchPriority="high"/></picture>`;
    expect(inlineLeadPicture(earlier, read)).toBe(earlier);
    expect(asked).toEqual(["/images/uploads/abc-800.avif"]);
  });
});

describe("builtImageReader", () => {
  const read = builtImageReader(publicDir);

  it("reads an illustration of the build and answers undefined for one that is not there", () => {
    expect(read("/images/blog/1-800.avif")?.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    expect(read("/images/blog/no-such-picture.avif")).toBeUndefined();
  });

  it("reads nothing outside the illustrations", () => {
    expect(read("/images/../../package.json")).toBeUndefined();
    expect(fs.existsSync(path.join(publicDir, "favicon.svg"))).toBe(true);
    expect(read("/favicon.svg")).toBeUndefined();
  });

  it("keeps every illustration's phone-sized AVIF under the cap, so every cover is written in", () => {
    const folders = ["blog", "case-studies", "careers"];
    for (const folder of folders)
      for (const name of fs.readdirSync(path.join(publicDir, "images", folder)).filter((n) => n.endsWith("-800.avif")))
        expect(read(`/images/${folder}/${name}`)?.length, name).toBeLessThanOrEqual(INLINE_PICTURE_MAX_BYTES);
  });
});
