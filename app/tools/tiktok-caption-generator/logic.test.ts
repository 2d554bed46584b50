import { describe, expect, it } from "vitest";

import { buildCaption as buildPlatformCaption, captionHashtags } from "#app/tools/generator-kit/caption-engine.ts";
import { containsEmoji } from "#app/tools/text/text-format.ts";
import { itHasWellFormedCaptionTemplates } from "#app/tools/generator-kit/caption-test-support.ts";

import {
  APPENDED_HASHTAG_COUNT,
  CAPTION_MAX_LENGTH,
  CAPTION_TEMPLATES,
  DELAY_MS,
  EMPTY_TOPIC_MESSAGE,
  STYLE_HASHTAGS,
  TIKTOK_STYLES,
  generateCaptions,
  TIKTOK_CAPTIONS,
  type CaptionInput,
  validateTopic,
} from "./logic.ts";

const buildCaption = (template: string, input: CaptionInput) =>
  buildPlatformCaption(TIKTOK_CAPTIONS, template, input.style, input);

const styles = TIKTOK_STYLES.map((style) => style.value);

describe("constants", () => {
  it("pins message, delay, counts and limit", () => {
    expect(EMPTY_TOPIC_MESSAGE).toBe("Please enter a video topic");
    expect(DELAY_MS).toBe(1000);
    expect(APPENDED_HASHTAG_COUNT).toBe(6);
    expect(CAPTION_MAX_LENGTH).toBe(2200);
  });

  it("has a fixed set of 4 or 5 templates per style", () => {
    for (const style of styles) {
      expect(CAPTION_TEMPLATES[style].length).toBeGreaterThanOrEqual(4);
      expect(CAPTION_TEMPLATES[style].length).toBeLessThanOrEqual(5);
    }
  });

  itHasWellFormedCaptionTemplates(CAPTION_TEMPLATES);
});

describe("validateTopic", () => {
  it("requires a topic", () => {
    expect(validateTopic("")).toBe(EMPTY_TOPIC_MESSAGE);
    expect(validateTopic("   ")).toBe(EMPTY_TOPIC_MESSAGE);
    expect(validateTopic("skincare")).toBeNull();
  });
});

describe("captionHashtags", () => {
  it("is the topic tag then the style's 7 tags", () => {
    expect(captionHashtags(TIKTOK_CAPTIONS, "Skin Care", "trendy")).toEqual(["#skincare", ...STYLE_HASHTAGS.trendy]);
    for (const style of styles) expect(captionHashtags(TIKTOK_CAPTIONS, "abc", style)).toHaveLength(8);
  });

  it("stays at 8 distinct tags when the topic adds nothing new", () => {
    for (const topic of ["???", "fyp", "Dance"]) {
      const tags = captionHashtags(TIKTOK_CAPTIONS, topic, "dance");
      expect(tags).toHaveLength(8);
      expect(new Set(tags).size).toBe(8);
    }
  });
});

describe("generateCaptions", () => {
  it("returns the style's fixed set with the first 6 of 8 tags appended", () => {
    for (const style of styles) {
      const captions = generateCaptions({ topic: "skin care", style });
      expect(captions).toHaveLength(CAPTION_TEMPLATES[style].length);
      const tags = captionHashtags(TIKTOK_CAPTIONS, "skin care", style).slice(0, 6).join(" ");
      expect(tags.split(" ")).toHaveLength(6);
      for (const caption of captions) {
        expect(caption.endsWith(`\n\n${tags}`)).toBe(true);
        expect(caption.toLowerCase()).toContain("skin care");
        expect(caption).not.toMatch(/\{\w+\}/);
        expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX_LENGTH);
      }
    }
  });

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

  it("omits hashtags and emojis when unticked", () => {
    for (const style of styles) {
      for (const caption of generateCaptions({
        topic: "skin care",
        style,
        includeHashtags: false,
        includeEmojis: false,
      })) {
        expect(caption).not.toContain("#");
        expect(containsEmoji(caption)).toBe(false);
        expect(caption).not.toMatch(/ {2}| [.,!?:]|^\s|\s$/);
      }
    }
  });

  it("returns nothing for a blank topic", () => {
    expect(generateCaptions({ topic: "", style: "dance" })).toEqual([]);
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
