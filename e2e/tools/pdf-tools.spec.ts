import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../support.ts";
import { downloadFrom } from "./download-support.ts";

// Merge PDF and Split PDF on real files of corpus/documents/pdf (see its SOURCES.md): the
// downloads are opened with pdf-lib and their pages counted and measured.

const CORPUS = path.resolve("corpus/documents/pdf");
const LETTER = path.join(CORPUS, "pdfjs-scan-bad.pdf"); // one page, 612 × 792
const BANNER = path.join(CORPUS, "pdfjs-bad-PageLabels.pdf"); // one page, 200 × 50
const DAMAGED = path.join(CORPUS, "pdfjs-poppler-937-0-fuzzed.pdf");

let dir: string;
let fivePages: string;
test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-pdf-tools-"));
  // report.pdf: five corpus pages in a row, widths 612, 200, 200, 612, 200.
  const report = await PDFDocument.create();
  for (const file of [LETTER, BANNER, path.join(CORPUS, "pdfjs-xref_command_missing.pdf"), LETTER, BANNER]) {
    const source = await PDFDocument.load(fs.readFileSync(file));
    const [copied] = await report.copyPages(source, [0]);
    report.addPage(copied!);
  }
  fivePages = path.join(dir, "report.pdf");
  fs.writeFileSync(fivePages, await report.save());
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const download = (page: Page, name: string) => downloadFrom(page, dir, name);

async function widths(bytes: Uint8Array): Promise<number[]> {
  return (await PDFDocument.load(bytes)).getPages().map((p) => p.getWidth());
}

test("Merge PDF: two files, page counts and thumbnails, reordered by keyboard, one PDF out", async ({ page }) => {
  await gotoHydrated(page, "/tools/merge-pdf");
  await page.locator('input[type="file"]').setInputFiles([LETTER, BANNER]);
  const items = page.getByRole("list", { name: "Merge order" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("1 page");
  await expect(page.getByRole("img", { name: "First page of pdfjs-bad-PageLabels.pdf" })).toBeVisible();
  await expectNoA11yViolations(page);

  // The keyboard moves the second file up, and the focus stays on it.
  const moveUp = page.getByRole("button", { name: "Move up: pdfjs-bad-PageLabels.pdf" });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(0)).toContainText("pdfjs-bad-PageLabels.pdf");
  await expect(page.getByRole("button", { name: "Move down: pdfjs-bad-PageLabels.pdf" })).toBeFocused();

  await page.getByRole("button", { name: "Merge PDF" }).click();
  const merged = await download(page, "Download PDF");
  expect(merged.name).toBe("pdfjs-bad-PageLabels-merged.pdf");
  expect(await widths(merged.bytes)).toEqual([200, 612]);
  await expect(page.getByRole("link", { name: "Talk to us" })).toBeVisible();
});

test("Merge PDF: a damaged file is named with the message", async ({ page }) => {
  await gotoHydrated(page, "/tools/merge-pdf");
  await page.locator('input[type="file"]').setInputFiles([LETTER, DAMAGED]);
  await page.getByRole("button", { name: "Merge PDF" }).click();
  await expect(
    page.getByText("“pdfjs-poppler-937-0-fuzzed.pdf”: This file could not be read; it may be damaged.").first(),
  ).toBeVisible();
});

test("Split PDF: ranges into one PDF, picked pages, and one PDF per range in a ZIP", async ({ page }) => {
  await gotoHydrated(page, "/tools/split-pdf");
  await page.locator('input[type="file"]').setInputFiles(fivePages);
  await expect(page.getByText("5 pages")).toBeVisible();
  const ranges = page.getByLabel("Pages to keep");

  await ranges.fill("2-9");
  await expect(page.getByText("Page 9 does not exist: this PDF has 5 pages.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Split PDF" })).toBeDisabled();

  await ranges.fill("4-, 1");
  await expect(page.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Split PDF" }).click();
  const one = await download(page, "Download PDF");
  expect(one.name).toBe("report-pages-4-5_1.pdf");
  expect(await widths(one.bytes)).toEqual([612, 200, 612]);

  // Picking pages by their thumbnails writes the ranges.
  await page.getByRole("button", { name: "Split Another PDF" }).click();
  await page.locator('input[type="file"]').setInputFiles(fivePages);
  for (const n of [1, 2, 4]) await page.getByRole("button", { name: `Page ${n}`, exact: true }).click();
  await expect(page.getByLabel("Pages to keep")).toHaveValue("1-2, 4");
  await page.getByLabel("One PDF per range (ZIP)").check();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Split PDF" }).click();
  const zip = await download(page, "Download All (ZIP)");
  expect(zip.name).toBe("report-split.zip");
  const files = unzipSync(zip.bytes);
  expect(Object.keys(files)).toEqual(["report-pages-1-2.pdf", "report-page-4.pdf"]);
  expect(await widths(files["report-pages-1-2.pdf"]!)).toEqual([612, 200]);
  expect(await widths(files["report-page-4.pdf"]!)).toEqual([612]);
});

test("Split PDF: every page into a ZIP of one-page PDFs; a damaged file gets the message", async ({ page }) => {
  await gotoHydrated(page, "/tools/split-pdf");
  await page.locator('input[type="file"]').setInputFiles(fivePages);
  await page.getByLabel("Every page on its own").check();
  await page.getByRole("button", { name: "Split PDF" }).click();
  const files = unzipSync((await download(page, "Download All (ZIP)")).bytes);
  expect(Object.keys(files)).toEqual([1, 2, 3, 4, 5].map((n) => `report-page-${n}.pdf`));
  for (const bytes of Object.values(files)) expect(await widths(bytes)).toHaveLength(1);

  await page.getByRole("button", { name: "Remove report.pdf" }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "broken.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\nthis file was cut short"),
  });
  await expect(page.getByText("This file could not be read; it may be damaged.")).toBeVisible();
});
