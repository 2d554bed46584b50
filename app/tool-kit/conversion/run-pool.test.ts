import { describe, expect, it } from "vitest";
import { runPool } from "#app/tool-kit/conversion/run-pool.ts";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runPool", () => {
  it("runs every item, never more than the limit at once, starting in list order", async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const done: number[] = [];
    await runPool([30, 5, 5, 5, 10], 2, async (ms, index) => {
      started.push(index);
      running++;
      peak = Math.max(peak, running);
      await tick(ms);
      running--;
      done.push(index);
    });
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it("goes on after a failing item and starts nothing more once aborted", async () => {
    const seen: number[] = [];
    await runPool([1, 2, 3], 1, async (n) => {
      seen.push(n);
      if (n === 1) throw new Error("bad file");
    });
    expect(seen).toEqual([1, 2, 3]);

    const controller = new AbortController();
    const started: number[] = [];
    await runPool(
      [1, 2, 3, 4],
      2,
      async (n) => {
        started.push(n);
        await tick(5);
        controller.abort(); // the visitor cancels while the first two run
      },
      controller.signal,
    );
    expect(started).toEqual([1, 2]);
  });

  it("resolves at once for an empty list", async () => {
    await expect(runPool([], 2, async () => undefined)).resolves.toBeUndefined();
  });
});
