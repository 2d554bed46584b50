import { describe, expect, it } from "vitest";

import {
  EMPTY_TEXT_MESSAGE,
  RECOMMENDATIONS,
  STOP_WORDS,
  STOP_WORDS_NOTE,
  analyzeKeywordDensity,
  calculateDensity,
  countPhrase,
  getDensityBarColour,
  getDensityBarWidth,
  getDensityRecommendation,
  getDensityStatus,
  isStopWord,
  normalizeKeyword,
  validateText,
} from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";
import { scanWords } from "#app/tool-kit/text/text-stats.ts";

/** A text of `total` words in which `keyword` appears `count` times. */
function textWith(keyword: string, count: number, total: number): string {
  const words: string[] = [];
  for (let i = 0; i < total; i++) words.push(i < count ? keyword : `filler${i % 7}`);
  return words.join(" ");
}

describe("constants", () => {
  itPinsConstants(logic, {
    EMPTY_TEXT_MESSAGE: "Please enter some text to analyze",
    DELAY_MS: 1000,
    TOP_KEYWORD_COUNT: 20,
  });

  it("exports a lower-case stop word list without repeats, and a note", () => {
    expect(STOP_WORDS.length).toBeGreaterThan(100);
    expect(new Set(STOP_WORDS).size).toBe(STOP_WORDS.length);
    for (const word of STOP_WORDS) expect(word).toBe(word.toLowerCase());
    for (const word of ["the", "and", "is", "of", "to", "a", "in", "you", "don't"]) expect(isStopWord(word)).toBe(true);
    expect(isStopWord("The")).toBe(true);
    expect(isStopWord("Don’t")).toBe(true);
    expect(isStopWord("marketing")).toBe(false);
    expect(STOP_WORDS_NOTE).toContain("“the”");
  });
});

describe("validateText", () => {
  it("requires some text", () => {
    expect(validateText("")).toBe(EMPTY_TEXT_MESSAGE);
    expect(validateText(" \n ")).toBe(EMPTY_TEXT_MESSAGE);
    expect(validateText("hello")).toBeNull();
  });
});

describe("calculateDensity", () => {
  it("is count / total × 100 with 2 decimals", () => {
    expect(calculateDensity(1, 3)).toBe(33.33);
    expect(calculateDensity(2, 3)).toBe(66.67);
    expect(calculateDensity(1, 200)).toBe(0.5);
    expect(calculateDensity(1, 8)).toBe(12.5);
    expect(calculateDensity(0, 10)).toBe(0);
    expect(calculateDensity(3, 0)).toBe(0);
  });
});

describe("getDensityStatus", () => {
  it("is missing only for a count of 0", () => {
    expect(getDensityStatus(0, 0)).toBe("missing");
    expect(getDensityStatus(1, 0)).toBe("low");
  });

  it("switches at exactly 0.5, 2.5 and 4", () => {
    expect(getDensityStatus(1, 0.49)).toBe("low");
    expect(getDensityStatus(1, 0.5)).toBe("good");
    expect(getDensityStatus(1, 1.5)).toBe("good");
    expect(getDensityStatus(1, 2.5)).toBe("good");
    expect(getDensityStatus(1, 2.51)).toBe("high");
    expect(getDensityStatus(1, 4)).toBe("high");
    expect(getDensityStatus(1, 4.01)).toBe("excessive");
    expect(getDensityStatus(1, 50)).toBe("excessive");
  });

  it("maps each status to its recommendation and colour", () => {
    expect(getDensityRecommendation(0, 0)).toBe(RECOMMENDATIONS.missing);
    expect(RECOMMENDATIONS.missing.color).toBe("red");
    expect(RECOMMENDATIONS.low.color).toBe("yellow");
    expect(RECOMMENDATIONS.good.color).toBe("green");
    expect(RECOMMENDATIONS.high.color).toBe("orange");
    expect(RECOMMENDATIONS.excessive.color).toBe("red");
    expect(RECOMMENDATIONS.good.message).toMatch(/optimal/i);
    expect(RECOMMENDATIONS.excessive.message).toMatch(/keyword stuffing/i);
    for (const [status, recommendation] of Object.entries(RECOMMENDATIONS)) expect(recommendation.status).toBe(status);
  });
});

describe("density bar", () => {
  it("is green up to 1, yellow up to 2.5, orange up to 4, red above", () => {
    expect(getDensityBarColour(0)).toBe("green");
    expect(getDensityBarColour(1)).toBe("green");
    expect(getDensityBarColour(1.01)).toBe("yellow");
    expect(getDensityBarColour(2.5)).toBe("yellow");
    expect(getDensityBarColour(2.51)).toBe("orange");
    expect(getDensityBarColour(4)).toBe("orange");
    expect(getDensityBarColour(4.01)).toBe("red");
  });

  it("is density × 20 percent wide, capped at 100", () => {
    expect(getDensityBarWidth(0)).toBe(0);
    expect(getDensityBarWidth(1.5)).toBe(30);
    expect(getDensityBarWidth(5)).toBe(100);
    expect(getDensityBarWidth(12.5)).toBe(100);
  });
});

describe("normalizeKeyword and countPhrase", () => {
  it("normalises case and punctuation of the target", () => {
    expect(normalizeKeyword("  Content   Marketing! ")).toEqual(["content", "marketing"]);
    expect(normalizeKeyword("!!!")).toEqual([]);
  });

  it("counts phrases within sentences without overlap", () => {
    const tokens = scanWords("Content marketing works. Content. Marketing is fun. content MARKETING!");
    expect(countPhrase(tokens, ["content", "marketing"])).toBe(2);
    expect(countPhrase(scanWords("very very very"), ["very", "very"])).toBe(1);
    expect(countPhrase(scanWords("a b"), ["a", "b", "c"])).toBe(0);
    expect(countPhrase(tokens, [])).toBe(0);
  });
});

