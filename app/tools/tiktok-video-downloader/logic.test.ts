import { describe, expect, it } from "vitest";

import {
  COPYRIGHT_NOTICE,
  DELAY_MS,
  DEMO_NOTICE,
  DEMO_TIKTOK_INFO,
  EMPTY_URL_MESSAGE,
  INVALID_URL_MESSAGE,
  getDemoTiktokInfo,
  parseTiktokUrl,
  tiktokFileName,
  validateTiktokUrl,
} from "./logic.ts";

describe("constants", () => {
  it("pins messages, delay and the demo result fields", () => {
    expect(EMPTY_URL_MESSAGE).toBe("Please enter a TikTok video URL");
    expect(INVALID_URL_MESSAGE).toBe("Please enter a valid TikTok URL");
    expect(DELAY_MS).toBe(2000);
    expect(Object.keys(DEMO_TIKTOK_INFO).sort()).toEqual([
      "author",
      "duration",
      "quality",
      "size",
      "thumbnail",
      "title",
      "videoUrl",
    ]);
    expect(DEMO_TIKTOK_INFO.thumbnail).toBe("/images/tools/demo-thumbnail.webp");
    expect(DEMO_NOTICE).toMatch(/demo/i);
    expect(COPYRIGHT_NOTICE).toMatch(/personal use/i);
  });
});

describe("validateTiktokUrl", () => {
  it("asks for a URL when empty", () => {
    expect(validateTiktokUrl("")).toBe(EMPTY_URL_MESSAGE);
    expect(validateTiktokUrl(" \t")).toBe(EMPTY_URL_MESSAGE);
  });

  it("accepts links on tiktok.com and its subdomains", () => {
    for (const url of [
      "https://www.tiktok.com/@crestline/video/7301234567890123456",
      "https://vm.tiktok.com/ZMabc123/",
      "vt.tiktok.com/ZSxyz/",
      "https://m.tiktok.com/v/7301234567890123456.html",
      "tiktok.com/@someone",
    ]) {
      expect(validateTiktokUrl(url), url).toBeNull();
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
      expect(validateTiktokUrl(url), url).toBe(INVALID_URL_MESSAGE);
    }
  });
});

describe("demo result", () => {
  it("takes the author and video id from the link when present", () => {
    const url = "https://www.tiktok.com/@chef.anna/video/7301234567890123456?lang=en";
    expect(parseTiktokUrl(url)).toMatchObject({ author: "@chef.anna", videoId: "7301234567890123456" });
    expect(getDemoTiktokInfo(url)).toEqual({ ...DEMO_TIKTOK_INFO, author: "@chef.anna" });
    expect(tiktokFileName(url)).toBe("tiktok-7301234567890123456.mp4");
  });

  it("falls back to the demo author and a generic file name", () => {
    expect(getDemoTiktokInfo("https://vm.tiktok.com/ZMabc123/")).toEqual(DEMO_TIKTOK_INFO);
    expect(tiktokFileName("https://vm.tiktok.com/ZMabc123/")).toBe("tiktok-video.mp4");
  });
});
