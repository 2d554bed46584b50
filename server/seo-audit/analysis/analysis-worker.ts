import { answerTasks } from "#server/platform/worker-threads/task-thread.ts";
import { runTask, type TaskKind } from "./analysis-tasks.ts";
import { auditErrorData } from "../errors.ts";

// An analysis worker (analysis-pool.ts): runs one task per message. An AuditError's code and
// sentence travel back as plain data, so the visitor gets the same answer as in-process.

answerTasks((task: { kind: TaskKind; input: never }) => runTask(task.kind, task.input), auditErrorData);
