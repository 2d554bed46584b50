import { WorkerPool } from "#server/platform/worker-threads/worker-pool.ts";
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
const WORKER_BUDGET = { cpuMs: 20_000, wallMs: 20_000 };

/**
 * The server's maker: one worker thread (page-css-worker.ts) works out the rules, so a page
 * rendered for a visitor (a blog search, a newly published article) never holds every other
 * request for the time lightningcss takes. Pages wait their turn; the worker is started on
 * first use and keeps the process alive only while a page waits for it.
 */
export function pageRulesInWorker(): PageRulesMaker {
  const pool = new WorkerPool<{ sheets: ReadonlyMap<string, string>; html: string }, Map<string, string>>({
    script: new URL("./page-css-worker.ts", import.meta.url),
    size: 1,
    budget: WORKER_BUDGET,
  });
  return (sheets, html) => pool.run({ sheets, html });
}
