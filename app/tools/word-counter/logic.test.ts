import { describe, expect, it } from "vitest";

import { createSeededRandom } from "#app/tool-kit/generators/random.ts";

import { analyzeText, countText, formatMinutes } from "./logic.ts";
import * as logic from "./logic.ts";
import { itPinsConstants } from "#app/tool-kit/logic-test-support.ts";

/** The counting rules written the obvious (slower) way, to compare against. */
function naiveStats(text: string) {
  const words = text.trim() === "" ? 0 : text.trim().split(/\s+/).length;
  return {
    characters: [...text].length,
    charactersNoSpaces: [...text.replace(/\s/g, "")].length,
    words,
    sentences: text.split(/[.!?]+/).filter((s) => s.trim().length > 0).length,
    paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim().length > 0).length,
    readingTime: Math.ceil(words / 200),
  };
}

describe("constants", () => {
  itPinsConstants(logic, {
    CLIPBOARD_ERROR_MESSAGE: "Unable to read from clipboard. Please paste manually.",
    READING_SPEEDS_WPM: { slow: 150, average: 200, fast: 250 },
    SPEAKING_WPM: 130,
  });
});

describe("countText", () => {
  it("is all zeros for empty and whitespace-only text", () => {
    const zero = { characters: 0, charactersNoSpaces: 0, words: 0, sentences: 0, paragraphs: 0, readingTime: 0 };
    expect(countText("")).toEqual(zero);
    expect(countText("   \n\n\t ")).toEqual({ ...zero, characters: 7 });
  });

  it("counts a fixed sample exactly", () => {
    const text = "Hello world. This is a test!\n\nSecond paragraph here? Yes.";
    expect(countText(text)).toEqual({
      characters: 57,
      charactersNoSpaces: 47,
      words: 10,
      sentences: 4,
      paragraphs: 2,
      readingTime: 1,
    });
  });

  it("counts a sentence without final punctuation and ignores runs of punctuation", () => {
    expect(countText("No full stop here").sentences).toBe(1);
    expect(countText("Wait... what?! Really").sentences).toBe(3);
    expect(countText("...!!!").sentences).toBe(0);
  });

  it("splits paragraphs only on blank lines, including lines of spaces and several blank lines", () => {
    expect(countText("one\ntwo\nthree").paragraphs).toBe(1);
    expect(countText("one\n\ntwo").paragraphs).toBe(2);
    expect(countText("one\n   \ntwo\n\n\n\nthree").paragraphs).toBe(3);
    expect(countText("\n\none\r\n\r\ntwo\n\n").paragraphs).toBe(2);
  });

  it("splits words on any whitespace", () => {
    expect(countText("a\tb\nc  d\u00a0e").words).toBe(5);
    expect(countText("well-known don't — ok").words).toBe(4);
  });

  it("counts an emoji as one character", () => {
    expect(countText("👍🏽 ok").characters).toBe(5);
    expect(countText("😀").characters).toBe(1);
  });

  it("rounds reading time up at 200 words per minute", () => {
    expect(countText("word ".repeat(1)).readingTime).toBe(1);
    expect(countText("word ".repeat(200)).readingTime).toBe(1);
    expect(countText("word ".repeat(201)).readingTime).toBe(2);
    expect(countText("word ".repeat(400)).readingTime).toBe(2);
  });

  it("matches the straightforward split-based rules on random texts", () => {
    const random = createSeededRandom(2024);
    const pieces = [
      "word",
      "Hi",
      ".",
      "!",
      "?",
      " ",
      "  ",
      "\n",
      "\n\n",
      "\n \n",
      "\t",
      "é",
      "😀",
      "\u00a0",
      "...",
      "\r\n",
    ];
    for (let round = 0; round < 300; round++) {
      let text = "";
      const length = Math.floor(random() * 40);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      expect(countText(text), JSON.stringify(text)).toEqual(naiveStats(text));
    }
  });
});

describe("analyzeText", () => {
  it("gives the detailed analysis of a fixed sample", () => {
    const text = "Marketing works. Great marketing works better!\n\nDon't guess: test.";
    const result = analyzeText(text);
    expect(result.words).toBe(9);
    expect(result.sentences).toBe(3);
    expect(result.paragraphs).toBe(2);
    expect(result.readingTimes).toEqual({ slow: 1, average: 1, fast: 1 });
    expect(result.speakingTime).toBe(1);
    expect(result.longestWord).toBe("Marketing");
    expect(result.uniqueWords).toBe(7);
    // Letters: marketing 9, works 5, great 5, marketing 9, works 5, better 6, don't 4, guess 5, test 4 = 52 / 9.
    expect(result.averageWordLength).toBe(5.8);
    expect(result.averageWordsPerSentence).toBe(3);
    expect(result.averageSentencesPerParagraph).toBe(1.5);
  });

  it("uses 150, 200 and 250 words per minute", () => {
    const result = analyzeText("word ".repeat(1000));
    expect(result.readingTimes).toEqual({ slow: 7, average: 5, fast: 4 });
    expect(result.readingTime).toBe(5);
    expect(result.speakingTime).toBe(8);
  });

  it("is empty-safe", () => {
    const result = analyzeText("");
    expect(result.longestWord).toBe("");
    expect(result.averageWordLength).toBe(0);
    expect(result.averageWordsPerSentence).toBe(0);
    expect(result.averageSentencesPerParagraph).toBe(0);
    expect(result.uniqueWords).toBe(0);
    expect(result.readingTimes).toEqual({ slow: 0, average: 0, fast: 0 });
  });

  it("keeps the first of equally long words and ignores surrounding punctuation", () => {
    expect(analyzeText("(alpha) bravo, charlie!").longestWord).toBe("charlie");
    expect(analyzeText("alpha bravo").longestWord).toBe("alpha");
  });

  it("handles a 100,000-word text in one pass", () => {
    const vocabulary = ["Growth", "marketing", "brings", "steady", "results", "for", "every", "brand."];
    const parts: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      parts.push(vocabulary[i % vocabulary.length] ?? "");
      if (i % 400 === 399) parts.push("\n\n");
    }
    const text = parts.join(" ");
    const result = analyzeText(text);
    expect(result.words).toBe(100_000);
    expect(result.sentences).toBe(12_500);
    expect(result.paragraphs).toBe(250);
    expect(result.uniqueWords).toBe(8);
    expect(result.readingTime).toBe(500);
    expect(result.readingTimes).toEqual({ slow: 667, average: 500, fast: 400 });
    expect(result.longestWord).toBe("marketing");
    expect(result.averageWordsPerSentence).toBe(8);
  });
});

describe("formatMinutes", () => {
  it("uses the singular for one minute", () => {
    expect(formatMinutes(1)).toBe("1 min");
    expect(formatMinutes(0)).toBe("0 mins");
    expect(formatMinutes(12)).toBe("12 mins");
  });
});
