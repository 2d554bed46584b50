import { describe, expect, it } from "vitest";

import {
  DEFAULT_YOUTUBE_CATEGORY,
  YOUTUBE_CATEGORIES,
  getYoutubeCategoryLabel,
  isYoutubeCategory,
  toYoutubeCategory,
} from "./youtube-categories.ts";

describe("YOUTUBE_CATEGORIES", () => {
  it("is the spec's 10 options, value and label exactly", () => {
    expect(YOUTUBE_CATEGORIES).toEqual([
      { value: "general", label: "General" },
      { value: "gaming", label: "Gaming" },
      { value: "tech", label: "Technology" },
      { value: "lifestyle", label: "Lifestyle" },
      { value: "education", label: "Education" },
      { value: "entertainment", label: "Entertainment" },
      { value: "music", label: "Music" },
      { value: "fitness", label: "Fitness" },
      { value: "food", label: "Food & Cooking" },
      { value: "travel", label: "Travel" },
    ]);
    expect(DEFAULT_YOUTUBE_CATEGORY).toBe("general");
  });

  it("checks and converts values", () => {
    expect(isYoutubeCategory("food")).toBe(true);
    expect(isYoutubeCategory("Food")).toBe(false);
    expect(isYoutubeCategory(3)).toBe(false);
    expect(toYoutubeCategory("travel")).toBe("travel");
    expect(toYoutubeCategory("nonsense")).toBe("general");
    expect(getYoutubeCategoryLabel("food")).toBe("Food & Cooking");
  });
});
