import { describe, expect, it } from "vitest";
import { cpuOfReplay, EVENT_LOOP_MAX_MS, EventLoopWatch, threadCpuMs } from "./event-loop-watch.ts";

// The event-loop bar of the hostile-input test and the benches catches a request that computes
// synchronously.

/** Holds the loop for `ms` of this thread's CPU time, as a backtracking pattern would. */
function busy(ms: number): void {
  const end = threadCpuMs() + ms;
  let spin = 0;
  while (threadCpuMs() < end) spin += 1;
  expect(spin).toBeGreaterThan(0);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("EventLoopWatch", () => {
  it("names the request in flight when the loop was held, and its replay costs as much again", async () => {
    let inFlight = "idle";
    const watch = new EventLoopWatch({ inFlight: () => inFlight, describe: (name) => name });
    watch.start();
    await tick();
    inFlight = "quick";
    await tick();
    inFlight = "slow";
    busy(3 * EVENT_LOOP_MAX_MS);
    await tick();
    inFlight = "quick again";
    await tick();
    watch.stop();
    expect(watch.heldMs).toBeGreaterThanOrEqual(3 * EVENT_LOOP_MAX_MS);
    expect(watch.heldBesidesGcMs).toBeGreaterThan(2 * EVENT_LOOP_MAX_MS);
    expect(watch.heldBesidesGcMs).toBeLessThanOrEqual(watch.heldMs);
    expect(watch.maxMs).toBeGreaterThanOrEqual(2 * EVENT_LOOP_MAX_MS);
    expect(watch.heldOver(EVENT_LOOP_MAX_MS)).toEqual(["slow"]);
    expect(watch.summary()).toContain("during slow");
    expect(watch.stalls.map((stall) => stall.during)).toContain("slow");
    expect(await cpuOfReplay(async () => busy(2 * EVENT_LOOP_MAX_MS))).toBeGreaterThan(EVENT_LOOP_MAX_MS);
    expect(await cpuOfReplay(async () => tick())).toBeLessThan(EVENT_LOOP_MAX_MS);
  });
});
