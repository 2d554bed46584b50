import { describe, expect, it } from "vitest";

import { toOptionValue } from "./options.ts";
import { YOUTUBE_CATEGORIES, YOUTUBE_CATEGORY_VALUES } from "./youtube-categories.ts";

describe("YOUTUBE_CATEGORIES", () => {
  it("is the 10 categories in order, General first (the select's default)", () => {
    expect(YOUTUBE_CATEGORIES.map(({ value, label }) => `${value}=${label}`).join(", ")).toBe(
      "general=General, gaming=Gaming, tech=Technology, lifestyle=Lifestyle, education=Education, " +
        "entertainment=Entertainment, music=Music, fitness=Fitness, food=Food & Cooking, travel=Travel",
    );
    expect(YOUTUBE_CATEGORY_VALUES).toEqual(YOUTUBE_CATEGORIES.map((category) => category.value));
  });

  it("falls back to General for an unknown value", () => {
    expect(toOptionValue(YOUTUBE_CATEGORIES, "travel")).toBe("travel");
    expect(toOptionValue(YOUTUBE_CATEGORIES, "Food")).toBe("general");
  });
});
