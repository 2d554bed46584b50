import { describe, expect, it } from "vitest";
import { runModuleScript } from "#server/test-support/module-script.ts";
import { pageRulesHere, pageRulesInWorker } from "./page-css.ts";

// The page stylesheet rules the server renders pages with are worked out in a worker thread:
// the same rules as on the build's thread, while the event loop keeps turning.

/** A stylesheet of `count` utility rules, half of them used by the page. */
function sheetOf(count: number): string {
  const rules = Array.from({ length: count }, (_, index) => `.u-${index}{padding:${index}px;color:var(--ink)}`);
  return `:root{--ink:#111;--unused:#222}${rules.join("")}`;
}
const classes = Array.from({ length: 2_000 }, (_, index) => `u-${index * 2}`).join(" ");
const html = `<!DOCTYPE html><html><head></head><body><div class="${classes}"><p>x</p></div></body></html>`;
const sheets = new Map([
  ["/assets/root-a.css", sheetOf(4_000)],
  ["/assets/page-b.css", "p{margin:0}table{border:0}"],
]);

/** Resolves with what `work` gave and how many turns the event loop took meanwhile. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let done = false;
  const turn = () => {
    turns += 1;
    if (!done) setImmediate(turn);
  };
  setImmediate(turn);
  const value = await work();
  done = true;
  return { value, turns };
}

describe("page stylesheet rules in a worker thread", () => {
  const inWorker = pageRulesInWorker();

  it("gives the same rules as the build's thread, while the event loop keeps turning", async () => {
    const here = await turnsDuring(() => pageRulesHere(sheets, html));
    const worker = await turnsDuring(() => inWorker(sheets, html));
    expect([...worker.value]).toEqual([...here.value]);
    expect(worker.value.get("/assets/root-a.css")).toContain(".u-2{");
    expect(worker.value.get("/assets/root-a.css")).not.toContain(".u-1{");
    expect(worker.value.get("/assets/root-a.css")).not.toContain("--unused");
    expect(worker.value.get("/assets/page-b.css")).toBe("p{margin:0}");
    // On the build's thread the loop waits for the whole of it; with the worker it does not.
    expect(here.turns).toBe(0);
    expect(worker.turns).toBeGreaterThan(10);
  });

  it("answers a stylesheet it cannot read with its error, and the next page still gets its rules", async () => {
    const unknownRule = new Map([["/assets/root-a.css", "@page{margin:0}"]]);
    await expect(inWorker(unknownRule, html)).rejects.toThrow(/unexpected @page rule/);
    const small = new Map([["/assets/page-b.css", "p{margin:0}table{border:0}"]]);
    expect([...(await inWorker(small, html))]).toEqual([["/assets/page-b.css", "p{margin:0}"]]);
  });

  it("holds the process open while a page waits for its rules, and not once it is idle", () => {
    const code = [
      `import { pageRulesInWorker } from ${JSON.stringify(new URL("./page-css.ts", import.meta.url).pathname)};`,
      "const make = pageRulesInWorker();",
      'const sheets = new Map([["/a.css", "p{margin:0}b{margin:0}"]]);',
      'console.log(JSON.stringify([...(await make(sheets, "<p>x</p>"))]));',
      // The worker is idle between the two pages: the second must still be waited for.
      "await new Promise((resolve) => setTimeout(resolve, 50));",
      'console.log(JSON.stringify([...(await make(sheets, "<b>x</b>"))]));',
    ];
    const run = runModuleScript(code);
    expect(run.printed).toEqual([
      JSON.stringify([["/a.css", "p{margin:0}"]]),
      JSON.stringify([["/a.css", "b{margin:0}"]]),
    ]);
    expect(run.status).toBe(0);
  });
});
