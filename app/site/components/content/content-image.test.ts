import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentImageAvifSrcSet, contentImageSrcSet, ILLUSTRATION_FOLDERS } from "./content-image.tsx";

describe("contentImageSrcSet", () => {
  it("pairs a built illustration with its 800 px sibling", () => {
    expect(contentImageSrcSet("/images/blog/2.webp")).toBe("/images/blog/2-800.webp 800w, /images/blog/2.webp 1200w");
  });

  it("pairs an uploaded cover with the 800 px variant the upload made", () => {
    expect(contentImageSrcSet("/images/uploads/3fa9c2-1200.webp")).toBe(
      "/images/uploads/3fa9c2-800.webp 800w, /images/uploads/3fa9c2-1200.webp 1200w",
    );
  });

  it("offers a picture with no sibling as it is", () => {
    expect(contentImageSrcSet("/images/team/photo.png")).toBe("/images/team/photo.png 1200w");
    // A WebP outside the illustrations' folders has no 800 px file made for it.
    expect(contentImageSrcSet("/images/tools/demo-thumbnail.webp")).toBe("/images/tools/demo-thumbnail.webp 1200w");
  });

  it("offers a picture set to the 800 px file itself as that file, not a sibling of it", () => {
    expect(contentImageSrcSet("/images/blog/2-800.webp")).toBe("/images/blog/2-800.webp 800w");
    expect(contentImageAvifSrcSet("/images/blog/2-800.webp")).toBe("/images/blog/2-800.avif 800w");
  });
});

describe("contentImageAvifSrcSet", () => {
  it("offers the AVIF of both sizes of an illustration and of an uploaded cover", () => {
    expect(contentImageAvifSrcSet("/images/blog/2.webp")).toBe(
      "/images/blog/2-800.avif 800w, /images/blog/2.avif 1200w",
    );
    expect(contentImageAvifSrcSet("/images/uploads/3fa9c2-1200.webp")).toBe(
      "/images/uploads/3fa9c2-800.avif 800w, /images/uploads/3fa9c2-1200.avif 1200w",
    );
  });

  it("offers none for a picture that is not one of our WebP images", () => {
    expect(contentImageAvifSrcSet("/images/team/photo.png")).toBeUndefined();
    expect(contentImageAvifSrcSet("/images/team/photo.avif")).toBeUndefined();
    // A WebP of ours with no AVIF beside it (the video tools' demo thumbnail).
    expect(contentImageAvifSrcSet("/images/tools/demo-thumbnail.webp")).toBeUndefined();
    expect(contentImageAvifSrcSet("/images/uploads/3fa9c2-640.webp")).toBeUndefined();
  });

  // The pages name the AVIF by convention: a missing file would show a broken picture.
  it("names files that exist: every illustration's WebP has its AVIF, and the AVIF is smaller", () => {
    const publicDir = path.resolve(import.meta.dirname, "../../../../public");
    const illustrations = ILLUSTRATION_FOLDERS.flatMap((dir) =>
      fs
        .readdirSync(path.join(publicDir, "images", dir))
        .filter((name) => name.endsWith(".webp") && !name.endsWith("-800.webp"))
        .map((name) => `/images/${dir}/${name}`),
    );
    expect(illustrations.length).toBeGreaterThanOrEqual(13);
    for (const src of illustrations) {
      for (const [webp, avif] of zip(contentImageSrcSet(src), contentImageAvifSrcSet(src) ?? "")) {
        const bytes = fs.readFileSync(path.join(publicDir, avif));
        expect(bytes.subarray(4, 12).toString("latin1"), avif).toBe("ftypavif");
        expect(bytes.length, avif).toBeLessThan(fs.statSync(path.join(publicDir, webp)).size);
      }
    }
  });
});

/** The files of two srcsets, side by side. */
function zip(webp: string, avif: string): [string, string][] {
  const files = (srcset: string) => srcset.split(", ").map((candidate) => candidate.split(" ")[0] ?? "");
  const avifFiles = files(avif);
  return files(webp).map((file, index) => [file, avifFiles[index] ?? "(missing)"]);
}
