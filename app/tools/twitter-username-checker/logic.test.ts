import { describe, expect, it } from "vitest";

import {
  buildSuggestions,
  checkUsername,
  shapeUsername,
  validateUsername,
} from "#app/tools/simulated/username-check.ts";

import { TWITTER_USERNAMES as twitter } from "./logic.ts";

describe("Twitter/X's rules", () => {
  it("pins the odds, the length and the hint; 'Check' stays enabled while checking", () => {
    expect(twitter).toMatchObject({
      availability: 0.6,
      maxLength: 15,
      rules: "Lower-case letters, numbers and underscores; 3 to 15 characters.",
      disableWhileChecking: false,
    });
  });

  it("lower-cases and keeps only a-z, 0-9 and underscore (no periods), at most 15", () => {
    expect(shapeUsername(twitter, "@Crest.Line_Digital")).toBe("crestline_digit");
    expect(shapeUsername(twitter, "Jo Doe-99")).toBe("jodoe99");
    expect(shapeUsername(twitter, "abcdefghijklmnopqrstuvwxyz")).toBe("abcdefghijklmno");
    expect(validateUsername(twitter, "...")).not.toBeNull();
    expect(validateUsername(twitter, "a.b")).not.toBeNull();
  });

  it("builds the same list as Instagram with an X-valid last entry", () => {
    expect(buildSuggestions(twitter, "crest")).toEqual([
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
      const suggestions = buildSuggestions(twitter, name);
      expect(suggestions).toHaveLength(6);
      expect(new Set(suggestions).size).toBe(6);
      for (const suggestion of suggestions) {
        expect(suggestion.length).toBeLessThanOrEqual(15);
        expect(suggestion.length).toBeGreaterThanOrEqual(3);
        expect(suggestion).toMatch(/^[a-z0-9_]+$/);
      }
    }
    expect(buildSuggestions(twitter, "crestlinedigit")[0]).toBe("crestliofficial");
    expect(buildSuggestions(twitter, "crestlinedigit")[3]).toBe("thecrestlinedig");
  });

  it("is available when the random draw is below 0.6", () => {
    expect(checkUsername(twitter, "Brand", () => 0.59).available).toBe(true);
    expect(checkUsername(twitter, "brand", () => 0.6).available).toBe(false);
  });

  it("links 'Claim on Twitter/X' to the user intent page with the name", () => {
    expect(twitter.claimUrl("crest_line")).toBe("https://twitter.com/intent/user?screen_name=crest_line");
  });
});
