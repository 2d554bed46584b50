import { once } from "node:events";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// SQLite copies its write-ahead log back into the database file (a checkpoint) on the
// thread that commits. Under a stream of submissions that thread is the event loop, and a
// checkpoint of thousands of pages holds every answer for tens of milliseconds: it was
// the SQLite p99 of `npm run bench -- load`. A worker thread with a connection of its own
// checkpoints every few hundred milliseconds instead (PASSIVE: it neither waits for nor
// blocks the writer), which keeps the log below the main connection's own automatic
// checkpoint; that one stays as the fallback.

/** How often the worker checkpoints; the log then holds a fraction of a second of writes. */
const CHECKPOINT_EVERY_MS = 250;

// CommonJS in an eval'd worker: no loader needed. An error ends the worker and is reported.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
const timer = setInterval(() => db.pragma("wal_checkpoint(PASSIVE)"), workerData.everyMs);
parentPort.once("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export class WalCheckpointer {
  private worker: Worker | undefined;
  private exited: Promise<unknown> | undefined;
  private closed = false;

  constructor(
    private readonly filename: string,
    private readonly everyMs = CHECKPOINT_EVERY_MS,
  ) {}

  /** Starts the worker, once: on the first write of a stream that may fill the log. */
  start(): void {
    if (this.worker || this.closed) return;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      workerData: {
        filename: this.filename,
        driver: createRequire(import.meta.url).resolve("better-sqlite3"),
        everyMs: this.everyMs,
      },
    });
    worker.unref();
    worker.on("error", (error: Error) =>
      console.error(`SQLite checkpoints fall back to the main thread: ${error.message}`),
    );
    this.exited = once(worker, "exit");
    this.worker = worker;
  }

  /** Stops the worker and closes its connection, before the main connection closes. */
  async close(): Promise<void> {
    this.closed = true;
    if (!this.worker) return;
    this.worker.postMessage("close");
    await this.exited;
  }
}
