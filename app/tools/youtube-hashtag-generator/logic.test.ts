import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tool-kit/generators/random.ts";
import { YOUTUBE_CATEGORY_VALUES } from "#app/tool-kit/generators/youtube-categories.ts";

import {
  CATEGORY_HASHTAGS,
  EMPTY_TOPIC_MESSAGE,
  GENERIC_HASHTAGS,
  formatHashtagsForCopy,
  generateHashtags,
  hashtagCandidates,
  topicWords,
  validateTopic,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";

describe("constants", () => {
  itPinsConstants(logic, {
    EMPTY_TOPIC_MESSAGE: "Please enter a topic",
    HASHTAG_RESULT_COUNT: 30,
    DELAY_MS: 1000,
  });

  it("has 11 distinct generic tags", () => {
    expect(GENERIC_HASHTAGS).toHaveLength(11);
    expect(new Set(GENERIC_HASHTAGS).size).toBe(11);
  });

  it("has a list of valid, distinct lower-case tags for every category", () => {
    for (const category of YOUTUBE_CATEGORY_VALUES) {
      const tags = CATEGORY_HASHTAGS[category];
      expect(tags.length).toBeGreaterThanOrEqual(5);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) expect(tag).toMatch(/^#[a-z0-9]+$/);
    }
    for (const tag of GENERIC_HASHTAGS) expect(tag).toMatch(/^#[a-z0-9]+$/);
  });
});

describe("validateTopic", () => {
  it("requires a non-blank topic", () => {
    expect(validateTopic("")).toBe(EMPTY_TOPIC_MESSAGE);
    expect(validateTopic("  \n ")).toBe(EMPTY_TOPIC_MESSAGE);
    expect(validateTopic("vegan baking")).toBeNull();
  });
});

describe("topicWords", () => {
  it("keeps words longer than 2 characters, lower-cased, without punctuation or repeats", () => {
    expect(topicWords("Bake Vegan bread, vegan-style!")).toEqual(["bake", "vegan", "bread", "veganstyle"]);
    expect(topicWords("ox up go")).toEqual([]);
    expect(topicWords("abc ab")).toEqual(["abc"]);
  });

  it("skips common English words", () => {
    expect(topicWords("How to bake bread for beginners without the mess")).toEqual([
      "bake",
      "bread",
      "beginners",
      "mess",
    ]);
    expect(topicWords("Don't panic")).toEqual(["panic"]);
  });

  it("keeps letters of other scripts", () => {
    expect(topicWords("café crème")).toEqual(["café", "crème"]);
  });
});

describe("hashtagCandidates", () => {
  it("gives plain, tips and tutorial tags per word, then the category list, then the generic tags", () => {
    const tags = hashtagCandidates({ topic: "vegan baking", category: "music" });
    expect(tags.slice(0, 6)).toEqual([
      "#vegan",
      "#vegantips",
      "#vegantutorial",
      "#baking",
      "#bakingtips",
      "#bakingtutorial",
    ]);
    expect(tags.slice(6, 6 + CATEGORY_HASHTAGS.music.length)).toEqual([...CATEGORY_HASHTAGS.music]);
    expect(tags.slice(6 + CATEGORY_HASHTAGS.music.length)).toEqual([...GENERIC_HASHTAGS]);
  });

  it("removes duplicates between topic and category tags", () => {
    const tags = hashtagCandidates({ topic: "baking", category: "food" });
    expect(tags.filter((tag) => tag === "#baking")).toHaveLength(1);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toHaveLength(3 + 8 - 1 + 11);
  });
});

describe("generateHashtags", () => {
  it("returns all candidates when there are fewer than 30", () => {
    const tags = generateHashtags({ topic: "chess", category: "gaming" }, createSeededRandom(3));
    expect(tags).toHaveLength(3 + 8 + 11);
    expect([...tags].sort()).toEqual([...hashtagCandidates({ topic: "chess", category: "gaming" })].sort());
  });

  it("cuts to exactly 30 distinct tags for a long topic", () => {
    const input = { topic: "budget travel packing hacks for solo backpackers", category: "travel" as const };
    const tags = generateHashtags(input, createSeededRandom(4));
    expect(tags).toHaveLength(30);
    expect(new Set(tags).size).toBe(30);
    const candidates = hashtagCandidates(input);
    for (const tag of tags) expect(candidates).toContain(tag);
  });

  it("is deterministic per seed and different for another seed", () => {
    const input = { topic: "home workout", category: "fitness" as const };
    expect(generateHashtags(input, createSeededRandom(9))).toEqual(generateHashtags(input, createSeededRandom(9)));
    expect(generateHashtags(input, createSeededRandom(9))).not.toEqual(generateHashtags(input, createSeededRandom(10)));
  });
});

describe("formatHashtagsForCopy", () => {
  it("joins with spaces", () => {
    expect(formatHashtagsForCopy(["#a", "#b"])).toBe("#a #b");
  });
});
