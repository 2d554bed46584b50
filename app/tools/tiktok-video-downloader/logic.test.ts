import { describe, expect, it } from "vitest";

import {
  getDemoVideo,
  PROCESSING_DELAY_MS,
  validateVideoUrl,
  videoFileName,
} from "#app/tools/simulated/video-download.ts";
import { parseTiktokUrl } from "#app/tools/simulated/tiktok-url.ts";

import { TIKTOK_VIDEOS as tiktok } from "./logic.ts";

describe("constants", () => {
  it("pins messages, delay and the demo result fields", () => {
    expect(tiktok.emptyUrlMessage).toBe("Please enter a TikTok video URL");
    expect(tiktok.invalidUrlMessage).toBe("Please enter a valid TikTok URL");
    expect(PROCESSING_DELAY_MS).toBe(2000);
    expect(Object.keys(tiktok.demoCard).sort()).toEqual([
      "author",
      "duration",
      "quality",
      "size",
      "thumbnail",
      "title",
      "videoUrl",
    ]);
    expect(tiktok.demoCard.thumbnail).toBe("/images/tools/demo-thumbnail.webp");
    expect(tiktok.demoNotice).toMatch(/demo/i);
    expect(tiktok.copyrightNotice).toMatch(/personal use/i);
  });
});

describe("validateTiktokUrl", () => {
  it("asks for a URL when empty", () => {
    expect(validateVideoUrl(tiktok, "")).toBe(tiktok.emptyUrlMessage);
    expect(validateVideoUrl(tiktok, " \t")).toBe(tiktok.emptyUrlMessage);
  });

  it("accepts links on tiktok.com and its subdomains", () => {
    for (const url of [
      "https://www.tiktok.com/@crestline/video/7301234567890123456",
      "https://vm.tiktok.com/ZMabc123/",
      "vt.tiktok.com/ZSxyz/",
      "https://m.tiktok.com/v/7301234567890123456.html",
      "tiktok.com/@someone",
    ]) {
      expect(validateVideoUrl(tiktok, url), url).toBeNull();
    }
  });

  it("rejects links elsewhere", () => {
    for (const url of [
      "https://www.instagram.com/reel/abc",
      "https://nottiktok.com/@a/video/1",
      "https://tiktok.com.evil.example/@a/video/1",
      "https://example.com/?u=tiktok.com",
      "javascript:alert(1)//tiktok.com",
      "tik tok",
    ]) {
      expect(validateVideoUrl(tiktok, url), url).toBe(tiktok.invalidUrlMessage);
    }
  });
});

describe("demo result", () => {
  it("takes the author and video id from the link when present", () => {
    const url = "https://www.tiktok.com/@chef.anna/video/7301234567890123456?lang=en";
    expect(parseTiktokUrl(url)).toMatchObject({ author: "@chef.anna", videoId: "7301234567890123456" });
    expect(getDemoVideo(tiktok, url)).toEqual({ ...tiktok.demoCard, author: "@chef.anna" });
    expect(videoFileName(tiktok, url)).toBe("tiktok-7301234567890123456.mp4");
  });

  it("falls back to the demo author and a generic file name", () => {
    expect(getDemoVideo(tiktok, "https://vm.tiktok.com/ZMabc123/")).toEqual(tiktok.demoCard);
    expect(videoFileName(tiktok, "https://vm.tiktok.com/ZMabc123/")).toBe("tiktok-video.mp4");
  });
});
