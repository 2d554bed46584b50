import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tool-kit/generators/random.ts";
import { templatePlaceholders } from "#app/tool-kit/text/text-format.ts";
import { YOUTUBE_CATEGORY_VALUES } from "#app/tool-kit/generators/youtube-categories.ts";

import {
  CALL_TO_ACTION_VARIANTS,
  CATEGORY_LINES,
  COPYRIGHT_LINE,
  DESCRIPTION_MAX_LENGTH,
  DISCLAIMER,
  FIXED_DESCRIPTION_HASHTAGS,
  INTRO_VARIANTS,
  MISSING_FIELDS_MESSAGE,
  RESOURCES_BLOCK,
  SOCIAL_LINKS_BLOCK,
  descriptionHashtags,
  generateDescription,
  timestampBlock,
  validateDescriptionInput,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants, itRequiresEvery } from "#app/tool-kit/logic-test-support.ts";

const base = { title: "How I Grew My Bakery on Instagram", topic: "instagram marketing", category: "food" as const };

describe("constants", () => {
  itPinsConstants(logic, {
    MISSING_FIELDS_MESSAGE: "Please enter both video title and topic",
    DELAY_MS: 1500,
    DESCRIPTION_MAX_LENGTH: 5000,
    DESCRIPTION_PREVIEW_LENGTH: 125,
    DEFAULT_DESCRIPTION_OPTIONS: { includeHashtags: true, includeCallToAction: true },
  });

  it("has the four fixed hashtags and the copyright line", () => {
    expect(FIXED_DESCRIPTION_HASHTAGS).toHaveLength(4);
    expect(COPYRIGHT_LINE).toContain("© 2025");
  });

  it("has a category line for every category and only known placeholders", () => {
    for (const category of YOUTUBE_CATEGORY_VALUES) expect(CATEGORY_LINES[category].length).toBeGreaterThan(20);
    for (const template of [...INTRO_VARIANTS, ...CALL_TO_ACTION_VARIANTS]) {
      for (const name of templatePlaceholders(template)) expect(["topic", "Topic", "title"]).toContain(name);
    }
  });
});

describe("validateDescriptionInput", () => {
  itRequiresEvery(["title", "topic"], validateDescriptionInput, MISSING_FIELDS_MESSAGE);
});

describe("timestampBlock", () => {
  it("has the fixed times 0:00, 1:30, 3:45, 7:20, 9:15 in order", () => {
    const block = timestampBlock("SEO");
    const times = [...block.matchAll(/^(\d+:\d\d) - /gm)].map((m) => m[1]);
    expect(times).toEqual(["0:00", "1:30", "3:45", "7:20", "9:15"]);
    expect(block).toContain("1:30 - Why SEO matters");
  });
});

describe("descriptionHashtags", () => {
  it("is the topic without spaces, the 4 fixed tags and the category tag", () => {
    expect(descriptionHashtags("instagram marketing", "food")).toEqual([
      "#instagrammarketing",
      "#YouTube",
      "#Tutorial",
      "#HowTo",
      "#Tips",
      "#food",
    ]);
  });

  it("leaves out the category tag for general", () => {
    expect(descriptionHashtags("Budget Travel", "general")).toEqual([
      "#BudgetTravel",
      "#YouTube",
      "#Tutorial",
      "#HowTo",
      "#Tips",
    ]);
  });

  it("drops punctuation that would break the tag", () => {
    expect(descriptionHashtags("kids' crafts & DIY!", "lifestyle")[0]).toBe("#kidscraftsDIY");
  });
});

describe("generateDescription", () => {
  it("includes every section in order with both options on by default", () => {
    const text = generateDescription(base, createSeededRandom(1));
    const order = [
      base.title,
      "instagram marketing",
      "⏱️ TIMESTAMPS",
      "0:00 - Introduction",
      "9:15 - Final thoughts and next steps",
      "subscribe",
      SOCIAL_LINKS_BLOCK,
      RESOURCES_BLOCK,
      "#instagrammarketing #YouTube #Tutorial #HowTo #Tips #food",
      DISCLAIMER,
      COPYRIGHT_LINE,
    ];
    let from = 0;
    for (const part of order) {
      const at = text.toLowerCase().indexOf(part.toLowerCase(), from);
      expect(at, part).toBeGreaterThanOrEqual(from);
      from = at + part.length;
    }
    expect(text.startsWith(base.title)).toBe(true);
    expect(text.endsWith(COPYRIGHT_LINE)).toBe(true);
    expect(text).toContain(CATEGORY_LINES.food);
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it("leaves out hashtags and the call to action when unticked", () => {
    const text = generateDescription(
      { ...base, includeHashtags: false, includeCallToAction: false },
      createSeededRandom(1),
    );
    expect(text).not.toContain("#YouTube");
    for (const cta of CALL_TO_ACTION_VARIANTS) {
      expect(text).not.toContain(cta.slice(0, 20));
    }
    expect(text).toContain(DISCLAIMER);
    expect(text).toContain("9:15");
  });

  it("keeps the call to action but not the hashtags", () => {
    const text = generateDescription({ ...base, includeHashtags: false }, createSeededRandom(2));
    expect(text).not.toContain("#instagrammarketing");
    expect(CALL_TO_ACTION_VARIANTS.some((cta) => text.includes(cta.replace("{topic}", "instagram marketing")))).toBe(
      true,
    );
  });

  it("is deterministic per seed and can change wording between runs", () => {
    expect(generateDescription(base, createSeededRandom(3))).toBe(generateDescription(base, createSeededRandom(3)));
    const variants = new Set(
      Array.from({ length: 10 }, (_, seed) => generateDescription(base, createSeededRandom(seed))),
    );
    expect(variants.size).toBeGreaterThan(1);
  });

  it("never leaves a template placeholder", () => {
    for (const category of YOUTUBE_CATEGORY_VALUES) {
      for (let seed = 0; seed < 5; seed++) {
        expect(generateDescription({ ...base, category }, createSeededRandom(seed))).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
