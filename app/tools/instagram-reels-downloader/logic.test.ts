import { describe, expect, it } from "vitest";

import {
  COPYRIGHT_NOTICE,
  DELAY_MS,
  DEMO_NOTICE,
  DEMO_REEL_INFO,
  EMPTY_URL_MESSAGE,
  INVALID_URL_MESSAGE,
  getDemoReelInfo,
  parseReelUrl,
  reelFileName,
  validateReelUrl,
} from "./logic.ts";

describe("constants", () => {
  it("pins messages, delay and the demo result", () => {
    expect(EMPTY_URL_MESSAGE).toBe("Please enter an Instagram Reel URL");
    expect(INVALID_URL_MESSAGE).toBe("Please enter a valid Instagram Reel URL");
    expect(DELAY_MS).toBe(2000);
    expect(Object.keys(DEMO_REEL_INFO).sort()).toEqual(["duration", "quality", "thumbnail", "title", "videoUrl"]);
    expect(DEMO_REEL_INFO.thumbnail).toBe("/images/tools/demo-thumbnail.webp");
    expect(DEMO_NOTICE).toMatch(/demo/i);
    expect(COPYRIGHT_NOTICE).toMatch(/copyright/i);
  });
});

describe("validateReelUrl", () => {
  it("asks for a URL when empty", () => {
    expect(validateReelUrl("")).toBe(EMPTY_URL_MESSAGE);
    expect(validateReelUrl("   ")).toBe(EMPTY_URL_MESSAGE);
  });

  it("accepts Instagram links with /reel/ or /reels/", () => {
    for (const url of [
      "https://www.instagram.com/reel/C1a2B3c4D5e/",
      "https://instagram.com/reels/C1a2B3c4D5e?igsh=abc",
      "instagram.com/reel/Cx_Y-z",
      "  http://m.instagram.com/crestline/reel/Cx123/  ",
      "HTTPS://WWW.INSTAGRAM.COM/reel/Abc",
    ]) {
      expect(validateReelUrl(url), url).toBeNull();
    }
  });

  it("rejects other links", () => {
    for (const url of [
      "https://www.instagram.com/p/C1a2B3c4D5e/",
      "https://www.instagram.com/crestline/",
      "https://www.instagram.com/reels/",
      "https://www.tiktok.com/reel/123",
      "https://evil.example/instagram.com/reel/abc",
      "https://instagram.com.evil.example/reel/abc",
      "ftp://instagram.com/reel/abc",
      "not a url",
    ]) {
      expect(validateReelUrl(url), url).toBe(INVALID_URL_MESSAGE);
    }
  });
});

describe("demo result", () => {
  it("names the Reel by its shortcode", () => {
    expect(parseReelUrl("https://www.instagram.com/reel/C1a2B3c4D5e/")).toEqual({ shortcode: "C1a2B3c4D5e" });
    expect(getDemoReelInfo("https://www.instagram.com/reel/C1a2B3c4D5e/")).toEqual({
      ...DEMO_REEL_INFO,
      title: "Instagram Reel C1a2B3c4D5e",
    });
    expect(reelFileName("https://www.instagram.com/reel/C1a2B3c4D5e/")).toBe("instagram-reel-C1a2B3c4D5e.mp4");
    expect(reelFileName("nope")).toBe("instagram-reel.mp4");
  });

  it("returns a copy, never the shared constant", () => {
    const info = getDemoReelInfo("https://www.instagram.com/reel/x/");
    info.title = "changed";
    expect(DEMO_REEL_INFO.title).toBe("Instagram Reel");
  });
});
