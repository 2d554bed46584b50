import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DAMAGED_FILE_MESSAGE, isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import type { PdfDocumentLike, PdfRenderDeps } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { makePng } from "#app/tool-kit/conversion/test-fixtures.ts";
import { convertPdfToPngs } from "#app/tools/pdf-to-png/convert.ts";

// Damaged and odd PDFs from pdf.js's test suite (corpus/documents/pdf, see SOURCES.md):
// each one either gives its pages or the damaged-file message, and never hangs.
// Node has no canvas: pdf.js opens and parses for real, drawing is a stub.

const dir = path.resolve(import.meta.dirname, "../../../corpus/documents/pdf");
const files = fs.readdirSync(dir).filter((name) => name.endsWith(".pdf"));

const deps: PdfRenderDeps = {
  openPdf: async (bytes) => {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    return (await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 })
      .promise) as unknown as PdfDocumentLike;
  },
  renderPage: async () => makePng(2, 2),
};

describe("damaged and odd PDFs", () => {
  it("holds several files", () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  for (const name of files) {
    it(`${name}: pages, or the damaged-file message`, async () => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(dir, name)));
      try {
        const pages = await convertPdfToPngs(bytes, { scale: 1 }, deps);
        expect(pages.length).toBeGreaterThan(0);
      } catch (error) {
        expect(isConversionError(error), String(error)).toBe(true);
        expect((error as Error).message).toBe(DAMAGED_FILE_MESSAGE);
      }
    });
  }

  it("a PDF header followed by garbage is damaged", async () => {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n${"\u0001\u00fe garbage ".repeat(2000)}`);
    await expect(convertPdfToPngs(bytes, {}, deps)).rejects.toMatchObject({ message: DAMAGED_FILE_MESSAGE });
  });
});
