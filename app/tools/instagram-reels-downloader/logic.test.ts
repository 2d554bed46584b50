import { describe, expect, it } from "vitest";

import {
  getDemoVideo,
  PROCESSING_DELAY_MS,
  validateVideoUrl,
  videoFileName,
} from "#app/tools/simulated/video-download.ts";

import { INSTAGRAM_REELS as reels, parseReelUrl } from "./logic.ts";

describe("constants", () => {
  it("pins messages, delay and the demo result", () => {
    expect(reels.emptyUrlMessage).toBe("Please enter an Instagram Reel URL");
    expect(reels.invalidUrlMessage).toBe("Please enter a valid Instagram Reel URL");
    expect(PROCESSING_DELAY_MS).toBe(2000);
    expect(Object.keys(reels.demoCard).sort()).toEqual(["duration", "quality", "thumbnail", "title", "videoUrl"]);
    expect(reels.demoCard.thumbnail).toBe("/images/tools/demo-thumbnail.webp");
    expect(reels.demoNotice).toMatch(/demo/i);
    expect(reels.copyrightNotice).toMatch(/copyright/i);
  });
});

describe("validateReelUrl", () => {
  it("asks for a URL when empty", () => {
    expect(validateVideoUrl(reels, "")).toBe(reels.emptyUrlMessage);
    expect(validateVideoUrl(reels, "   ")).toBe(reels.emptyUrlMessage);
  });

  it("accepts Instagram links with /reel/ or /reels/", () => {
    for (const url of [
      "https://www.instagram.com/reel/C1a2B3c4D5e/",
      "https://instagram.com/reels/C1a2B3c4D5e?igsh=abc",
      "instagram.com/reel/Cx_Y-z",
      "  http://m.instagram.com/crestline/reel/Cx123/  ",
      "HTTPS://WWW.INSTAGRAM.COM/reel/Abc",
    ]) {
      expect(validateVideoUrl(reels, url), url).toBeNull();
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
      expect(validateVideoUrl(reels, url), url).toBe(reels.invalidUrlMessage);
    }
  });
});

describe("demo result", () => {
  it("names the Reel by its shortcode", () => {
    expect(parseReelUrl("https://www.instagram.com/reel/C1a2B3c4D5e/")).toEqual({ shortcode: "C1a2B3c4D5e" });
    expect(getDemoVideo(reels, "https://www.instagram.com/reel/C1a2B3c4D5e/")).toEqual({
      ...reels.demoCard,
      title: "Instagram Reel C1a2B3c4D5e",
    });
    expect(videoFileName(reels, "https://www.instagram.com/reel/C1a2B3c4D5e/")).toBe("instagram-reel-C1a2B3c4D5e.mp4");
    expect(videoFileName(reels, "nope")).toBe("instagram-reel.mp4");
  });

  it("returns a copy, never the shared constant", () => {
    const info = getDemoVideo(reels, "https://www.instagram.com/reel/x/");
    info.title = "changed";
    expect(reels.demoCard.title).toBe("Instagram Reel");
  });
});
