import { describe, expect, it } from "vitest";

import {
  COPYRIGHT_NOTICE,
  DELAY_MS,
  DEMO_NOTICE,
  DEMO_TWITTER_INFO,
  EMPTY_URL_MESSAGE,
  INVALID_URL_MESSAGE,
  getDemoTwitterInfo,
  parseTwitterUrl,
  twitterFileName,
  validateTwitterUrl,
} from "./logic.ts";

describe("constants", () => {
  it("pins messages, delay and the demo result fields", () => {
    expect(EMPTY_URL_MESSAGE).toBe("Please enter a Twitter/X post URL");
    expect(INVALID_URL_MESSAGE).toBe("Please enter a valid Twitter/X URL");
    expect(DELAY_MS).toBe(2000);
    expect(Object.keys(DEMO_TWITTER_INFO).sort()).toEqual([
      "author",
      "duration",
      "quality",
      "size",
      "text",
      "thumbnail",
      "videoUrl",
    ]);
    expect(DEMO_TWITTER_INFO.thumbnail).toBe("/images/tools/demo-thumbnail.webp");
    expect(DEMO_NOTICE).toMatch(/demo/i);
    expect(COPYRIGHT_NOTICE).toMatch(/personal use/i);
  });
});

describe("validateTwitterUrl", () => {
  it("asks for a URL when empty", () => {
    expect(validateTwitterUrl("")).toBe(EMPTY_URL_MESSAGE);
    expect(validateTwitterUrl("  ")).toBe(EMPTY_URL_MESSAGE);
  });

  it("accepts links on twitter.com and x.com", () => {
    for (const url of [
      "https://twitter.com/crestline/status/1234567890",
      "https://x.com/crestline/status/1234567890?s=20",
      "https://mobile.twitter.com/crestline/status/1",
      "www.x.com/i/status/1234",
      "x.com/crestline",
    ]) {
      expect(validateTwitterUrl(url), url).toBeNull();
    }
  });

  it("rejects other hosts, including look-alikes", () => {
    for (const url of [
      "https://www.tiktok.com/@a/video/1",
      "https://twitter.com.evil.example/a/status/1",
      "https://notx.com/a/status/1",
      "https://x.co/a/status/1",
      "https://example.com/x.com/a/status/1",
      "hello world",
    ]) {
      expect(validateTwitterUrl(url), url).toBe(INVALID_URL_MESSAGE);
    }
  });
});

describe("demo result", () => {
  it("takes the author and post id from the link", () => {
    const url = "https://x.com/CrestlineHQ/status/1790000000000000000";
    expect(parseTwitterUrl(url)).toMatchObject({ author: "@CrestlineHQ", statusId: "1790000000000000000" });
    expect(getDemoTwitterInfo(url)).toEqual({ ...DEMO_TWITTER_INFO, author: "@CrestlineHQ" });
    expect(twitterFileName(url)).toBe("x-video-1790000000000000000.mp4");
  });

  it("does not take site paths for a user name", () => {
    expect(parseTwitterUrl("https://x.com/i/status/123")?.author).toBeNull();
    expect(getDemoTwitterInfo("https://x.com/i/status/123")).toEqual(DEMO_TWITTER_INFO);
    expect(twitterFileName("https://x.com/home")).toBe("x-video.mp4");
  });
});
