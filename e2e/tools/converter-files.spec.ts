import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import * as XLSX from "@e965/xlsx";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../support.ts";
import { unzipSync } from "fflate";
import { PNG_FILE_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { ffmpeg, imageSize, makePdf, pdfPageCount, pdfText } from "./converter-support.ts";
import { downloadFrom } from "./download-support.ts";

// A result made from one file keeps that file's name with the new extension; a damaged file
// of the right type is told so.

let dir: string;
test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-names-"));
  ffmpeg(["-f", "lavfi", "-i", "testsrc=size=160x100", "-frames:v", "1", path.join(dir, "Team photo 2025.jpg")]);
  fs.writeFileSync(path.join(dir, "Spring flyer.pdf"), await makePdf(1));
  for (const [name, size] of [
    ["red.png", "100x80"],
    ["green.png", "120x90"],
  ] as const) {
    ffmpeg(["-f", "lavfi", "-i", `color=c=${name.split(".")[0]}:s=${size}`, "-frames:v", "1", path.join(dir, name)]);
  }
  fs.mkdirSync(path.join(dir, "other"));
  ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=50x50", "-frames:v", "1", path.join(dir, "other", "red.png")]);
  for (const name of ["hero.webp", "Team 2025.webp"]) {
    ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=200x100", "-frames:v", "1", "-c:v", "libwebp", path.join(dir, name)]);
  }
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const download = (page: Page, name: string) => downloadFrom(page, dir, name);

test.describe("batches of images", () => {
  test("PNG to JPEG: many files at once, a status per file, a bad one does not stop the others, one ZIP with the kept names", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tools/png-to-jpeg");
    await page
      .locator('input[type="file"]')
      .setInputFiles([path.join(dir, "red.png"), path.join(dir, "green.png"), path.join(dir, "other", "red.png")]);
    await expect(page.getByRole("button", { name: "Add More Files" })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("a text file named .png"),
    });
    const items = page.getByRole("list", { name: "Files to convert" }).getByRole("listitem");
    await expect(items).toHaveCount(4);
    await expect(items.nth(1)).toContainText("Ready to convert");
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Convert to JPEG" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Conversion complete: 3 of 4 files as JPEG" })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole("button", { name: "Download All (ZIP)" })).toBeFocused();
    await expect(items.nth(0)).toContainText("Converted: red.jpg");
    await expect(items.nth(3)).toContainText("Not converted");
    await expect(items.nth(3).getByRole("alert")).toHaveText(PNG_FILE_MESSAGE);
    await expectNoA11yViolations(page);

    const green = await download(page, "Download green.jpg");
    expect(green.name).toBe("green.jpg");
    expect(imageSize(green.file)).toEqual({ width: 120, height: 90 });

    const zip = await download(page, "Download All (ZIP)");
    expect(zip.name).toBe("converted-jpg.zip");
    const entries = unzipSync(new Uint8Array(fs.readFileSync(zip.file)));
    expect(Object.keys(entries)).toEqual(["red.jpg", "green.jpg", "red (2).jpg"]);
    for (const bytes of Object.values(entries))
      expect(Buffer.from(bytes.subarray(0, 3)).toString("hex")).toBe("ffd8ff");

    // The failed file can be removed (by keyboard); the focus goes to the file before it, the rest stays converted.
    await page.getByRole("button", { name: "Remove notes.png" }).focus();
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Remove red.png" }).last()).toBeFocused();
    await expect(page.getByText("notes.png removed.")).toBeAttached();
    await page.getByRole("button", { name: "Convert More Files" }).click();
    await expect(items).toHaveCount(0);
  });

  test("WebP to PNG: dropped files are converted and zipped under their own names", async ({ page }) => {
    await gotoHydrated(page, "/tools/webp-to-png");
    const files = ["hero.webp", "Team 2025.webp"].map((name) => ({
      name,
      data: fs.readFileSync(path.join(dir, name)).toString("base64"),
    }));
    const dataTransfer = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const { name, data } of list) {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: "image/webp" }));
      }
      return transfer;
    }, files);
    await page.locator('input[type="file"]').locator("..").dispatchEvent("drop", { dataTransfer });
    await expect(page.getByRole("list", { name: "Files to convert" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Convert to PNG" }).click();
    const zip = await download(page, "Download All (ZIP)");
    const entries = unzipSync(new Uint8Array(fs.readFileSync(zip.file)));
    expect(Object.keys(entries)).toEqual(["hero.png", "Team 2025.png"]);
  });
});

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
  const zip = await download(page, "Download All (ZIP)");
  expect(Object.keys(unzipSync(new Uint8Array(fs.readFileSync(zip.file))))).toEqual(["Spring flyer.jpg"]);
});

test("Excel to PDF: a 16-column sheet keeps its last column, split across pages that name their columns", async ({
  page,
}) => {
  const header = Array.from({ length: 16 }, (_, c) => `Month ${c + 1}`);
  const sheet = XLSX.utils.aoa_to_sheet([header, header.map((_, c) => (c + 1) * 1250.5), header.map(() => "x")]);
  sheet["!cols"] = header.map(() => ({ wch: 13 }));
  sheet.P2!.z = '"$"#,##0.00';
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Forecast");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([]), "Scratch");
  await gotoHydrated(page, "/tools/excel-to-pdf");
  await page.locator('input[type="file"]').setInputFiles({
    name: "Forecast 2026.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: XLSX.write(book, { type: "buffer", bookType: "xlsx", cellStyles: true }) as Buffer,
  });
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  const pdf = await download(page, "Download PDF");
  expect(pdf.name).toBe("Forecast 2026.pdf");
  // As an office suite prints it without a page setup: A4 portrait at 100 %, whole columns on each page.
  const pages = pdfText(pdf.file).split("\f").slice(0, -1);
  expect(pdfPageCount(pdf.file)).toBe(pages.length);
  expect(pages.length).toBeGreaterThan(1);
  expect(pages[0]).toContain("Forecast (columns A–");
  expect(pages[0]).toContain("Month 1 ");
  expect(pages[0]).toContain("Empty sheet left out: “Scratch”.");
  const last = pages.at(-1)!;
  expect(last).toMatch(/Forecast \(columns? [A-P](–P)?\)/);
  expect(last).toContain("Month 16");
  expect(last).toContain("$20,008.00");
  // Every column is printed once.
  const text = pages.join("\n");
  for (const month of header) expect(text.split(`${month}\n`).length + text.split(`${month} `).length - 2).toBe(1);
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
