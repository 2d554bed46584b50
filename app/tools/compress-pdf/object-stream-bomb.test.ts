import { zlibSync } from "fflate";
import { PDFDocument, PDFName, PDFNull, PDFRef } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadBounded, OBJECT_LIMIT } from "./bounded-load.ts";
import { compressPdf, type JpegEncoder } from "./compress.ts";
import { zerosBomb } from "./flate-bomb-test-support.ts";
import { EXPANDS_TOO_FAR_MESSAGE } from "./scan-budget.ts";

// Small PDFs whose object stream pdf-lib would inflate whole while loading the file, before any
// of our own caps: one expands to 2 GB of zeros, one declares millions of tiny objects. Both are
// written here with pdf-lib and must be refused with the message, without the worker's memory
// growing by gigabytes (pdf-lib alone would try to hold the 2 GB, or millions of parsed objects).
const encode: JpegEncoder = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer(),
  );

/** A one-page PDF that also holds an object stream with `zlib` as its data, declaring `objects` objects. */
async function pdfWithObjectStream(zlib: Uint8Array, objects: number, first: number) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]);
  const stream = doc.context.stream(zlib, { Type: "ObjStm", N: objects, First: first, Filter: "FlateDecode" });
  doc.catalog.set(PDFName.of("Extra"), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

/** An object stream of `count` objects, each `null`, numbered after the page's own objects. */
function tinyObjects(count: number) {
  const table: string[] = [];
  for (let i = 0; i < count; i++) table.push(`${1000 + i} ${i * 5}`);
  const header = `${table.join(" ")} `;
  return { zlib: zlibSync(new TextEncoder().encode(header + "null ".repeat(count)), { level: 9 }), first: header.length };
}

async function refused(input: Uint8Array) {
  const peakBefore = process.resourceUsage().maxRSS;
  await expect(compressPdf(input, { level: "balanced" }, encode)).rejects.toThrow(EXPANDS_TOO_FAR_MESSAGE);
  return (process.resourceUsage().maxRSS - peakBefore) / 1024;
}

describe("pdf-lib's object-stream parsing is bounded", () => {
  it("an object stream that inflates to 2 GB is refused", { timeout: 90_000 }, async () => {
    const input = await pdfWithObjectStream(zerosBomb(2), 1, 0);
    expect(input.length).toBeLessThan(2_200_000);
    const peakRiseMb = await refused(input);
    console.info(`2 GB object stream refused, peak memory +${Math.round(peakRiseMb)} MB`);
    expect(peakRiseMb).toBeLessThan(700);
  });

  it("an object stream of more objects than the limit is refused", { timeout: 90_000 }, async () => {
    const { zlib, first } = tinyObjects(OBJECT_LIMIT + 500_000);
    const input = await pdfWithObjectStream(zlib, OBJECT_LIMIT + 500_000, first);
    expect(input.length).toBeLessThan(8_000_000);
    await refused(input);
  });

  it("a real object stream still loads through the bound: its objects are read", async () => {
    const { zlib, first } = tinyObjects(3);
    const doc = await loadBounded(await pdfWithObjectStream(zlib, 3, first), {});
    expect(doc.getPageCount()).toBe(1);
    expect(doc.context.lookup(PDFRef.of(1002))).toBe(PDFNull);
  });
});
