import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { peekZip, relsPath, resolvePartPath } from "./office-zip.ts";

const bytes = (file: string) =>
  new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, "../../../corpus/documents", file)));

describe("peekZip", () => {
  it("lists every entry of a real .xlsx and unpacks only those asked for", () => {
    const zip = peekZip(bytes("xlsx/calamine-date.xlsx"), (name) => name === "xl/workbook.xml");
    expect(zip.names).toEqual([
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/workbook.xml",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
      "docProps/core.xml",
      "docProps/app.xml",
      "[Content_Types].xml",
    ]);
    expect(Object.keys(zip.files)).toEqual(["xl/workbook.xml"]);
    expect(zip.text("xl/workbook.xml")).toMatch(/^<\?xml[\s\S]*<sheet name="Sheet1"/);
    expect(zip.text("xl/styles.xml")).toBeUndefined();
  });

  it("throws on bytes that are no ZIP (an .xls)", () => {
    expect(() => peekZip(bytes("xls/xlrd-Formate.xls"))).toThrow();
  });
});

describe("package paths", () => {
  it("resolves a relationship's target from the part that holds it", () => {
    expect(resolvePartPath("word/document.xml", "media/image1.png")).toBe("word/media/image1.png");
    expect(resolvePartPath("xl/worksheets/sheet1.xml", "../drawings/./drawing1.xml")).toBe("xl/drawings/drawing1.xml");
    expect(resolvePartPath("xl/workbook.xml", "/xl/worksheets/sheet2.xml")).toBe("xl/worksheets/sheet2.xml");
  });

  it("names where a part's relationships are kept, the package's own included", () => {
    expect(relsPath("word/document.xml")).toBe("word/_rels/document.xml.rels");
    expect(relsPath("")).toBe("_rels/.rels");
  });
});
