import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DAMAGED_FILE_MESSAGE, isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import type { PdfDocumentLike, PdfRenderDeps } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { makePng } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertPdfToPngs } from "#app/tools/pdf-to-png/convert.ts";

// Damaged and odd PDFs from pdf.js's test suite (corpus/documents/pdf, see SOURCES.md):
// each one gives exactly the outcome pinned below, and never hangs. A change that turns
// a readable file into "damaged" (or lets a damaged one through) fails here.
// Node has no canvas: pdf.js opens and parses for real, drawing is a stub.

const dir = path.resolve(import.meta.dirname, "../../../corpus/documents/pdf");
const files = fs.readdirSync(dir).filter((name) => name.endsWith(".pdf"));

/** Each corpus file's outcome at scale 1: its pages' sizes in pixels, or "damaged". */
const EXPECTED: Record<string, "damaged" | Array<[width: number, height: number]>> = {
  "pdfjs-GHOSTSCRIPT-698804-1-fuzzed.pdf": [[612, 792]],
  "pdfjs-bad-PageLabels.pdf": [[200, 50]],
  "pdfjs-empty.pdf": [[612, 792]],
  "pdfjs-helloworld-bad.pdf": [[200, 200]],
  "pdfjs-pdfjsbad1586.pdf": [[612, 792]],
  "pdfjs-poppler-395-0-fuzzed.pdf": "damaged",
  "pdfjs-poppler-937-0-fuzzed.pdf": "damaged",
  "pdfjs-scan-bad.pdf": [[612, 792]],
  "pdfjs-xref_command_missing.pdf": [[200, 50]],
};

const deps: PdfRenderDeps = {
  openPdf: async (bytes) => {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    return (await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 })
      .promise) as unknown as PdfDocumentLike;
  },
  renderPage: async () => makePng(2, 2),
};

describe("damaged and odd PDFs", () => {
  it("pins an outcome for every file in the corpus, and no more", () => {
    expect([...files].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    const label = expected === "damaged" ? "the damaged-file message" : `${expected.length} page(s)`;
    it(`${name}: ${label}`, async () => {
      const bytes = new Uint8Array(fs.readFileSync(path.join(dir, name)));
      const result = convertPdfToPngs(bytes, { scale: 1 }, deps);
      if (expected === "damaged") {
        const error = await result.catch((reason: unknown) => reason);
        expect(isConversionError(error), String(error)).toBe(true);
        expect((error as Error).message).toBe(DAMAGED_FILE_MESSAGE);
      } else {
        const pages = await result;
        expect(pages.map((page) => [page.width, page.height])).toEqual(expected);
      }
    });
  }

  it("a PDF header followed by garbage is damaged", async () => {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n${"\u0001\u00fe garbage ".repeat(2000)}`);
    await expect(convertPdfToPngs(bytes, {}, deps)).rejects.toMatchObject({ message: DAMAGED_FILE_MESSAGE });
  });
});
