import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ConversionError, DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import {
  assertInputBytes,
  checkSelectedFile,
  screenSelectedFiles,
  sniffFormat,
} from "#app/tool-kit/conversion/file-checks.ts";
import {
  EMPTY_FILE_MESSAGE,
  EXCEL_FILE_MESSAGE,
  INPUTS,
  JPG_FILES_MESSAGE,
  MP4_FILE_MESSAGE,
  PDF_FILE_MESSAGE,
  PNG_FILE_MESSAGE,
  PNG_FILES_MESSAGE,
  SIZE_LIMITS,
  WEBP_FILE_MESSAGE,
  WORD_FILE_MESSAGE,
} from "#app/tool-kit/conversion/input-rules.ts";
import { makeJpeg, makePng } from "#app/tool-kit/conversion/conversion-test-support.ts";

const ascii = (s: string) => new Uint8Array(Array.from(s, (c) => c.charCodeAt(0)));
const MB = 1024 * 1024;

describe("input messages", () => {
  it("are word for word", () => {
    expect([
      PNG_FILE_MESSAGE,
      PDF_FILE_MESSAGE,
      PNG_FILES_MESSAGE,
      JPG_FILES_MESSAGE,
      WORD_FILE_MESSAGE,
      EXCEL_FILE_MESSAGE,
      MP4_FILE_MESSAGE,
      WEBP_FILE_MESSAGE,
    ]).toEqual([
      "Please select a PNG file",
      "Please select a PDF file",
      "Please select PNG files",
      "Please select JPG/JPEG files",
      "Please select a Word document (.doc or .docx)",
      "Please select an Excel file (.xls or .xlsx)",
      "Please select an MP4 video file",
      "Please select a WebP image file",
    ]);
  });

  it("size limits are the stated ones", () => {
    expect(SIZE_LIMITS).toMatchObject({ png: 50 * MB, pdf: 100 * MB, document: 50 * MB, webp: 50 * MB, mp4: 500 * MB });
    expect(INPUTS.word.maxBytes).toBe(50 * MB);
    expect(INPUTS.excel.maxBytes).toBe(50 * MB);
  });
});

