/**
 * Text tools benchmark: the word counter and the keyword density checker on a
 * 100,000-word text.
 *
 *   node --import tsx bench/text-tools.bench.ts      (after `npm run build`)
 *
 * Measures
 * - in Node: analyzeText / countText / analyzeKeywordDensity imported from the logic;
 * - in headless Chromium against the built server (started here on a free port with a
 *   throwaway SQLite file): the analysis as the page runs it (the pages wrap it in a User
 *   Timing measure, read back with performance.getEntriesByName), and input
 *   responsiveness: the time from each keystroke's event timestamp to the end of the
 *   next frame while the big text is in the textarea, and how long after a keystroke
 *   the cards show the new count.
 * For comparison, the same keystrokes in a bare <textarea> holding the same text show
 * what the browser itself costs.
 * Bars: every analysis ≤ 50 ms (median), keystroke to next frame ≤ 50 ms (median).
 * Exits 1 when a bar is missed.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { analyzeKeywordDensity, KEYWORD_DENSITY_MEASURE } from "../app/tools/keyword-density-checker/logic.ts";
import { analyzeText, countText, WORD_COUNTER_MEASURES } from "../app/tools/word-counter/logic.ts";
import { startBuiltSite, stopServer } from "./built-site.ts";

const WORDS = 100_000;
const BAR_MS = 50;
const NODE_RUNS = 15;
const PAGE_RUNS = 5;
const KEYSTROKES = 30;

// ---------------------------------------------------------------------------------------
// The text: 100,000 words of plausible marketing prose from a fixed seed.

const VOCABULARY = (
  "marketing content strategy brand audience campaign digital agency growth conversion keyword ranking traffic " +
  "social media video search engine optimisation website landing page customer journey analytics budget leads " +
  "email newsletter funnel retention engagement creative copy headline design performance report insight data " +
  "the a an and or but of to in on for with at by from as is are was were be been it this that these those " +
  "we you they our your their can will should could would may might must very more most less many much some " +
  "every each other new good great better best small large local global online mobile organic paid simple clear"
).split(" ");

function makeText(words: number, seed = 42): string {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const parts: string[] = [];
  let sentenceLeft = 8 + Math.floor(random() * 12);
  let paragraphLeft = 4 + Math.floor(random() * 4);
  let startOfSentence = true;
  for (let i = 0; i < words; i++) {
    let word = VOCABULARY[Math.floor(random() * VOCABULARY.length)] ?? "word";
    if (startOfSentence) word = word[0]?.toUpperCase() + word.slice(1);
    startOfSentence = false;
    sentenceLeft--;
    if (sentenceLeft === 0 || i === words - 1) {
      word += random() < 0.85 ? "." : random() < 0.5 ? "!" : "?";
      startOfSentence = true;
      sentenceLeft = 8 + Math.floor(random() * 12);
      paragraphLeft--;
      if (paragraphLeft === 0) {
        paragraphLeft = 4 + Math.floor(random() * 4);
        parts.push(word, "\n\n");
        continue;
      }
    } else if (random() < 0.06) {
      word += ",";
    }
    parts.push(word, " ");
  }
  return parts.join("").trimEnd();
}

// ---------------------------------------------------------------------------------------
// Small statistics and the table.

interface Row {
  where: string;
  what: string;
  median: number;
  max: number;
  runs: number;
  bar?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function row(where: string, what: string, samples: number[], bar?: number): Row {
  return { where, what, median: median(samples), max: Math.max(...samples), runs: samples.length, bar };
}

function printTable(rows: Row[]) {
  const header = ["where", "what", "median ms", "max ms", "runs", "bar", "result"];
  const lines = rows.map((r) => [
    r.where,
    r.what,
    r.median.toFixed(1),
    r.max.toFixed(1),
    String(r.runs),
    r.bar === undefined ? "-" : `≤ ${r.bar}`,
    r.bar === undefined ? "info" : r.median <= r.bar ? "PASS" : "FAIL",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

// ---------------------------------------------------------------------------------------
// Node: the logic alone.

function timeInNode(work: () => unknown): number[] {
  for (let i = 0; i < 3; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < NODE_RUNS; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return samples;
}

// ---------------------------------------------------------------------------------------
// The server and the browser.

/**
 * Puts `text` (plus `suffix`) into the textarea as a paste would: one value change and
 * one input event. (Playwright's fill types the text through the editing pipeline,
 * which takes tens of seconds for 600 KB and measures the browser, not the page.)
 */
