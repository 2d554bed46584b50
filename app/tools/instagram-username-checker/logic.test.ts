import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tools/shared/random.ts";

import {
  AVAILABILITY_PROBABILITY,
  DELAY_MS,
  EMPTY_USERNAME_MESSAGE,
  INSTAGRAM_CLAIM_URL,
  MAX_USERNAME_LENGTH,
  MIN_USERNAME_LENGTH,
  SHORT_USERNAME_MESSAGE,
  USERNAME_DEMO_NOTICE,
  buildSuggestions,
  checkUsername,
  getClaimUrl,
  shapeUsername,
  validateUsername,
} from "./logic.ts";

describe("constants", () => {
  it("pins messages, limits, odds, delay and claim URL", () => {
    expect(EMPTY_USERNAME_MESSAGE).toBe("Please enter a username");
    expect(SHORT_USERNAME_MESSAGE).toBe("Username must be at least 3 characters long");
    expect(MIN_USERNAME_LENGTH).toBe(3);
    expect(MAX_USERNAME_LENGTH).toBe(30);
    expect(AVAILABILITY_PROBABILITY).toBe(0.7);
    expect(DELAY_MS).toBe(1500);
    expect(INSTAGRAM_CLAIM_URL).toBe("https://www.instagram.com/accounts/emailsignup/");
    expect(getClaimUrl()).toBe(INSTAGRAM_CLAIM_URL);
    expect(USERNAME_DEMO_NOTICE).toMatch(/demo/i);
  });
});

describe("shapeUsername", () => {
  it("lower-cases and keeps only a-z, 0-9, period and underscore", () => {
    expect(shapeUsername("@Crest Line-Digital!")).toBe("crestlinedigital");
    expect(shapeUsername("john.doe_99")).toBe("john.doe_99");
    expect(shapeUsername("Ünïcödé")).toBe("ncd");
  });

  it("cuts to 30 characters", () => {
    expect(shapeUsername("a".repeat(40))).toBe("a".repeat(30));
  });
});

describe("validateUsername", () => {
  it("needs a name of at least 3 characters after shaping", () => {
    expect(validateUsername("")).toBe(EMPTY_USERNAME_MESSAGE);
    expect(validateUsername("@@@ !!")).toBe(EMPTY_USERNAME_MESSAGE);
    expect(validateUsername("ab")).toBe(SHORT_USERNAME_MESSAGE);
    expect(validateUsername("a-b")).toBe(SHORT_USERNAME_MESSAGE);
    expect(validateUsername("abc")).toBeNull();
    expect(validateUsername("x".repeat(30))).toBeNull();
  });
});

describe("buildSuggestions", () => {
  it("gives the spec's six suggestions in order", () => {
    expect(buildSuggestions("crestline")).toEqual([
      "crestlineofficial",
      "crestline_",
      "crestline2024",
      "thecrestline",
      "crestlinepro",
      "crestline.ig",
    ]);
  });

  it("keeps every suggestion within 30 characters and valid for Instagram", () => {
    const long = "abcdefghijklmnopqrstuvwxyz0123";
    const suggestions = buildSuggestions(long);
    expect(suggestions).toHaveLength(6);
    for (const suggestion of suggestions) {
      expect(suggestion.length).toBeLessThanOrEqual(30);
      expect(suggestion).toMatch(/^[a-z0-9._]+$/);
    }
    expect(suggestions[0]).toBe("abcdefghijklmnopqrstuvofficial");
    expect(new Set(suggestions).size).toBe(6);
  });
});

describe("checkUsername", () => {
  it("is available when the random draw is below 0.7", () => {
    expect(checkUsername("Crestline", () => 0.69)).toEqual({ available: true, username: "crestline", suggestions: [] });
    const taken = checkUsername("crestline", () => 0.7);
    expect(taken.available).toBe(false);
    expect(taken.suggestions).toEqual(buildSuggestions("crestline"));
  });

  it("is available about 70% of the time", () => {
    const random = createSeededRandom(99);
    let available = 0;
    for (let i = 0; i < 10_000; i++) if (checkUsername("somebody", random).available) available++;
    expect(available / 10_000).toBeGreaterThan(0.67);
    expect(available / 10_000).toBeLessThan(0.73);
  });

  it("is deterministic with a seeded random", () => {
    expect(checkUsername("brand", createSeededRandom(5))).toEqual(checkUsername("brand", createSeededRandom(5)));
  });
});
