import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { zlibSync } from "fflate";
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { recompressFlate } from "./recompress.ts";

const corpusFile = path.resolve(import.meta.dirname, "../../../corpus/documents/pdf-images/pdfjs-bug1755507.pdf");

/** poppler-utils, installed on the machines that run the tests (as pdfinfo and pdftotext). */
const RENDERER = "pdftoppm";

/** Page 1 at 72 dpi as greyscale PGM bytes, by poppler's pdftoppm. */
function render(bytes: Uint8Array): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recompress-"));
  fs.writeFileSync(path.join(dir, "in.pdf"), bytes);
  execFileSync(RENDERER, ["-r", "72", "-gray", "-singlefile", path.join(dir, "in.pdf"), path.join(dir, "page")]);
  const pixels = fs.readFileSync(path.join(dir, "page.pgm"));
  fs.rmSync(dir, { recursive: true });
  return pixels;
}

describe("recompressFlate", () => {
  it("makes a weakly compressed stream smaller and decodes to the same bytes", async () => {
    const doc = await PDFDocument.create();
    const text = new TextEncoder().encode(
      Array.from({ length: 3000 }, (_, i) => `${(i * 7919) % 1000} ${i % 97} Td (word ${(i * 31) % 53}) Tj`).join("\n"),
    );
    const weak = zlibSync(text, { level: 1 });
    const ref = doc.context.register(doc.context.stream(weak, { Filter: "FlateDecode" }));
    const params = doc.context.register(
      doc.context.stream(weak, { Filter: "FlateDecode", DecodeParms: { Predictor: 12 } }),
    );
    expect(recompressFlate(doc.context, Date.now() + 10_000)).toBeGreaterThan(0);
    const after = doc.context.lookup(ref) as PDFRawStream;
    expect(after.contents.length).toBeLessThan(weak.length);
    expect(decodePDFRawStream(after).decode()).toEqual(text);
    // With DecodeParms the stream is left alone.
    expect((doc.context.lookup(params) as PDFRawStream).contents).toBe(weak);
  });

  it("leaves damaged Flate data as it is", async () => {
    const doc = await PDFDocument.create();
    const junk = new Uint8Array(200).fill(7);
    const ref = doc.context.register(doc.context.stream(junk, { Filter: "FlateDecode" }));
    recompressFlate(doc.context, Date.now() + 10_000);
    expect((doc.context.lookup(ref) as PDFRawStream).contents).toBe(junk);
  });

  it(
    "bug1755507 (fonts, forms, ICC): smaller, and pdftoppm renders it pixel for pixel the same",
    { timeout: 30_000 },
    async () => {
      const input = new Uint8Array(fs.readFileSync(corpusFile));
      const doc = await PDFDocument.load(input, { updateMetadata: false });
      const before = await doc.save({ useObjectStreams: true });
      const saved = recompressFlate(doc.context, Date.now() + 10_000);
      const after = await doc.save({ useObjectStreams: true });
      expect(saved).toBeGreaterThan(1500);
      expect(after.length).toBeLessThan(before.length);
      const [a, b] = [render(before), render(after)];
      expect(b.length).toBe(a.length);
      expect(Buffer.compare(a, b)).toBe(0);
      const fonts = doc.context
        .enumerateIndirectObjects()
        .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Type1C"));
      expect(fonts).toHaveLength(3);
    },
  );
});
