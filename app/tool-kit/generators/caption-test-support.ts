/** The checks every caption platform must pass; called from each caption generator's tests with its data. */
import { describe, expect, it } from "vitest";
import { containsEmoji, templatePlaceholders } from "#app/tool-kit/text/text-format.ts";
import { buildCaption, captionHashtags, type CaptionOptions, type CaptionPlatform } from "./caption-engine.ts";

interface CaptionGeneratorCase<S extends string> {
  platform: CaptionPlatform<S>;
  /** Every mood or style, in select order. */
  tones: readonly S[];
  emptyTopicMessage: string;
  validateTopic: (topic: string) => string | null;
  /** The page's generator (a seeded one where it picks at random). */
  generate: (tone: S, options: CaptionOptions) => string[];
  /** How many captions one request gives in a tone. */
  resultCount: (tone: S) => number;
  maxLength: number;
  /** A topic written as typed, and the tag it becomes first in `tone`'s pool. */
  topicTag: { topic: string; tone: S; tag: string };
  /** Topics whose tag is empty or repeats one of their tone's tags. */
  topicsAddingNoTag: readonly { topic: string; tone: S }[];
}

export function describeCaptionGenerator<S extends string>(name: string, c: CaptionGeneratorCase<S>) {
  const { platform } = c;
  const topic = c.topicTag.topic.toLowerCase();

  describe(`${name} caption templates`, () => {
    it("has distinct templates per tone, each with the topic (and no other placeholder) and an emoji", () => {
      for (const list of Object.values<readonly string[]>(platform.templates)) {
        expect(new Set(list).size).toBe(list.length);
        for (const template of list) {
          const placeholders = templatePlaceholders(template);
          expect(placeholders.length, template).toBeGreaterThan(0);
          expect(
            placeholders.every((placeholder) => placeholder === "topic" || placeholder === "Topic"),
            template,
          ).toBe(true);
          expect(containsEmoji(template), template).toBe(true);
        }
      }
    });

    it("puts punctuation before an emoji that is followed by more text, so captions read right without emojis", () => {
      for (const list of Object.values<readonly string[]>(platform.templates)) {
        for (const template of list) {
          for (const match of template.matchAll(/(\S)\s*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+\s+\S/gu)) {
            expect(".!?:,…", template).toContain(match[1]);
          }
        }
      }
    });
  });

  describe(`${name} validateTopic`, () => {
    it("requires a non-blank topic", () => {
      for (const blank of ["", "   ", " \t"]) expect(c.validateTopic(blank)).toBe(c.emptyTopicMessage);
      expect(c.validateTopic(c.topicTag.topic)).toBeNull();
    });
  });

  describe(`${name} captionHashtags`, () => {
    it("gives 8 tags: the topic tag then the tone's 7", () => {
      const { topic: typed, tone, tag } = c.topicTag;
      expect(captionHashtags(platform, typed, tone)).toEqual([tag, ...platform.hashtags[tone]]);
      for (const each of c.tones) expect(captionHashtags(platform, "abc", each)).toHaveLength(8);
    });

    it("still gives 8 distinct tags when the topic has no usable characters or repeats a tone tag", () => {
      for (const { topic: typed, tone } of c.topicsAddingNoTag) {
        const tags = captionHashtags(platform, typed, tone);
        expect(tags, typed).toHaveLength(8);
        expect(new Set(tags).size, typed).toBe(8);
      }
    });
  });

  describe(`${name} captions`, () => {
    it(`gives distinct captions with the topic and the first ${platform.appendedHashtagCount} of 8 tags appended`, () => {
      for (const tone of c.tones) {
        const captions = c.generate(tone, { topic });
        expect(captions).toHaveLength(c.resultCount(tone));
        expect(new Set(captions).size).toBe(captions.length);
        const tags = captionHashtags(platform, topic, tone).slice(0, platform.appendedHashtagCount);
        expect(tags).toHaveLength(platform.appendedHashtagCount);
        for (const caption of captions) {
          expect(caption.toLowerCase()).toContain(topic);
          expect(caption.endsWith(`\n\n${tags.join(" ")}`)).toBe(true);
          expect(caption).not.toMatch(/\{\w+\}/);
          expect(caption.length).toBeLessThanOrEqual(c.maxLength);
        }
      }
    });

    it("omits hashtags and emojis when unticked and keeps the text tidy, for every template", () => {
      const off = { topic, includeHashtags: false, includeEmojis: false };
      for (const tone of c.tones) {
        const captions = [
          ...c.generate(tone, off),
          ...platform.templates[tone].map((template) => buildCaption(platform, template, tone, off)),
        ];
        for (const caption of captions) {
          expect(caption).not.toContain("#");
          expect(containsEmoji(caption)).toBe(false);
          expect(caption).not.toMatch(/ {2}| [.,!?:]|^\s|\s$/);
        }
      }
    });

    it("returns nothing for a blank topic", () => {
      for (const blank of ["", "  "]) expect(c.generate(c.tones[0] as S, { topic: blank })).toEqual([]);
    });
  });
}
