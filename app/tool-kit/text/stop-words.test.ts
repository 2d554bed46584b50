import { describe, expect, it } from "vitest";

import { STOP_WORDS, isStopWord } from "./stop-words.ts";

describe("stop words", () => {
  it("is a lower-case list without repeats", () => {
    expect(STOP_WORDS.length).toBeGreaterThan(100);
    expect(new Set(STOP_WORDS).size).toBe(STOP_WORDS.length);
    for (const word of STOP_WORDS) expect(word).toBe(word.toLowerCase());
  });

  it("matches case-insensitively and with curly apostrophes", () => {
    expect(isStopWord("The")).toBe(true);
    expect(isStopWord("don’t")).toBe(true);
    expect(isStopWord("marketing")).toBe(false);
  });
});
