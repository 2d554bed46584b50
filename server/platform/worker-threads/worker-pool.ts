import { type ResourceLimits, Worker } from "node:worker_threads";
import { READY, type TaskReply } from "./task-thread.ts";

// CPU work on untrusted or large input (parsing a visitor's page, pruning the site's
// stylesheet for a page) runs in a few worker threads, never on the event loop: one request
// must not hold every other. Each worker runs one task at a time; a task over its budget of
// busy time (or of wall time, or memory) ends its worker, which is replaced for the next task.

export interface TaskBudget {
  /** Time the worker may spend busy (not waiting on the network) on the task. */
  cpuMs: number;
  /** Time the task may take in all, from the moment a worker takes it. */
  wallMs: number;
}

export interface WorkerPoolOptions {
  /** A worker script that calls answerTasks (task-thread.ts); TypeScript runs through tsx. */
  script: URL;
  size: number;
  budget: TaskBudget;
  resourceLimits?: ResourceLimits;
}

/** Why a task has no value: the caller turns it into its own answer. */
export class WorkerTaskError extends Error {
  constructor(
    readonly reason: "failed" | "stopped",
    message: string,
    /** For "failed": what the worker's errorData gave for the error. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "WorkerTaskError";
  }
}

const WATCH_EVERY_MS = 50;

interface Task {
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

const busyMs = (worker: Worker): number => worker.performance.eventLoopUtilization().active;
const stopped = (detail: string) => new WorkerTaskError("stopped", detail);

export class WorkerPool<In, Out> {
  private readonly slots: (Slot | undefined)[];
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: options.size }, () => undefined);
  }

  /**
   * Runs a task in a worker once one is free. Rejects with a WorkerTaskError: "failed" when
   * the task threw, "stopped" when its worker was ended (over budget, crashed, pool closed).
   */
  run(input: In, budget: Partial<TaskBudget> = {}): Promise<Out> {
    if (this.closed) return Promise.reject(stopped("pool closed"));
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({
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
    for (const task of this.queue.splice(0)) task.reject(stopped("pool closed"));
    await Promise.all(this.slots.map((slot, i) => (slot ? this.end(i, "pool closed") : undefined)));
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
      // Held open while a task runs; an idle worker does not keep the process alive.
      slot.worker.ref();
      slot.worker.postMessage(task.input);
    }
  }

  private spawn(i: number): Slot {
    const worker = new Worker(this.options.script, {
      execArgv: ["--import", "tsx"],
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false };
    this.slots[i] = slot;
    // A worker starting for a queued task holds the process until that task is answered.
    worker.on("message", (message: typeof READY | TaskReply) => {
      if (message === READY) {
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

  private settle(slot: Slot, reply: TaskReply): void {
    const task = slot.task;
    if (!task) return;
    this.release(slot);
    if (reply.ok) task.resolve(reply.value);
    else task.reject(new WorkerTaskError("failed", reply.message, reply.data));
    this.dispatch();
  }

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
      void this.end(i, `over budget: ${Math.round(busy)} ms busy, ${Math.round(wall)} ms in all`);
    }
  }

  /** A worker that crashed or exited: its task is refused and the slot freed for a new worker. */
  private fail(i: number, slot: Slot, detail: string): void {
    if (this.slots[i] !== slot) return;
    this.slots[i] = undefined;
    const task = slot.task;
    this.release(slot);
    task?.reject(stopped(detail));
    // A worker that could not even start would fail again: refuse the queue rather than loop.
    if (!slot.ready) for (const queued of this.queue.splice(0)) queued.reject(stopped(detail));
    if (!this.closed) this.dispatch();
  }

  private async end(i: number, detail: string): Promise<void> {
    const slot = this.slots[i];
    if (!slot) return;
    this.fail(i, slot, detail);
    await slot.worker.terminate();
  }
}
