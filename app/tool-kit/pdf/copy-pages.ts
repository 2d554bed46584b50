/**
 * The one page-copying step of Merge PDF and Split PDF: pdf-lib's copyPages brings each
 * page with its content, resources and annotations (so web links stay), into a new PDF.
 * The document outline (bookmarks) and links that jump inside the source document are
 * not carried: pdf-lib copies pages, not the document's catalogue.
 */
import { PDFDocument } from "pdf-lib";
import { yieldToEventLoop } from "#app/tool-kit/conversion/conversion.ts";

/** Pages copied per chunk before the worker reports progress and lets an abort in. */
const CHUNK = 20;

/** Appends `pageIndices` (0-based) of `source` to `target`, reporting the fraction done. */
export async function appendPages(
  target: PDFDocument,
  source: PDFDocument,
  pageIndices: readonly number[],
  onProgress?: (fraction: number) => void,
): Promise<void> {
  for (let start = 0; start < pageIndices.length; start += CHUNK) {
    const copied = await target.copyPages(source, pageIndices.slice(start, start + CHUNK));
    for (const page of copied) target.addPage(page);
    onProgress?.(Math.min(1, (start + CHUNK) / pageIndices.length));
    await yieldToEventLoop();
  }
}

/** A new, empty PDF for a result. */
export function newPdf(): Promise<PDFDocument> {
  return PDFDocument.create({ updateMetadata: false });
}
