/**
 * Tools, part 6, against their reference tools in one run:
 *   Compress image vs sharp (libvips) at equal SSIM on corpus/photos   bar: within 10 %
 *
 *   npm run bench -- tools-v2
 */
import { benchImageCompression } from "./tools-v2/images.ts";

export default async function toolsV2(): Promise<boolean> {
  return benchImageCompression();
}
