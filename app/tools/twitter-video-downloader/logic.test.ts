import { describe, expect, it } from "vitest";

import { DEMO_MEDIA } from "#app/tool-kit/simulated/video-download.ts";
import { describeVideoPlatform } from "#app/tool-kit/simulated/video-platform-test-support.ts";

import { parseTwitterUrl, TWITTER_VIDEOS } from "./logic.ts";

const demoCard = {
  author: "@crestlinedigital",
  text: "Your first 3 seconds decide whether anyone watches the rest. Here's how we open every ad we make 👇",
  ...DEMO_MEDIA,
  duration: "1:12",
  quality: "HD 720p",
  size: "11.2 MB",
};

describeVideoPlatform(TWITTER_VIDEOS, {
  emptyUrlMessage: "Please enter a Twitter/X post URL",
  invalidUrlMessage: "Please enter a valid Twitter/X URL",
  demoCard,
  accepted: [
    "https://twitter.com/crestline/status/1234567890",
    "https://x.com/crestline/status/1234567890?s=20",
    "https://mobile.twitter.com/crestline/status/1",
    "www.x.com/i/status/1234",
    "x.com/crestline",
  ],
  rejected: [
    "https://www.tiktok.com/@a/video/1",
    "https://twitter.com.evil.example/a/status/1",
    "https://notx.com/a/status/1",
    "https://x.co/a/status/1",
    "https://example.com/x.com/a/status/1",
    "hello world",
  ],
  results: [
    {
      url: "https://x.com/CrestlineHQ/status/1790000000000000000",
      card: { ...demoCard, author: "@CrestlineHQ" },
      fileName: "x-video-1790000000000000000.mp4",
    },
    { url: "https://x.com/i/status/123", card: demoCard, fileName: "x-video-123.mp4" },
    { url: "https://x.com/home", card: demoCard, fileName: "x-video.mp4" },
  ],
});

describe("parseTwitterUrl", () => {
  it("takes the author and post id from the link, never a site path", () => {
    expect(parseTwitterUrl("https://x.com/CrestlineHQ/status/1790000000000000000")).toEqual({
      author: "@CrestlineHQ",
      statusId: "1790000000000000000",
    });
    expect(parseTwitterUrl("https://x.com/i/status/123")).toEqual({ author: null, statusId: "123" });
  });
});
