import { describe, expect, it } from "vitest";
import { chunkRanges, formatPageSet, pagesOf, parsePageRanges } from "./ranges.ts";

describe("parsePageRanges", () => {
  it("reads pages, closed ranges and open ranges, in the order typed", () => {
    expect(parsePageRanges("1-3, 5, 8-", 10)).toEqual({
      ok: true,
      ranges: [
        { from: 1, to: 3 },
        { from: 5, to: 5 },
        { from: 8, to: 10 },
      ],
    });
    expect(parsePageRanges(" 7 ,2 - 4", 7)).toEqual({
      ok: true,
      ranges: [
        { from: 7, to: 7 },
        { from: 2, to: 4 },
      ],
    });
  });

  it("refuses what it cannot read, with the reason", () => {
    const message = (text: string, pages = 10) => {
      const result = parsePageRanges(text, pages);
      return result.ok ? "ok" : result.message;
    };
    expect(message("")).toBe("Type the pages to keep, for example 1-3, 5, 8-");
    expect(message("1-3,,5")).toMatch(/^There is an empty place between two commas/);
    expect(message("1-3; 5")).toBe("“1-3; 5” is not a page or a range. Use numbers like 1-3, 5, 8-");
    expect(message("-3")).toMatch(/^“-3” is not a page or a range/);
    expect(message("2.5")).toMatch(/^“2.5” is not a page or a range/);
    expect(message("1-2-3")).toMatch(/^“1-2-3” is not a page or a range/);
    expect(message("0-2")).toBe("Pages are counted from 1.");
    expect(message("5-3")).toBe("“5-3” runs backwards; write it as 3-5.");
    expect(message("9-12")).toBe("Page 12 does not exist: this PDF has 10 pages.");
    expect(message("2", 1)).toBe("Page 2 does not exist: this PDF has 1 page.");
  });
});

describe("page sets and chunks", () => {
  it("writes chosen pages back as ranges, and reads them again", () => {
    expect(formatPageSet([5, 1, 3, 2, 9, 10])).toBe("1-3, 5, 9-10");
    const parsed = parsePageRanges(formatPageSet([5, 1, 3, 2, 9, 10]), 10);
    expect(parsed.ok && [...pagesOf(parsed.ranges)].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 9, 10]);
  });

  it("cuts a document into runs of N pages, the last one shorter", () => {
    expect(chunkRanges(7, 3)).toEqual([
      { from: 1, to: 3 },
      { from: 4, to: 6 },
      { from: 7, to: 7 },
    ]);
    expect(chunkRanges(2, 1)).toHaveLength(2);
  });
});
