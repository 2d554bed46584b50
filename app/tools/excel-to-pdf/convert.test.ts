import { describe, expect, it } from "vitest";
import * as XLSX from "@e965/xlsx";
import { zipSync } from "fflate";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { EMPTY_FILE_MESSAGE, EXCEL_FILE_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { documentPdfName } from "#app/tool-kit/conversion/file-names.ts";
import { expectRejections, readPdfText } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { columnLetter } from "#app/tools/excel-to-pdf/cell-address.ts";
import { convertExcelToPdf, convertWorkbook, emptySheetsNote } from "#app/tools/excel-to-pdf/convert.ts";
import { DEFAULT_SETUP } from "#app/tools/excel-to-pdf/page-setup.ts";
import { readWorkbook, type SheetData } from "#app/tools/excel-to-pdf/read-workbook.ts";
import { layoutSheet, spanOverflowingText } from "#app/tools/excel-to-pdf/sheet-layout.ts";
import { styledXlsx } from "#app/tools/excel-to-pdf/workbooks-test-support.ts";

const write = (wb: XLSX.WorkBook, bookType: "xlsx" | "xls" = "xlsx") =>
  new Uint8Array(XLSX.write(wb, { type: "array", bookType, cellStyles: true }) as ArrayBuffer);

function workbook(bookType: "xlsx" | "xls"): Uint8Array {
  const wb = XLSX.utils.book_new();
  const leads = [["Date", "Campaign", "Channel", "Leads", "Cost"]];
  for (let i = 1; i <= 150; i++) {
    leads.push([
      `2025-03-${String((i % 28) + 1).padStart(2, "0")}`,
      `Campaign ${i}`,
      i % 2 ? "Meta" : "Google",
      String(i * 3),
      `$${i * 10}`,
    ]);
  }
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(leads), "Lead Log");
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ["Quarter", "Budget"],
      ["Q1", 12500],
      ["Q2", 14250.5],
    ]),
    "Budget Summary",
  );
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([]), "Notes");
  return write(wb, bookType);
}

