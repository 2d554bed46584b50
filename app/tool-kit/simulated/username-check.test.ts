import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tool-kit/generators/random.ts";

import {
  buildSuggestions,
  CHECK_DELAY_MS,
  checkUsername,
  EMPTY_USERNAME_MESSAGE,
  MIN_USERNAME_LENGTH,
  shapeUsername,
  SHORT_USERNAME_MESSAGE,
  USERNAME_DEMO_NOTICE,
  validateUsername,
  type UsernamePlatform,
} from "./username-check.ts";

const platform: UsernamePlatform = {
  name: "Example",
  disallowed: /[^a-z0-9-]/g,
  maxLength: 12,
  rules: "Letters, numbers and hyphens.",
  availability: 0.25,
  platformSuffix: "-ex",
  claimUrl: (username) => `https://example.com/${username}`,
  disableWhileChecking: true,
};

describe("constants", () => {
  it("pins the messages, the minimum length, the delay and the demo notice", () => {
    expect(EMPTY_USERNAME_MESSAGE).toBe("Please enter a username");
    expect(SHORT_USERNAME_MESSAGE).toBe("Username must be at least 3 characters long");
    expect(MIN_USERNAME_LENGTH).toBe(3);
    expect(CHECK_DELAY_MS).toBe(1500);
    expect(USERNAME_DEMO_NOTICE).toMatch(/demo/i);
  });
});

describe("shapeUsername", () => {
  it("lower-cases, drops what the platform does not allow and cuts to its length", () => {
    expect(shapeUsername(platform, "My_Brand-Name 2026")).toBe("mybrand-name");
  });
});

describe("validateUsername", () => {
  it("needs at least 3 characters after shaping", () => {
    expect(validateUsername(platform, "")).toBe(EMPTY_USERNAME_MESSAGE);
    expect(validateUsername(platform, "___")).toBe(EMPTY_USERNAME_MESSAGE);
    expect(validateUsername(platform, "a_b")).toBe(SHORT_USERNAME_MESSAGE);
    expect(validateUsername(platform, "abc")).toBeNull();
  });
});

describe("buildSuggestions", () => {
  it("gives six suggestions ending with the platform's suffix, shortening the base to fit", () => {
    expect(buildSuggestions(platform, "Brand")).toEqual([
      "branofficial",
      "brand_",
      "brand2024",
      "thebrand",
      "brandpro",
      "brand-ex",
    ]);
    for (const suggestion of buildSuggestions(platform, "abcdefghijkl")) {
      expect(suggestion.length).toBeLessThanOrEqual(12);
    }
  });
});

describe("checkUsername", () => {
  it("is available when the draw is below the platform's odds, with suggestions only when taken", () => {
    expect(checkUsername(platform, "Brand", () => 0.24)).toEqual({
      available: true,
      username: "brand",
      suggestions: [],
    });
    expect(checkUsername(platform, "brand", () => 0.25)).toEqual({
      available: false,
      username: "brand",
      suggestions: buildSuggestions(platform, "brand"),
    });
  });

  it("follows the odds over many draws and is deterministic per seed", () => {
    const random = createSeededRandom(3);
    let available = 0;
    for (let i = 0; i < 10_000; i++) if (checkUsername(platform, "brand", random).available) available++;
    expect(available / 10_000).toBeGreaterThan(0.22);
    expect(available / 10_000).toBeLessThan(0.28);
    expect(checkUsername(platform, "x1y", createSeededRandom(5))).toEqual(
      checkUsername(platform, "x1y", createSeededRandom(5)),
    );
  });
});
