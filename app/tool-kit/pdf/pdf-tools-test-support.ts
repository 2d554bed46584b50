// Real PDFs of corpus/documents/pdf (see its SOURCES.md) and a password-protected one, for
// the tests of Merge PDF and Split PDF.
import { readFileSync } from "node:fs";
import { PDFDocument, PDFName } from "pdf-lib";

const CORPUS = new URL("../../../corpus/documents/pdf/", import.meta.url);

/** One corpus file by name, e.g. "pdfjs-scan-bad.pdf" (one Letter page), with its bytes. */
export function corpusPdf(name: string): { name: string; data: Uint8Array } {
  return { name, data: new Uint8Array(readFileSync(new URL(name, CORPUS))) };
}

/** Page sizes in points, [width, height] per page, read back with pdf-lib. */
export async function pageSizes(bytes: Uint8Array): Promise<number[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => [page.getWidth(), page.getHeight()]);
}

/** A PDF whose trailer names a Standard security handler, as a password-protected file does. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  doc.context.trailerInfo.Encrypt = doc.context.obj({
    Filter: PDFName.of("Standard"),
    V: 2,
    R: 3,
    Length: 128,
    P: -3904,
  });
  return doc.save({ useObjectStreams: false });
}
