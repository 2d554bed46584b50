import fs from "node:fs";
import path from "node:path";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DAMAGED_FILE_MESSAGE, isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { ENCRYPTED_PDF_MESSAGE } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { compressPdf, targetSize } from "./compress.ts";
import { sharpJpegEncoder } from "./node-encoder.ts";

// Real image-heavy PDFs (corpus/documents/pdf-images, see SOURCES.md) through the real
// compression, sharp standing in for the worker's canvas as JPEG encoder; pdf.js reads the results.
const corpus = path.resolve(import.meta.dirname, "../../../corpus/documents");
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(corpus, name)));

async function readWithPdfjs(bytes: Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: Array<{ text: string; links: number }> = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
    const links = (await page.getAnnotations()).filter((a: { subtype?: string }) => a.subtype === "Link").length;
    pages.push({ text, links });
  }
  await doc.destroy();
  return pages;
}

const IMAGE_HEAVY = [
  "pdfjs-issue7229.pdf",
  "pdfjs-issue1905.pdf",
  "pdfjs-canvas.pdf",
  "pdfjs-issue12963.pdf",
  "pdfjs-bug1755507.pdf",
];

describe("compressPdf on image-heavy PDFs", () => {
  for (const name of IMAGE_HEAVY) {
    it(`${name}: smaller, same pages, same text and links`, { timeout: 60_000 }, async () => {
      const input = read(`pdf-images/${name}`);
      const progress: number[] = [];
      const result = await compressPdf(
        input,
        { level: "balanced", onProgress: (f) => progress.push(f) },
        sharpJpegEncoder,
      );
      expect(result.alreadyCompact).toBe(false);
      expect(result.bytes.length).toBeLessThan(input.length * 0.9);
      expect(result.originalSize).toBe(input.length);
      const [before, after] = [await readWithPdfjs(input), await readWithPdfjs(result.bytes)];
      expect(after.length).toBe(before.length);
      expect(result.pageCount).toBe(before.length);
      expect(after).toEqual(before);
      expect(progress.at(-1)).toBe(1);
    });
  }

  it("brings down images drawn only through soft-mask groups (ExtGState /SMask /G)", { timeout: 60_000 }, async () => {
    // Its 300 dpi grey JPEGs are painted by the soft masks' forms: without following them they
    // keep their resolution and the file only gets to about 30 % of its size.
    const input = read("pdf-images/pdfjs-bug1755507.pdf");
    const result = await compressPdf(input, { level: "balanced" }, sharpJpegEncoder);
    expect(result.bytes.length).toBeLessThan(input.length * 0.2);
  });

  it("strong is smaller than balanced, balanced smaller than light", { timeout: 60_000 }, async () => {
    const input = read("pdf-images/pdfjs-issue7229.pdf");
    const sizes = [];
    for (const level of ["strong", "balanced", "light"] as const)
      sizes.push((await compressPdf(input, { level }, sharpJpegEncoder)).bytes.length);
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    expect(sizes[1]).toBeLessThan(sizes[2]!);
  });
});

describe("compressPdf never makes a file larger", () => {
  it("gives back the very input when nothing can be gained", async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.addPage([200, 200]).drawText("Hi");
    const input = await doc.save({ useObjectStreams: true });
    const result = await compressPdf(input, { level: "strong" }, sharpJpegEncoder);
    expect(result.alreadyCompact).toBe(true);
    expect(result.bytes).toBe(input);
  });

  it("keeps an image whose JPEG would be larger", async () => {
    const tiny = await sharpJpegEncoder(
      { kind: "pixels", rgba: new Uint8ClampedArray(64).fill(200), width: 4, height: 4 },
      4,
      4,
      0.3,
    );
    const doc = await PDFDocument.create();
    const image = await doc.embedJpg(tiny);
    doc.addPage([100, 100]).drawImage(image, { x: 0, y: 0, width: 100, height: 100 });
    const input = await doc.save();
    const result = await compressPdf(input, { level: "strong" }, async () => new Uint8Array(tiny.length + 100));
    expect(result.imagesReencoded).toBe(0);
  });
});

describe("identical streams", () => {
  it("are stored once, both pages showing the one copy", async () => {
    const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const pixels = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const doc = await PDFDocument.create();
    for (let n = 0; n < 2; n++) {
      const image = await doc.embedPng(pixels); // a new stream each time
      doc.addPage([100, 100]).drawImage(image, { x: 0, y: 0, width: 100, height: 100 });
    }
    const input = await doc.save();
    const result = await compressPdf(input, { level: "light" }, async () => new Uint8Array(1_000_000));
    const out = await PDFDocument.load(result.bytes);
    const images = out.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    expect(result.alreadyCompact).toBe(false);
    expect(images).toHaveLength(1);
    expect(out.getPageCount()).toBe(2);
  });
});

describe("compressPdf on bad input", () => {
  it("says a password-protected PDF is password-protected", async () => {
    const error = await compressPdf(
      read("pdf-images/pdfjs-empty_protected.pdf"),
      { level: "balanced" },
      sharpJpegEncoder,
    ).catch((e: unknown) => e);
    expect(isConversionError(error) && error.code).toBe("encrypted");
    expect((error as Error).message).toBe(ENCRYPTED_PDF_MESSAGE);
  });

  it("says a PDF header followed by garbage is damaged", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7\n" + "garbage ".repeat(200));
    const error = await compressPdf(bytes, { level: "balanced" }, sharpJpegEncoder).catch((e: unknown) => e);
    expect(isConversionError(error) && error.code).toBe("corrupt");
    expect((error as Error).message).toBe(DAMAGED_FILE_MESSAGE);
  });

  it("never hangs on the damaged PDFs of the corpus", { timeout: 60_000 }, async () => {
    for (const name of fs.readdirSync(path.join(corpus, "pdf")).filter((file) => file.endsWith(".pdf"))) {
      const outcome = await compressPdf(read(`pdf/${name}`), { level: "balanced" }, sharpJpegEncoder).then(
        (result) => result.bytes.length <= result.originalSize,
        (error: unknown) => isConversionError(error),
      );
      expect(outcome, name).toBe(true);
    }
  });
});

describe("targetSize", () => {
  it("brings a 300 dpi image drawn at 2 x 1 inches down to 150 dpi", () => {
    expect(targetSize(600, 300, { width: 144, height: 72 }, 150)).toEqual({ width: 300, height: 150 });
  });
  it("keeps an image already near the resolution, or drawn nowhere", () => {
    expect(targetSize(310, 155, { width: 144, height: 72 }, 150)).toEqual({ width: 310, height: 155 });
    expect(targetSize(600, 300, undefined, 150)).toEqual({ width: 600, height: 300 });
  });
});
