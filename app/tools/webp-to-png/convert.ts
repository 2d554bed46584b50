import type { BinaryInput, ConvertOptions } from "#app/tools/shared/conversion.ts";
import { reencodeImage } from "#app/tools/shared/image-reencode.ts";

/** WebP → PNG, transparency kept. Download as imageResultName("png"). Browser only (canvas); runs in a worker or on the page. */
export function convertWebpToPng(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  return reencodeImage(input, "webp-to-png", "png", options);
}
