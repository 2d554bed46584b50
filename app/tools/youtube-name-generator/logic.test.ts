import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tool-kit/generators/random.ts";
import { YOUTUBE_CATEGORY_VALUES } from "#app/tool-kit/generators/youtube-categories.ts";

import {
  EMPTY_KEYWORDS_MESSAGE,
  NAME_RESULT_COUNT,
  NAME_TEMPLATES,
  generateChannelNames,
  namesForKeyword,
  parseKeywords,
  validateKeywords,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";

describe("constants", () => {
  itPinsConstants(logic, {
    EMPTY_KEYWORDS_MESSAGE: "Please enter some keywords",
    NAME_RESULT_COUNT: 20,
    NAME_SUFFIXES: ["TV", "Channel", "Official", "Network", "Media", "Content"],
    DELAY_MS: 1000,
  });

  it("has exactly 8 distinct templates for every category, each using the keyword once", () => {
    for (const category of YOUTUBE_CATEGORY_VALUES) {
      const templates = NAME_TEMPLATES[category];
      expect(templates).toHaveLength(8);
      expect(new Set(templates).size).toBe(8);
      for (const template of templates) expect(template.match(/\{keyword\}/g)).toHaveLength(1);
    }
  });
});

describe("validateKeywords", () => {
  it("rejects empty, blank and comma-only input", () => {
    expect(validateKeywords("")).toBe(EMPTY_KEYWORDS_MESSAGE);
    expect(validateKeywords("   ")).toBe(EMPTY_KEYWORDS_MESSAGE);
    expect(validateKeywords(" , ,, ")).toBe(EMPTY_KEYWORDS_MESSAGE);
  });

  it("accepts one keyword", () => {
    expect(validateKeywords(" cooking ")).toBeNull();
  });
});

describe("parseKeywords", () => {
  it("splits on commas, trims, collapses spaces and drops empty and repeated keywords", () => {
    expect(parseKeywords(" gaming,  retro   games ,,Gaming, ")).toEqual(["gaming", "retro games"]);
  });
});

describe("namesForKeyword", () => {
  it("gives the 8 category templates then the 6 suffixes, in title case", () => {
    expect(namesForKeyword("retro games", "food")).toEqual([
      "Retro Games Kitchen",
      "Retro Games Eats",
      "Cooking with Retro Games",
      "Retro Games Recipes",
      "Retro Games Bites",
      "Taste of Retro Games",
      "Retro Games Table",
      "Retro Games Bakes",
      "Retro Games TV",
      "Retro Games Channel",
      "Retro Games Official",
      "Retro Games Network",
      "Retro Games Media",
      "Retro Games Content",
    ]);
  });

  it("keeps capitals the user typed and collapses a doubled word", () => {
    const names = namesForKeyword("iPhone", "tech");
    expect(names).toContain("iPhone Tech");
    expect(namesForKeyword("gaming", "gaming")).toContain("Gaming");
  });
});

describe("generateChannelNames", () => {
  it("returns every candidate of a single keyword (14 < 20), shuffled", () => {
    const names = generateChannelNames({ keywords: "chef", category: "food" }, createSeededRandom(1));
    expect(names).toHaveLength(14);
    expect([...names].sort()).toEqual([...namesForKeyword("chef", "food")].sort());
  });

  it("cuts to exactly 20 when the keywords give more", () => {
    const names = generateChannelNames({ keywords: "chef, baker, spice", category: "food" }, createSeededRandom(2));
    expect(names).toHaveLength(NAME_RESULT_COUNT);
    expect(new Set(names).size).toBe(20);
    const all = ["chef", "baker", "spice"].flatMap((keyword) => namesForKeyword(keyword, "food"));
    for (const name of names) expect(all).toContain(name);
  });

  it("is deterministic for a seed and varies between seeds (Generate More)", () => {
    const input = { keywords: "pixel, quest", category: "gaming" as const };
    const a = generateChannelNames(input, createSeededRandom(7));
    const b = generateChannelNames(input, createSeededRandom(7));
    const c = generateChannelNames(input, createSeededRandom(8));
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it("returns nothing for no keywords", () => {
    expect(generateChannelNames({ keywords: " , ", category: "general" })).toEqual([]);
  });

  it("never leaves a placeholder in a name", () => {
    for (const category of YOUTUBE_CATEGORY_VALUES) {
      for (const name of generateChannelNames({ keywords: "nova", category })) {
        expect(name).not.toMatch(/[{}]/);
        expect(name).toContain("Nova");
      }
    }
  });
});