describe("convertExcelToPdf", () => {
  for (const bookType of ["xlsx", "xls"] as const) {
    it(`prints every sheet with data of an .${bookType} under its name, long sheets over several pages`, async () => {
      const progress: number[] = [];
      const pdf = await convertExcelToPdf(workbook(bookType), { onProgress: (f) => progress.push(f) });
      const { pageCount, pages } = await readPdfText(pdf);
      expect(pageCount).toBeGreaterThan(2);
      const text = pages.join("\n");
      for (const expected of ["Lead Log", "Budget Summary", "$1500", "Q2", "14250.5"]) {
        expect(text).toContain(expected);
      }
      // Text longer than its column (Excel's default width) wraps in it, as the neighbour holds data.
      expect(text).toContain("Campaign");
      expect(pages.at(-2)).toMatch(/\b150\b/);
      // The empty sheet gets no page, only the line that names it.
      expect(pages[0]).toContain(emptySheetsNote(["Notes"]));
      expect(pages.at(-1)).toContain("Budget Summary");
      // The second page of the long sheet names its rows.
      expect(pages[1]).toMatch(/Lead Log \(rows \d+–\d+\)/);
      expect(pages[0]).toContain("Page 1 of");
      expect(progress.at(-1)).toBe(1);
    });
  }

  it("prints a sheet without page setup at 100 % on portrait A4, splitting wide columns across pages, each page named", async () => {
    const sheet = (widths: number[]): SheetData => ({
      name: "S",
      rows: [widths.map(() => ({ text: "x", numeric: false }))],
      widths,
      heights: [15],
      columnIndexes: widths.map((_, c) => c),
      rowIndexes: [0],
      titleRows: 0,
      titleColumns: 0,
      page: {
        ...DEFAULT_SETUP,
        font: { name: "Calibri", size: 11 },
        margins: { left: 50, right: 50, top: 54, bottom: 54, header: 22, footer: 22 },
      },
    });
    // A4 is 595.28 pt wide: 494 pt between the margins.
    expect(layoutSheet(sheet(new Array(8).fill(60))).pages).toEqual([{ rows: [0, 1], columns: [0, 8] }]);
    expect(layoutSheet(sheet(new Array(20).fill(60))).pages.map((p) => p.columns)).toEqual([
      [0, 8],
      [8, 16],
      [16, 20],
    ]);
    // A column wider than the page is narrowed to it, never cut.
    const wide = layoutSheet(sheet([40, 900, 40]));
    expect(wide.widths[1]).toBeLessThanOrEqual(494.28);
    expect(wide.pages.map((p) => p.columns)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);

    const veryWide = Array.from({ length: 60 }, (_, c) => `Metric ${c + 1}`);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([veryWide, veryWide.map((_, i) => i)]), "Wide");
    const pdf = await convertExcelToPdf(write(wb));
    const { pages } = await readPdfText(pdf);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]).toContain("Wide (columns A–");
    expect(pages.at(-1)).toContain("Metric 60");
    // Every column is printed once, whole.
    for (const heading of veryWide) expect(pages.join("\n").split(`${heading} `).length - 1 || 1).toBe(1);
    const { PDFDocument } = await import("pdf-lib");
    const sizes = (await PDFDocument.load(pdf)).getPages().map((p) => p.getSize());
    expect(sizes.every((s) => Math.round(s.width) === 595 && Math.round(s.height) === 842)).toBe(true);
  });

  it("honours the sheet's page setup: landscape, scale, fit to one page wide, over then down, print titles", async () => {
    const rows = [["Region", "Month", "Leads"], ...Array.from({ length: 120 }, (_, i) => [`R${i}`, `M${i}`, i])];
    const ws = XLSX.utils.aoa_to_sheet(rows);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, "Log");
    wb.Workbook = { Names: [{ Name: "_xlnm.Print_Titles", Sheet: 0, Ref: "Log!$1:$1" }] };
    const { pages } = await readPdfText(await convertExcelToPdf(write(wb)));
    expect(pages.length).toBeGreaterThan(2);
    // The title row is repeated on every page, and each page names its rows.
    for (const page of pages) expect(page).toContain("Leads");
    expect(pages[1]).toMatch(/Log \(rows \d+–\d+\)/);

    const [sheet] = (await readWorkbook(write(wb))).sheets;
    const setUp = (setup: Partial<SheetData["page"]>) => layoutSheet({ ...sheet!, page: { ...sheet!.page, ...setup } });
    expect(sheet!.titleRows).toBe(1);
    expect(setUp({}).pages.length).toBe(pages.length);
    expect(setUp({ landscape: true }).pages.length).toBeGreaterThan(pages.length);
    expect(setUp({ scale: 0.5 }).pages.length).toBeLessThan(pages.length);
    const fitted = setUp({ fitTo: { width: 1, height: 1 } });
    expect(fitted.pages).toHaveLength(1);
    expect(fitted.scale).toBeLessThan(1);
    const wide = { ...sheet!, widths: sheet!.widths.map(() => 300) };
    const order = (overThenDown: boolean) =>
      layoutSheet({ ...wide, page: { ...wide.page, overThenDown } })
        .pages.slice(0, 2)
        .map((p) => p.columns[0]);
    expect(order(false)).toEqual([0, 0]);
    expect(order(true)).toEqual([0, 1]);
  });

  it("names the characters no font can draw, and has no note when every character is drawn", async () => {
    const sheet = (cell: string) => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        wb,
        XLSX.utils.aoa_to_sheet([
          ["Campaign", "Mood"],
          ["Diwali sale", cell],
        ]),
        "Notes",
      );
      return write(wb);
    };
    const withEmoji = await convertWorkbook(sheet("Great 👍"));
    expect(withEmoji.note).toBe(
      "Some characters cannot be drawn with our fonts and show as empty boxes in the PDF: 👍",
    );
    expect((await readPdfText(withEmoji.pdf)).pages.join("\n")).toMatch(/Diwali\s+sale/);
    expect((await convertWorkbook(sheet("बहुत अच्छा"))).note).toBeUndefined();
  });

  it("repeats the print-title columns and rows on every page of a wide sheet", async () => {
    const header = ["Name", ...Array.from({ length: 30 }, (_, c) => `Week ${c + 1}`)];
    const ws = XLSX.utils.aoa_to_sheet([
      header,
      ["Alice", ...header.slice(1).map((_, i) => i)],
      ["Bob", ...header.slice(1).map((_, i) => i * 2)],
    ]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, "Plan");
    wb.Workbook = { Names: [{ Name: "_xlnm.Print_Titles", Sheet: 0, Ref: "Plan!$A:$A,Plan!$1:$1" }] };
    const bytes = write(wb);
    const [sheet] = (await readWorkbook(bytes)).sheets;
    expect(sheet).toMatchObject({ titleRows: 1, titleColumns: 1 });
    const layout = layoutSheet(sheet!);
    expect(layout.pages.map((p) => p.columns[0])).toEqual(
      layout.pages.map((_, i) => (i === 0 ? 1 : expect.any(Number))),
    );
    const { pages } = await readPdfText(await convertExcelToPdf(bytes));
    expect(pages.length).toBe(layout.pages.length);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      expect(page).toContain("Name");
      expect(page).toContain("Alice");
      expect(page).toContain("Bob");
    }
    expect(pages[1]).toMatch(/Plan \(columns [B-Z]+–[B-Z]+\)/);
    expect(pages.join("\n").match(/Week 30\b/g)).toHaveLength(1);
  });

  it("keeps the last column of a 16-column sheet with wide columns: split across pages, the last page named", async () => {
    const header = Array.from({ length: 16 }, (_, c) => `Heading ${columnLetter(c)}`);
    const ws = XLSX.utils.aoa_to_sheet([header, header.map((_, c) => c * 1000)]);
    ws["!cols"] = header.map(() => ({ wch: 14 }));
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, "Plan");
    const { pageCount, pages } = await readPdfText(await convertExcelToPdf(write(wb)));
    expect(pageCount).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain("Heading P");
    expect(pages.at(-1)).toContain("15000");
    expect(pages.at(-1)).toMatch(/Plan \(columns? [A-P]–?P?\)/);
    expect(pages[0]).toContain("Plan (columns A–");
  });

  it("reads formatted values (currency, dates, percent), the sheet's column widths, and skips hidden rows and columns", async () => {
    const ws = XLSX.utils.aoa_to_sheet([
      [],
      [null, "Client", "Fee", "Due", "Share", "Internal"],
      [null, "Acme", 1234.5, new Date(Date.UTC(2025, 2, 4)), 0.25, "x"],
      [null, "Hidden row", 1, null, null, null],
      [null, "Zenith", -80, new Date(Date.UTC(2025, 11, 31)), 0.125, "y"],
    ]);
    ws.C3!.z = '"$"#,##0.00';
    ws.C5!.z = '"$"#,##0.00;[Red]-"$"#,##0.00';
    ws.D3!.z = "yyyy-mm-dd";
    ws.D5!.z = "d mmm yyyy";
    ws.E3!.z = "0%";
    ws.E5!.z = "0.0%";
    ws["!cols"] = [{ wch: 5 }, { wch: 30 }, { wch: 10 }, { wch: 12 }, { wch: 8 }, { hidden: true }];
    ws["!rows"] = [undefined as never, undefined as never, undefined as never, { hidden: true }];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, "Clients");
    const { sheets } = await readWorkbook(write(wb));
    expect(sheets[0]?.rows.map((r) => r.map((c) => c.text))).toEqual([
      // Printed from A1, as an office suite prints: the empty first row and column too.
      ["", "", "", "", ""],
      ["", "Client", "Fee", "Due", "Share"],
      ["", "Acme", "$1,234.50", "2025-03-04", "25%"],
      ["", "Zenith", "-$80.00", "31 Dec 2025", "12.5%"],
    ]);
    expect(sheets[0]?.rows[2]?.[2]?.numeric).toBe(true);
    const widths = sheets[0]!.widths;
    expect(widths).toHaveLength(5);
    expect(widths[1]! / widths[2]!).toBeCloseTo((30 * 7 + 5) / (10 * 7 + 5), 1);
  });

  it("draws merged cells merged, and lets text run into empty cells to its right", async () => {
    const ws = XLSX.utils.aoa_to_sheet([
      ["Quarterly report", null, null, null],
      ["Region", "Q1", "Q2", "Total"],
      ["North", 10, 20, 30],
      [null, 11, 21, 32],
    ]);
    ws["!merges"] = [
      { s: { r: 0, c: 0 }, e: { r: 0, c: 3 } },
      { s: { r: 2, c: 0 }, e: { r: 3, c: 0 } },
    ];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, "Report");
    const bytes = write(wb);
    const { sheets } = await readWorkbook(bytes);
    const rows = sheets[0]!.rows;
    expect(rows[0]![0]).toMatchObject({ text: "Quarterly report", colSpan: 4 });
    expect(rows[0]!.slice(1).every((c) => c.covered)).toBe(true);
    expect(rows[2]![0]).toMatchObject({ text: "North", rowSpan: 2 });
    expect(rows[3]![0]!.covered).toBe(true);
    const { pages } = await readPdfText(await convertExcelToPdf(bytes));
    expect(pages[0]!.match(/Quarterly report/g)).toHaveLength(1);

    const overflow = spanOverflowingText(
      [
        [
          { text: "A long title that needs room", numeric: false },
          { text: "", numeric: false },
          { text: "", numeric: false },
          { text: "next", numeric: false },
        ],
      ],
      [40, 40, 40, 40],
      9,
      0,
      4,
    );
    expect(overflow[0]![0]!.colSpan).toBe(3);
    expect(overflow[0]![3]!.text).toBe("next");
  });

  it("keeps to the cells with values when the sheet's used range is far larger", async () => {
    const ws = XLSX.utils.aoa_to_sheet([["Total", 42]]);
    ws["!ref"] = "A1:Z60000"; // as styled empty rows and columns leave it
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, "Big");
    const { sheets } = await readWorkbook(write(wb));
    expect(sheets[0]?.rows.map((r) => r.map((c) => c.text))).toEqual([["Total", "42"]]);
  });

  it("prints only the print area when the sheet has one", async () => {
    const ws = XLSX.utils.aoa_to_sheet([
      ["In", "In too", "Out"],
      ["1", "2", "3"],
      ["Out", "Out", "Out"],
    ]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, "Area");
    wb.Workbook = { Names: [{ Name: "_xlnm.Print_Area", Sheet: 0, Ref: "Area!$A$1:$B$2" }] };
    const { sheets } = await readWorkbook(write(wb));
    expect(sheets[0]?.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["In", "In too"],
      ["1", "2"],
    ]);
  });

  it("keeps bold, italics, text colour (theme colours too), alignment and solid fills of an .xlsx", async () => {
    const { sheets } = await readWorkbook(styledXlsx());
    const [header, row, total] = sheets[0]!.rows;
    expect(header?.[0]).toMatchObject({ text: "Channel", bold: true });
    expect(header?.[1]).toMatchObject({ text: "Spend", bold: true, fill: "#ffff00" });
    expect(row?.[0]).toEqual({ text: "Search", numeric: false, italics: true, color: "#c00000", alignment: "center" });
    expect(row?.[1]).toMatchObject({ text: "1200", numeric: true });
    // Theme colour 0 is the theme's light colour; the row's cells have no addresses.
    expect(total?.[0]).toMatchObject({ text: "Total", bold: true, color: "#ffffff", fill: "#ffff00" });
    const { pages } = await readPdfText(await convertExcelToPdf(styledXlsx()));
    expect(pages[0]).toMatch(/Channel\s+Spend\s+Search\s+1200\s+Total\s+1200/);
  });

  it("says so when every sheet is empty", async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([]), "One");
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([[null, "  "]]), "Two");
    const { pageCount, pages } = await readPdfText(await convertExcelToPdf(write(wb)));
    expect(pageCount).toBe(1);
    expect(pages[0]).toContain("This workbook has no data to print.");
    expect(pages[0]).toContain("Empty sheets left out: “One”, “Two”.");
  });

  it("rejects empty, non-Excel and damaged files with clear messages", async () => {
    const xlsx = workbook("xlsx");
    const garbled = workbook("xls").slice();
    garbled.fill(0xff, 512, garbled.length);
    await expectRejections(convertExcelToPdf, [
      [new Uint8Array(), EMPTY_FILE_MESSAGE],
      // A CSV renamed .xls is not accepted (SheetJS alone would happily parse it).
      [new TextEncoder().encode("a,b\n1,2\n"), EXCEL_FILE_MESSAGE],
      [zipSync({ "word/document.xml": new TextEncoder().encode("<w:document/>") }), EXCEL_FILE_MESSAGE],
      [xlsx.slice(0, xlsx.length - 200), DAMAGED_FILE_MESSAGE],
      [garbled, DAMAGED_FILE_MESSAGE],
    ]);
  });

  it("names the result after the original", () => {
    expect(documentPdfName("Budget 2025.xlsx")).toBe("Budget 2025.pdf");
    expect(documentPdfName("legacy.xls")).toBe("legacy.pdf");
    expect(columnLetter(0)).toBe("A");
    expect(columnLetter(27)).toBe("AB");
  });
});
