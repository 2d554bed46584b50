import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { formatMegabytes } from "#app/tool-kit/conversion/file-size.ts";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { ENCRYPTED_PDF_MESSAGE } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../support.ts";
import { pdfPageCount, pdfText } from "./converter-support.ts";

// Compress PDF in the browser (its worker, the canvas JPEG encoder) on real image-heavy PDFs
// of corpus/documents/pdf-images: the downloaded bytes are checked, and the sizes shown match them.

const corpus = path.resolve(import.meta.dirname, "../../corpus/documents/pdf-images");
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-compress-"));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a scanned PDF comes out smaller with the same pages and text, and the sizes shown are the real ones", async ({
  page,
}) => {
  const input = path.join(corpus, "pdfjs-issue7229.pdf");
  await gotoHydrated(page, "/tools/compress-pdf");
  await page.locator('input[type="file"]').setInputFiles(input);
  await expect(page.getByLabel("Compression")).toHaveValue("balanced");
  await page.getByRole("button", { name: "Compress PDF" }).click();
  const downloadButton = page.getByRole("button", { name: "Download compressed PDF" });
  await expect(downloadButton).toBeVisible({ timeout: 60_000 });
  await expectNoA11yViolations(page);

  const [event] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
  expect(event.suggestedFilename()).toBe("pdfjs-issue7229-compressed.pdf");
  const output = path.join(dir, "out.pdf");
  await event.saveAs(output);
  const before = fs.statSync(input).size;
  const after = fs.statSync(output).size;
  expect(after).toBeLessThan(before * 0.8);
  expect(pdfPageCount(output)).toBe(pdfPageCount(input));
  expect(pdfText(output)).toBe(pdfText(input));

  const sizes = page.getByTestId("compress-sizes");
  await expect(sizes.locator("dd").first()).toHaveText(formatMegabytes(before));
  await expect(sizes.locator("dd").nth(1)).toHaveText(formatMegabytes(after));
  await expect(sizes.locator("dd").nth(1)).toHaveAttribute("data-size", String(after));
});

test("a PDF with nothing to gain is offered as it is", async ({ page }) => {
  // Text only, already saved with object streams: nothing left to take out.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage([200, 200]).drawText("Hi");
  const input = path.join(dir, "compact.pdf");
  fs.writeFileSync(input, await doc.save({ useObjectStreams: true }));
  await gotoHydrated(page, "/tools/compress-pdf");
  await page.locator('input[type="file"]').setInputFiles(input);
  await page.getByRole("button", { name: "Compress PDF" }).click();
  await expect(page.getByText("This PDF is already compact")).toBeVisible({ timeout: 30_000 });
  const [event] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the original PDF" }).click(),
  ]);
  expect(event.suggestedFilename()).toBe("compact.pdf");
  const output = path.join(dir, "same.pdf");
  await event.saveAs(output);
  expect(fs.readFileSync(output).equals(fs.readFileSync(input))).toBe(true);
});

test("password-protected and damaged PDFs get their message", async ({ page }) => {
  await gotoHydrated(page, "/tools/compress-pdf");
  await page.locator('input[type="file"]').setInputFiles(path.join(corpus, "pdfjs-empty_protected.pdf"));
  await page.getByRole("button", { name: "Compress PDF" }).click();
  await expect(page.getByText(ENCRYPTED_PDF_MESSAGE)).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: /remove/i }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "broken.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n" + "garbage ".repeat(200)),
  });
  await page.getByRole("button", { name: "Compress PDF" }).click();
  await expect(page.getByText(DAMAGED_FILE_MESSAGE)).toBeVisible({ timeout: 30_000 });
});
