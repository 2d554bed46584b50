import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

// How long the event loop was held while a test or a bench ran its requests through a server
// in this process: one request that computes synchronously for long (a backtracking pattern,
// a parse that grows faster than its input, an export made in one go) holds every other
// request, whatever status it answers with.
//
// Measured three ways:
// - the delay (perf_hooks.monitorEventLoopDelay, wall clock). On a machine whose cores are
//   busy with other work the process waits for a core, and the delay grows with no work of
//   ours in it;
// - the CPU time this thread spent between two ticks of a 10 ms timer (process.threadCpuUsage):
//   the work the loop did, whatever else runs on the machine. It also counts the garbage
//   collector, whose pauses this process's heap (the harness's as much as the server's)
//   brings to whichever request is running, so the figure is also given less the collector;
// - each tick that comes late or costly is kept with what was in flight, so the request can be
//   named, and sent again alone (cpuOfReplay): a request that holds the loop because of its
//   input does so again.

/** The bar of the open-internet issue: no request holds the event loop longer than this. */
export const EVENT_LOOP_MAX_MS = 100;

const TICK_MS = 10;

/** A tick that came late or after much CPU, with what was in flight. */
export interface Stall<T> {
  /** How late the tick came (wall clock). */
  wallMs: number;
  /** This thread's CPU time since the tick before. */
  cpuMs: number;
  during: T;
}

/** CPU time of this thread (user and system), in milliseconds. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

export interface EventLoopWatchOptions<T> {
  /** What is in flight, kept with each stall. */
  inFlight?: () => T;
  /** How a stall's request is named in the summary. */
  describe?: (during: T) => string;
  /** Ticks this late, or with this much CPU, are kept as stalls (default 50 ms). */
  stallMs?: number;
}

export class EventLoopWatch<T = undefined> {
  private readonly histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  private readonly kept: Stall<T>[] = [];
  private longestCpuMs = 0;
  private longestBesidesGcMs = 0;
  private longestGcMs = 0;
  private gcSinceTickMs = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      this.gcSinceTickMs += entry.duration;
      this.longestGcMs = Math.max(this.longestGcMs, entry.duration);
    }
  });

  constructor(private readonly options: EventLoopWatchOptions<T> = {}) {}

  start(): void {
    const stallMs = this.options.stallMs ?? 50;
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
      this.longestBesidesGcMs = Math.max(this.longestBesidesGcMs, cpuMs - this.gcSinceTickMs);
      this.gcSinceTickMs = 0;
      if (wallMs >= stallMs || cpuMs >= stallMs) {
        this.kept.push({ wallMs, cpuMs, during: this.options.inFlight?.() as T });
      }
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

  /** The same, less the garbage collector's pauses in that time. */
  get heldBesidesGcMs(): number {
    return this.longestBesidesGcMs;
  }

  /** The longest garbage-collector pause of this process. */
  get gcMaxMs(): number {
    return this.longestGcMs;
  }

  /** The longest delay seen (wall clock), in milliseconds. */
  get maxMs(): number {
    return this.histogram.max / 1e6;
  }

  get p99Ms(): number {
    return this.histogram.percentile(99) / 1e6;
  }

  /** The ticks that came late or costly, in the order they came. */
  get stalls(): readonly Stall<T>[] {
    return this.kept;
  }

  /** The requests in flight while the loop was held over `ms` of CPU, longest first, each once. */
  heldOver(ms: number): T[] {
    const seen = new Set<T>();
    return [...this.kept]
      .filter((stall) => stall.cpuMs > ms)
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .map((stall) => stall.during)
      .filter((during) => !seen.has(during) && seen.add(during));
  }

  summary(): string {
    const describe = this.options.describe ?? String;
    const longest = [...this.kept]
      .sort((a, b) => b.cpuMs - a.cpuMs || b.wallMs - a.wallMs)
      .slice(0, 5)
      .map(
        (stall) => `${stall.wallMs.toFixed(0)} ms (CPU ${stall.cpuMs.toFixed(0)} ms) during ${describe(stall.during)}`,
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
