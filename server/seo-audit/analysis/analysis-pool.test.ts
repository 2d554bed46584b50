import { afterEach, describe, expect, it } from "vitest";
import { runModuleScript } from "#server/test-support/module-script.ts";
import { AnalysisPool, MSG_ANALYSIS_TOO_LONG } from "./analysis-pool.ts";
import type { VisitInput } from "./crawl-analysis.ts";
import { isAuditError } from "../errors.ts";

// The analysis runs in worker threads; a task over its budget, or one that runs out of
// memory, ends its worker: the caller gets the sentence and a 504, the pool a new worker.

const visit = (html: string): VisitInput => ({
  url: "http://site.test/",
  finalUrl: "http://site.test/",
  html,
  status: 200,
  redirectChain: ["http://site.test/"],
  origin: "http://site.test",
  robotsBody: null,
});

// Under the nesting cap, but slow: each stray end tag makes the parser walk 1,000 open
// elements (about 2 s here).
const DEEP = `<html><body>${"<span>".repeat(1_000)}${"</b>".repeat(300_000)}`;

let pool: AnalysisPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAuditError(error)).toBe(true);
  return error as { status: number; message: string; detail?: string };
}

describe("AnalysisPool", () => {
  it("reads a page in a worker", { timeout: 60_000 }, async () => {
    pool = new AnalysisPool({ size: 1, budget: { cpuMs: 20_000, wallMs: 30_000 } });
    const result = await pool.run("visit", visit('<title>Hi</title><a href="/next">next</a>'));
    expect(result.page.title).toBe("Hi");
    expect(result.links).toEqual([{ url: "http://site.test/next", allowed: true }]);
  });

  it("ends a task over budget with the visitor's sentence, then goes on", { timeout: 60_000 }, async () => {
    pool = new AnalysisPool({ size: 1, budget: { cpuMs: 500, wallMs: 20_000 } });
    const started = performance.now();
    const error = await refusal(pool.run("visit", visit(DEEP)));
    expect(error.status).toBe(504);
    expect(error.message).toBe(MSG_ANALYSIS_TOO_LONG);
    expect(error.detail).toMatch(/over budget/);
    expect(performance.now() - started).toBeLessThan(10_000);
    // The worker was replaced: the next task is read.
    expect((await pool.run("visit", visit("<title>After</title>"))).page.title).toBe("After");
  });

  it("queues tasks beyond its workers; a slow one does not hold the others", { timeout: 60_000 }, async () => {
    pool = new AnalysisPool({ size: 2, budget: { cpuMs: 1_000, wallMs: 20_000 } });
    const slow = refusal(pool.run("visit", visit(DEEP)));
    const quick = await Promise.all(
      Array.from({ length: 4 }, (_, i) => pool!.run("visit", visit(`<title>${i}</title>`))),
    );
    expect(quick.map((r) => r.page.title)).toEqual(["0", "1", "2", "3"]);
    expect((await slow).message).toBe(MSG_ANALYSIS_TOO_LONG);
  });

  it("answers a worker that runs out of memory with the same sentence, then goes on", { timeout: 60_000 }, async () => {
    pool = new AnalysisPool({
      size: 1,
      budget: { cpuMs: 30_000, wallMs: 40_000 },
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    const big = `<html><body>${'<p class="x">word word word</p>'.repeat(300_000)}`;
    const error = await refusal(pool.run("visit", visit(big)));
    expect(error.detail).toMatch(/^worker (failed|exited)/);
    expect(error.message).toBe(MSG_ANALYSIS_TOO_LONG);
    expect((await pool.run("visit", visit("<title>After</title>"))).page.title).toBe("After");
  });

  it("refuses tasks once closed", async () => {
    pool = new AnalysisPool({ size: 1, budget: { cpuMs: 1_000, wallMs: 2_000 } });
    await pool.close();
    expect((await refusal(pool.run("visit", visit("<p>x</p>")))).message).toBe(MSG_ANALYSIS_TOO_LONG);
  });

  it("holds the process open while a task waits or runs, and not once its worker is idle", () => {
    const sitemap = (path: string) =>
      JSON.stringify({
        xml: `<urlset><url><loc>https://a.example${path}</loc></url></urlset>`,
        origin: "https://a.example",
      });
    const code = [
      `import { AnalysisPool } from ${JSON.stringify(new URL("./analysis-pool.ts", import.meta.url).pathname)};`,
      "const pool = new AnalysisPool({ size: 1, budget: { cpuMs: 5000, wallMs: 10000 } });",
      `console.log(JSON.stringify(await pool.run("sitemap", ${sitemap("/a")})));`,
      // The worker is idle between the two tasks: the second must still be waited for.
      "await new Promise((resolve) => setTimeout(resolve, 50));",
      `console.log(JSON.stringify(await pool.run("sitemap", ${sitemap("/b")})));`,
    ];
    const run = runModuleScript(code);
    expect(run.printed).toEqual([
      JSON.stringify({ urls: [{ url: "https://a.example/a", allowed: true }], sitemaps: [] }),
      JSON.stringify({ urls: [{ url: "https://a.example/b", allowed: true }], sitemaps: [] }),
    ]);
    expect(run.status).toBe(0);
  });
});
