import type { ResourceLimits } from "node:worker_threads";
import {
  type TaskBudget,
  WorkerPool,
  type WorkerPoolOptions,
  WorkerTaskError,
} from "#server/platform/worker-threads/worker-pool.ts";
import { AuditError, type AuditErrorData, auditErrorFromData } from "../errors.ts";
import type { TaskInput, TaskKind, TaskOutput } from "./analysis-tasks.ts";

// The audit's and the crawl's CPU work (parsing HTML, XML and robots.txt, the checks) runs in
// a few worker threads (analysis-worker.ts), never on the event loop: one hostile page must not
// hold every other request. A task over its budget ends its worker and the visitor gets a sentence.

export const MSG_ANALYSIS_TOO_LONG = "This page took too long to analyse. Try a smaller page, or try again later.";

/** The visitor's answer when a task was stopped: 504, like a site that took too long to answer. */
function analysisTooLong(detail: string): AuditError {
  return new AuditError("TIMEOUT", detail, MSG_ANALYSIS_TOO_LONG);
}

export type AnalysisPoolOptions = Omit<WorkerPoolOptions, "script">;

// A 5 MB page parses into a few hundred MB of DOM; more than this is an attack on memory.
const DEFAULT_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/** An AuditError thrown in the worker comes back as itself; anything else as "too long". */
function auditErrorOf(error: unknown): unknown {
  if (!(error instanceof WorkerTaskError)) return error;
  const audit = error.data as AuditErrorData | undefined;
  if (audit) return auditErrorFromData(audit);
  return analysisTooLong(error.reason === "failed" ? `analysis failed: ${error.message}` : error.message);
}

export class AnalysisPool {
  private readonly pool: WorkerPool<{ kind: TaskKind; input: unknown }, unknown>;

  constructor(options: AnalysisPoolOptions) {
    this.pool = new WorkerPool({
      script: new URL("./analysis-worker.ts", import.meta.url),
      ...options,
      resourceLimits: options.resourceLimits ?? DEFAULT_LIMITS,
    });
  }

  /** Runs a task in a worker; rejects with AuditError when it is over budget or fails. */
  async run<K extends TaskKind>(
    kind: K,
    input: TaskInput<K>,
    budget: Partial<TaskBudget> = {},
  ): Promise<TaskOutput<K>> {
    try {
      return (await this.pool.run({ kind, input }, budget)) as TaskOutput<K>;
    } catch (error) {
      throw auditErrorOf(error);
    }
  }

  /** Ends every worker; queued and running tasks are refused. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
