/**
 * Small images made in code for the converters' Node tests, and their shared
 * assertions. Test-only: no app module imports this file.
 */
import { deflateSync } from "node:zlib";
import { expect } from "vitest";
import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { concatBytes } from "#app/tool-kit/conversion/concat-bytes.ts";

/** The ConversionError a conversion rejects with (the test fails if it resolves or throws anything else). */
export async function rejection(promise: Promise<unknown>): Promise<ConversionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConversionError);
  return error as ConversionError;
}

/** Each input is rejected with a ConversionError carrying its message, in order. */
export async function expectRejections<I>(
  convert: (input: I) => Promise<unknown>,
  cases: ReadonlyArray<readonly [input: I, message: string]>,
): Promise<void> {
  for (const [input, message] of cases) expect((await rejection(convert(input))).message).toBe(message);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(
    Array.from(type, (c) => c.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An RGBA PNG with a two-colour pattern (half transparent when `alpha`). */
export function makePng(width: number, height: number, alpha = false): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    for (let x = 0; x < width; x++) {
      const i = row + 1 + x * 4;
      raw[i] = x < width / 2 ? 220 : 30;
      raw[i + 1] = 90;
      raw[i + 2] = y < height / 2 ? 200 : 40;
      raw[i + 3] = alpha && x >= width / 2 ? 128 : 255;
    }
  }
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  return concatBytes(parts);
}

/** The first bytes of a WebP file (RIFF … WEBPVP8 ), enough to pass the type check. */
export function makeWebpHeader(): Uint8Array {
  return new Uint8Array([...new TextEncoder().encode("RIFF"), 0, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 ")]);
}

/** A 24 × 12 baseline JPEG (made once with libjpeg's cjpeg). */
const JPEG_24X12 =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAMABgDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABQAG/8QAGBABAAMBAAAAAAAAAAAAAAAAAAVDgsH/xAAWAQEBAQAAAAAAAAAAAAAAAAAHBQb/xAAbEQABBQEBAAAAAAAAAAAAAAAAAwY1grIBAv/aAAwDAQACEQMRAD8Aywmeo1wsJnqNcT2nLI2z6Ns5oxWuuBKSNATH/9k=";

export function makeJpeg(): Uint8Array {
  return new Uint8Array(Buffer.from(JPEG_24X12, "base64"));
}

/** The same JPEG with an EXIF APP1 segment carrying `orientation` (big-endian TIFF). */
export function makeJpegWithOrientation(orientation: number): Uint8Array {
  const jpeg = makeJpeg();
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  const app1 = [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2));
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
}

/** Page count and per-page text of a PDF, read with pdf.js (legacy build for Node). */
export async function readPdfText(pdf: Uint8Array): Promise<{ pageCount: number; pages: string[] }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: pdf.slice(), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
  }
  const pageCount = doc.numPages;
  await doc.destroy();
  return { pageCount, pages };
}

/** `pdftotext -layout` output when poppler-utils is installed, else null. */
export async function pdftotext(pdf: Uint8Array): Promise<string | null> {
  const { execFileSync } = await import("node:child_process");
  const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "pdftotext-"));
  try {
    const file = join(dir, "in.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
