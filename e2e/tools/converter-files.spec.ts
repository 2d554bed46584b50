import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import * as XLSX from "@e965/xlsx";
import { DAMAGED_FILE_MESSAGE } from "#app/tools/conversion/conversion-error.ts";
import { expect, gotoHydrated, test } from "../support.ts";
import { ffmpeg, makePdf, pdfPageCount } from "./converter-fixtures.ts";

// A result made from one file keeps that file's name with the new extension; a damaged file
// of the right type is told so.

let dir: string;
test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-names-"));
  ffmpeg(["-f", "lavfi", "-i", "testsrc=size=160x100", "-frames:v", "1", path.join(dir, "Team photo 2025.jpg")]);
  fs.writeFileSync(path.join(dir, "Spring flyer.pdf"), await makePdf(1));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function download(page: Page, name: string) {
  const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const file = path.join(dir, `${Date.now()}-${event.suggestedFilename()}`);
  await event.saveAs(file);
  return { name: event.suggestedFilename(), file };
}

test("JPG to PDF: one photo gives a PDF named after it", async ({ page }) => {
  await gotoHydrated(page, "/tools/jpg-to-pdf");
  await page.locator('input[type="file"]').setInputFiles(path.join(dir, "Team photo 2025.jpg"));
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  await expect(page.getByText("Team photo 2025.pdf ·")).toBeVisible();
  const pdf = await download(page, "Download PDF");
  expect(pdf.name).toBe("Team photo 2025.pdf");
  expect(pdfPageCount(pdf.file)).toBe(1);
});

test("PDF to JPG: the only page of a one-page PDF keeps the PDF's name, in the ZIP too", async ({ page }) => {
  await gotoHydrated(page, "/tools/pdf-to-jpg");
  await page.locator('input[type="file"]').setInputFiles(path.join(dir, "Spring flyer.pdf"));
  await page.getByRole("button", { name: "Convert to JPG" }).click();
  const jpg = await download(page, "Download page 1");
  expect(jpg.name).toBe("Spring flyer.jpg");
});

test.describe("damaged files of the right type", () => {
  /** Bytes with no recognisable format (no magic number, not text). */
  const garbage = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7919 + 13) % 256));

  test("a .pdf full of garbage bytes, or with a PDF header and garbage, is answered as damaged", async ({ page }) => {
    await gotoHydrated(page, "/tools/pdf-to-png");
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: garbage(64 * 1024) });
    await page.getByRole("button", { name: "Convert to PNG" }).click();
    await expect(page.getByRole("alert")).toHaveText(DAMAGED_FILE_MESSAGE);
    await expect(page.getByRole("button", { name: "Convert to PNG" })).toBeEnabled();
    await page.getByRole("button", { name: "Remove scan.pdf" }).click();

    await input.setInputFiles({
      name: "cut.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), garbage(200 * 1024)]),
    });
    await page.getByRole("button", { name: "Convert to PNG" }).click();
    await expect(page.getByRole("alert")).toHaveText(DAMAGED_FILE_MESSAGE, { timeout: 20_000 });
  });

  test("a cut-off .xlsx and a .docx of garbage bytes are answered as damaged", async ({ page }) => {
    await gotoHydrated(page, "/tools/excel-to-pdf");
    const xlsx = XLSX.write(
      (() => {
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["a", 1]]), "Sheet1");
        return book;
      })(),
      { type: "buffer", bookType: "xlsx" },
    ) as Buffer;
    await page.locator('input[type="file"]').setInputFiles({
      name: "budget.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: xlsx.subarray(0, xlsx.length - 300),
    });
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await expect(page.getByRole("alert")).toHaveText(DAMAGED_FILE_MESSAGE);

    await gotoHydrated(page, "/tools/word-to-pdf");
    await page.locator('input[type="file"]').setInputFiles({
      name: "letter.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: garbage(4096),
    });
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    await expect(page.getByRole("alert")).toHaveText(DAMAGED_FILE_MESSAGE);
  });
});
