import { describe, expect, it } from "vitest";

import { computeTextStats, isWhitespaceCode, readingMinutes, scanWords } from "./text-stats.ts";

describe("isWhitespaceCode", () => {
  it("matches the \\s class of JavaScript for every BMP character", () => {
    const mismatches: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (isWhitespaceCode(code) !== /\s/.test(String.fromCharCode(code))) mismatches.push(code.toString(16));
    }
    expect(mismatches).toEqual([]);
  });
});

describe("readingMinutes", () => {
  it("rounds up and is 0 for no words", () => {
    expect(readingMinutes(0, 200)).toBe(0);
    expect(readingMinutes(1, 200)).toBe(1);
    expect(readingMinutes(200, 200)).toBe(1);
    expect(readingMinutes(201, 200)).toBe(2);
  });
});

describe("computeTextStats", () => {
  it("counts the six figures", () => {
    expect(computeTextStats("One two. Three!\n\nFour")).toEqual({
      characters: 21,
      charactersNoSpaces: 17,
      words: 4,
      sentences: 3,
      paragraphs: 2,
      readingTime: 1,
    });
  });
});

describe("scanWords", () => {
  it("finds words without surrounding punctuation, keeping inner apostrophes and hyphens", () => {
    const scan = scanWords("“Don’t” over-think it -- e-mail SEO's 3.5 tips!");
    expect(scan.keys).toEqual(["don't", "over-think", "it", "e-mail", "seo's", "3", "5", "tips"]);
    expect(scan.count).toBe(8);
    expect(Array.from(scan.letters)).toEqual([4, 9, 2, 5, 4, 1, 1, 4]);
  });

  it("gives offsets into the original text", () => {
    const text = "Hello, Wörld!";
    const scan = scanWords(text);
    expect(text.slice(scan.starts[1], scan.ends[1])).toBe("Wörld");
    expect(scan.keys).toEqual(["hello", "wörld"]);
  });

  it("marks words followed by sentence punctuation", () => {
    const scan = scanWords("One two. Three? Four five");
    expect(Array.from(scan.sentenceEnds)).toEqual([0, 1, 1, 0, 0]);
    expect(Array.from(scanWords("End.").sentenceEnds)).toEqual([1]);
  });

  it("handles letters outside the BMP, other scripts and length-changing lower case", () => {
    expect(scanWords("𝐀𝐁 日本語 İstanbul").keys).toEqual(["𝐀𝐁".toLowerCase(), "日本語", "İstanbul".toLowerCase()]);
    expect(scanWords("👍 ok").keys).toEqual(["ok"]);
    expect(scanWords("").count).toBe(0);
  });
});
