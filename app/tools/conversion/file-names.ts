// Download names of the converters' results: a fixed name, or the original file's name
// with the new extension.

export const IMAGES_PDF_NAME = "converted-images.pdf";
const FALLBACK_PDF_NAME = "converted.pdf";
const FALLBACK_MP3_NAME = "converted.mp3";
const FALLBACK_JPG_NAME = "converted.jpg";
const FALLBACK_PNG_NAME = "converted.png";

/** The name without folders and without its last extension; "" when nothing is left. */
export function baseName(originalName: string | undefined): string {
  const name = (originalName ?? "").split(/[\\/]/).pop()?.trim() ?? "";
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : dot === 0 ? "" : name).trim();
}

/** "report.final.docx" → "report.final.pdf"; no usable name → the fallback. */
function swapExtension(originalName: string | undefined, extension: string, fallback: string): string {
  const base = baseName(originalName);
  return base ? `${base}.${extension}` : fallback;
}

/** Word and Excel results: the original name with .pdf. */
export function documentPdfName(originalName: string | undefined): string {
  return swapExtension(originalName, "pdf", FALLBACK_PDF_NAME);
}

/** MP4 to MP3: the original name with .mp3. */
export function mp3Name(originalName: string | undefined): string {
  return swapExtension(originalName, "mp3", FALLBACK_MP3_NAME);
}

/** PNG to JPEG, WebP to JPG and WebP to PNG results. */
export function imageResultName(format: "jpeg" | "png"): string {
  return format === "jpeg" ? FALLBACK_JPG_NAME : FALLBACK_PNG_NAME;
}

/** One page of PDF to JPG / PDF to PNG: "brochure-page-3.jpg". */
export function pdfPageImageName(originalName: string | undefined, pageNumber: number, format: "jpeg" | "png"): string {
  const base = baseName(originalName) || "converted";
  return `${base}-page-${pageNumber}.${format === "jpeg" ? "jpg" : "png"}`;
}

/** The ZIP of all pages: "brochure-jpg.zip" / "brochure-png.zip". */
export function pdfPagesZipName(originalName: string | undefined, format: "jpeg" | "png"): string {
  const base = baseName(originalName) || "converted";
  return `${base}-${format === "jpeg" ? "jpg" : "png"}.zip`;
}
