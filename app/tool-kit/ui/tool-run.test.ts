import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_RUN_SETTLE_MS, onceSettled, recordRun } from "./tool-run.ts";

const recordToolRun = vi.hoisted(() => vi.fn());
vi.mock("#app/lib/lead-source.ts", () => ({ recordToolRun }));

describe("recordRun", () => {
  it("hands the tool's slug to the lead-source module, loaded on demand", async () => {
    recordToolRun.mockClear();
    recordRun("png-to-jpeg");
    await vi.waitFor(() => expect(recordToolRun).toHaveBeenCalledWith("png-to-jpeg"));
    expect(recordToolRun).toHaveBeenCalledTimes(1);
  });
});

describe("onceSettled: one run per page view for a live tool", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits about a second and a half", () => {
    expect(LIVE_RUN_SETTLE_MS).toBe(1500);
  });

  it("counts a text once it has stayed unchanged for the settle time, and only once", () => {
    const record = vi.fn();
    const runs = onceSettled(record, 1500);
    runs.update("H");
    vi.advanceTimersByTime(500);
    runs.update("He");
    vi.advanceTimersByTime(1000);
    runs.update("Hello");
    vi.advanceTimersByTime(1499);
    expect(record).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(record).toHaveBeenCalledTimes(1);

    runs.update("Hello world");
    vi.advanceTimersByTime(10_000);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it("never counts an empty or blank text", () => {
    const record = vi.fn();
    const runs = onceSettled(record, 1500);
    runs.update("");
    runs.update("   \n");
    vi.advanceTimersByTime(10_000);
    expect(record).not.toHaveBeenCalled();
  });

  it("drops the wait when the text is cleared or the page goes away", () => {
    const record = vi.fn();
    const runs = onceSettled(record, 1500);
    runs.update("Draft");
    vi.advanceTimersByTime(1000);
    runs.update("");
    vi.advanceTimersByTime(5000);
    runs.update("Draft");
    vi.advanceTimersByTime(1000);
    runs.pause();
    vi.advanceTimersByTime(5000);
    expect(record).not.toHaveBeenCalled();
  });
});
