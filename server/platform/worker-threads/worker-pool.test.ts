import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { WorkerPool, WorkerTaskError } from "./worker-pool.ts";

// The pool both the SEO audit's analysis and the page stylesheet rules run in: answers, the
// worker's errors with their data, budgets, a worker that cannot start, and closing.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "worker-pool-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const taskThread = JSON.stringify(pathToFileURL(path.join(import.meta.dirname, "task-thread.ts")).href);

/** A worker script in a temporary file. */
function script(name: string, source: string): URL {
  const file = path.join(dir, `${name}.mts`);
  fs.writeFileSync(file, source);
  return pathToFileURL(file);
}

type Job = { spin?: number; fail?: string; value?: number };
const jobs = script(
  "jobs",
  `import { answerTasks } from ${taskThread};
answerTasks(
  (job) => {
    if (job.spin) { const end = Date.now() + job.spin; while (Date.now() < end); }
    if (job.fail) throw Object.assign(new Error(job.fail), { code: "E_" + job.fail });
    return { doubled: job.value * 2, rules: new Map([["a", "b"]]) };
  },
  (error) => ({ code: error.code }),
);`,
);

let pool: WorkerPool<Job, { doubled: number; rules: Map<string, string> }> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function rejection(work: Promise<unknown>): Promise<WorkerTaskError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WorkerTaskError);
  return error as WorkerTaskError;
}

describe("WorkerPool", () => {
  it("answers each task with its worker's value, Maps included", { timeout: 30_000 }, async () => {
    pool = new WorkerPool({ script: jobs, size: 2, budget: { cpuMs: 5_000, wallMs: 10_000 } });
    const answers = await Promise.all([1, 2, 3].map((value) => pool!.run({ value })));
    expect(answers.map((a) => a.doubled)).toEqual([2, 4, 6]);
    expect(answers[0]!.rules).toEqual(new Map([["a", "b"]]));
  });

  it("hands back a task's error with the worker's data, and the worker goes on", { timeout: 30_000 }, async () => {
    pool = new WorkerPool({ script: jobs, size: 1, budget: { cpuMs: 5_000, wallMs: 10_000 } });
    const error = await rejection(pool.run({ fail: "broken" }));
    expect([error.reason, error.message, error.data]).toEqual(["failed", "broken", { code: "E_broken" }]);
    expect((await pool.run({ value: 5 })).doubled).toBe(10);
  });

  it("stops a task over its budget of busy time, and a new worker takes the next", { timeout: 30_000 }, async () => {
    pool = new WorkerPool({ script: jobs, size: 1, budget: { cpuMs: 5_000, wallMs: 10_000 } });
    const started = performance.now();
    const error = await rejection(pool.run({ spin: 8_000 }, { cpuMs: 300 }));
    expect(error.reason).toBe("stopped");
    expect(error.message).toMatch(/^over budget: \d+ ms busy/);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await pool.run({ value: 1 })).doubled).toBe(2);
  });

  it(
    "refuses the queue when its worker cannot start, rather than starting it again and again",
    { timeout: 30_000 },
    async () => {
      const broken = script("broken", `throw new Error("cannot start");`);
      const failing = new WorkerPool<Job, unknown>({
        script: broken,
        size: 1,
        budget: { cpuMs: 1_000, wallMs: 5_000 },
      });
      const errors = await Promise.all([failing.run({ value: 1 }), failing.run({ value: 2 })].map(rejection));
      expect(errors.map((e) => e.reason)).toEqual(["stopped", "stopped"]);
      expect(errors[0]!.message).toMatch(/^worker (failed: cannot start|exited)/);
      await failing.close();
    },
  );

  it("refuses the running and the queued tasks once closed, and new ones after", { timeout: 30_000 }, async () => {
    pool = new WorkerPool({ script: jobs, size: 1, budget: { cpuMs: 10_000, wallMs: 10_000 } });
    const running = rejection(pool.run({ spin: 3_000 }));
    const queued = rejection(pool.run({ value: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await pool.close();
    expect((await running).message).toBe("pool closed");
    expect((await queued).message).toBe("pool closed");
    expect((await rejection(pool.run({ value: 2 }))).message).toBe("pool closed");
  });
});
