import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPdfText } from "#app/tools/conversion/test-fixtures.ts";
import { convertExcelToPdf, emptySheetsNote } from "#app/tools/excel-to-pdf/convert.ts";
import { readWorkbook } from "#app/tools/excel-to-pdf/read-workbook.ts";
import { layoutSheet } from "#app/tools/excel-to-pdf/sheet-layout.ts";

// Real workbooks from other projects' test suites (corpus/documents/xlsx and xls, see
// SOURCES.md there), converted as a visitor would: every sheet with data is printed,
// its words are in the PDF, and no column is wider than the page.

const root = path.resolve(import.meta.dirname, "../../../corpus/documents");
const files = ["xlsx", "xls"].flatMap((kind) =>
  fs
    .readdirSync(path.join(root, kind))
    .filter((name) => name.endsWith(`.${kind}`))
    .map((name) => path.join(root, kind, name)),
);
const LARGE_FILE_BYTES = 200 * 1024;
const read = (name: string) => new Uint8Array(fs.readFileSync(files.find((f) => f.endsWith(name))!));

/** Words a Latin, Greek or Cyrillic font draws (other scripts need their own fonts). */
const words = (text: string) =>
  text
    .split(/\s+/)
    .filter((w) => w && /^[\u0020-\u052f\u2000-\u20cf]+$/.test(w))
    .map((w) => w.normalize("NFC"));

describe("real workbooks", () => {
  it("holds at least ten files", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  for (const file of files) {
    it(`${path.basename(file)}: every sheet with data printed, its words kept, no column cut`, async () => {
      const bytes = new Uint8Array(fs.readFileSync(file));
      const { sheets, emptySheets } = await readWorkbook(bytes);
      for (const sheet of sheets) {
        const layout = layoutSheet(sheet.widths);
        for (const [start, end] of layout.groups) {
          const drawn = layout.widths.slice(start, end).reduce((sum, w) => sum + w + 2 * layout.padding, 0);
          expect(drawn).toBeLessThanOrEqual(layout.orientation === "portrait" ? 595.28 - 72 : 841.89 - 72);
        }
      }
      // Large workbooks (tens of pages) are left to the fidelity benchmark, in the browser.
      if (bytes.length > LARGE_FILE_BYTES) return;
      const { pages } = await readPdfText(await convertExcelToPdf(bytes));
      const pdfWords = new Set(words(pages.join(" ")));
      const text = pages.join(" ").replace(/\s+/g, " ");
      for (const sheet of sheets) expect(text).toContain(sheet.name.replace(/\s+/g, " "));
      if (emptySheets.length) expect(text).toContain(emptySheetsNote(emptySheets));
      const expected = sheets.flatMap((s) => s.rows.flatMap((row) => row.flatMap((cell) => words(cell.text))));
      const kept = expected.filter((w) => pdfWords.has(w)).length;
      const share = expected.length ? kept / expected.length : 1;
      expect(share, `words kept in ${path.basename(file)}`).toBeGreaterThanOrEqual(0.98);
    });
  }

  it("prints a sheet's text boxes where they stand: the letterhead above the berth line-up", async () => {
    const bytes = read("exceljs-1519293514-KRISHNAPATNAM_LINE_UP.xlsx");
    const sheet = (await readWorkbook(bytes)).sheets[0]!;
    expect(sheet.rows[0]![1]).toMatchObject({
      text: "EVERETT (INDIA) PVT LTD\nE-mail: operation@everett.co.in\nWebside: www.everett.co.in",
      colSpan: 7,
      rowSpan: 3,
      alignment: "center",
    });
    expect(sheet.rows[3]![0]!.text).toMatch(/^COAL ,COKE/);
    const text = (await readPdfText(await convertExcelToPdf(bytes))).pages.join(" ");
    for (const line of ["EVERETT (INDIA) PVT LTD", "E-mail: operation@everett.co.in", "Webside: www.everett.co.in"])
      expect(text).toContain(line);
  });

  it("reads what the files are chosen for: merges, formats, Japanese text, print areas, empty sheets, .xls fonts", async () => {
    const merged = (await readWorkbook(read("calamine-merged_range.xlsx"))).sheets[0]!;
    expect(merged.rows.flat().some((cell) => (cell.colSpan ?? 1) > 1 || (cell.rowSpan ?? 1) > 1)).toBe(true);

    const tutorial = (await readWorkbook(read("xlsxwriter-tutorial03.xlsx"))).sheets[0]!;
    const cells = tutorial.rows.flat();
    expect(cells.some((c) => /^\$[\d,]+(\.\d\d)?$/.test(c.text))).toBe(true);
    expect(cells.some((c) => c.bold)).toBe(true);

    const japanese = (await readWorkbook(read("xlsxwriter-unicode_shift_jis.xlsx"))).sheets[0]!;
    expect(japanese.rows.flat().some((c) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(c.text))).toBe(true);

    expect((await readWorkbook(read("calamine-empty_sheet.xlsx"))).emptySheets).toEqual(["Sheet1"]);

    // .xls fonts (BIFF8 FONT and XF records): colours from the palette, bold.
    const formats = (await readWorkbook(read("xlrd-Formate.xls"))).sheets.flatMap((s) => s.rows.flat());
    const colours = (text: string) => formats.filter((c) => c.text === text).map((c) => c.color);
    expect(colours("RED")).toContain("#ff0000");
    expect(colours("GREEN")).toContain("#008000");
    expect(colours("BLUE")).toContain("#0066cc");
    expect(colours("Huber")).toEqual([undefined]);
    const report = (await readWorkbook(read("calamine-gh548_incorrect_sst_unique_count.xls"))).sheets[0]!;
    const title = report.rows.flat().find((c) => c.text.startsWith("A&E Attendances"));
    expect(title).toMatchObject({ bold: true, color: "#095ba6" });
    // Number format 14, the short date, as Excel shows it in English.
    const dates = (await readWorkbook(read("calamine-issue_261.xlsx"))).sheets.flatMap((s) => s.rows.flat());
    expect(dates.filter((c) => c.text === "3/15/2023").length).toBeGreaterThan(10);
    expect(dates.some((c) => c.text === "3/15/23")).toBe(false);
    const wide = (await readWorkbook(read("exceljs-many-columns.xlsx"))).sheets[0]!;
    expect(layoutSheet(wide.widths)).toMatchObject({ orientation: "landscape", groups: [[0, wide.widths.length]] });
  });
});
