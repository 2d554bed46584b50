import { describe, expect, it } from "vitest";

import {
  buildSuggestions,
  checkUsername,
  shapeUsername,
  validateUsername,
} from "#app/tools/simulated/username-check.ts";

import { INSTAGRAM_CLAIM_URL, INSTAGRAM_USERNAMES as instagram } from "./logic.ts";

describe("Instagram's rules", () => {
  it("pins the odds, the length, the hint and the claim URL", () => {
    expect(INSTAGRAM_CLAIM_URL).toBe("https://www.instagram.com/accounts/emailsignup/");
    expect(instagram).toMatchObject({
      availability: 0.7,
      maxLength: 30,
      rules: "Lower-case letters, numbers, periods and underscores; 3 to 30 characters.",
      disableWhileChecking: true,
    });
    expect(instagram.claimUrl("crestline")).toBe(INSTAGRAM_CLAIM_URL);
  });

  it("lower-cases and keeps only a-z, 0-9, period and underscore, at most 30", () => {
    expect(shapeUsername(instagram, "@Crest Line-Digital!")).toBe("crestlinedigital");
    expect(shapeUsername(instagram, "john.doe_99")).toBe("john.doe_99");
    expect(shapeUsername(instagram, "Ünïcödé")).toBe("ncd");
    expect(shapeUsername(instagram, "a".repeat(40))).toBe("a".repeat(30));
    expect(validateUsername(instagram, "a-b")).not.toBeNull();
    expect(validateUsername(instagram, "x".repeat(30))).toBeNull();
  });

  it("gives the six suggestions in order", () => {
    expect(buildSuggestions(instagram, "crestline")).toEqual([
      "crestlineofficial",
      "crestline_",
      "crestline2024",
      "thecrestline",
      "crestlinepro",
      "crestline.ig",
    ]);
  });

  it("keeps every suggestion within 30 characters and valid for Instagram", () => {
    const suggestions = buildSuggestions(instagram, "abcdefghijklmnopqrstuvwxyz0123");
    expect(suggestions).toHaveLength(6);
    for (const suggestion of suggestions) {
      expect(suggestion.length).toBeLessThanOrEqual(30);
      expect(suggestion).toMatch(/^[a-z0-9._]+$/);
    }
    expect(suggestions[0]).toBe("abcdefghijklmnopqrstuvofficial");
    expect(new Set(suggestions).size).toBe(6);
  });

  it("is available when the random draw is below 0.7", () => {
    expect(checkUsername(instagram, "Crestline", () => 0.69).available).toBe(true);
    expect(checkUsername(instagram, "crestline", () => 0.7).available).toBe(false);
  });
});
