import fs from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";

// The worker's side of a WorkerPool (worker-pool.ts): a worker script calls answerTasks once.

/** What a worker posts back for each task. */
export type TaskReply = { ok: true; value: unknown } | { ok: false; message: string; data?: unknown };

/** Posted once the worker is listening: the pool gives it work only then. */
export const READY = "ready";

/**
 * Answers each message posted to this worker thread with what `run` gives for it, or with
 * the error's message and `errorData(error)`, plain data the pool hands back to the caller
 * (an error's class does not survive the thread boundary). The thread's priority is lowered.
 */
export function answerTasks<In>(
  run: (input: In) => unknown,
  errorData: (error: unknown) => unknown = () => undefined,
): void {
  const port = parentPort;
  if (!port) throw new Error("answerTasks runs only in a worker thread");
  yieldToEventLoop();
  port.on("message", (input: In) => {
    Promise.resolve()
      .then(() => run(input))
      .then(
        (value) => port.postMessage({ ok: true, value } satisfies TaskReply),
        (error: unknown) =>
          port.postMessage({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            data: errorData(error),
          } satisfies TaskReply),
      );
  });
  port.postMessage(READY);
}

/**
 * Lowers this worker thread's priority. On Linux a thread has its own nice value: a busy
 * worker on a 2-core server then never slows the answers the event loop gives to other
 * requests. Elsewhere, or when not allowed, the thread keeps the process's priority.
 */
function yieldToEventLoop(): void {
  try {
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed
  }
}
