import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { reencodeImage } from "#app/tool-kit/images/image-reencode.ts";
import { tool } from "./meta.ts";

/** WebP → PNG, transparency kept. Download as imageResultName(name, "png"). Browser only (canvas); runs in a worker or on the page. */
export function convertWebpToPng(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  return reencodeImage(input, tool, options);
}
