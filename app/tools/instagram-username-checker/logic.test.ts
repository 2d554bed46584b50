import { describe, expect, it } from "vitest";

import { buildSuggestions } from "#app/tool-kit/simulated/username-check.ts";
import { describeUsernamePlatform } from "#app/tool-kit/simulated/username-platform-test-support.ts";

import { INSTAGRAM_CLAIM_URL, INSTAGRAM_USERNAMES as instagram } from "./logic.ts";

describeUsernamePlatform(instagram, {
  pinned: {
    availability: 0.7,
    maxLength: 30,
    rules: "Lower-case letters, numbers, periods and underscores; 3 to 30 characters.",
    disableWhileChecking: true,
  },
  shaped: [
    ["@Crest Line-Digital!", "crestlinedigital"],
    ["john.doe_99", "john.doe_99"],
    ["Ünïcödé", "ncd"],
    ["a".repeat(40), "a".repeat(30)],
  ],
  accepted: ["x".repeat(30)],
  refused: ["a-b"],
  suggestions: {
    name: "crestline",
    list: ["crestlineofficial", "crestline_", "crestline2024", "thecrestline", "crestlinepro", "crestline.ig"],
  },
  fitting: { names: ["abcdefghijklmnopqrstuvwxyz0123"], characters: /^[a-z0-9._]+$/ },
  claim: { name: "crestline", url: INSTAGRAM_CLAIM_URL },
});

describe("Instagram's claim link and long names", () => {
  it("links to the sign-up page, which takes no name", () => {
    expect(INSTAGRAM_CLAIM_URL).toBe("https://www.instagram.com/accounts/emailsignup/");
  });

  it("shortens a 30-character name before the suffix", () => {
    expect(buildSuggestions(instagram, "abcdefghijklmnopqrstuvwxyz0123")[0]).toBe("abcdefghijklmnopqrstuvofficial");
  });
});
