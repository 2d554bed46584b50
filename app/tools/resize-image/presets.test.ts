import { describe, expect, it } from "vitest";
import { coverCrop, customSizeProblem, nudgeFocus, resizedName, SOCIAL_PRESETS } from "./presets.ts";

describe("social presets", () => {
  it("has the nine sizes the platforms ask for", () => {
    expect(SOCIAL_PRESETS.map((p) => `${p.label} ${p.width}x${p.height}`)).toEqual([
      "Instagram post 1080x1080",
      "Instagram story 1080x1920",
      "Instagram reel cover 1080x1920",
      "YouTube thumbnail 1280x720",
      "YouTube channel art 2560x1440",
      "Facebook cover 851x315",
      "LinkedIn banner 1584x396",
      "X header 1500x500",
      "WhatsApp profile 500x500",
    ]);
  });
});

describe("coverCrop", () => {
  const photo = { width: 4000, height: 3000 };

  it("keeps the whole height of a landscape photo for a square and centres on the focus", () => {
    expect(coverCrop(photo, { width: 1080, height: 1080 }, { x: 0.5, y: 0.5 })).toEqual({
      x: 500,
      y: 0,
      width: 3000,
      height: 3000,
    });
  });

  it("moves the crop towards the focus point but never past the picture's edge", () => {
    expect(coverCrop(photo, { width: 1080, height: 1080 }, { x: 0.1, y: 0.5 }).x).toBe(0);
    expect(coverCrop(photo, { width: 1080, height: 1080 }, { x: 0.95, y: 0.5 }).x).toBe(1000);
    expect(coverCrop(photo, { width: 1080, height: 1080 }, { x: 0.6, y: 0.5 }).x).toBe(900);
  });

  it("keeps the whole width for a wide banner and moves vertically", () => {
    const crop = coverCrop(photo, { width: 1584, height: 396 }, { x: 0.5, y: 0 });
    expect(crop).toEqual({ x: 0, y: 0, width: 4000, height: 1000 });
    expect(coverCrop(photo, { width: 1584, height: 396 }, { x: 0.5, y: 1 }).y).toBe(2000);
  });

  it("gives the target's aspect ratio for every preset, also when upscaling a small image", () => {
    for (const source of [photo, { width: 300, height: 500 }, { width: 851, height: 315 }]) {
      for (const preset of SOCIAL_PRESETS) {
        const crop = coverCrop(source, preset, { x: 0.3, y: 0.7 });
        expect(crop.width / crop.height).toBeCloseTo(preset.width / preset.height, 6);
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.x + crop.width).toBeLessThanOrEqual(source.width + 1e-9);
        expect(crop.y + crop.height).toBeLessThanOrEqual(source.height + 1e-9);
      }
    }
  });
});

describe("custom sizes and focus keys", () => {
  it("accepts whole pixels from 16 to 8000 and says what is wrong otherwise", () => {
    expect(customSizeProblem("1200", "width")).toBeNull();
    expect(customSizeProblem(" 16 ", "height")).toBeNull();
    expect(customSizeProblem("8000", "width")).toBeNull();
    expect(customSizeProblem("8001", "width")).toBe("The width must be between 16 and 8,000 pixels.");
    expect(customSizeProblem("15", "height")).toBe("The height must be between 16 and 8,000 pixels.");
    expect(customSizeProblem("12.5", "width")).toBe("Enter the width in whole pixels, e.g. 1200.");
    expect(customSizeProblem("", "width")).toBe("Enter the width in whole pixels, e.g. 1200.");
  });

  it("moves the focus by 5 % (1 % with Shift), stops at the edges, Home centres it", () => {
    expect(nudgeFocus({ x: 0.5, y: 0.5 }, "ArrowRight", false)).toEqual({ x: 0.55, y: 0.5 });
    expect(nudgeFocus({ x: 0.5, y: 0.5 }, "ArrowUp", true)).toEqual({ x: 0.5, y: 0.49 });
    expect(nudgeFocus({ x: 0.02, y: 0.5 }, "ArrowLeft", false)).toEqual({ x: 0, y: 0.5 });
    expect(nudgeFocus({ x: 0.1, y: 0.9 }, "Home", false)).toEqual({ x: 0.5, y: 0.5 });
    expect(nudgeFocus({ x: 0.1, y: 0.9 }, "Enter", false)).toBeNull();
  });

  it("names a result after its file and size", () => {
    expect(resizedName("Holiday photo.v2.png", { width: 1080, height: 1920 }, "jpg")).toBe(
      "Holiday photo.v2-1080x1920.jpg",
    );
    expect(resizedName("", { width: 500, height: 500 }, "png")).toBe("resized-500x500.png");
  });
});
