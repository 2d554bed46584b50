/** Checks every caption platform's templates must pass; called from each caption generator's tests. */
import { expect, it } from "vitest";
import { containsEmoji, templatePlaceholders } from "#app/tools/text/text-format.ts";

export function itHasWellFormedCaptionTemplates(templates: Readonly<Record<string, readonly string[]>>) {
  it("has distinct templates per tone, each with the topic (and no other placeholder) and an emoji", () => {
    for (const list of Object.values(templates)) {
      expect(new Set(list).size).toBe(list.length);
      for (const template of list) {
        const placeholders = templatePlaceholders(template);
        expect(placeholders.length, template).toBeGreaterThan(0);
        expect(
          placeholders.every((name) => name === "topic" || name === "Topic"),
          template,
        ).toBe(true);
        expect(containsEmoji(template), template).toBe(true);
      }
    }
  });

  it("puts punctuation before an emoji that is followed by more text, so captions read right without emojis", () => {
    for (const list of Object.values(templates)) {
      for (const template of list) {
        for (const match of template.matchAll(/(\S)\s*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+\s+\S/gu)) {
          expect(".!?:,…", template).toContain(match[1]);
        }
      }
    }
  });
}
