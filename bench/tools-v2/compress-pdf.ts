/**
 * Compress PDF next to Ghostscript: each image-heavy PDF of corpus/documents/pdf-images
 * compressed at "balanced" by our own compression (app/tools/compress-pdf/compress.ts, run
 * in Node with sharp as its JPEG encoder in place of the worker's OffscreenCanvas) and by
 * `gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook`. Bar: ours ≤ 1.1 × Ghostscript's size, and
 * never larger than the input. Ghostscript is the reference here only, never a product
 * dependency (on Debian: `apt-get install ghostscript`). Prints one row per file; returns
 * false when the bar is missed on any.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compressPdf } from "#app/tools/compress-pdf/compress.ts";
import { sharpJpegEncoder } from "#app/tools/compress-pdf/node-encoder.ts";

const DIR = path.resolve(import.meta.dirname, "../../corpus/documents/pdf-images");
/** The image-heavy files (the encrypted one is for the error message). */
const IMAGE_HEAVY_PDFS = [
  "pdfjs-issue7229.pdf",
  "pdfjs-issue1905.pdf",
  "pdfjs-canvas.pdf",
  "pdfjs-issue12963.pdf",
  "pdfjs-bug1755507.pdf",
];
const BAR = 1.1;

function ghostscriptEbookSize(input: string): number {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "gs-ebook-")), "out.pdf");
  execFileSync(
    "gs",
    [
      "-q",
      "-dNOPAUSE",
      "-dBATCH",
      "-dSAFER",
      "-sDEVICE=pdfwrite",
      "-dPDFSETTINGS=/ebook",
      `-sOutputFile=${output}`,
      input,
    ],
    { stdio: ["ignore", "ignore", "ignore"], timeout: 120_000 },
  );
  const size = fs.statSync(output).size;
  fs.rmSync(path.dirname(output), { recursive: true, force: true });
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function benchCompressPdf(): Promise<boolean> {
  console.log("Compress PDF at balanced vs Ghostscript /ebook (bar: ours ≤ 1.1 × gs, never larger than the input)");
  const rows = [];
  let met = true;
  for (const name of IMAGE_HEAVY_PDFS) {
    const file = path.join(DIR, name);
    const input = new Uint8Array(fs.readFileSync(file));
    const started = performance.now();
    const ours = await compressPdf(input, { level: "balanced" }, sharpJpegEncoder);
    const ms = Math.round(performance.now() - started);
    const gs = ghostscriptEbookSize(file);
    const ratio = ours.bytes.length / gs;
    const ok = ratio <= BAR && ours.bytes.length <= input.length;
    met &&= ok;
    rows.push({
      file: name,
      input: kb(input.length),
      ours: kb(ours.bytes.length),
      "gs /ebook": kb(gs),
      "ours / gs": ratio.toFixed(2),
      "ours ms": ms,
      bar: ok ? "met" : "MISSED",
    });
  }
  console.table(rows);
  return met;
}
