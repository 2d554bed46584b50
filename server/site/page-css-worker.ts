import { parentPort } from "node:worker_threads";
import { pageRulesOf } from "./page-css.ts";
import { yieldToEventLoop } from "#server/platform/thread-priority.ts";

// The page stylesheet worker (page-css.ts): works out one page's rules per message.

const port = parentPort;
if (!port) throw new Error("page-css-worker.ts runs only as a worker thread");
yieldToEventLoop();

port.on("message", ({ id, sheets, html }: { id: number; sheets: [string, string][]; html: string }) => {
  try {
    port.postMessage({ id, rules: [...pageRulesOf(new Map(sheets), html)] });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
