import { describe, expect, it } from "vitest";
import { CapacityFullError, ConcurrencyCap } from "./concurrency-cap.ts";

describe("ConcurrencyCap", () => {
  it("runs up to max at once and refuses the next at once with a wait in seconds", async () => {
    const cap = new ConcurrencyCap("SEO audits", 2, 10);
    const gates: (() => void)[] = [];
    const held = () => new Promise<void>((resolve) => gates.push(resolve));
    const first = cap.run(held);
    const second = cap.run(held);
    expect(cap.active).toBe(2);
    const refused = await cap.run(async () => "ran").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CapacityFullError);
    expect((refused as CapacityFullError).message).toBe(
      "The server is busy with other SEO audits. Try again in 10 seconds.",
    );
    expect((refused as CapacityFullError).retryAfterSeconds).toBe(10);
    gates.forEach((open) => open());
    await Promise.all([first, second]);
    expect(cap.active).toBe(0);
    await expect(cap.run(async () => "ran")).resolves.toBe("ran");
  });

  it("frees the slot when the work fails", async () => {
    const cap = new ConcurrencyCap("conversions", 1, 5);
    await expect(cap.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(cap.active).toBe(0);
  });
});
