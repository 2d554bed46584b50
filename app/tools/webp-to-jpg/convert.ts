import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { reencodeImage } from "#app/tool-kit/images/image-reencode.ts";
import { tool } from "./meta.ts";

/** WebP → JPEG, quality 0.9, transparent areas on white. Download as imageResultName(name, "jpeg"). Browser only (canvas); runs in a worker or on the page. */
export function convertWebpToJpg(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  return reencodeImage(input, tool, options);
}
