import { describe, expect, it } from "vitest";

import { DEMO_MEDIA, getDemoVideo, validateVideoUrl, videoFileName } from "#app/tools/simulated/video-download.ts";

import { parseTwitterUrl, TWITTER_VIDEOS as twitter } from "./logic.ts";

describe("Twitter/X downloader data", () => {
  it("pins the messages, the notices and the demo card with the post text", () => {
    expect([twitter.emptyUrlMessage, twitter.invalidUrlMessage]).toEqual([
      "Please enter a Twitter/X post URL",
      "Please enter a valid Twitter/X URL",
    ]);
    expect(twitter.demoNotice).toMatch(/demo/i);
    expect(twitter.copyrightNotice).toMatch(/personal use/i);
    expect(twitter.demoCard).toEqual({
      author: "@crestlinedigital",
      text: "Your first 3 seconds decide whether anyone watches the rest. Here's how we open every ad we make 👇",
      ...DEMO_MEDIA,
      duration: "1:12",
      quality: "HD 720p",
      size: "11.2 MB",
    });
  });

  it("accepts links on twitter.com and x.com, not look-alikes", () => {
    const accepted = [
      "https://twitter.com/crestline/status/1234567890",
      "https://x.com/crestline/status/1234567890?s=20",
      "https://mobile.twitter.com/crestline/status/1",
      "www.x.com/i/status/1234",
      "x.com/crestline",
    ];
    for (const url of accepted) expect(validateVideoUrl(twitter, url), url).toBeNull();
    const rejected = [
      "https://www.tiktok.com/@a/video/1",
      "https://twitter.com.evil.example/a/status/1",
      "https://notx.com/a/status/1",
      "https://x.co/a/status/1",
      "https://example.com/x.com/a/status/1",
      "hello world",
    ];
    for (const url of rejected) expect(validateVideoUrl(twitter, url), url).toBe(twitter.invalidUrlMessage);
  });

  it("takes the author and post id from the link, never a site path", () => {
    const url = "https://x.com/CrestlineHQ/status/1790000000000000000";
    expect(parseTwitterUrl(url)).toEqual({ author: "@CrestlineHQ", statusId: "1790000000000000000" });
    expect(getDemoVideo(twitter, url)).toEqual({ ...twitter.demoCard, author: "@CrestlineHQ" });
    expect(videoFileName(twitter, url)).toBe("x-video-1790000000000000000.mp4");
    expect(parseTwitterUrl("https://x.com/i/status/123")?.author).toBeNull();
    expect(getDemoVideo(twitter, "https://x.com/i/status/123")).toEqual(twitter.demoCard);
    expect(videoFileName(twitter, "https://x.com/home")).toBe("x-video.mp4");
  });
});
