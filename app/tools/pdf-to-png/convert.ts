import { pdfToImagesConverter } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { tool } from "./meta.ts";

/**
 * Every page of a PDF as a PNG (white paper) at `scale` (default
 * 2 = 144 dpi). Browser only by default (canvas). Name each page with
 * pdfPageImageName(originalName, n, "png"), zip them with zipPageImages.
 */
export const convertPdfToPngs = pdfToImagesConverter(tool);