async function pasteInto(page: Page, label: string, suffix: string) {
  await page.getByRole("textbox", { name: label }).evaluate((element: HTMLTextAreaElement, suffix) => {
    const text = (window as unknown as { benchText: string }).benchText + suffix;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setValue?.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }, suffix);
}

async function gotoHydrated(page: Page, url: string, text: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Sent to the page once; pasteInto() reuses it.
  await page.evaluate((text) => {
    (window as unknown as { benchText: string }).benchText = text;
  }, text);
}

/** The duration of the latest User Timing measure `name`, waiting for a new one. */
async function latestMeasure(page: Page, name: string, after: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ name, after }) => {
      const entries = performance.getEntriesByName(name, "measure");
      const last = entries.at(-1);
      return last && last.startTime > after ? last.duration : null;
    },
    { name, after },
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Types KEYSTROKES characters at the end of the textarea, 40 ms apart, and measures for
 * each the time from the key event's timestamp (so time queued behind other work counts)
 * to the end of the next frame (requestAnimationFrame, then a message after it).
 */
async function keystrokeLatencies(page: Page, label: string): Promise<number[]> {
  const textarea = page.getByRole("textbox", { name: label });
  await textarea.focus();
  await textarea.evaluate((element: HTMLTextAreaElement) => {
    element.setSelectionRange(element.value.length, element.value.length);
    const samples: number[] = [];
    (window as unknown as { benchKeystrokes: number[] }).benchKeystrokes = samples;
    element.addEventListener("keydown", (event) => {
      const started = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => samples.push(performance.now() - started);
        channel.port2.postMessage(null);
      });
    });
  });
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.type(i % 6 === 5 ? " " : "x");
    await page.waitForTimeout(40);
  }
  await page.waitForFunction(
    (count) => (window as unknown as { benchKeystrokes: number[] }).benchKeystrokes.length >= count,
    KEYSTROKES,
  );
  return page.evaluate(() => (window as unknown as { benchKeystrokes: number[] }).benchKeystrokes);
}

async function benchWordCounter(page: Page, base: string, text: string): Promise<Row[]> {
  await gotoHydrated(page, `${base}/tools/word-counter`, text);
  const words = page.locator(`xpath=//dt[normalize-space(.)="Words"]/following-sibling::dd[1]`);
  const cards: number[] = [];
  const details: number[] = [];
  for (let run = 0; run < PAGE_RUNS; run++) {
    const after = await page.evaluate(() => performance.now());
    // A different last word each run, so every paste is a new text to analyse.
    await pasteInto(page, "Your text", ` run${run}`);
    cards.push(await latestMeasure(page, WORD_COUNTER_MEASURES.count, after));
    details.push(await latestMeasure(page, WORD_COUNTER_MEASURES.analyze, after));
    await words.filter({ hasText: (WORDS + 1).toLocaleString("en-US") }).waitFor();
  }
  const typing = await keystrokeLatencies(page, "Your text");

  // How long after a keystroke the Words card shows the new count (the cards wait for a
  // short pause on a long text, then count).
  const settle: number[] = [];
  const textarea = page.getByRole("textbox", { name: "Your text" });
  for (let run = 0; run < PAGE_RUNS; run++) {
    // Start from a settled card: the count of the text as it is now (words split on white space).
    const before = await textarea.evaluate((element: HTMLTextAreaElement) => element.value.trim().split(/\s+/).length);
    await words.filter({ hasText: before.toLocaleString("en-US") }).waitFor();
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.type(" z");
    await words.filter({ hasText: (before + 1).toLocaleString("en-US") }).waitFor();
    settle.push((await page.evaluate(() => performance.now())) - started);
  }
  return [
    row("page", "word counter: countText (six live cards)", cards, BAR_MS),
    row("page", "word counter: keystroke → cards show new count", settle),
    row("page", "word counter: analyzeText (detailed analysis)", details, BAR_MS),
    row("page", "word counter: keystroke → next frame", typing, BAR_MS),
  ];
}

