import { describe, expect, it } from "vitest";
import { dailyRunTotals, formatCount, formatRate, formatShare, runsByDay, toolTitle } from "./sources-format.ts";

describe("the Sources report's numbers", () => {
  it("writes a tool's rate as a percentage, and '–' without runs", () => {
    expect(formatRate(220, 9 / 220)).toBe("4.1%");
    expect(formatRate(4, 1 / 4)).toBe("25%");
    expect(formatRate(10, 0)).toBe("0%");
    expect(formatRate(2, 1.5)).toBe("150%");
    expect(formatRate(0, 0)).toBe("–");
    expect(formatRate(0, 3)).toBe("–");
    expect(formatRate(5, Number.NaN)).toBe("–");
  });

  it("writes shares and counts", () => {
    expect(formatShare(14, 42)).toBe("33.3%");
    expect(formatShare(0, 0)).toBe("–");
    expect(formatCount(123456)).toBe("1,23,456");
  });

  it("names tools by their title, and unknown slugs as they are", () => {
    expect(toolTitle("word-counter")).toBe("Word Counter");
    expect(toolTitle("retired-tool")).toBe("retired-tool");
  });

  it("adds up the runs of each day, every day of the range included", () => {
    const report = {
      from: "2026-11-20",
      to: "2026-11-23",
      toolRunsByDay: {
        tools: ["png-to-jpeg", "word-counter"],
        days: [
          { day: "2026-11-21", runs: [5, 3] },
          { day: "2026-11-23", runs: [0, 1] },
        ],
      },
    };
    expect(dailyRunTotals(report)).toEqual([
      { day: "2026-11-20", runs: 0 },
      { day: "2026-11-21", runs: 8 },
      { day: "2026-11-22", runs: 0 },
      { day: "2026-11-23", runs: 1 },
    ]);
    expect(runsByDay(report)).toEqual([
      {
        day: "2026-11-21",
        runs: 8,
        tools: [
          { tool: "png-to-jpeg", runs: 5 },
          { tool: "word-counter", runs: 3 },
        ],
      },
      { day: "2026-11-23", runs: 1, tools: [{ tool: "word-counter", runs: 1 }] },
    ]);
  });
});
