import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

// How long the event loop was held while the hostile requests ran. The app runs in this
// process (app.inject), so one request that computes synchronously for long (a backtracking
// pattern, a parse that grows faster than its input) holds the loop, whatever status it
// answers with.
//
// Measured three ways:
// - the delay (perf_hooks.monitorEventLoopDelay, wall clock), for the table. On a machine
//   whose cores are busy with other work the process waits for a core, and the delay grows
//   with no work of ours in it;
// - the CPU time this thread spent between two ticks of a 10 ms timer (process.threadCpuUsage):
//   the work the loop did, whatever else runs on the machine. It also counts the garbage
//   collector, whose pauses this process's heap (the test harness's as much as the app's)
//   brings to whichever request is running;
// - so each request in flight during a stall over the bar is sent again alone, and the CPU
//   its whole answer costs this thread (every synchronous stretch of it; the median of five
//   tries, as the kernel counts thread CPU in ticks of a few milliseconds) is what the bar
//   is checked against: a request that holds the loop because of its input does so again.

/** The bar of issue 25: no request holds the event loop longer than this. */
export const EVENT_LOOP_MAX_MS = 100;

const TICK_MS = 10;
/** Stalls at least this long are kept with the request in flight. */
const STALL_MS = 50;

interface Stall<T> {
  wallMs: number;
  cpuMs: number;
  during: T;
}

/** CPU time of this thread (user and system), in milliseconds. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

export class EventLoopWatch<T> {
  private readonly histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  private readonly stalls: Stall<T>[] = [];
  private longestCpuMs = 0;
  private longestGcMs = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) this.longestGcMs = Math.max(this.longestGcMs, entry.duration);
  });

  /**
   * @param inFlight the request being answered, kept with each stall
   * @param describe how a stall's request is named in the report
   */
  constructor(
    private readonly inFlight: () => T,
    private readonly describe: (during: T) => string,
  ) {}

  start(): void {
    this.histogram.reset();
    this.histogram.enable();
    this.gc.observe({ entryTypes: ["gc"] });
    let last = performance.now();
    let lastCpu = threadCpuMs();
    this.timer = setInterval(() => {
      const now = performance.now();
      const cpu = threadCpuMs();
      const wallMs = now - last - TICK_MS;
      const cpuMs = cpu - lastCpu;
      last = now;
      lastCpu = cpu;
      this.longestCpuMs = Math.max(this.longestCpuMs, cpuMs);
      if (wallMs >= STALL_MS || cpuMs >= STALL_MS) this.stalls.push({ wallMs, cpuMs, during: this.inFlight() });
    }, TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    this.histogram.disable();
    this.gc.disconnect();
    clearInterval(this.timer);
  }

  /** The most CPU time the loop spent between two ticks, in milliseconds. */
  get heldMs(): number {
    return this.longestCpuMs;
  }

  /** The longest delay seen (wall clock), in milliseconds. */
  get maxMs(): number {
    return this.histogram.max / 1e6;
  }

  get p99Ms(): number {
    return this.histogram.percentile(99) / 1e6;
  }

  /** The requests in flight while the loop was held over `ms` of CPU, longest first, each once. */
  heldOver(ms: number): T[] {
    const seen = new Set<T>();
    return [...this.stalls]
      .filter((stall) => stall.cpuMs > ms)
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .map((stall) => stall.during)
      .filter((during) => !seen.has(during) && seen.add(during));
  }

  summary(): string {
    const longest = [...this.stalls]
      .sort((a, b) => b.cpuMs - a.cpuMs || b.wallMs - a.wallMs)
      .slice(0, 5)
      .map(
        (stall) =>
          `${stall.wallMs.toFixed(0)} ms (CPU ${stall.cpuMs.toFixed(0)} ms) during ${this.describe(stall.during)}`,
      );
    return (
      `event-loop delay max ${this.maxMs.toFixed(1)} ms, p99 ${this.p99Ms.toFixed(1)} ms; ` +
      `most CPU between two ticks ${this.heldMs.toFixed(1)} ms; longest GC pause ${this.longestGcMs.toFixed(1)} ms; ` +
      `heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB` +
      (longest.length > 0 ? `\n  longest stalls: ${longest.join("\n    ")}` : "")
    );
  }
}

/** The CPU time this thread spends answering `send()` in all: the median of `tries` tries, in milliseconds. */
export async function cpuOfReplay(send: () => Promise<unknown>, tries = 5): Promise<number> {
  const costs: number[] = [];
  for (let i = 0; i < tries; i += 1) {
    const before = threadCpuMs();
    await send();
    costs.push(threadCpuMs() - before);
  }
  return costs.sort((a, b) => a - b)[Math.floor(tries / 2)] ?? 0;
}