describe("analyzeKeywordDensity", () => {
  it("analyses a fixed sample exactly", () => {
    const text = "SEO tips: the best SEO tips are simple. Use SEO daily!\n\nGreat tips win.";
    const result = analyzeKeywordDensity(text, "seo tips");
    expect(result.totalWords).toBe(14);
    expect(result.sentences).toBe(3);
    expect(result.characters).toBe(text.length);
    expect(result.charactersNoSpaces).toBe(text.replace(/\s/g, "").length);
    expect(result.avgWordsPerSentence).toBe(4.7);
    expect(result.keywordDensities).toEqual([
      { keyword: "seo", count: 3, density: 21.43 },
      { keyword: "tips", count: 3, density: 21.43 },
      { keyword: "best", count: 1, density: 7.14 },
      { keyword: "daily", count: 1, density: 7.14 },
      { keyword: "great", count: 1, density: 7.14 },
      { keyword: "simple", count: 1, density: 7.14 },
      { keyword: "win", count: 1, density: 7.14 },
    ]);
    expect(result.targetAnalysis).toEqual({
      keyword: "seo tips",
      count: 2,
      density: 14.29,
      recommendation: RECOMMENDATIONS.excessive,
    });
  });

  it("leaves stop words, short words and numbers out of the top list but counts them as words", () => {
    const result = analyzeKeywordDensity("The cat and the dog and 2024 and it is a go.");
    expect(result.totalWords).toBe(12);
    expect(result.keywordDensities.map((k) => k.keyword)).toEqual(["cat", "dog"]);
  });

  it("can keep stop words in the top list when asked", () => {
    const result = analyzeKeywordDensity("The cat and the dog", "", { excludeStopWords: false });
    expect(result.keywordDensities.map((k) => k.keyword)).toEqual(["the", "and", "cat", "dog"]);
  });

  it("sorts by count, then alphabetically, and keeps only the top 20", () => {
    const words: string[] = [];
    for (let i = 0; i < 30; i++) {
      const word = `keyword${String.fromCharCode(97 + (i % 26))}${i >= 26 ? "x" : ""}`;
      for (let n = 0; n <= i % 5; n++) words.push(word);
    }
    const result = analyzeKeywordDensity(words.join(" "));
    expect(result.keywordDensities).toHaveLength(20);
    const counts = result.keywordDensities.map((k) => k.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (let i = 1; i < result.keywordDensities.length; i++) {
      const previous = result.keywordDensities[i - 1];
      const current = result.keywordDensities[i];
      if (previous && current && previous.count === current.count)
        expect(previous.keyword < current.keyword).toBe(true);
    }
  });

  it("reports a missing target keyword", () => {
    const result = analyzeKeywordDensity("Nothing relevant here.", "backlinks");
    expect(result.targetAnalysis).toEqual({
      keyword: "backlinks",
      count: 0,
      density: 0,
      recommendation: RECOMMENDATIONS.missing,
    });
  });

  it("has no target analysis without a target keyword", () => {
    expect(analyzeKeywordDensity("Some text", "").targetAnalysis).toBeNull();
    expect(analyzeKeywordDensity("Some text", "   ").targetAnalysis).toBeNull();
    expect(analyzeKeywordDensity("Some text").targetAnalysis).toBeNull();
  });

  it("gives the status at the exact edges 0.5, 2.5 and 4 percent", () => {
    const at = (count: number, total: number) =>
      analyzeKeywordDensity(textWith("brand", count, total), "Brand").targetAnalysis;
    expect(at(1, 200)).toMatchObject({ count: 1, density: 0.5, recommendation: { status: "good" } });
    expect(at(1, 201)).toMatchObject({ density: 0.5, recommendation: { status: "good" } });
    expect(at(1, 203)).toMatchObject({ density: 0.49, recommendation: { status: "low" } });
    expect(at(5, 200)).toMatchObject({ density: 2.5, recommendation: { status: "good" } });
    expect(at(6, 200)).toMatchObject({ density: 3, recommendation: { status: "high" } });
    expect(at(8, 200)).toMatchObject({ density: 4, recommendation: { status: "high" } });
    expect(at(9, 200)).toMatchObject({ density: 4.5, recommendation: { status: "excessive" } });
  });

  it("matches the target case-insensitively, ignoring punctuation and curly apostrophes", () => {
    const result = analyzeKeywordDensity("Don’t stop. DON'T! (don't)", "don't");
    expect(result.targetAnalysis?.count).toBe(3);
  });

  it("analyses a 100,000-word text", () => {
    const vocabulary = ["Content", "marketing", "helps", "the", "brand", "grow", "every", "month."];
    const words: string[] = [];
    for (let i = 0; i < 100_000; i++) words.push(vocabulary[i % vocabulary.length] ?? "");
    const result = analyzeKeywordDensity(words.join(" "), "content marketing");
    expect(result.totalWords).toBe(100_000);
    expect(result.sentences).toBe(12_500);
    expect(result.avgWordsPerSentence).toBe(8);
    expect(result.keywordDensities.map((k) => k.keyword)).toEqual([
      "brand",
      "content",
      "grow",
      "helps",
      "marketing",
      "month",
    ]);
    expect(result.keywordDensities[0]).toEqual({ keyword: "brand", count: 12_500, density: 12.5 });
    expect(result.targetAnalysis).toMatchObject({ keyword: "content marketing", count: 12_500, density: 12.5 });
  });
});