/** The browser's own cost of typing into a bare textarea holding the same text, for comparison. */
async function benchBaseline(page: Page, text: string): Promise<Row[]> {
  await page.setContent('<textarea aria-label="Baseline" rows="12" style="width: 700px"></textarea>');
  await page.evaluate((text) => {
    (window as unknown as { benchText: string }).benchText = text;
  }, text);
  await pasteInto(page, "Baseline", "");
  const typing = await keystrokeLatencies(page, "Baseline");
  return [row("page", "baseline: bare <textarea>, keystroke → next frame", typing)];
}

async function benchKeywordDensity(page: Page, base: string, text: string): Promise<Row[]> {
  await gotoHydrated(page, `${base}/tools/keyword-density-checker`, text);
  await pasteInto(page, "Your content", "");
  await page.getByRole("textbox", { name: "Target keyword (optional)" }).fill("content strategy");
  const samples: number[] = [];
  for (let run = 0; run < PAGE_RUNS; run++) {
    const after = await page.evaluate(() => performance.now());
    await page.getByRole("button", { name: "Analyze" }).click();
    samples.push(await latestMeasure(page, KEYWORD_DENSITY_MEASURE, after));
    await page.getByRole("button", { name: "Analyze" }).waitFor();
  }
  const typing = await keystrokeLatencies(page, "Your content");
  return [
    row("page", "keyword density: analyzeKeywordDensity", samples, BAR_MS),
    row("page", "keyword density: keystroke → next frame", typing, BAR_MS),
  ];
}

export default async function run(): Promise<boolean> {
  const text = makeText(WORDS);
  const stats = countText(text);
  console.log(
    `Text: ${stats.words.toLocaleString("en-US")} words, ${stats.characters.toLocaleString("en-US")} characters, ` +
      `${stats.sentences.toLocaleString("en-US")} sentences, ${stats.paragraphs.toLocaleString("en-US")} paragraphs; ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  if (stats.words !== WORDS) throw new Error(`expected ${WORDS} words, got ${stats.words}`);

  const rows: Row[] = [
    row(
      "node",
      "word counter: countText (six cards)",
      timeInNode(() => countText(text)),
    ),
    row(
      "node",
      "word counter: analyzeText (stats + detail)",
      timeInNode(() => analyzeText(text)),
      BAR_MS,
    ),
    row(
      "node",
      "keyword density: analyzeKeywordDensity",
      timeInNode(() => analyzeKeywordDensity(text, "content strategy")),
      BAR_MS,
    ),
  ];

  const server = await startBuiltSite();
  const port = server.port;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const base = `http://127.0.0.1:${port}`;
    rows.push(...(await benchWordCounter(page, base, text)));
    rows.push(...(await benchKeywordDensity(page, base, text)));
    rows.push(...(await benchBaseline(page, text)));
  } finally {
    await browser.close();
    await stopServer(server);
  }

  console.log("");
  printTable(rows);
  return rows.every((r) => r.bar === undefined || r.median <= r.bar);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      // The first lines only: Playwright's messages can quote the whole 600 KB text.
      console.error(
        (error instanceof Error ? error.message : String(error)).split("\n").slice(0, 3).join("\n").slice(0, 500),
      );
      process.exit(1);
    },
  );
}