describe("sniffFormat", () => {
  it("knows each format by its magic bytes", () => {
    expect(sniffFormat(makePng(2, 2))).toBe("png");
    expect(sniffFormat(makeJpeg())).toBe("jpeg");
    expect(sniffFormat(ascii("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffFormat(ascii("RIFF\0\0\0\0WAVEfmt "))).toBe("unknown");
    expect(sniffFormat(ascii("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffFormat(ascii("\n\n  %PDF-1.4"))).toBe("pdf");
    expect(sniffFormat(ascii("PK\x03\x04rest"))).toBe("zip");
    expect(sniffFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe("ole2");
    expect(sniffFormat(ascii("\0\0\0\x20ftypisom"))).toBe("mp4");
    // AVIF and HEIC share MP4's ftyp box: their brands tell them apart ("avif" wins over "mif1").
    expect(sniffFormat(ascii("\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf"))).toBe("avif");
    expect(sniffFormat(ascii("\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf"))).toBe("avif");
    expect(sniffFormat(ascii("\0\0\0\x18ftypheic\0\0\0\0mif1heic"))).toBe("heic");
    expect(sniffFormat(new Uint8Array(fs.readFileSync("corpus/photos/coffee.heic")))).toBe("heic");
    expect(sniffFormat(ascii("GIF89a\x01\0"))).toBe("gif");
    expect(sniffFormat(ascii("II*\0\x08\0\0\0"))).toBe("tiff");
    expect(sniffFormat(ascii("hello"))).toBe("text");
    expect(sniffFormat(new TextEncoder().encode("Name,Città\n Zoë,東京\r\n"))).toBe("text");
    // A long UTF-8 text whose first 512 bytes end inside a character is still text.
    expect(sniffFormat(new TextEncoder().encode("a".repeat(511) + "東京"))).toBe("text");
    expect(sniffFormat(new Uint8Array([0x00, 0x13, 0xfe, 0x88, 0x41]))).toBe("unknown");
    expect(sniffFormat(new Uint8Array([0xc3, 0x28, 0x41]))).toBe("unknown"); // invalid UTF-8
    expect(sniffFormat(new Uint8Array())).toBe("unknown");
  });
});

describe("screenSelectedFiles (several picked at once)", () => {
  it("keeps the files that pass, in order, and names only the first refusal", () => {
    const good1 = { name: "a.png", type: "image/png", size: 10 };
    const empty = { name: "b.png", type: "image/png", size: 0 };
    const good2 = { name: "c.png", type: "", size: 10 };
    const wrong = { name: "d.jpg", type: "image/jpeg", size: 10 };
    expect(screenSelectedFiles(INPUTS.pngs, [good1, empty, good2, wrong])).toEqual({
      accepted: [good1, good2],
      message: EMPTY_FILE_MESSAGE,
    });
    expect(screenSelectedFiles(INPUTS.pngs, [good1, good2])).toEqual({ accepted: [good1, good2], message: null });
    expect(screenSelectedFiles(INPUTS.pngs, [wrong, empty])).toEqual({ accepted: [], message: PNG_FILES_MESSAGE });
  });
});

describe("checkSelectedFile (at selection)", () => {
  it("applies the tool's type rule, by MIME type or by extension when the browser gives none", () => {
    expect(checkSelectedFile(INPUTS.png, { name: "a.png", type: "image/png", size: 10 })).toBeNull();
    expect(checkSelectedFile(INPUTS.png, { name: "a.jpg", type: "image/jpeg", size: 10 })).toBe(PNG_FILE_MESSAGE);
    expect(checkSelectedFile(INPUTS.jpegs, { name: "a.jpg", type: "image/jpg", size: 10 })).toBeNull();
    expect(checkSelectedFile(INPUTS.word, { name: "report.docx", type: "", size: 10 })).toBeNull();
    expect(checkSelectedFile(INPUTS.word, { name: "report.doc", type: "application/msword", size: 10 })).toBeNull();
    expect(
      checkSelectedFile(INPUTS.excel, { name: "sheet.xls", type: "application/octet-stream", size: 10 }),
    ).toBeNull();
    expect(checkSelectedFile(INPUTS.excel, { name: "sheet.csv", type: "text/csv", size: 10 })).toBe(EXCEL_FILE_MESSAGE);
    expect(checkSelectedFile(INPUTS.mp4, { name: "clip.mov", type: "video/quicktime", size: 10 })).toBe(
      MP4_FILE_MESSAGE,
    );
  });

  it("refuses empty and oversized files", () => {
    expect(checkSelectedFile(INPUTS.webp, { name: "a.webp", type: "image/webp", size: 0 })).toBe(EMPTY_FILE_MESSAGE);
    expect(checkSelectedFile(INPUTS.pdf, { name: "a.pdf", type: "application/pdf", size: 100 * MB })).toBeNull();
    expect(checkSelectedFile(INPUTS.pdf, { name: "a.pdf", type: "application/pdf", size: 100 * MB + 1 })).toBe(
      "This file is too large. The maximum size is 100 MB.",
    );
    expect(checkSelectedFile(INPUTS.mp4, { name: "a.mp4", type: "video/mp4", size: 501 * MB })).toBe(
      "This file is too large. The maximum size is 500 MB.",
    );
  });
});

describe("assertInputBytes (at conversion)", () => {
  it("refuses a mislabelled file with the tool's wrong-type message", () => {
    expect(() => assertInputBytes(INPUTS.png, makeJpeg())).toThrow(new ConversionError("wrong-type", PNG_FILE_MESSAGE));
    expect(() => assertInputBytes(INPUTS.pdf, makePng(2, 2))).toThrow(PDF_FILE_MESSAGE);
    expect(assertInputBytes(INPUTS.word, ascii("PK\x03\x04"))).toBe("zip");
    expect(() => assertInputBytes(INPUTS.webp, new Uint8Array())).toThrow(EMPTY_FILE_MESSAGE);
    expect(() => assertInputBytes(INPUTS.excel, ascii("a,b\n1,2\n"))).toThrow(EXCEL_FILE_MESSAGE);
  });

  it("answers a file of no recognisable type (garbage named .pdf) as damaged, not as the wrong type", () => {
    const garbage = new Uint8Array(4096);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 256;
    for (const rule of [INPUTS.pdf, INPUTS.png, INPUTS.webp, INPUTS.excel, INPUTS.word, INPUTS.mp4]) {
      expect(() => assertInputBytes(rule, garbage)).toThrow(new ConversionError("corrupt", DAMAGED_FILE_MESSAGE));
    }
    expect(DAMAGED_FILE_MESSAGE).toBe("This file could not be read; it may be damaged.");
  });
});
