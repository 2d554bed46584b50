import { describe, expect, it } from "vitest";
import * as XLSX from "@e965/xlsx";
import { readPdfText } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertExcelToPdf } from "./convert.ts";
import type { SheetCell } from "./read-workbook.ts";
import { restartMergesAt } from "./split-merges.ts";

const cell = (text: string, extra: Partial<SheetCell> = {}): SheetCell => ({ text, numeric: false, ...extra });
const covered = (): SheetCell => ({ text: "", numeric: false, covered: true });

describe("restartMergesAt", () => {
  it("restarts a merged range cut by a page's first column there, with its text", () => {
    const rows = [
      [cell("Quarterly totals", { colSpan: 4, rowSpan: 2 }), covered(), covered(), covered(), cell("x")],
      [covered(), covered(), covered(), covered(), cell("y")],
    ];
    const out = restartMergesAt(rows, 2);
    expect(out[0]![2]).toEqual(cell("Quarterly totals", { colSpan: 2, rowSpan: 2 }));
    expect(out[0]![3]).toEqual(covered());
    expect(out[1]![2]).toEqual(covered());
    // The first part is left as it is; the input is not changed.
    expect(out[0]![0]).toBe(rows[0]![0]);
    expect(rows[0]![2]).toEqual(covered());
    // A range ending before the cut, or a page starting at the first column, changes nothing.
    expect(restartMergesAt(rows, 4)).toBe(rows);
    expect(restartMergesAt(rows, 0)).toBe(rows);
  });

  it("prints a merged title over a sheet split across pages on both parts", async () => {
    const header = ["Title across the sheet", ...Array.from({ length: 39 }, () => "")];
    const values = Array.from({ length: 40 }, (_, i) => `value ${i + 1}`);
    const sheet = XLSX.utils.aoa_to_sheet([header, values]);
    sheet["!merges"] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 39 } }];
    sheet["!cols"] = values.map(() => ({ wch: 30 }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "Wide");
    const pdf = await convertExcelToPdf(
      new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer),
    );
    const { pages } = await readPdfText(pdf);
    const withValues = pages.filter((page) => /value \d+/.test(page));
    expect(withValues.length).toBeGreaterThan(1);
    for (const page of withValues) expect(page.replace(/\s+/g, " ")).toContain("Title across the sheet");
  });
});
