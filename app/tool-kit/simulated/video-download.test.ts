import { describe, expect, it } from "vitest";

import * as download from "./video-download.ts";
import type { DemoVideoCard, VideoPlatform } from "./video-download.ts";

const demoCard: DemoVideoCard = { title: "Clip", ...download.DEMO_MEDIA, duration: "0:10", quality: "HD 720p" };

/** A platform whose links are "clip:<id>". */
const platform: VideoPlatform<{ id: string }> = {
  name: "Example",
  urlLabel: "Example URL",
  placeholder: "clip:...",
  emptyUrlMessage: "Please enter an Example URL",
  invalidUrlMessage: "Please enter a valid Example URL",
  demoNotice: "Demo",
  copyrightNotice: "Copyright",
  pasteTip: "Paste",
  signUpNote: "No sign-up",
  parseUrl: (input) => {
    const id = /^clip:(\w+)$/.exec(input.trim())?.[1];
    return id === undefined ? null : { id };
  },
  demoCard,
  cardFor: ({ id }) => ({ ...demoCard, title: `Clip ${id}` }),
  fileName: (link) => (link === null ? "clip.mp4" : `clip-${link.id}.mp4`),
};

describe("constants", () => {
  it("pins the delay, the download message and the demo media paths", () => {
    expect(download.PROCESSING_DELAY_MS).toBe(2000);
    expect(download.DOWNLOAD_STARTED_MESSAGE).toBe("Download started! (This is a demo)");
    expect(download.DEMO_MEDIA).toEqual({
      thumbnail: "/images/tools/demo-thumbnail.webp",
      videoUrl: "/media/tools/demo-video.mp4",
    });
  });
});

describe("validateVideoUrl", () => {
  it("gives the platform's message for an empty and for a wrong link", () => {
    expect(download.validateVideoUrl(platform, " ")).toBe(platform.emptyUrlMessage);
    expect(download.validateVideoUrl(platform, "clip:")).toBe(platform.invalidUrlMessage);
    expect(download.validateVideoUrl(platform, " clip:abc ")).toBeNull();
  });
});

describe("getDemoVideo and videoFileName", () => {
  it("use what the link tells, and fall back to the demo card and a generic name", () => {
    expect(download.getDemoVideo(platform, "clip:abc")).toEqual({ ...demoCard, title: "Clip abc" });
    expect(download.videoFileName(platform, "clip:abc")).toBe("clip-abc.mp4");
    expect(download.getDemoVideo(platform, "nope")).toEqual(demoCard);
    expect(download.videoFileName(platform, "nope")).toBe("clip.mp4");
  });

  it("returns a copy, never the platform's card", () => {
    const card = download.getDemoVideo(platform, "nope");
    card.title = "changed";
    expect(demoCard.title).toBe("Clip");
  });
});
