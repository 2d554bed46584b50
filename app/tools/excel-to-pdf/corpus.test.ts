import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPdfText } from "#app/tool-kit/conversion/conversion-test-support.ts";
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
        const layout = layoutSheet(sheet);
        const { paper, margins } = sheet.page;
        const room = (layout.landscape ? paper.height : paper.width) - margins.left - margins.right;
        for (const { columns } of layout.pages) {
          expect(layout.widths.slice(columns[0], columns[1]).reduce((sum, w) => sum + w, 0)).toBeLessThanOrEqual(room);
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
  });

  // Page counts and page contents as LibreOffice prints these files (its PDFs checked by hand).
  const pagesOf = async (name: string) => {
    const { sheets } = await readWorkbook(read(name));
    const paper = sheets[0]!.page.paper;
    return sheets.map((sheet) => layoutSheet({ ...sheet, page: { ...sheet.page, paper } }));
  };

  it("paginates as LibreOffice: no page setup, A4 portrait at 100 %, columns split across pages", async () => {
    // 20 default columns (baseColWidth 10 of Calibri 12): six a page, on four pages.
    const [manyColumns] = await pagesOf("exceljs-many-columns.xlsx");
    expect(manyColumns!.pages.map((p) => p.columns)).toEqual([
      [0, 6],
      [6, 12],
      [12, 18],
      [18, 20],
    ]);
    const { pages } = await readPdfText(await convertExcelToPdf(read("exceljs-many-columns.xlsx")));
    expect(pages).toHaveLength(4);
    expect(pages[1]).toContain("Sheet1 (columns G–L)");
    expect(pages[1]).toMatch(/many\s+many\s+many\s+many\s+many\s+columns/);
    // 29 columns of Excel's default width, nine a page.
    expect((await pagesOf("exceljs-test-row-styles.xlsx"))[0]!.pages).toHaveLength(4);
    // Two sheets of eight columns 14.625 characters wide: five a page.
    expect((await pagesOf("calamine-merged_range.xlsx")).map((l) => l.pages.length)).toEqual([2, 2]);
    expect((await pagesOf("calamine-merged_range.xls")).map((l) => l.pages.length)).toEqual([2, 2]);
  });

  it("paginates as LibreOffice: the sheet's paper, margins, orientation, scale and print titles", async () => {
    // A pageSetup without paperSize is Letter; 0.47 in margins; columns A–F, then G–H, down then over.
    const issue = await readWorkbook(read("calamine-issue_261.xlsx"));
    expect(issue.sheets[0]!.page.paper).toEqual({ width: 612, height: 792 });
    const [issuePages] = await pagesOf("calamine-issue_261.xlsx");
    expect(issuePages!.pages).toHaveLength(6);
    expect(issuePages!.pages.map((p) => p.columns[0])).toEqual([0, 0, 0, 6, 6, 6]);
    // Landscape A4 at 90 %, rows 1–5 repeated as print titles: two pages.
    const lineUp = (await readWorkbook(read("KRISHNAPATNAM_LINE_UP.xlsx"))).sheets[0]!;
    expect(lineUp.page).toMatchObject({ landscape: true, scale: 0.9 });
    expect(lineUp.titleRows).toBe(5);
    expect(layoutSheet(lineUp).pages).toHaveLength(2);
    // .xls: margins of 0.3 in and narrow columns from COLINFO; ten pages in all, with the
    // sheets' own headers and footers (HEADER and FOOTER records: "&A", "Seite &P").
    expect((await pagesOf("xlrd-profiles.xls")).reduce((n, l) => n + l.pages.length, 0)).toBe(10);
    const { pages } = await readPdfText(await convertExcelToPdf(read("xlrd-profiles.xls")));
    expect(pages).toHaveLength(10);
    const chainage = pages.findIndex((page) => page.includes("TRAVERSALCHAINAGE"));
    expect(pages[chainage]).toContain(`Seite ${chainage + 1}`);
  });
});
