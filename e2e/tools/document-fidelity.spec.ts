import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../support.ts";
import { pdfPageCount } from "./converter-support.ts";

// Word and Excel to PDF on real documents (corpus/documents, see its SOURCES.md), end to end
// in Chromium: the page breaks, the header on every page, Hindi and Chinese text that
// pdftotext reads back from the downloaded PDF, Arabic that pdf.js reads too; characters no
// font draws are named first.

const corpus = path.resolve(import.meta.dirname, "../../corpus/documents/docx");
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-fidelity-e2e-"));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function convert(page: Page, tool: string, file: string): Promise<string> {
  await gotoHydrated(page, `/tools/${tool}`);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const out = path.join(dir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(out);
  return out;
}

/** Converts the file and finds the snowman it holds named, with the download still offered. */
async function expectSnowmanNamed(page: Page, tool: string, file: string) {
  await gotoHydrated(page, `/tools/${tool}`);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Convert to PDF" }).click();
  // The conversion loads the script fonts first: on a busy machine that outlasts the
  // default wait, as the other conversions here (their download click) allow for.
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByText("Some characters cannot be drawn with our fonts and show as empty boxes in the PDF: ☃"),
  ).toBeVisible();
}

const pageTexts = (file: string) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);

test("Word to PDF: a 12-page document with hard page breaks keeps its 12 pages, with the header and footer on each", async ({
  page,
}) => {
  const pdf = await convert(page, "word-to-pdf", path.join(corpus, "twelve-pages.docx"));
  expect(path.basename(pdf)).toMatch(/twelve-pages\.pdf$/);
  expect(pdfPageCount(pdf)).toBe(12);
  const pages = pageTexts(pdf);
  expect(pages).toHaveLength(12);
  pages.forEach((text, i) => {
    expect(text).toContain("Crestline Digital · Quarterly marketing plan");
    expect(text).toContain(`Page ${i + 1} of 12`);
  });
  expect(pages[0]).toContain("1. Audience research");
  expect(pages[11]).toContain("12. Next quarter");
});

test("Word to PDF: a Hindi document comes out as Devanagari text pdftotext reads back", async ({ page }) => {
  const pdf = await convert(page, "word-to-pdf", path.join(corpus, "hindi.docx"));
  const text = pageTexts(pdf).join("\n");
  expect(text).toContain("मानव अधिकारों की सार्वभौम घोषणा");
  expect(text).toContain("प्रत्येक व्यक्ति को जीवन, स्वाधीनता और वैयक्तिक सुरक्षा का अधिकार है।");
  await expect(page.getByText("Some characters cannot be drawn")).toHaveCount(0);
});

test("Word to PDF: Arabic reads in order, letter for letter, in pdftotext and in pdf.js (the browser's find and copy)", async ({
  page,
}) => {
  const pdf = await convert(page, "word-to-pdf", path.join(corpus, "scripts.docx"));
  // Noto Sans Arabic shares letter bodies (ج ح خ) and draws dots as marks: each must read as its letter.
  const words = ["يولد", "جميع", "الناس", "متساوين", "الكرامة", "والحقوق", "وهبوا", "بعضهم", "الإخاء"];
  const poppler = pageTexts(pdf).join("\n").normalize("NFKC");
  for (const word of words) expect(poppler).toContain(word);
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(pdf)), isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items
    .map((item) => ("str" in item ? item.str : ""))
    .join(" ")
    .normalize("NFKC");
  await doc.destroy();
  for (const word of words) expect(text).toContain(word);
  expect(text).not.toContain("\u200d");
});

test("Excel to PDF: a Chinese cell is drawn as text pdftotext reads back", async ({ page }) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ["Office", "Address"],
      ["北京", "人人生而自由，在尊严和权利上一律平等。"],
      ["Seoul", "모든 인간은 태어날 때부터 자유로우며"],
    ]),
    "Offices",
  );
  const file = path.join(dir, "offices.xlsx");
  fs.writeFileSync(file, new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer));
  const text = pageTexts(await convert(page, "excel-to-pdf", file)).join("\n");
  expect(text).toContain("北京");
  expect(text).toContain("人人生而自由");
  expect(text).toContain("모든 인간은");
});

test("Word to PDF: characters no font can draw are named before the download", async ({ page }) => {
  // scripts.docx draws ten scripts; a run of emoji is added to a copy.
  const { zipSync, unzipSync, strToU8, strFromU8 } = await import("fflate");
  const files = unzipSync(new Uint8Array(fs.readFileSync(path.join(corpus, "hindi.docx"))));
  const xml = strFromU8(files["word/document.xml"] ?? new Uint8Array());
  files["word/document.xml"] = strToU8(xml.replace("अनुच्छेद 3", "अनुच्छेद 3 ☃"));
  const file = path.join(dir, "snowman.docx");
  fs.writeFileSync(file, zipSync(files));
  await expectSnowmanNamed(page, "word-to-pdf", file);
});

test("Excel to PDF: characters no font can draw are named before the download", async ({ page }) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ["Campaign", "Mood"],
      ["Winter sale", "Cold ☃"],
    ]),
    "Moods",
  );
  const file = path.join(dir, "moods.xlsx");
  fs.writeFileSync(file, new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer));
  await expectSnowmanNamed(page, "excel-to-pdf", file);
});
