import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { expect, gotoHydrated, test } from "../support.ts";
import { ffmpeg, imageSize, mediaDuration, pdfPageCount } from "./converter-support.ts";
import { downloadFrom } from "./download-support.ts";

// Several files at once in the one-file converters (Word, Excel, MP4): real corpus documents,
// two sharing a name, and a damaged one; the ZIP must hold every result under its own name,
// each read back (PDF pages, MP3 length), and the damaged file must say why, alone.

const corpus = (kind: string, name: string) => fs.readFileSync(path.resolve("corpus/documents", kind, name));
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-batch-"));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const download = (page: Page, name: string) => downloadFrom(page, dir, name);

/** Writes a ZIP entry to disk so pdfinfo / ffprobe can read it. */
function saved(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, `${Date.now()}-${name}`);
  fs.writeFileSync(file, bytes);
  return file;
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

test("Word to PDF: two documents of one name and a damaged one; a ZIP of both PDFs, the damaged one says why", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const first = corpus("docx", "60329.docx");
  await gotoHydrated(page, "/tools/word-to-pdf");
  await page.locator('input[type="file"]').setInputFiles([
    { name: "report.docx", mimeType: DOCX, buffer: first },
    { name: "report.docx", mimeType: DOCX, buffer: corpus("docx", "60316.docx") },
    // A real document cut short: a ZIP whose parts are missing.
    { name: "broken.docx", mimeType: DOCX, buffer: first.subarray(0, 2000) },
  ]);
  const list = page.getByRole("list", { name: "Files to convert" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Conversion complete: 2 of 3 files as PDF" })).toBeVisible({
    timeout: 150_000,
  });
  await expect(list.getByRole("listitem").nth(2)).toContainText(DAMAGED_FILE_MESSAGE);
  await expect(list.getByRole("button", { name: "Download report (2).pdf" })).toBeVisible();

  const zip = await download(page, "Download All (ZIP)");
  expect(zip.name).toBe("converted-pdf.zip");
  const entries = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(entries)).toEqual(["report.pdf", "report (2).pdf"]);
  for (const bytes of Object.values(entries)) {
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pdfPageCount(saved("doc.pdf", bytes))).toBeGreaterThan(0);
  }
  expect(Buffer.compare(entries["report.pdf"]!, entries["report (2).pdf"]!)).not.toBe(0);
  // One file's own download keeps its name.
  expect((await download(page, "Download report (2).pdf")).bytes.equals(Buffer.from(entries["report (2).pdf"]!))).toBe(
    true,
  );
});

test("Excel to PDF: two workbooks converted together, each a PDF named after it", async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, "/tools/excel-to-pdf");
  await page.locator('input[type="file"]').setInputFiles([
    { name: "calamine-date.xlsx", mimeType: XLSX, buffer: corpus("xlsx", "calamine-date.xlsx") },
    { name: "merge_cells01.xlsx", mimeType: XLSX, buffer: corpus("xlsx", "xlsxwriter-merge_cells01.xlsx") },
  ]);
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Conversion complete: 2 of 2 files as PDF" })).toBeVisible({
    timeout: 100_000,
  });
  const entries = unzipSync(new Uint8Array((await download(page, "Download All (ZIP)")).bytes));
  expect(Object.keys(entries)).toEqual(["calamine-date.pdf", "merge_cells01.pdf"]);
  for (const bytes of Object.values(entries)) expect(pdfPageCount(saved("sheet.pdf", bytes))).toBeGreaterThan(0);
});

test("MP4 to MP3: two videos, two MP3s of their length in one ZIP", async ({ page }) => {
  test.setTimeout(120_000);
  // No video in the corpus: a 4-second H.264 + AAC clip made with ffmpeg.
  const clip = path.join(dir, "clip.mp4");
  ffmpeg(
    ["-f", "lavfi", "-i", "sine=frequency=440:duration=4", "-f", "lavfi", "-i", "color=c=blue:s=160x120:d=4"].concat([
      "-c:v",
      "libx264",
      "-c:a",
      "aac",
      "-shortest",
      clip,
    ]),
  );
  await gotoHydrated(page, "/tools/mp4-to-mp3");
  await page.locator('input[type="file"]').setInputFiles([
    { name: "interview.mp4", mimeType: "video/mp4", buffer: fs.readFileSync(clip) },
    { name: "talk.mp4", mimeType: "video/mp4", buffer: fs.readFileSync(clip) },
  ]);
  await page.getByRole("button", { name: "Extract Audio" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Conversion complete: 2 of 2 files as MP3" })).toBeVisible({
    timeout: 100_000,
  });
  const zip = await download(page, "Download All (ZIP)");
  expect(zip.name).toBe("converted-mp3.zip");
  const entries = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(entries)).toEqual(["interview.mp3", "talk.mp3"]);
  for (const bytes of Object.values(entries)) expect(mediaDuration(saved("a.mp3", bytes))).toBeCloseTo(4, 0);
});

test("PDF to JPG: two real PDFs and a cut one; one ZIP of every page named after its PDF, the cut one says why", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const scan = corpus("pdf", "pdfjs-scan-bad.pdf"); // one Letter page
  await gotoHydrated(page, "/tools/pdf-to-jpg");
  await page.locator('input[type="file"]').setInputFiles([
    { name: "scan.pdf", mimeType: "application/pdf", buffer: scan },
    { name: "empty.pdf", mimeType: "application/pdf", buffer: corpus("pdf", "pdfjs-empty.pdf") },
    { name: "scan.pdf", mimeType: "application/pdf", buffer: scan },
    { name: "cut.pdf", mimeType: "application/pdf", buffer: scan.subarray(0, 600) },
  ]);
  const list = page.getByRole("list", { name: "Files to convert" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await page.getByRole("button", { name: "Convert to JPG" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Conversion complete: 3 of 4 files as JPG" })).toBeVisible({
    timeout: 100_000,
  });
  await expect(list.getByRole("listitem").nth(3)).toContainText(DAMAGED_FILE_MESSAGE);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(os.tmpdir(), `pdf-to-jpg-batch-${width}.png`), fullPage: true });
  }

  const zip = await download(page, "Download All (ZIP)");
  expect(zip.name).toBe("converted-jpg.zip");
  const entries = unzipSync(new Uint8Array(zip.bytes));
  const names = Object.keys(entries);
  expect(names[0]).toBe("scan.jpg");
  expect(names[names.length - 1]).toBe("scan (2).jpg");
  expect(names.slice(1, -1).every((name) => /^empty(-page-\d+)?\.jpg$/.test(name))).toBe(true);
  for (const name of ["scan.jpg", "scan (2).jpg"]) {
    const bytes = entries[name]!;
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // JPEG
    expect(imageSize(saved(name, bytes))).toEqual({ width: 1224, height: 1584 }); // Letter at 2x (144 dpi)
  }
});
