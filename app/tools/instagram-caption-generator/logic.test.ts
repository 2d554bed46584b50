import { describe, expect, it } from "vitest";

import { buildCaption as buildPlatformCaption } from "#app/tool-kit/generators/caption-engine.ts";
import { describeCaptionGenerator } from "#app/tool-kit/generators/caption-test-support.ts";
import { createSeededRandom } from "#app/tool-kit/generators/random.ts";

import {
  CAPTION_MAX_LENGTH,
  CAPTION_RESULT_COUNT,
  CAPTION_TEMPLATES,
  EMPTY_TOPIC_MESSAGE,
  INSTAGRAM_MOODS,
  generateCaptions,
  INSTAGRAM_CAPTIONS,
  type CaptionInput,
  validateTopic,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";

const buildCaption = (template: string, input: CaptionInput) =>
  buildPlatformCaption(INSTAGRAM_CAPTIONS, template, input.mood, input);

const moods = INSTAGRAM_MOODS.map((mood) => mood.value);

describe("constants", () => {
  itPinsConstants(logic, {
    EMPTY_TOPIC_MESSAGE: "Please enter a post topic",
    DELAY_MS: 1000,
    CAPTION_RESULT_COUNT: 4,
    APPENDED_HASHTAG_COUNT: 5,
    CAPTION_MAX_LENGTH: 2200,
  });

  it("has more than 4 templates per mood", () => {
    for (const mood of moods) expect(CAPTION_TEMPLATES[mood].length).toBeGreaterThan(CAPTION_RESULT_COUNT);
  });
});

describeCaptionGenerator("Instagram", {
  platform: INSTAGRAM_CAPTIONS,
  tones: moods,
  emptyTopicMessage: EMPTY_TOPIC_MESSAGE,
  validateTopic,
  generate: (mood, options) => generateCaptions({ ...options, mood }, createSeededRandom(1)),
  resultCount: () => CAPTION_RESULT_COUNT,
  maxLength: CAPTION_MAX_LENGTH,
  topicTag: { topic: "Latte Art", tone: "casual", tag: "#latteart" },
  topicsAddingNoTag: [
    { topic: "!!!", tone: "funny" },
    { topic: "Motivation", tone: "motivational" },
  ],
});

describe("generateCaptions", () => {
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
});
