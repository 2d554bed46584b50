import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { unzipSync } from "fflate";
import { zipPageImages, type PdfDocumentLike, type PdfRenderDeps } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { makePng } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertPdfToPngs } from "#app/tools/pdf-to-png/convert.ts";

const formats: string[] = [];
const deps: PdfRenderDeps = {
  openPdf: async (bytes) => {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    return (await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false })
      .promise) as unknown as PdfDocumentLike;
  },
  renderPage: async (_page, _viewport, format) => {
    formats.push(format);
    return makePng(2, 2);
  },
};

describe("convertPdfToPngs", () => {
  it("renders every page as PNG and zips them", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 100]);
    doc.addPage([100, 200]);
    const pages = await convertPdfToPngs(await doc.save(), { scale: 3 }, deps);
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [600, 300],
      [300, 600],
    ]);
    expect(formats).toEqual(["png", "png"]);
    expect(Object.keys(unzipSync(zipPageImages(pages, undefined)))).toEqual([
      "converted-page-1.png",
      "converted-page-2.png",
    ]);
  });
});
