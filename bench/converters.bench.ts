/**
 * Converter benchmark: each conversion runs through
 * its real tool page in headless Chromium (Debian's, via Playwright) against the built
 * server started here on a free port with a throwaway SQLite file, next to the native
 * tool in the same run:
 *
 *   PDF → PNG, 20 pages at 150 dpi   vs pdftoppm -r 150 -png        bar: ≤ 3 × native
 *   MP4 → MP3, 60 s of AAC audio     vs ffmpeg -c:a libmp3lame 192k bar: ≤ 3 × native
 *   PNG → JPEG, 12-megapixel image   (no native pair)              bar: ≤ 1.5 s
 *   PNG → JPEG, batch of 8 such      (two workers at a time)       bar: ≤ 8 × one image
 *
 *   node --import tsx bench/converters.bench.ts      (after `npm run build`)
 *   npm run bench -- converters
 *
 * Browser times run from the click on Convert to the result panel (measured in the page),
 * after one warm-up run that loads the libraries; each side is the best of RUNS.
 * Exits 1 when a bar is missed. CHROMIUM_PATH (or CHROME_PATH) overrides /usr/bin/chromium.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import type { ServerProcess } from "#server/test-support/server-process.ts";
import { ffmpeg, makePdf } from "../e2e/tools/converter-support.ts";
import { startBuiltSite, stopServer } from "./built-site.ts";
import { clickAndTimeConversion } from "./page-conversion.ts";

const RUNS = 3;
/** Images in the PNG → JPEG batch. */
const BATCH = 8;

function best(times: number[]): number {
  return Math.min(...times);
}

function timeNative(command: string, args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    execFileSync(command, args, { stdio: "ignore" });
    times.push(performance.now() - started);
  }
  return best(times);
}

/** Milliseconds from clicking `convert` to the result panel; throws with the page's error message. */
async function timeConversion(page: Page, convert: string): Promise<number> {
  const result = await clickAndTimeConversion(page, convert);
  if (result.error) throw new Error(`conversion failed in the page: ${result.error}`);
  return result.ms;
}

async function timeInBrowser(
  page: Page,
  url: string,
  file: string | string[],
  convert: string,
  reset: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await prepare?.(page);
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    await page.locator('input[type="file"]').setInputFiles(file);
    const ms = await timeConversion(page, convert);
    if (i > 0) times.push(ms); // run 0 warms up: loads the library and its worker
    await page.getByRole("button", { name: reset, exact: true }).click();
  }
  return best(times);
}

interface Row {
  name: string;
  browserMs: number;
  nativeMs: number | null;
  bar: string;
  pass: boolean;
}

function printTable(rows: Row[]) {
  const lines = [
    "| conversion | browser | native | ratio | bar | result |",
    "|---|---:|---:|---:|---|---|",
    ...rows.map((r) => {
      const ratio = r.nativeMs ? (r.browserMs / r.nativeMs).toFixed(2) + "×" : "–";
      const native = r.nativeMs ? `${(r.nativeMs / 1000).toFixed(2)} s` : "–";
      return `| ${r.name} | ${(r.browserMs / 1000).toFixed(2)} s | ${native} | ${ratio} | ${r.bar} | ${r.pass ? "ok" : "MISSED"} |`;
    }),
  ];
  console.log(lines.join("\n"));
}

export default async function run(): Promise<boolean> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-bench-converters-"));
  let server: ServerProcess | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Inputs.
    const pdf = path.join(work, "twenty-pages.pdf");
    fs.writeFileSync(pdf, await makePdf(20));
    const mp4 = path.join(work, "minute.mp4");
    ffmpeg([
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=60",
      "-f",
      "lavfi",
      "-i",
      "color=c=blue:s=320x240:d=60",
      "-c:v",
      "libx264",
      "-c:a",
      "aac",
      "-shortest",
      mp4,
    ]);
    const png = path.join(work, "twelve-megapixels.png");
    ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=4000x3000", "-frames:v", "1", png]);
    const batch = Array.from({ length: BATCH }, (_, i) => {
      const copy = path.join(work, `photo-${i + 1}.png`);
      fs.copyFileSync(png, copy);
      return copy;
    });

    server = await startBuiltSite();
    const port = server.port;
    const base = `http://127.0.0.1:${port}`;
    const page = await browser.newPage();

    // PDF → PNG at 150 dpi: the page offers 1x–4x; the bench adds a 150 dpi choice to the select.
    const dpi150 = async (p: Page) => {
      await p.evaluate(() => {
        const select = document.querySelector("select");
        const option = document.createElement("option");
        option.value = String(150 / 72);
        option.textContent = "150 dpi (bench)";
        select?.append(option);
      });
      await p.getByLabel("Resolution").selectOption(String(150 / 72));
    };
    const pdfBrowser = await timeInBrowser(
      page,
      `${base}/tools/pdf-to-png`,
      pdf,
      "Convert to PNG",
      "Convert Another PDF",
      dpi150,
    );
    const pdfNative = timeNative("pdftoppm", ["-r", "150", "-png", pdf, path.join(work, "page")]);

    const mp3Browser = await timeInBrowser(
      page,
      `${base}/tools/mp4-to-mp3`,
      mp4,
      "Extract Audio",
      "Convert Another Video",
    );
    const mp3Native = timeNative("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-i",
      mp4,
      "-vn",
      "-c:a",
      "libmp3lame",
      "-b:a",
      "192k",
      path.join(work, "out.mp3"),
    ]);

    const jpegBrowser = await timeInBrowser(
      page,
      `${base}/tools/png-to-jpeg`,
      png,
      "Convert to JPEG",
      "Convert Another",
    );
    const batchBrowser = await timeInBrowser(
      page,
      `${base}/tools/png-to-jpeg`,
      batch,
      "Convert to JPEG",
      "Convert More Files",
    );

    const rows: Row[] = [
      {
        name: "PDF → PNG, 20 pages, 150 dpi",
        browserMs: pdfBrowser,
        nativeMs: pdfNative,
        bar: "≤ 3× pdftoppm",
        pass: pdfBrowser <= 3 * pdfNative,
      },
      {
        name: "MP4 → MP3, 60 s AAC",
        browserMs: mp3Browser,
        nativeMs: mp3Native,
        bar: "≤ 3× ffmpeg",
        pass: mp3Browser <= 3 * mp3Native,
      },
      { name: "PNG → JPEG, 12 MP", browserMs: jpegBrowser, nativeMs: null, bar: "≤ 1.5 s", pass: jpegBrowser <= 1500 },
      {
        name: `PNG → JPEG, batch of ${BATCH} × 12 MP`,
        browserMs: batchBrowser,
        nativeMs: null,
        bar: `≤ ${BATCH} × one image (${((BATCH * jpegBrowser) / 1000).toFixed(2)} s)`,
        pass: batchBrowser <= BATCH * jpegBrowser,
      },
    ];
    printTable(rows);
    console.log(
      `(best of ${RUNS} each; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")} on ${os.cpus().length} CPUs)`,
    );
    if (rows.some((r) => !r.pass)) {
      process.exitCode = 1;
      return false;
    }
    return true;
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await run();
}
