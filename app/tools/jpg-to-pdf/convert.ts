import type { ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { convertImagesToPdf, type ImageInput } from "#app/tool-kit/pdf/images-to-pdf.ts";
import { tool } from "./meta.ts";

/**
 * Several JPEGs → one PDF, one page per image in the given order, each page the
 * image's size; camera EXIF orientation is honoured. Download as imagesPdfName(names).
 */
export function convertJpgsToPdf(inputs: readonly ImageInput[], options: ConvertOptions = {}): Promise<Uint8Array> {
  return convertImagesToPdf(inputs, tool, options);
}
