import { describe, expect, it } from "vitest";

import { buildSuggestions } from "#app/tool-kit/simulated/username-check.ts";
import { describeUsernamePlatform } from "#app/tool-kit/simulated/username-platform-test-support.ts";

import { TWITTER_USERNAMES as twitter } from "./logic.ts";

describeUsernamePlatform(twitter, {
  pinned: {
    availability: 0.6,
    maxLength: 15,
    rules: "Lower-case letters, numbers and underscores; 3 to 15 characters.",
    disableWhileChecking: false,
  },
  shaped: [
    ["@Crest.Line_Digital", "crestline_digit"],
    ["Jo Doe-99", "jodoe99"],
    ["abcdefghijklmnopqrstuvwxyz", "abcdefghijklmno"],
  ],
  accepted: ["crest_line"],
  refused: ["...", "a.b"],
  suggestions: { name: "crest", list: ["crestofficial", "crest_", "crest2024", "thecrest", "crestpro", "crest_x"] },
  fitting: { names: ["abc", "crestline", "crestlinedigit", "abcdefghijklmno"], characters: /^[a-z0-9_]+$/ },
  claim: { name: "crest_line", url: "https://twitter.com/intent/user?screen_name=crest_line" },
});

describe("Twitter/X's short names", () => {
  it("shortens the base so the suggestions fit 15 characters", () => {
    expect(buildSuggestions(twitter, "crestlinedigit")[0]).toBe("crestliofficial");
    expect(buildSuggestions(twitter, "crestlinedigit")[3]).toBe("thecrestlinedig");
  });
});
