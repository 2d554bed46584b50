import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as XLSX from "@e965/xlsx";
import { readPdfText } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { chartSvg, valueScale } from "./chart-svg.ts";
import { convertExcelToPdf } from "./convert.ts";
import { readWorkbook } from "./read-workbook.ts";
import { readXlsCharts } from "./xls-charts.ts";

// xlrd-Formate.xls (corpus/documents/xls): sheet "Blätt3" holds 100…1200 in A1:A12 and a line
// chart of them, whose title object has no text of its own.
const formate = new Uint8Array(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../corpus/documents/xls/xlrd-Formate.xls")),
);

describe(".xls charts", () => {
  it("reads the chart's kind, title object and series range from its BIFF8 substream", () => {
    expect([...readXlsCharts(formate, XLSX.CFB)]).toEqual([
      [
        2,
        [{ kind: "line", autoTitle: true, series: [{ values: { sheet: 2, s: { r: 0, c: 0 }, e: { r: 11, c: 0 } } }] }],
      ],
    ]);
    expect(readXlsCharts(new Uint8Array([1, 2, 3]), XLSX.CFB).size).toBe(0);
  });

  it("gives the sheet the chart's values, named as LibreOffice names an unnamed series", async () => {
    const sheet = (await readWorkbook(formate)).sheets.find((s) => s.name === "Blätt3")!;
    expect(sheet.charts).toEqual([
      {
        kind: "line",
        title: "Column A",
        categories: [],
        series: [{ name: "Column A", values: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200] }],
      },
    ]);
  });

  it("steps the value axis from zero in round steps with headroom", () => {
    expect(valueScale([100, 1200])).toEqual({ min: 0, max: 1400, step: 200 });
    expect(valueScale([0.2, 3.1])).toEqual({ min: 0, max: 3.5, step: 0.5 });
    expect(valueScale([-40, 15])).toEqual({ min: -40, max: 20, step: 10 });
  });

  it("draws title, axis labels, categories and legend as text in the PDF", async () => {
    const { svg } = chartSvg({ kind: "column", categories: ["Q1", "Q2"], series: [{ name: "Sales", values: [3, 5] }] });
    expect(svg).toContain(">Q2</text>");
    expect(svg).toContain(">Sales</text>");
    const text = (await readPdfText(await convertExcelToPdf(formate))).pages.join(" ").replace(/\s+/g, " ");
    for (const label of ["Column A", "1400", "0", "12"]) expect(text).toContain(label);
  });
});
