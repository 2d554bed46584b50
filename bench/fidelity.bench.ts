/**
 * Fidelity benchmark (issue 14): every file under corpus/documents/ that a tool takes
 * (.docx → Word to PDF, .xlsx/.xls → Excel to PDF) is converted in headless Chromium through
 * the real tool page of the built site, and, when LibreOffice (`soffice`) is on PATH, by
 * LibreOffice headless as the reference. Per file: pages ours / reference, share of the
 * reference's words found in our PDF (pdftotext), images placed, fonts used (pdffonts),
 * glyphs drawn as empty boxes, and our time from the click on Convert to the result.
 *
 *   npm run bench -- fidelity            (after `npm run build`)
 *   FIDELITY_ONLY=hindi npm run bench -- fidelity   files whose name contains "hindi"
 *   FIDELITY_OUT=/tmp/fid npm run bench -- fidelity   keeps both PDFs of each file there
 *
 * Bars, checked only when a reference exists: page count equal for ≥ 90 % of the files,
 * words kept ≥ 98 % on every file, no empty glyph box, ≤ 3 s per 20 pages. Without
 * LibreOffice (CI) it prints our side only. The .pdf files of the corpus are inputs of the
 * PDF-to-image tools, whose output is not a PDF: they are listed as skipped.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import type { ServerProcess } from "#server/test-support/server-process.ts";
import { startBuiltSite, stopServer } from "./built-site.ts";
import { fontNames, imageCount, notdefGlyphs, pageCount, pdfTextOf, wordsKept } from "./measure/pdf-measure.ts";
import { clickAndTimeConversion } from "./page-conversion.ts";

const corpusDir = path.resolve(import.meta.dirname, "../corpus/documents");
const TOOL_BY_EXTENSION: Record<string, string> = {
  ".docx": "/tools/word-to-pdf",
  ".xlsx": "/tools/excel-to-pdf",
  ".xls": "/tools/excel-to-pdf",
};
const PAGES_EQUAL_SHARE = 0.9;
const WORDS_KEPT = 0.98;
const MS_PER_20_PAGES = 3000;

function corpusFiles(): string[] {
  if (!fs.existsSync(corpusDir)) return [];
  const only = process.env.FIDELITY_ONLY?.trim().toLowerCase();
  return (fs.readdirSync(corpusDir, { recursive: true }) as string[])
    .map((name) => path.join(corpusDir, name))
    .filter((file) => fs.statSync(file).isFile() && /\.(docx|xlsx|xls|pdf)$/i.test(file))
    .filter((file) => !only || path.basename(file).toLowerCase().includes(only))
    .sort();
}

function hasSoffice(): boolean {
  try {
    execFileSync("soffice", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * LibreOffice's PDFs, one batch per extension (its start-up is the slow part), each in its own
 * folder: calamine-date.xls and calamine-date.xlsx would otherwise both write calamine-date.pdf.
 */
function referencePdfs(files: string[], outDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const extensions = [...new Set(files.map((file) => path.extname(file).toLowerCase()))];
  for (const extension of extensions) {
    const batch = files.filter((file) => path.extname(file).toLowerCase() === extension);
    const batchDir = path.join(outDir, `reference-${extension.slice(1)}`);
    fs.mkdirSync(batchDir, { recursive: true });
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-lo-profile-"));
    try {
      execFileSync(
        "soffice",
        [
          `-env:UserInstallation=file://${profile}`,
          "--headless",
          "--convert-to",
          "pdf",
          "--outdir",
          batchDir,
          ...batch,
        ],
        { stdio: "ignore", timeout: 600_000 },
      );
    } finally {
      fs.rmSync(profile, { recursive: true, force: true });
    }
    for (const file of batch) {
      const pdf = path.join(batchDir, `${path.basename(file, path.extname(file))}.pdf`);
      if (fs.existsSync(pdf)) out.set(file, pdf);
    }
  }
  return out;
}

