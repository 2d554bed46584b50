import { describe, expect, it } from "vitest";

import { toOptionValue } from "./options.ts";
import { YOUTUBE_CATEGORIES, YOUTUBE_CATEGORY_VALUES } from "./youtube-categories.ts";

describe("YOUTUBE_CATEGORIES", () => {
  it("is the spec's 10 options, value and label exactly, with General first (the select's default)", () => {
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
    expect(YOUTUBE_CATEGORY_VALUES).toEqual(YOUTUBE_CATEGORIES.map((category) => category.value));
  });

  it("falls back to General for an unknown value", () => {
    expect(toOptionValue(YOUTUBE_CATEGORIES, "travel")).toBe("travel");
    expect(toOptionValue(YOUTUBE_CATEGORIES, "Food")).toBe("general");
  });
});
