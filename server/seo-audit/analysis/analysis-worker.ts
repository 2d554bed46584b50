import { answerTasks } from "#server/platform/worker-threads/task-thread.ts";
import { runTask, type TaskKind } from "./analysis-tasks.ts";
import { type AuditError, isAuditError } from "../errors.ts";

// An analysis worker (analysis-pool.ts): runs one task per message. An AuditError's code and
// sentence travel back as plain data, so the visitor gets the same answer as in-process.

export interface AuditErrorData {
  code: AuditError["code"];
  message: string;
  detail?: string;
}

answerTasks(
  (task: { kind: TaskKind; input: never }) => runTask(task.kind, task.input),
  (error): AuditErrorData | undefined =>
    isAuditError(error)
      ? { code: error.code, message: error.message, ...(error.detail ? { detail: error.detail } : {}) }
      : undefined,
);
