// Download names of the converters' results: every result made from one file keeps that
// file's name with the new extension; the spec's fixed names are fallbacks for when the
// name is missing (and 'converted-images.pdf' for a PDF made of several images).

export const IMAGES_PDF_NAME = "converted-images.pdf";
const FALLBACK_BASE = "converted";

/** The name without folders and without its last extension; "" when nothing is left. */
export function baseName(originalName: string | undefined): string {
  const name = (originalName ?? "").split(/[\\/]/).pop()?.trim() ?? "";
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : dot === 0 ? "" : name).trim();
}

/** "report.final.docx" → "report.final.pdf"; no usable name → "converted.pdf". */
function swapExtension(originalName: string | undefined, extension: string): string {
  return `${baseName(originalName) || FALLBACK_BASE}.${extension}`;
}

const imageExtension = (format: "jpeg" | "png") => (format === "jpeg" ? "jpg" : "png");

/** Word and Excel results: the original name with .pdf. */
export function documentPdfName(originalName: string | undefined): string {
  return swapExtension(originalName, "pdf");
}

/** MP4 to MP3: the original name with .mp3. */
export function mp3Name(originalName: string | undefined): string {
  return swapExtension(originalName, "mp3");
}

/** PNG to JPEG, WebP to JPG and WebP to PNG: "photo.png" → "photo.jpg". */
export function imageResultName(originalName: string | undefined, format: "jpeg" | "png"): string {
  return swapExtension(originalName, imageExtension(format));
}

/** PNG to PDF and JPG to PDF: one image keeps its name ("scan.jpg" → "scan.pdf"); several make converted-images.pdf. */
export function imagesPdfName(originalNames: readonly string[]): string {
  return originalNames.length === 1 ? documentPdfName(originalNames[0]) : IMAGES_PDF_NAME;
}

/**
 * One page of PDF to JPG / PDF to PNG: "brochure-page-3.jpg"; the only page of a
 * one-page PDF is the whole result and keeps the plain name, "brochure.jpg".
 */
export function pdfPageImageName(
  originalName: string | undefined,
  pageNumber: number,
  format: "jpeg" | "png",
  pageCount = Infinity,
): string {
  if (pageCount === 1) return swapExtension(originalName, imageExtension(format));
  return `${baseName(originalName) || FALLBACK_BASE}-page-${pageNumber}.${imageExtension(format)}`;
}

/** The ZIP of all pages: "brochure-jpg.zip" / "brochure-png.zip". */
export function pdfPagesZipName(originalName: string | undefined, format: "jpeg" | "png"): string {
  return `${baseName(originalName) || FALLBACK_BASE}-${imageExtension(format)}.zip`;
}

/** The ZIP of a batch of converted images: "converted-jpg.zip" / "converted-png.zip". */
export function imagesZipName(format: "jpeg" | "png"): string {
  return `${FALLBACK_BASE}-${imageExtension(format)}.zip`;
}

/**
 * Names for files put side by side (a ZIP, a list of downloads): the second
 * "photo.jpg" becomes "photo (2).jpg", so no file overwrites another.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Merge PDF: "report.pdf" first in the list → "report-merged.pdf". */
export function mergedPdfName(originalNames: readonly string[]): string {
  return `${baseName(originalNames[0]) || FALLBACK_BASE}-merged.pdf`;
}

/** One part of Split PDF: pages 1–3 of "report.pdf" → "report-pages-1-3.pdf"; page 5 alone → "report-page-5.pdf". */
export function pdfPartName(originalName: string | undefined, label: string): string {
  const single = /^\d+$/.test(label);
  return `${baseName(originalName) || FALLBACK_BASE}-${single ? "page" : "pages"}-${label}.pdf`;
}

/** The ZIP of Split PDF's parts: "report-split.zip". */
export function splitZipName(originalName: string | undefined): string {
  return `${baseName(originalName) || FALLBACK_BASE}-split.zip`;
}
