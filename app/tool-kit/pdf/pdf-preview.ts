/**
 * Previews for the PDF tools: a file's page count and small page images, drawn by pdf.js
 * (its parser in its own worker) while pdf-lib's work waits for the visitor. Browser only;
 * pdf.js is loaded on first use, so a tool page's first load carries none of it.
 */
import type { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import type { PdfDocumentLike } from "#app/tool-kit/pdf/pdf-to-images.ts";

export interface PageThumbnail {
  pageNumber: number;
  blob: Blob;
  width: number;
  height: number;
}

/** Thumbnails are drawn this wide in CSS pixels, twice that in canvas pixels for sharp screens. */
const THUMB_WIDTH = 120;

export interface PdfPreview {
  pageCount: number;
  thumbnail(pageNumber: number): Promise<PageThumbnail>;
  close(): void;
}

/** Opens `bytes` for previews; rejects with the damaged / password-protected message. */
export async function openPdfPreview(bytes: Uint8Array): Promise<PdfPreview> {
  const [{ openPdfWithAssets }, { mapPdfError, renderPageWithCanvas }] = await Promise.all([
    import("#app/tool-kit/pdf/pdfjs-assets.ts"),
    import("#app/tool-kit/pdf/pdf-to-images.ts"),
  ]);
  let doc: PdfDocumentLike;
  try {
    doc = await openPdfWithAssets(bytes);
  } catch (error) {
    throw mapPdfError(error) satisfies ConversionError;
  }
  return {
    pageCount: doc.numPages,
    async thumbnail(pageNumber) {
      const page = await doc.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(2, (2 * THUMB_WIDTH) / base.width) });
      const bytes = await renderPageWithCanvas(page, viewport, "jpeg", 0.8);
      page.cleanup();
      const blob = new Blob([bytes as BlobPart], { type: "image/jpeg" });
      return { pageNumber, blob, width: Math.ceil(viewport.width), height: Math.ceil(viewport.height) };
    },
    close: () => void doc.destroy().catch(() => undefined),
  };
}
