import { describe, expect, it } from "vitest";

import { buildCaption as buildPlatformCaption, captionHashtags } from "#app/tools/generator-kit/caption-engine.ts";
import { createSeededRandom } from "#app/tools/generator-kit/random.ts";
import { containsEmoji } from "#app/tools/text/text-format.ts";
import { itHasWellFormedCaptionTemplates } from "#app/tools/generator-kit/caption-test-support.ts";

import {
  APPENDED_HASHTAG_COUNT,
  CAPTION_MAX_LENGTH,
  CAPTION_RESULT_COUNT,
  CAPTION_TEMPLATES,
  DELAY_MS,
  EMPTY_TOPIC_MESSAGE,
  INSTAGRAM_MOODS,
  MOOD_HASHTAGS,
  generateCaptions,
  INSTAGRAM_CAPTIONS,
  type CaptionInput,
  validateTopic,
} from "./logic.ts";

const buildCaption = (template: string, input: CaptionInput) =>
  buildPlatformCaption(INSTAGRAM_CAPTIONS, template, input.mood, input);

const moods = INSTAGRAM_MOODS.map((mood) => mood.value);

describe("constants", () => {
  it("pins message, delay, counts and limit", () => {
    expect(EMPTY_TOPIC_MESSAGE).toBe("Please enter a post topic");
    expect(DELAY_MS).toBe(1000);
    expect(CAPTION_RESULT_COUNT).toBe(4);
    expect(APPENDED_HASHTAG_COUNT).toBe(5);
    expect(CAPTION_MAX_LENGTH).toBe(2200);
  });

  it("has more than 4 templates per mood", () => {
    for (const mood of moods) expect(CAPTION_TEMPLATES[mood].length).toBeGreaterThan(CAPTION_RESULT_COUNT);
  });

  itHasWellFormedCaptionTemplates(CAPTION_TEMPLATES);
});

describe("validateTopic", () => {
  it("requires a topic", () => {
    expect(validateTopic("")).toBe(EMPTY_TOPIC_MESSAGE);
    expect(validateTopic(" \t")).toBe(EMPTY_TOPIC_MESSAGE);
    expect(validateTopic("latte art")).toBeNull();
  });
});

describe("captionHashtags", () => {
  it("gives 8 tags: the topic tag then the mood's 7", () => {
    expect(captionHashtags(INSTAGRAM_CAPTIONS, "Latte Art", "casual")).toEqual(["#latteart", ...MOOD_HASHTAGS.casual]);
    for (const mood of moods) expect(captionHashtags(INSTAGRAM_CAPTIONS, "x", mood)).toHaveLength(8);
  });

  it("still gives 8 distinct tags when the topic has no usable characters or repeats a mood tag", () => {
    const noTopic = captionHashtags(INSTAGRAM_CAPTIONS, "!!!", "funny");
    expect(noTopic).toHaveLength(8);
    expect(new Set(noTopic).size).toBe(8);
    const repeated = captionHashtags(INSTAGRAM_CAPTIONS, "Motivation", "motivational");
    expect(repeated).toHaveLength(8);
    expect(new Set(repeated).size).toBe(8);
  });
});

describe("generateCaptions", () => {
  it("returns 4 distinct captions with the topic and the first 5 of 8 tags appended", () => {
    for (const mood of moods) {
      const captions = generateCaptions({ topic: "latte art", mood }, createSeededRandom(1));
      expect(captions).toHaveLength(4);
      expect(new Set(captions).size).toBe(4);
      const tags = captionHashtags(INSTAGRAM_CAPTIONS, "latte art", mood).slice(0, 5).join(" ");
      for (const caption of captions) {
        expect(caption.toLowerCase()).toContain("latte art");
        expect(caption.endsWith(`\n\n${tags}`)).toBe(true);
        expect(caption).not.toMatch(/\{\w+\}/);
        expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX_LENGTH);
      }
    }
  });

  it("omits hashtags when unticked", () => {
    const captions = generateCaptions(
      { topic: "latte art", mood: "professional", includeHashtags: false },
      createSeededRandom(2),
    );
    for (const caption of captions) expect(caption).not.toContain("#");
  });

  it("removes emojis when unticked and keeps the text tidy", () => {
    for (const mood of moods) {
      for (const template of CAPTION_TEMPLATES[mood]) {
        const caption = buildCaption(template, {
          topic: "latte art",
          mood,
          includeEmojis: false,
          includeHashtags: false,
        });
        expect(containsEmoji(caption)).toBe(false);
        expect(caption).not.toMatch(/ {2}| [.,!?:]|^\s|\s$/);
      }
    }
  });

  it("keeps emojis of the topic itself", () => {
    const caption = buildCaption("Loving {topic} ☀️", {
      topic: "beach 🏖️",
      mood: "casual",
      includeEmojis: false,
      includeHashtags: false,
    });
    expect(caption).toBe("Loving beach 🏖️");
  });

  it("capitalises the topic at the start of a sentence", () => {
    expect(
      buildCaption("{Topic} kind of day 🙌", { topic: "rainy  mornings", mood: "casual", includeHashtags: false }),
    ).toBe("Rainy mornings kind of day 🙌");
  });

  it("is deterministic per seed and can give other captions on Generate More", () => {
    const input = { topic: "yoga", mood: "inspirational" as const };
    expect(generateCaptions(input, createSeededRandom(5))).toEqual(generateCaptions(input, createSeededRandom(5)));
    const seen = new Set(
      Array.from({ length: 6 }, (_, seed) => generateCaptions(input, createSeededRandom(seed))).flat(),
    );
    expect(seen.size).toBeGreaterThan(4);
  });

  it("returns nothing for a blank topic", () => {
    expect(generateCaptions({ topic: "  ", mood: "casual" })).toEqual([]);
  });
});
