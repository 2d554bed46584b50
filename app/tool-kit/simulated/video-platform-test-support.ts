/** The checks every video downloader's data must pass; called from each downloader's tests with its expectations. */
import { describe, expect, it } from "vitest";
import {
  getDemoVideo,
  validateVideoUrl,
  videoFileName,
  type DemoVideoCard,
  type VideoPlatform,
} from "./video-download.ts";

interface VideoPlatformExpectations {
  emptyUrlMessage: string;
  invalidUrlMessage: string;
  demoCard: DemoVideoCard;
  /** Links the platform must accept. */
  accepted: readonly string[];
  /** Text the platform must refuse as a link of its own. */
  rejected: readonly string[];
  /** What a link gives: its demo card and the file name of 'Download Video'. */
  results: readonly { url: string; card: DemoVideoCard; fileName: string }[];
}

export function describeVideoPlatform<L>(platform: VideoPlatform<L>, expected: VideoPlatformExpectations) {
  describe(`${platform.name} downloader data`, () => {
    it("has the messages, the notices and the demo card", () => {
      expect(platform.emptyUrlMessage).toBe(expected.emptyUrlMessage);
      expect(platform.invalidUrlMessage).toBe(expected.invalidUrlMessage);
      expect(platform.demoNotice).toMatch(/^Demo: /);
      expect(platform.copyrightNotice).toMatch(/permission/);
      expect(platform.demoCard).toEqual(expected.demoCard);
    });

    it("accepts its own links and refuses the rest", () => {
      for (const url of expected.accepted) expect(validateVideoUrl(platform, url), url).toBeNull();
      for (const url of expected.rejected) {
        expect(validateVideoUrl(platform, url), url).toBe(expected.invalidUrlMessage);
      }
    });

    it("takes what it can from the link for the demo card and the file name", () => {
      for (const { url, card, fileName } of expected.results) {
        expect(getDemoVideo(platform, url), url).toEqual(card);
        expect(videoFileName(platform, url), url).toBe(fileName);
      }
    });
  });
}
