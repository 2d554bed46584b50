import type { ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { convertImagesToPdf, type ImageInput } from "#app/tool-kit/pdf/images-to-pdf.ts";
import { tool } from "./meta.ts";

/** Several PNGs → one PDF, one page per image in the given order, each page the image's size. Download as imagesPdfName(names). */
export function convertPngsToPdf(inputs: readonly ImageInput[], options: ConvertOptions = {}): Promise<Uint8Array> {
  return convertImagesToPdf(inputs, tool, options);
}
