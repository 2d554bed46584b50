import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as XLSX from "@e965/xlsx";
import { readStream, streamNames } from "./compound-file.ts";

const bytes = (file: string) =>
  new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, "../../../corpus/documents", file)));
const formate = bytes("xls/xlrd-Formate.xls");

describe("readStream", () => {
  it("gives the bytes of a real .xls's Workbook stream, which open on a BIFF8 BOF record", () => {
    const stream = readStream(formate, XLSX.CFB, ["Workbook", "Book"]);
    expect(stream?.length).toBe(6253);
    // BOF (0x0809), 16 bytes long, BIFF8 (0x0600), workbook globals (0x0005).
    expect([...stream!.subarray(0, 8)]).toEqual([0x09, 0x08, 0x10, 0x00, 0x00, 0x06, 0x05, 0x00]);
  });

  it("takes the first name the file holds, and none when it holds none of them", () => {
    expect(readStream(formate, XLSX.CFB, ["\u0001CompObj", "Workbook"])?.length).toBe(73);
    expect(readStream(formate, XLSX.CFB, ["Workbook", "\u0001CompObj"])?.length).toBe(6253);
    expect(readStream(formate, XLSX.CFB, ["WordDocument"])).toBeUndefined();
  });

  it("throws on bytes without a compound file's signature, and finds no stream in a ZIP", () => {
    const text = new TextEncoder().encode("not a compound file ".repeat(40));
    expect(() => readStream(text, XLSX.CFB, ["Workbook"])).toThrow(/Header Signature/);
    expect(readStream(bytes("docx/simple-list.docx"), XLSX.CFB, ["Workbook", "Book"])).toBeUndefined();
  });
});

describe("streamNames", () => {
  it("finds the names of a real .xls's streams, and not those it lacks", () => {
    const names = streamNames(formate);
    expect(names.has("Workbook")).toBe(true);
    expect(names.has("SummaryInformation")).toBe(true);
    expect(names.has("WordDocument")).toBe(false);
    expect(names.has("EncryptedPackage")).toBe(false);
  });

  it("reads the names as UTF-16, as the directory stores them", () => {
    const utf16 = new Uint8Array([...new TextEncoder().encode("WordDocument")].flatMap((b) => [b, 0]));
    expect(streamNames(utf16).has("WordDocument")).toBe(true);
    expect(streamNames(new TextEncoder().encode("WordDocument")).has("WordDocument")).toBe(false);
  });
});
