import { describe, expect, it } from "vitest";

import { DEMO_MEDIA, getDemoVideo, validateVideoUrl, videoFileName } from "#app/tools/simulated/video-download.ts";

import { TIKTOK_VIDEOS as tiktok } from "./logic.ts";

describe("TikTok downloader data", () => {
  it("pins the messages, the notices and the demo card", () => {
    expect([tiktok.emptyUrlMessage, tiktok.invalidUrlMessage]).toEqual([
      "Please enter a TikTok video URL",
      "Please enter a valid TikTok URL",
    ]);
    expect(tiktok.demoNotice).toMatch(/demo/i);
    expect(tiktok.copyrightNotice).toMatch(/personal use/i);
    expect(tiktok.demoCard).toEqual({
      title: "3 hooks that stop the scroll in the first second",
      author: "@crestlinedigital",
      ...DEMO_MEDIA,
      duration: "0:45",
      quality: "HD 1080p",
      size: "8.4 MB",
    });
  });

  it("accepts links on tiktok.com and its subdomains only", () => {
    const accepted = [
      "https://www.tiktok.com/@crestline/video/7301234567890123456",
      "https://vm.tiktok.com/ZMabc123/",
      "vt.tiktok.com/ZSxyz/",
      "https://m.tiktok.com/v/7301234567890123456.html",
      "tiktok.com/@someone",
    ];
    for (const url of accepted) expect(validateVideoUrl(tiktok, url), url).toBeNull();
    const rejected = [
      "https://www.instagram.com/reel/abc",
      "https://nottiktok.com/@a/video/1",
      "https://tiktok.com.evil.example/@a/video/1",
      "https://example.com/?u=tiktok.com",
      "javascript:alert(1)//tiktok.com",
      "tik tok",
    ];
    for (const url of rejected) expect(validateVideoUrl(tiktok, url), url).toBe(tiktok.invalidUrlMessage);
  });

  it("takes the author and video id from the link, else the demo author and a generic file name", () => {
    const url = "https://www.tiktok.com/@chef.anna/video/7301234567890123456?lang=en";
    expect(getDemoVideo(tiktok, url)).toEqual({ ...tiktok.demoCard, author: "@chef.anna" });
    expect(videoFileName(tiktok, url)).toBe("tiktok-7301234567890123456.mp4");
    expect(getDemoVideo(tiktok, "https://vm.tiktok.com/ZMabc123/")).toEqual(tiktok.demoCard);
    expect(videoFileName(tiktok, "https://vm.tiktok.com/ZMabc123/")).toBe("tiktok-video.mp4");
  });
});
