import type { BinaryInput, ConvertOptions } from "#app/tools/shared/conversion.ts";
import { reencodeImage } from "#app/tools/shared/image-reencode.ts";

/** WebP → JPEG, quality 0.9, transparent areas on white. Download as imageResultName("jpeg"). Browser only (canvas); runs in a worker or on the page. */
export function convertWebpToJpg(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  return reencodeImage(input, "webp-to-jpg", "jpeg", options);
}
