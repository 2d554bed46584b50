import fs from "node:fs";
import os from "node:os";

/**
 * Lowers the calling worker thread's priority. On Linux a thread has its own nice value: a
 * busy worker on a 2-core server then never slows the answers the event loop gives to other
 * requests. Elsewhere, or when not allowed, the thread keeps the process's priority.
 */
export function yieldToEventLoop(): void {
  try {
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed
  }
}
