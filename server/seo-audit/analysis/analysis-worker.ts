import fs from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { runTask, type TaskKind } from "./analysis-tasks.ts";
import { isAuditError } from "../errors.ts";

// An analysis worker (analysis-pool.ts): runs one task per message and answers with its
// result, or with the error as plain data (an AuditError's code and sentence survive).

const port = parentPort;
if (!port) throw new Error("analysis-worker.ts runs only as a worker thread");

// On Linux a thread has its own nice value: this one yields the CPU to the event loop, so a
// busy worker on a 2-core server never slows the answers to other requests.
try {
  const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
} catch {
  // not Linux, or not allowed: the worker keeps the process's priority
}

port.on("message", (message: { kind: TaskKind; input: never }) => {
  runTask(message.kind, message.input).then(
    (value) => port.postMessage({ ok: true, value }),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        ...(isAuditError(error)
          ? { audit: { code: error.code, message: error.message, ...(error.detail ? { detail: error.detail } : {}) } }
          : {}),
      }),
  );
});
port.postMessage("ready");
