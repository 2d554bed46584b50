import { type ResourceLimits, Worker } from "node:worker_threads";
import { AuditError } from "../errors.ts";
import type { TaskInput, TaskKind, TaskOutput } from "./analysis-tasks.ts";

// The audit's and the crawl's CPU work (parsing HTML, XML and robots.txt, the checks) runs in
// a few worker threads, never on the event loop: one hostile page must not hold every other
// request. Each worker runs one task at a time; a task over its budget of busy time (or of
// wall time, or memory) ends its worker, which is replaced, and the visitor gets a sentence.

export const MSG_ANALYSIS_TOO_LONG = "This page took too long to analyse. Try a smaller page, or try again later.";

/** The visitor's answer when a task was stopped: 504, like a site that took too long to answer. */
function analysisTooLong(detail: string): AuditError {
  return new AuditError("TIMEOUT", detail, MSG_ANALYSIS_TOO_LONG);
}

export interface TaskBudget {
  /** Time the worker may spend busy (not waiting on the network) on the task. */
  cpuMs: number;
  /** Time the task may take in all, from the moment a worker takes it. */
  wallMs: number;
}

export interface AnalysisPoolOptions {
  size: number;
  budget: TaskBudget;
  resourceLimits?: ResourceLimits;
}

// A 5 MB page parses into a few hundred MB of DOM; more than this is an attack on memory.
const DEFAULT_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
const WATCH_EVERY_MS = 50;

interface Task {
  kind: TaskKind;
  input: unknown;
  budget: TaskBudget;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task?: Task;
  started?: number;
  busyAtStart?: number;
  watch?: NodeJS.Timeout;
}

type Reply =
  | { ok: true; value: unknown }
  | { ok: false; audit?: { code: AuditError["code"]; message: string; detail?: string }; message: string };

const busyMs = (worker: Worker): number => worker.performance.eventLoopUtilization().active;

export class AnalysisPool {
  private readonly slots: (Slot | undefined)[];
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(private readonly options: AnalysisPoolOptions) {
    this.slots = Array.from({ length: options.size }, () => undefined);
  }

  /** Runs a task in a worker; rejects with AuditError when it is over budget or fails. */
  run<K extends TaskKind>(kind: K, input: TaskInput<K>, budget: Partial<TaskBudget> = {}): Promise<TaskOutput<K>> {
    if (this.closed) return Promise.reject(analysisTooLong("analysis pool closed"));
    return new Promise<TaskOutput<K>>((resolve, reject) => {
      this.queue.push({
        kind,
        input,
        budget: { ...this.options.budget, ...budget },
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  /** Ends every worker; queued and running tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(analysisTooLong("analysis pool closed"));
    await Promise.all(this.slots.map((slot, i) => (slot ? this.end(i, "analysis pool closed") : undefined)));
  }

  private dispatch(): void {
    for (let i = 0; i < this.slots.length && this.queue.length > 0; i++) {
      const slot = this.slots[i] ?? this.spawn(i);
      if (!slot.ready || slot.task) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.started = performance.now();
      slot.busyAtStart = busyMs(slot.worker);
      slot.watch = setInterval(() => this.watch(i), WATCH_EVERY_MS);
      slot.worker.ref();
      slot.worker.postMessage({ kind: task.kind, input: task.input });
    }
  }

  private spawn(i: number): Slot {
    const worker = new Worker(new URL("./analysis-worker.ts", import.meta.url), {
      execArgv: ["--import", "tsx"],
      resourceLimits: this.options.resourceLimits ?? DEFAULT_LIMITS,
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false };
    this.slots[i] = slot;
    worker.on("message", (message: "ready" | Reply) => {
      if (message === "ready") {
        slot.ready = true;
        this.dispatch();
        if (!slot.task) worker.unref();
        return;
      }
      this.settle(slot, message);
    });
    worker.on("error", (error: Error) => this.fail(i, slot, `worker failed: ${error.message}`));
    worker.on("exit", (code) => this.fail(i, slot, `worker exited with code ${code}`));
    return slot;
  }

  private settle(slot: Slot, reply: Reply): void {
    const task = slot.task;
    if (!task) return;
    this.release(slot);
    if (reply.ok) task.resolve(reply.value);
    else if (reply.audit) task.reject(new AuditError(reply.audit.code, reply.audit.detail, reply.audit.message));
    else task.reject(analysisTooLong(`analysis failed: ${reply.message}`));
    this.dispatch();
  }

  /** The slot's task is done: an idle worker does not keep the process alive. */
  private release(slot: Slot): void {
    slot.worker.unref();
    clearInterval(slot.watch);
    slot.task = undefined;
    slot.watch = undefined;
  }

  private watch(i: number): void {
    const slot = this.slots[i];
    if (!slot?.task || slot.started === undefined || slot.busyAtStart === undefined) return;
    const wall = performance.now() - slot.started;
    const busy = busyMs(slot.worker) - slot.busyAtStart;
    const { cpuMs, wallMs } = slot.task.budget;
    if (busy > cpuMs || wall > wallMs) {
      void this.end(i, `${slot.task.kind} over budget: ${Math.round(busy)} ms busy, ${Math.round(wall)} ms in all`);
    }
  }

  /** A worker that crashed or exited: its task is refused and the slot freed for a new worker. */
  private fail(i: number, slot: Slot, detail: string): void {
    if (this.slots[i] !== slot) return;
    this.slots[i] = undefined;
    const task = slot.task;
    this.release(slot);
    task?.reject(analysisTooLong(detail));
    // A worker that could not even start would fail again: refuse the queue rather than loop.
    if (!slot.ready) for (const queued of this.queue.splice(0)) queued.reject(analysisTooLong(detail));
    if (!this.closed) this.dispatch();
  }

  private async end(i: number, detail: string): Promise<void> {
    const slot = this.slots[i];
    if (!slot) return;
    this.fail(i, slot, detail);
    await slot.worker.terminate();
  }
}
