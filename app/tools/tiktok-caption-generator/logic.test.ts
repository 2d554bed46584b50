import { describe, expect, it } from "vitest";

import { buildCaption as buildPlatformCaption } from "#app/tool-kit/generators/caption-engine.ts";
import { describeCaptionGenerator } from "#app/tool-kit/generators/caption-test-support.ts";

import {
  CAPTION_MAX_LENGTH,
  CAPTION_TEMPLATES,
  EMPTY_TOPIC_MESSAGE,
  TIKTOK_STYLES,
  generateCaptions,
  TIKTOK_CAPTIONS,
  type CaptionInput,
  validateTopic,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";

const buildCaption = (template: string, input: CaptionInput) =>
  buildPlatformCaption(TIKTOK_CAPTIONS, template, input.style, input);

const styles = TIKTOK_STYLES.map((style) => style.value);

describe("constants", () => {
  itPinsConstants(logic, {
    EMPTY_TOPIC_MESSAGE: "Please enter a video topic",
    DELAY_MS: 1000,
    APPENDED_HASHTAG_COUNT: 6,
    CAPTION_MAX_LENGTH: 2200,
  });

  it("has a fixed set of 4 or 5 templates per style", () => {
    for (const style of styles) {
      expect(CAPTION_TEMPLATES[style].length).toBeGreaterThanOrEqual(4);
      expect(CAPTION_TEMPLATES[style].length).toBeLessThanOrEqual(5);
    }
  });
});

describeCaptionGenerator("TikTok", {
  platform: TIKTOK_CAPTIONS,
  tones: styles,
  emptyTopicMessage: EMPTY_TOPIC_MESSAGE,
  validateTopic,
  generate: (style, options) => generateCaptions({ ...options, style }),
  resultCount: (style) => CAPTION_TEMPLATES[style].length,
  maxLength: CAPTION_MAX_LENGTH,
  topicTag: { topic: "Skin Care", tone: "trendy", tag: "#skincare" },
  topicsAddingNoTag: ["???", "fyp", "Dance"].map((topic) => ({ topic, tone: "dance" as const })),
});

describe("generateCaptions", () => {
  it("is the same set every time (fixed per style)", () => {
    expect(generateCaptions({ topic: "skin care", style: "funny" })).toEqual(
      generateCaptions({ topic: "skin care", style: "funny" }),
    );
  });

  it("fills a known caption exactly", () => {
    expect(generateCaptions({ topic: "meal prep", style: "educational", includeHashtags: false })[1]).toBe(
      "Meal prep explained in under 60 seconds ⏱️",
    );
  });

  it("keeps emoji-free captions readable", () => {
    expect(
      buildCaption(CAPTION_TEMPLATES.trendy[0] ?? "", {
        topic: "thrift flips",
        style: "trendy",
        includeEmojis: false,
        includeHashtags: false,
      }),
    ).toBe("POV: you just discovered thrift flips");
  });
});
