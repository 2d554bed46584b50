import { describe, expect, it } from "vitest";
import { checkImageWeight } from "./image-weight.ts";
import { run } from "./checks-test-support.ts";

const KB = 1024;

describe("image weight", () => {
  it("warns about images over 200 KB and lists the heaviest first, unknown sizes last", () => {
    const check = run(checkImageWeight, "", {
      images: {
        total: 3,
        measured: [
          { url: "https://www.example.com/small.png", bytes: 20 * KB, status: 200 },
          { url: "https://www.example.com/hero.jpg", bytes: 512 * KB, status: 200 },
          { url: "https://www.example.com/chunked.webp", bytes: null, status: 200 },
        ],
      },
    });
    expect(check).toMatchObject({
      status: "warning",
      score: 0.5,
      found: "3 images, 532.0 KB in all, 1 over 200.0 KB, 1 of unknown size",
    });
    expect(check.description).toMatch(/over 200\.0 KB/);
    expect(check.details).toEqual([
      "512.0 KB: https://www.example.com/hero.jpg",
      "20.0 KB: https://www.example.com/small.png",
      "size unknown: https://www.example.com/chunked.webp",
    ]);
  });

  it("passes light images and says when only the first were measured", () => {
    const measured = Array.from({ length: 30 }, (_, i) => ({
      url: `https://www.example.com/${i}.png`,
      bytes: (i + 1) * KB,
      status: 200,
    }));
    const check = run(checkImageWeight, "", { images: { total: 45, measured } });
    expect(check.status).toBe("passed");
    expect(check.found).toBe("first 30 of 45 images measured, 465.0 KB in all, heaviest 30.0 KB");
    expect(check.details).toHaveLength(10);
  });

  it("names the status of an image that is missing", () => {
    const check = run(checkImageWeight, "", {
      images: { total: 1, measured: [{ url: "https://www.example.com/gone.png", bytes: null, status: 404 }] },
    });
    expect(check.status).toBe("passed");
    expect(check.details).toEqual(["size unknown (HTTP 404): https://www.example.com/gone.png"]);
  });

  it("a page without images, or not measured", () => {
    expect(run(checkImageWeight, "", { images: { total: 0, measured: [] } }).found).toBe("No images");
    expect(run(checkImageWeight, "").found).toBe("Image sizes were not measured");
  });
});
