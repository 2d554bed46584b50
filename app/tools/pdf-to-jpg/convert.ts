import type { BinaryInput } from "#app/tools/conversion/conversion.ts";
import {
  convertPdfToImages,
  zipPageImages,
  type PdfRenderDeps,
  type PdfToImagesOptions,
  type RenderedPage,
} from "#app/tools/conversion/pdf-to-images.ts";
import { tool } from "./meta.ts";

/**
 * Every page of a PDF as a JPEG (quality 0.9, white paper) at `scale` (default
 * 2 = 144 dpi). Browser only by default (canvas). Name each page with
 * pdfPageImageName(originalName, n, "jpeg").
 */
export function convertPdfToJpgs(
  input: BinaryInput,
  options: PdfToImagesOptions = {},
  deps: PdfRenderDeps = {},
): Promise<RenderedPage[]> {
  return convertPdfToImages(input, tool, options, deps);
}

/** One ZIP of all pages; download it as pdfPagesZipName(originalName, "jpeg"). */
export function zipJpgPages(pages: readonly RenderedPage[], originalName: string | undefined): Uint8Array {
  return zipPageImages(pages, originalName);
}
