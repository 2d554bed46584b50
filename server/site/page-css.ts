import { Worker } from "node:worker_threads";
import { pageSelectors, pruneCustomProperties, pruneStylesheet } from "./page-stylesheet.ts";

/**
 * Each stylesheet's rules a page can use, by href: what inlineStylesheets (prerendered-html.ts)
 * writes into the page. Working it out takes the whole site's stylesheet through lightningcss
 * twice, 100-500 ms of CPU for a page of a kind not seen before.
 */
export type PageRulesMaker = (
  sheets: ReadonlyMap<string, string>,
  html: string,
) => Promise<ReadonlyMap<string, string>>;

/** The rules the page can use (pruneStylesheet) and the custom properties those read (pruneCustomProperties). */
export function pageRulesOf(sheets: ReadonlyMap<string, string>, html: string): Map<string, string> {
  const page = pageSelectors(html);
  const pruned = new Map([...sheets].map(([href, css]) => [href, pruneStylesheet(css, page)]));
  // A custom property one sheet declares may be read by another sheet of the page.
  const readers = (href: string) =>
    [html, ...[...pruned].filter(([other]) => other !== href).map(([, rules]) => rules)].join("\n");
  return new Map([...pruned].map(([href, css]) => [href, pruneCustomProperties(css, readers(href))]));
}

/** On this thread: for the build, which has nothing else to do. */
export const pageRulesHere: PageRulesMaker = async (sheets, html) => pageRulesOf(sheets, html);

/** A page's rules taking longer than this end the worker (it is started again for the next page). */
const WORKER_WALL_MS = 20_000;

interface Waiting {
  resolve(rules: Map<string, string>): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The server's maker: one worker thread (page-css-worker.ts) works out the rules, so a page
 * rendered for a visitor (a blog search, a newly published article) never holds every other
 * request for the time lightningcss takes. Pages wait their turn; the worker is started on
 * first use and keeps the process alive only while a page waits for it.
 */
export function pageRulesInWorker(): PageRulesMaker {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, Waiting>();

  const stop = (running: Worker, reason: string) => {
    if (worker !== running) return;
    worker = null;
    void running.terminate();
    for (const [id, entry] of waiting) {
      clearTimeout(entry.timer);
      entry.reject(new Error(`page stylesheet worker: ${reason}`));
      waiting.delete(id);
    }
  };

  const start = () => {
    const started = new Worker(new URL("./page-css-worker.ts", import.meta.url), {
      execArgv: ["--import", "tsx"],
      stdout: false,
      stderr: false,
    });
    started.on("message", (answer: { id: number; rules?: [string, string][]; error?: string }) => {
      const entry = waiting.get(answer.id);
      if (!entry) return;
      waiting.delete(answer.id);
      if (waiting.size === 0) started.unref();
      clearTimeout(entry.timer);
      if (answer.rules) entry.resolve(new Map(answer.rules));
      else entry.reject(new Error(answer.error ?? "page stylesheet worker failed"));
    });
    started.on("error", (error: Error) => stop(started, error.message));
    started.on("exit", (code) => stop(started, `exited with code ${code}`));
    return started;
  };

  return (sheets, html) => {
    worker ??= start();
    const running = worker;
    const id = next++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => stop(running, `no answer within ${WORKER_WALL_MS} ms`), WORKER_WALL_MS);
      timer.unref();
      waiting.set(id, { resolve, reject, timer });
      // Held open while a page waits for its rules, not when idle.
      running.ref();
      running.postMessage({ id, sheets: [...sheets], html });
    });
  };
}
