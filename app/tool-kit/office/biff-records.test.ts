import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as XLSX from "@e965/xlsx";
import { BIFF, records, shortString, substream, unicodeString, workbookStream } from "./biff-records.ts";

const workbook = (file: string) =>
  workbookStream(
    new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, "../../../corpus/documents/xls", file))),
    XLSX.CFB,
  )!;
// xlrd-Formate.xls: four sheets; "Blätt3" embeds a line chart (a chart substream inside the sheet's).
const formate = workbook("xlrd-Formate.xls");
const sheets = [...records(formate)]
  .filter((r) => r.type === BIFF.BOUNDSHEET)
  .map((r) => ({ offset: formate.getUint32(r.at, true), name: shortString(formate, r.at + 6, r.at + r.length) }));

describe("records", () => {
  it("walks a real workbook stream record by record to its very end", () => {
    const all = [...records(formate)];
    expect(all).toHaveLength(370);
    expect(all[0]).toEqual({ type: BIFF.BOF, at: 4, length: 16 });
    const last = all.at(-1)!;
    expect(last.at + last.length).toBe(formate.byteLength);
  });

  it("starts where it is told and stops at a record cut short", () => {
    expect([...records(formate, sheets[0]!.offset)][0]?.type).toBe(BIFF.BOF);
    const cut = new DataView(new Uint8Array([0x09, 0x08, 2, 0, 1, 2, 0x0a, 0x00, 9, 0, 1]).buffer);
    expect([...records(cut)]).toEqual([{ type: BIFF.BOF, at: 4, length: 2 }]);
  });
});

describe("substream", () => {
  it("reads each sheet from its BOF to the EOF that closes it, a chart inside one at depth 2", () => {
    expect(sheets.map((s) => s.name)).toEqual(["Blätt1", "ÖÄÜ", "Blätt3", "Formate"]);
    const summary = sheets.map(({ offset }) => {
      const recs = [...substream(formate, offset)];
      return {
        count: recs.length,
        first: recs[0]?.type,
        deepest: Math.max(...recs.map((r) => r.depth)),
        ends: recs.filter((r) => r.type === BIFF.EOF).length,
      };
    });
    expect(summary).toEqual([
      { count: 64, first: BIFF.BOF, deepest: 1, ends: 0 },
      { count: 40, first: BIFF.BOF, deepest: 1, ends: 0 },
      { count: 132, first: BIFF.BOF, deepest: 2, ends: 1 },
      { count: 36, first: BIFF.BOF, deepest: 1, ends: 0 },
    ]);
    // The chart's BOF and EOF count at its own depth.
    const chart = [...substream(formate, sheets[2]!.offset)].filter((r) => r.type === BIFF.BOF || r.type === BIFF.EOF);
    expect(chart.map((r) => r.depth)).toEqual([1, 2, 2]);
  });
});

describe("strings", () => {
  it("reads short strings, one byte (sheet names) or two (this font's name) a character, and stops at the end", () => {
    const font = [...records(formate)].find((r) => r.type === BIFF.FONT)!;
    expect(shortString(formate, font.at + 14, font.at + font.length)).toBe("Calibri");
    // Count and flag at +14 and +15, then the name in UTF-16 from +16: an end four characters in cuts it there.
    expect(formate.getUint8(font.at + 15) & 1).toBe(1);
    expect(shortString(formate, font.at + 14, font.at + 16 + 2 * 4)).toBe("Cali");
  });

  it("reads UTF-16 strings (a header in Cyrillic, calamine-date.xls)", () => {
    const date = workbook("calamine-date.xls");
    const header = [...records(date)].find((r) => r.type === 0x0014 && r.length >= 3)!;
    expect(unicodeString(date, header.at, header.at + header.length)).toBe('&C&"Times New Roman,Обычный"&12&A');
  });
});
