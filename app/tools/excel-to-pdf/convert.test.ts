import { describe, expect, it } from "vitest";
import { DAMAGED_FILE_MESSAGE } from "#app/tools/conversion/conversion-error.ts";
import * as XLSX from "@e965/xlsx";
import { zipSync } from "fflate";
import { EMPTY_FILE_MESSAGE, EXCEL_FILE_MESSAGE } from "#app/tools/conversion/input-rules.ts";
import { documentPdfName } from "#app/tools/conversion/file-names.ts";
import { expectRejections, readPdfText } from "#app/tools/conversion/test-fixtures.ts";
import {
  EMPTY_SHEET_TEXT,
  columnLetter,
  convertExcelToPdf,
  layoutSheet,
  readSheets,
} from "#app/tools/excel-to-pdf/convert.ts";

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
  return new Uint8Array(XLSX.write(wb, { type: "array", bookType }) as ArrayBuffer);
}

describe("convertExcelToPdf", () => {
  for (const bookType of ["xlsx", "xls"] as const) {
    it(`prints every sheet of an .${bookType} under its name, long sheets over several pages`, async () => {
      const progress: number[] = [];
      const pdf = await convertExcelToPdf(workbook(bookType), { onProgress: (f) => progress.push(f) });
      const { pageCount, pages } = await readPdfText(pdf);
      expect(pageCount).toBeGreaterThan(2);
      const text = pages.join("\n");
      for (const expected of [
        "Lead Log",
        "Budget Summary",
        "Notes",
        EMPTY_SHEET_TEXT,
        "Campaign 1 ",
        "Campaign 150",
        "$1500",
        "Q2",
        "14250.5",
      ]) {
        expect(text).toContain(expected);
      }
      // The header row is repeated on the second page of the long sheet.
      expect(pages[1]).toContain("Campaign");
      expect(pages[1]).toContain("Leads");
      expect(pages[0]).toContain("Page 1 of");
      expect(progress.at(-1)).toBe(1);
    });
  }

  it("prints a wide sheet in landscape with a smaller font, and a very wide one in column groups", async () => {
    const wide = Array.from({ length: 12 }, (_, c) => `Column heading ${c + 1}`);
    const veryWide = Array.from({ length: 60 }, (_, c) => `Metric number ${c + 1}`);
    expect(layoutSheet([wide.map((text) => ({ text, numeric: false }))]).orientation).toBe("landscape");
    const layout = layoutSheet([veryWide.map((text) => ({ text, numeric: false }))]);
    expect(layout.fontSize).toBe(6);
    expect(layout.groups.length).toBeGreaterThan(1);

    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([veryWide, veryWide.map((_, i) => i)]), "Wide");
    const pdf = await convertExcelToPdf(
      new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer),
    );
    const { pages } = await readPdfText(pdf);
    expect(pages.join("\n")).toContain("Wide (columns A–");
    expect(pages.join("\n")).toContain("Metric number 60");
    const { PDFDocument } = await import("pdf-lib");
    const sizes = (await PDFDocument.load(pdf)).getPages().map((p) => p.getSize());
    expect(sizes.every((s) => s.width > s.height)).toBe(true);
  });

  it("reads formatted values and skips empty edges", async () => {
    const wb = XLSX.utils.book_new();
    const ws = XLSX.utils.aoa_to_sheet([[], [null, "Name", "Share"], [null, "Acme", 0.25]]);
    ws.C3!.z = "0%";
    XLSX.utils.book_append_sheet(wb, ws, "Clients");
    const [sheet] = await readSheets(
      new Uint8Array(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer),
    );
    expect(sheet?.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Name", "Share"],
      ["Acme", "25%"],
    ]);
    expect(sheet?.rows[1]?.[1]?.numeric).toBe(true);
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
