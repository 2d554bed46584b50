import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tool-kit/generators/random.ts";
import { templatePlaceholders } from "#app/tool-kit/text/text-format.ts";
import { YOUTUBE_CATEGORY_VALUES } from "#app/tool-kit/generators/youtube-categories.ts";

import {
  CATEGORY_TITLE_TEMPLATES,
  EMPTY_TOPIC_MESSAGE,
  SHARED_TITLE_TEMPLATES,
  TITLE_MAX_LENGTH,
  TITLE_RESULT_COUNT,
  generateTitles,
  titleCandidates,
  validateTopic,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";

describe("constants", () => {
  itPinsConstants(logic, {
    EMPTY_TOPIC_MESSAGE: "Please enter a topic",
    TITLE_RESULT_COUNT: 15,
    DELAY_MS: 1000,
    TITLE_MAX_LENGTH: 100,
    TITLE_RECOMMENDED_LENGTH: 60,
  });

  it("uses only the {topic} placeholder, exactly once per template", () => {
    const all = [...SHARED_TITLE_TEMPLATES, ...YOUTUBE_CATEGORY_VALUES.flatMap((c) => CATEGORY_TITLE_TEMPLATES[c])];
    for (const template of all) expect(templatePlaceholders(template)).toEqual(["topic"]);
  });

  it("has a pool larger than 15 for every category, so Generate More can change the set", () => {
    for (const category of YOUTUBE_CATEGORY_VALUES) {
      expect(titleCandidates({ topic: "x factor", category }).length).toBeGreaterThan(TITLE_RESULT_COUNT);
    }
  });
});

describe("validateTopic", () => {
  it("requires a topic", () => {
    expect(validateTopic(" ")).toBe(EMPTY_TOPIC_MESSAGE);
    expect(validateTopic("sourdough bread")).toBeNull();
  });
});

describe("generateTitles", () => {
  it("returns exactly 15 distinct titles containing the topic in headline case", () => {
    for (const category of YOUTUBE_CATEGORY_VALUES) {
      const titles = generateTitles({ topic: "  sourdough   bread ", category }, createSeededRandom(5));
      expect(titles).toHaveLength(15);
      expect(new Set(titles).size).toBe(15);
      for (const title of titles) {
        expect(title).toContain("Sourdough Bread");
        expect(title).not.toMatch(/[{}]/);
        expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      }
    }
  });

  it("fills a known template exactly", () => {
    expect(titleCandidates({ topic: "core strength", category: "fitness" })).toContain(
      "Core Strength: A Full Workout You Can Do at Home",
    );
    expect(titleCandidates({ topic: "email marketing", category: "general" })).toContain(
      "The Ultimate Guide to Email Marketing",
    );
    expect(titleCandidates({ topic: "the art of SEO", category: "tech" })).toContain(
      "The Art of SEO Review: Is It Worth Your Money?",
    );
  });

  it("only picks titles of the chosen category's pool", () => {
    const pool = titleCandidates({ topic: "goa", category: "travel" });
    for (const title of generateTitles({ topic: "goa", category: "travel" }, createSeededRandom(1))) {
      expect(pool).toContain(title);
    }
  });

  it("is deterministic per seed and gives a different set for another seed", () => {
    const input = { topic: "budget phones", category: "tech" as const };
    const a = generateTitles(input, createSeededRandom(11));
    expect(generateTitles(input, createSeededRandom(11))).toEqual(a);
    const b = generateTitles(input, createSeededRandom(12));
    expect(new Set(b)).not.toEqual(new Set(a));
  });

  it("returns nothing for a blank topic", () => {
    expect(generateTitles({ topic: " ", category: "general" })).toEqual([]);
  });
});