/** Converts in the page; resolves with our PDF's path and the ms from the click to the result. */
async function convertInPage(page: Page, base: string, file: string, outDir: string) {
  const tool = TOOL_BY_EXTENSION[path.extname(file).toLowerCase()] ?? "";
  await page.goto(`${base}${tool}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.locator('input[type="file"]').setInputFiles(file);
  const result = await clickAndTimeConversion(page, "Convert to PDF");
  if (result.error) return { error: result.error, ms: result.ms };
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const pdf = path.join(outDir, `${path.basename(file)}.ours.pdf`);
  await download.saveAs(pdf);
  return { pdf, ms: result.ms };
}

interface Row {
  file: string;
  pages: string;
  words: string;
  images: string;
  fonts: string;
  boxes: number;
  ms: number;
  missed: string[];
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function printTable(rows: Row[], skipped: string[]) {
  const lines = [
    "| file | pages ours / ref | words kept | images ours / ref | fonts (ours) | empty boxes | time | bars missed |",
    "|---|---:|---:|---:|---|---:|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.file} | ${r.pages} | ${r.words} | ${r.images} | ${r.fonts} | ${r.boxes} | ${(r.ms / 1000).toFixed(2)} s | ${r.missed.join(", ") || "–"} |`,
    ),
  ];
  console.log(lines.join("\n"));
  if (skipped.length) console.log(`Skipped (no tool makes a PDF of them): ${skipped.join(", ")}`);
}

export default async function run(): Promise<boolean> {
  const files = corpusFiles();
  const convertible = files.filter((file) => TOOL_BY_EXTENSION[path.extname(file).toLowerCase()]);
  const skipped = files.filter((file) => !convertible.includes(file)).map((file) => path.relative(corpusDir, file));
  if (convertible.length === 0) throw new Error(`No documents found under ${corpusDir}`);
  const keepDir = process.env.FIDELITY_OUT?.trim();
  if (keepDir) fs.mkdirSync(keepDir, { recursive: true });
  const work = keepDir || fs.mkdtempSync(path.join(os.tmpdir(), "crestline-bench-fidelity-"));
  const withReference = hasSoffice();
  let server: ServerProcess | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    let references = new Map<string, string>();
    if (withReference) {
      const started = performance.now();
      references = referencePdfs(convertible, work);
      console.log(
        `LibreOffice converted ${references.size} of ${convertible.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      console.log("soffice is not on PATH: our side only, no bars checked.");
    }
    server = await startBuiltSite();
    const base = `http://127.0.0.1:${server.port}`;
    const page = await browser.newPage({ acceptDownloads: true });
    // Warm-up: loads the libraries and workers once, as a returning visitor would have them.
    const first = convertible[0];
    if (first) await convertInPage(page, base, first, work);

    const rows: Row[] = [];
    let pagesEqual = 0;
    let compared = 0;
    for (const file of convertible) {
      const name = path.relative(corpusDir, file);
      const ours = await convertInPage(page, base, file, work);
      const reference = references.get(file);
      const missed: string[] = [];
      if (!ours.pdf) {
        rows.push({
          file: name,
          pages: "–",
          words: "–",
          images: "–",
          fonts: ours.error ?? "",
          boxes: 0,
          ms: ours.ms,
          missed: ["failed"],
        });
        continue;
      }
      const ourPages = pageCount(ours.pdf);
      const refPages = reference ? pageCount(reference) : undefined;
      const words = reference ? wordsKept(pdfTextOf(reference), pdfTextOf(ours.pdf)) : undefined;
      const boxes = await notdefGlyphs(ours.pdf);
      const allowedMs = MS_PER_20_PAGES * Math.max(1, (refPages ?? ourPages) / 20);
      if (reference) {
        compared++;
        if (ourPages === refPages) pagesEqual++;
        if (words && words.kept < WORDS_KEPT) missed.push(`words (e.g. ${words.missing.slice(0, 4).join(" ")})`);
        if (boxes > 0) missed.push("empty boxes");
        if (ours.ms > allowedMs) missed.push("time");
      }
      rows.push({
        file: name,
        pages: `${ourPages} / ${refPages ?? "–"}`,
        words: words ? percent(words.kept) : "–",
        images: `${imageCount(ours.pdf)} / ${reference ? imageCount(reference) : "–"}`,
        fonts: fontNames(ours.pdf).join(" "),
        boxes,
        ms: ours.ms,
        missed,
      });
    }
    printTable(rows, skipped);
    if (!withReference) return true;
    const pagesShare = compared ? pagesEqual / compared : 1;
    console.log(
      `Page count equal to LibreOffice's: ${pagesEqual} of ${compared} (${percent(pagesShare)}, bar ≥ ${percent(PAGES_EQUAL_SHARE)})`,
    );
    const failures = rows.filter((r) => r.missed.length).length;
    return pagesShare >= PAGES_EQUAL_SHARE && failures === 0;
  } finally {
    await browser.close();
    await stopServer(server);
    if (!keepDir) fs.rmSync(work, { recursive: true, force: true });
  }
}
