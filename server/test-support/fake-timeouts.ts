/**
 * Test support: a clock that stands still for timeouts only. setTimeout and clearTimeout
 * (and performance.now, when asked) are faked; setImmediate, I/O, child processes, Date and
 * app.inject stay real. So "it does not wait" is proved by an answer that comes while the
 * clock stands still, and "it waits N ms" by moving the clock to N - 1 and then N, with
 * no bound on real time that a busy machine could break.
 */
import { vi } from "vitest";

// Taken before any test fakes them: the watchdogs below run on real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

export interface FakeTimeouts {
  /** The delay of every setTimeout call since the clock was stopped, in order. */
  delays(): number[];
  /** Moves the clock on by `ms`, running what falls due. */
  advance(ms: number): Promise<void>;
  /** Real timers again. */
  restore(): void;
}

export function fakeTimeouts(options: { performance?: boolean } = {}): FakeTimeouts {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", ...(options.performance ? ["performance" as const] : [])],
  });
  const spy = vi.spyOn(globalThis, "setTimeout");
  return {
    delays: () => spy.mock.calls.map(([, ms]) => Number(ms ?? 0)),
    advance: async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    restore() {
      spy.mockRestore(); // first: the spy would otherwise put the fake back
      vi.useRealTimers();
    },
  };
}

/** Waits in real time (checking every few ms) until `ready()` holds; fails after `realMs`, saying `what`. */
export async function until(ready: () => boolean, what: string, realMs = 10_000): Promise<void> {
  const deadline = process.hrtime.bigint() + BigInt(realMs) * 1_000_000n;
  while (!ready()) {
    if (process.hrtime.bigint() > deadline) throw new Error(`Still waiting after ${realMs} ms of real time: ${what}`);
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/** A promise whose state can be read without awaiting it. */
export function watched<T>(promise: Promise<T>): { promise: Promise<T>; settled(): boolean } {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  return { promise: tracked, settled: () => settled };
}

/**
 * The value of `promise`, which must settle without the clock moving. A promise that waits on
 * a timer never does: it fails after `realMs` of real time (a watchdog, not the measure).
 */
export async function settledWithoutTime<T>(promise: Promise<T>, what: string, realMs = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = realSetTimeout(() => reject(new Error(`${what}: not settled while the clock stood still`)), realMs);
  });
  try {
    return await Promise.race([promise, watchdog]);
  } finally {
    realClearTimeout(timer);
  }
}
