import { describe, expect, it } from "vitest";
import type { LinkPreview } from "#contracts/seo-audit/link-preview.ts";
import { cardContent, findings } from "./logic.ts";

const BARE: LinkPreview = {
  finalUrl: "https://shop.example/sale",
  title: "Sale",
  description: null,
  siteName: null,
  og: {},
  twitter: {},
  image: null,
};

describe("link preview findings", () => {
  it("lists every missing tag with its fix, and falls back to the page title on the cards", () => {
    const missing = findings(BARE).filter((f) => f.level === "missing");
    expect(missing.map((f) => f.text)).toEqual([
      "og:title is missing.",
      "og:description is missing.",
      "og:image is missing.",
      "twitter:card is missing.",
      "og:url is missing.",
    ]);
    expect(missing.every((f) => f.fix.length > 0)).toBe(true);
    expect(cardContent(BARE, "og")).toEqual({ title: "Sale", description: null, image: null, site: "shop.example" });
  });

  it("judges the image's size, shape and weight", () => {
    const withImage = (width: number, height: number, bytes: number): LinkPreview => ({
      ...BARE,
      og: { title: "T", description: "D", image: "https://shop.example/i.jpg", url: "https://shop.example/sale" },
      twitter: { card: "summary_large_image", title: "X title" },
      image: { url: "https://shop.example/i.jpg", width, height, bytes, format: "jpeg", problem: null },
    });
    expect(findings(withImage(1200, 630, 100_000)).every((f) => f.level === "ok")).toBe(true);
    expect(findings(withImage(400, 400, 100_000)).some((f) => f.text.includes("too small"))).toBe(true);
    expect(findings(withImage(1200, 1200, 100_000)).some((f) => f.text.includes("cropped"))).toBe(true);
    expect(findings(withImage(1200, 630, 900_000)).some((f) => f.text.includes("WhatsApp"))).toBe(true);
    expect(cardContent(withImage(1200, 630, 1), "x").title).toBe("X title");
    expect(cardContent(withImage(1200, 630, 1), "og").title).toBe("T");
  });
});
