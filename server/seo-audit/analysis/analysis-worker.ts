import { parentPort } from "node:worker_threads";
import { yieldToEventLoop } from "#server/platform/thread-priority.ts";
import { runTask, type TaskKind } from "./analysis-tasks.ts";
import { isAuditError } from "../errors.ts";

// An analysis worker (analysis-pool.ts): runs one task per message and answers with its
// result, or with the error as plain data (an AuditError's code and sentence survive).

const port = parentPort;
if (!port) throw new Error("analysis-worker.ts runs only as a worker thread");

yieldToEventLoop();

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
