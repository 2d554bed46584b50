import { describe, expect, it } from "vitest";

import {
  CHARACTER_LIMITS,
  RECOMMENDED_LENGTHS,
  countLimitCharacters,
  getCharacterLimitStatus,
  getPlatformLimitStatus,
} from "./character-limits.ts";

describe("limits", () => {
  it("has the platform limits and the recommended lengths", () => {
    expect(CHARACTER_LIMITS).toEqual({
      instagramCaption: 2200,
      tiktokCaption: 2200,
      youtubeDescription: 5000,
      youtubeTitle: 100,
    });
    expect(RECOMMENDED_LENGTHS.youtubeDescriptionPreview).toBe(125);
    expect(RECOMMENDED_LENGTHS.youtubeTitle).toBe(60);
    expect(RECOMMENDED_LENGTHS.youtubeHashtags).toEqual({ min: 3, max: 5 });
    expect(RECOMMENDED_LENGTHS.captionHashtags).toEqual({ min: 5, max: 10 });
  });
});

describe("getCharacterLimitStatus", () => {
  it("reports count, remaining and whether the text is over", () => {
    expect(getCharacterLimitStatus("hello", 10)).toEqual({
      count: 5,
      limit: 10,
      remaining: 5,
      isOverLimit: false,
      ratio: 0.5,
    });
    expect(getCharacterLimitStatus("x".repeat(100), 100).isOverLimit).toBe(false);
    expect(getCharacterLimitStatus("x".repeat(101), 100)).toMatchObject({ remaining: -1, isOverLimit: true, ratio: 1 });
    expect(getPlatformLimitStatus("x".repeat(2201), "tiktokCaption").isOverLimit).toBe(true);
    expect(getPlatformLimitStatus("x".repeat(5000), "youtubeDescription").remaining).toBe(0);
  });

  it("counts an emoji as two, as the platforms do", () => {
    expect(countLimitCharacters("👍")).toBe(2);
  });
});
