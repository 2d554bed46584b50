import { describe, expect, it } from "vitest";
import { createLimiter } from "./limited.ts";

describe("createLimiter", () => {
  it("never runs more than the limit at once and keeps each job's result", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const job = (value: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (value % 3)));
      running--;
      return value * 10;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((v) => limit(job(v))));
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(2);
  });

  it("frees the slot of a job that fails", async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await expect(limit(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
