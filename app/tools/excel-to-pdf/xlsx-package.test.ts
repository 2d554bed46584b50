import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openXlsx } from "./xlsx-package.ts";

const bytes = (file: string) =>
  new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, "../../../corpus/documents", file)));

describe("openXlsx", () => {
  it("lists the sheets' parts in workbook order, not in the order of their relationships", () => {
    // calamine-merged_range.xlsx relates sheet2.xml first; the workbook names Sheet1 (rId1) first.
    const parts = openXlsx(bytes("xlsx/calamine-merged_range.xlsx"), (name) => name === "xl/worksheets/sheet2.xml");
    expect(parts.sheets).toEqual(["xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"]);
    expect(parts.text("xl/worksheets/sheet2.xml")).toMatch(/^<\?xml[\s\S]*<worksheet /);
    expect(parts.text("xl/worksheets/sheet1.xml")).toBe("");
  });

  it("reads three sheets of another workbook and throws on an .xls", () => {
    expect(openXlsx(bytes("xlsx/calamine-richtext-namespaced.xlsx"), () => false).sheets).toEqual([
      "xl/worksheets/sheet1.xml",
      "xl/worksheets/sheet2.xml",
      "xl/worksheets/sheet3.xml",
    ]);
    expect(() => openXlsx(bytes("xls/xlrd-Formate.xls"), () => false)).toThrow();
  });
});
