/**
 * Decoding for the image tools that work on pixels (Compress image, Resize for social
 * media): the browser decodes (JPEG, PNG, WebP, AVIF), upright as the EXIF orientation
 * says, in a worker through OffscreenCanvas. Re-encoding writes no EXIF, so location
 * and camera data are gone from every result.
 */
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { CANVAS_UNAVAILABLE_MESSAGE } from "#app/tool-kit/images/image-reencode.ts";

export const MAX_PIXELS = 100_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = "This image is too large for your browser to work on (over 100 megapixels).";

/** The MIME type of a sniffed image format. */
export function imageMimeType(format: string): string {
  return format === "jpeg" ? "image/jpeg" : `image/${format}`;
}

/** Decodes to an upright bitmap; a file the browser cannot read is damaged. */
export async function decodeUpright(bytes: Uint8Array, mimeType: string): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas === "undefined")
    throw new ConversionError("unsupported", CANVAS_UNAVAILABLE_MESSAGE);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }), {
      imageOrientation: "from-image",
    });
  } catch (error) {
    throw toConversionError(error);
  }
  if (bitmap.width * bitmap.height > MAX_PIXELS) {
    bitmap.close();
    throw new ConversionError("too-large", IMAGE_TOO_LARGE_MESSAGE);
  }
  return bitmap;
}

/** A 2D context of a new OffscreenCanvas, or the "cannot convert here" error. */
export function offscreenContext(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const ctx = new OffscreenCanvas(width, height).getContext("2d");
  if (!ctx) throw new ConversionError("unsupported", CANVAS_UNAVAILABLE_MESSAGE);
  return ctx;
}

/** The bitmap's RGBA pixels. */
export function pixelsOf(bitmap: ImageBitmap): ImageData {
  const ctx = offscreenContext(bitmap.width, bitmap.height);
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}
