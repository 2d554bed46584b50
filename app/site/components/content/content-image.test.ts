import { describe, expect, it } from "vitest";
import { contentImageSrcSet } from "./content-image.tsx";

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
  });
});
