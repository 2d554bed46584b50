import { describe, expect, it } from "vitest";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { PDFDocument } from "pdf-lib";
import { unzipSync } from "fflate";
import { EMPTY_FILE_MESSAGE, PDF_FILE_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { pdfPagesZipName } from "#app/tool-kit/conversion/file-names.ts";
import {
  countPdfPages,
  pageScale,
  zipPageImages,
  type PdfDocumentLike,
  type PdfRenderDeps,
} from "#app/tool-kit/pdf/pdf-to-images.ts";
import { makePng, rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertPdfToJpgs } from "#app/tools/pdf-to-jpg/convert.ts";
import { tool } from "#app/tools/pdf-to-jpg/meta.ts";

// Node has no canvas: pdf.js (legacy build) opens and measures the pages for
// real; drawing is replaced by a stub that records what it was asked to draw.
// Real rendering is covered by the Chromium e2e tests.
const calls: Array<{ width: number; height: number; format: string; quality: number }> = [];
const deps: PdfRenderDeps = {
  openPdf: async (bytes) => {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    return (await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false })
      .promise) as unknown as PdfDocumentLike;
  },
  renderPage: async (_page, viewport, format, quality) => {
    calls.push({ width: Math.ceil(viewport.width), height: Math.ceil(viewport.height), format, quality });
    return makePng(2, 2);
  },
};

async function threePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText("One");
  doc.addPage([842, 595]).drawText("Two");
  doc.addPage([300, 300]).drawText("Three");
  return doc.save();
}

describe("convertPdfToJpgs", () => {
  it("renders every page at 2x by default as JPEG quality 0.9, reporting pages and progress", async () => {
    calls.length = 0;
    const seen: number[] = [];
    const progress: number[] = [];
    const pdf = await threePagePdf();
    expect(await countPdfPages(pdf, tool.input, deps)).toBe(3);
    const pages = await convertPdfToJpgs(
      pdf,
      { onPage: (p) => seen.push(p.pageNumber), onProgress: (f) => progress.push(f) },
      deps,
    );
    expect(pages.map((p) => [p.pageNumber, p.width, p.height, p.format])).toEqual([
      [1, 1224, 1584, "jpeg"],
      [2, 1684, 1190, "jpeg"],
      [3, 600, 600, "jpeg"],
    ]);
    expect(calls.every((c) => c.quality === 0.9)).toBe(true);
    expect(seen).toEqual([1, 2, 3]);
    expect(progress.at(-1)).toBe(1);
  });

  it("takes a chosen scale and keeps huge pages under the canvas limit", async () => {
    const pages = await convertPdfToJpgs(await threePagePdf(), { scale: 1 }, deps);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    const scale = pageScale({ width: 14_400, height: 14_400 }, 2);
    expect(14_400 * scale * 14_400 * scale).toBeLessThanOrEqual(40_000_001);
  });

  it("zips all pages with per-page names", async () => {
    const pages = await convertPdfToJpgs(await threePagePdf(), {}, deps);
    const zip = unzipSync(zipPageImages(pages, "Brochure 2025.pdf"));
    expect(Object.keys(zip)).toEqual([
      "Brochure 2025-page-1.jpg",
      "Brochure 2025-page-2.jpg",
      "Brochure 2025-page-3.jpg",
    ]);
    expect(pdfPagesZipName("Brochure 2025.pdf", "jpeg")).toBe("Brochure 2025-jpg.zip");
  });

  it("rejects empty, non-PDF and damaged files with clear messages", async () => {
    expect((await rejection(convertPdfToJpgs(new Uint8Array(), {}, deps))).message).toBe(EMPTY_FILE_MESSAGE);
    expect((await rejection(convertPdfToJpgs(makePng(4, 4), {}, deps))).message).toBe(PDF_FILE_MESSAGE);
    const damaged = await rejection(
      convertPdfToJpgs(new TextEncoder().encode("%PDF-1.7\n this is not really a pdf"), {}, deps),
    );
    expect(damaged.message).toBe(DAMAGED_FILE_MESSAGE);
  });
});
