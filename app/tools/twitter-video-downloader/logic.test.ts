import { describe, expect, it } from "vitest";

import {
  getDemoVideo,
  PROCESSING_DELAY_MS,
  validateVideoUrl,
  videoFileName,
} from "#app/tools/simulated/video-download.ts";

import { TWITTER_VIDEOS as twitter, parseTwitterUrl } from "./logic.ts";

describe("constants", () => {
  it("pins messages, delay and the demo result fields", () => {
    expect(twitter.emptyUrlMessage).toBe("Please enter a Twitter/X post URL");
    expect(twitter.invalidUrlMessage).toBe("Please enter a valid Twitter/X URL");
    expect(PROCESSING_DELAY_MS).toBe(2000);
    expect(Object.keys(twitter.demoCard).sort()).toEqual([
      "author",
      "duration",
      "quality",
      "size",
      "text",
      "thumbnail",
      "videoUrl",
    ]);
    expect(twitter.demoCard.thumbnail).toBe("/images/tools/demo-thumbnail.webp");
    expect(twitter.demoNotice).toMatch(/demo/i);
    expect(twitter.copyrightNotice).toMatch(/personal use/i);
  });
});

describe("validateTwitterUrl", () => {
  it("asks for a URL when empty", () => {
    expect(validateVideoUrl(twitter, "")).toBe(twitter.emptyUrlMessage);
    expect(validateVideoUrl(twitter, "  ")).toBe(twitter.emptyUrlMessage);
  });

  it("accepts links on twitter.com and x.com", () => {
    for (const url of [
      "https://twitter.com/crestline/status/1234567890",
      "https://x.com/crestline/status/1234567890?s=20",
      "https://mobile.twitter.com/crestline/status/1",
      "www.x.com/i/status/1234",
      "x.com/crestline",
    ]) {
      expect(validateVideoUrl(twitter, url), url).toBeNull();
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
      expect(validateVideoUrl(twitter, url), url).toBe(twitter.invalidUrlMessage);
    }
  });
});

describe("demo result", () => {
  it("takes the author and post id from the link", () => {
    const url = "https://x.com/CrestlineHQ/status/1790000000000000000";
    expect(parseTwitterUrl(url)).toMatchObject({ author: "@CrestlineHQ", statusId: "1790000000000000000" });
    expect(getDemoVideo(twitter, url)).toEqual({ ...twitter.demoCard, author: "@CrestlineHQ" });
    expect(videoFileName(twitter, url)).toBe("x-video-1790000000000000000.mp4");
  });

  it("does not take site paths for a user name", () => {
    expect(parseTwitterUrl("https://x.com/i/status/123")?.author).toBeNull();
    expect(getDemoVideo(twitter, "https://x.com/i/status/123")).toEqual(twitter.demoCard);
    expect(videoFileName(twitter, "https://x.com/home")).toBe("x-video.mp4");
  });
});
