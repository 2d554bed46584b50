import { describe, expect, it } from "vitest";
import { median, medianRun } from "./median-run.ts";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([1057, 902, 905])).toBe(905);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe("medianRun", () => {
  const run = (performance: number, lcp: number, tbt: number, losses: string[] = []) => ({
    path: "/blog/a",
    scores: { performance, accessibility: 100 },
    losses,
    metrics: { lcp, tbt, jsKb: 1.5, cpuSlowdown: 4 },
  });

  it("gives each score and metric its median and the LCP range, keeping the rest of the row", () => {
    const row = medianRun([run(100, 902, 7), run(97, 1057, 33), run(99, 924, 25)]);
    expect(row.path).toBe("/blog/a");
    expect(row.scores).toEqual({ performance: 99, accessibility: 100 });
    expect(row.metrics).toEqual({ lcp: 924, tbt: 25, jsKb: 1.5, cpuSlowdown: 4 });
    expect(row.lcpRange).toEqual([902, 1057]);
  });

  it("reports what cost points in the run nearest the median Performance score", () => {
    const row = medianRun([
      run(100, 902, 7),
      run(90, 1400, 300, ["performance: largest-contentful-paint"]),
      run(94, 1100, 90, ["performance: total-blocking-time"]),
    ]);
    expect(row.scores.performance).toBe(94);
    expect(row.losses).toEqual(["performance: total-blocking-time"]);
  });

  it("refuses an empty list", () => {
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});
