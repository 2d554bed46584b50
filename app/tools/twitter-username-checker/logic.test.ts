import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tools/shared/random.ts";

import {
  AVAILABILITY_PROBABILITY,
  DELAY_MS,
  EMPTY_USERNAME_MESSAGE,
  MAX_USERNAME_LENGTH,
  MIN_USERNAME_LENGTH,
  SHORT_USERNAME_MESSAGE,
  buildSuggestions,
  checkUsername,
  getClaimUrl,
  shapeUsername,
  validateUsername,
} from "./logic.ts";

describe("constants", () => {
  it("pins messages, limits, odds and delay", () => {
    expect(EMPTY_USERNAME_MESSAGE).toBe("Please enter a username");
    expect(SHORT_USERNAME_MESSAGE).toBe("Username must be at least 3 characters long");
    expect(MIN_USERNAME_LENGTH).toBe(3);
    expect(MAX_USERNAME_LENGTH).toBe(15);
    expect(AVAILABILITY_PROBABILITY).toBe(0.6);
    expect(DELAY_MS).toBe(1500);
  });
});

describe("shapeUsername", () => {
  it("lower-cases and keeps only a-z, 0-9 and underscore (no periods)", () => {
    expect(shapeUsername("@Crest.Line_Digital")).toBe("crestline_digit");
    expect(shapeUsername("Jo Doe-99")).toBe("jodoe99");
  });

  it("cuts to 15 characters", () => {
    expect(shapeUsername("abcdefghijklmnopqrstuvwxyz")).toBe("abcdefghijklmno");
  });
});

describe("validateUsername", () => {
  it("needs a name of at least 3 characters after shaping", () => {
    expect(validateUsername("")).toBe(EMPTY_USERNAME_MESSAGE);
    expect(validateUsername("...")).toBe(EMPTY_USERNAME_MESSAGE);
    expect(validateUsername("a.b")).toBe(SHORT_USERNAME_MESSAGE);
    expect(validateUsername("ab")).toBe(SHORT_USERNAME_MESSAGE);
    expect(validateUsername("abc")).toBeNull();
  });
});

describe("buildSuggestions", () => {
  it("builds the same list as Instagram with an X-valid last entry", () => {
    expect(buildSuggestions("crest")).toEqual([
      "crestofficial",
      "crest_",
      "crest2024",
      "thecrest",
      "crestpro",
      "crest_x",
    ]);
  });

  it("shortens the base so every suggestion fits 15 characters of a-z, 0-9 and _", () => {
    for (const name of ["abc", "crestline", "crestlinedigit", "abcdefghijklmno"]) {
      const suggestions = buildSuggestions(name);
      expect(suggestions).toHaveLength(6);
      expect(new Set(suggestions).size).toBe(6);
      for (const suggestion of suggestions) {
        expect(suggestion.length).toBeLessThanOrEqual(15);
        expect(suggestion.length).toBeGreaterThanOrEqual(3);
        expect(suggestion).toMatch(/^[a-z0-9_]+$/);
      }
    }
    expect(buildSuggestions("crestlinedigit")[0]).toBe("crestliofficial");
    expect(buildSuggestions("crestlinedigit")[3]).toBe("thecrestlinedig");
  });
});

describe("checkUsername", () => {
  it("is available when the random draw is below 0.6", () => {
    expect(checkUsername("Brand", () => 0.59)).toEqual({ available: true, username: "brand", suggestions: [] });
    expect(checkUsername("brand", () => 0.6)).toEqual({
      available: false,
      username: "brand",
      suggestions: buildSuggestions("brand"),
    });
  });

  it("is available about 60% of the time", () => {
    const random = createSeededRandom(7);
    let available = 0;
    for (let i = 0; i < 10_000; i++) if (checkUsername("brand", random).available) available++;
    expect(available / 10_000).toBeGreaterThan(0.57);
    expect(available / 10_000).toBeLessThan(0.63);
  });
});

describe("getClaimUrl", () => {
  it("links to the user intent page with the shaped name", () => {
    expect(getClaimUrl("crest_line")).toBe("https://twitter.com/intent/user?screen_name=crest_line");
    expect(getClaimUrl("@Crest Line")).toBe("https://twitter.com/intent/user?screen_name=crestline");
  });
});
