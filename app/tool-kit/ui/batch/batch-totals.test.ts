import { describe, expect, it } from "vitest";
import { batchTotals, newBatchItem, type BatchItem } from "./use-batch-run.ts";

const file = (name: string) => new File(["x"], name);

describe("batchTotals", () => {
  it("counts converted results, what is left to try, their bytes and the progress (a failed file counts as finished)", () => {
    const items: BatchItem[] = [
      { ...newBatchItem(file("a.png"), 1), status: "done", progress: 1, result: new Blob(["12345"]) },
      { ...newBatchItem(file("b.png"), 2), status: "failed", progress: 0.3, error: "Damaged" },
      { ...newBatchItem(file("c.png"), 3), status: "converting", progress: 0.5 },
      newBatchItem(file("d.png"), 4),
    ];
    const totals = batchTotals(items);
    expect(totals.done.map((i) => i.id)).toEqual([1]);
    expect([totals.pending, totals.resultBytes, totals.progress]).toEqual([true, 5, (1 + 1 + 0.5 + 0) / 4]);
  });

  it("nothing pending once every file is converted; an empty batch has no progress", () => {
    const done = { ...newBatchItem(file("a.png"), 1), status: "done" as const, progress: 1, result: new Blob(["1"]) };
    expect(batchTotals([done]).pending).toBe(false);
    expect(batchTotals([])).toEqual({ done: [], pending: false, resultBytes: 0, progress: 0 });
  });
});
