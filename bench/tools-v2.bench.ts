/**
 * Tools, part 6, against their reference tools in one run:
 *   Compress image vs sharp (libvips) at equal SSIM on corpus/photos   bar: within 10 %
 *   Compress PDF at balanced vs Ghostscript /ebook on corpus/documents/pdf-images   bar: ≤ 1.1 × gs
 *
 *   npm run bench -- tools-v2
 *
 * Each part prints its own table; this returns false when any part missed its bar.
 */
import { benchCompressPdf } from "./tools-v2/compress-pdf.ts";
import { benchImageCompression } from "./tools-v2/images.ts";

export default async function toolsV2(): Promise<boolean> {
  const results = [await benchImageCompression(), await benchCompressPdf()];
  return results.every(Boolean);
}
