import { describe, expect, it } from "vitest";

import { DEMO_MEDIA, getDemoVideo, validateVideoUrl, videoFileName } from "#app/tools/simulated/video-download.ts";

import { INSTAGRAM_REELS as reels, parseReelUrl } from "./logic.ts";

describe("Instagram Reels downloader data", () => {
  it("pins the messages, the notices and the demo card", () => {
    expect([reels.emptyUrlMessage, reels.invalidUrlMessage]).toEqual([
      "Please enter an Instagram Reel URL",
      "Please enter a valid Instagram Reel URL",
    ]);
    expect(reels.demoNotice).toMatch(/demo/i);
    expect(reels.copyrightNotice).toMatch(/copyright/i);
    expect(reels.demoCard).toEqual({ title: "Instagram Reel", ...DEMO_MEDIA, duration: "0:30", quality: "HD 1080p" });
  });

  it("accepts Instagram links with /reel/ or /reels/ and a shortcode, nothing else", () => {
    const accepted = [
      "https://www.instagram.com/reel/C1a2B3c4D5e/",
      "https://instagram.com/reels/C1a2B3c4D5e?igsh=abc",
      "instagram.com/reel/Cx_Y-z",
      "  http://m.instagram.com/crestline/reel/Cx123/  ",
      "HTTPS://WWW.INSTAGRAM.COM/reel/Abc",
    ];
    for (const url of accepted) expect(validateVideoUrl(reels, url), url).toBeNull();
    const rejected = [
      "https://www.instagram.com/p/C1a2B3c4D5e/",
      "https://www.instagram.com/crestline/",
      "https://www.instagram.com/reels/",
      "https://www.tiktok.com/reel/123",
      "https://evil.example/instagram.com/reel/abc",
      "https://instagram.com.evil.example/reel/abc",
      "ftp://instagram.com/reel/abc",
      "not a url",
    ];
    for (const url of rejected) expect(validateVideoUrl(reels, url), url).toBe(reels.invalidUrlMessage);
  });

  it("names the Reel and its file by the shortcode", () => {
    const url = "https://www.instagram.com/reel/C1a2B3c4D5e/";
    expect(parseReelUrl(url)).toEqual({ shortcode: "C1a2B3c4D5e" });
    expect(getDemoVideo(reels, url)).toEqual({ ...reels.demoCard, title: "Instagram Reel C1a2B3c4D5e" });
    expect(videoFileName(reels, url)).toBe("instagram-reel-C1a2B3c4D5e.mp4");
    expect(videoFileName(reels, "nope")).toBe("instagram-reel.mp4");
  });
});
