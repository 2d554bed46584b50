/**
 * PNG to JPEG, WebP to JPG, WebP to PNG: decode with the browser, draw on a
 * canvas, encode. JPEG: quality 0.9 on a white background (transparent pixels
 * become white, not black). PNG keeps transparency. Uses OffscreenCanvas (in a
 * worker or on the page) and falls back to a DOM canvas on the page.
 */
import { ConversionError, toConversionError } from "#app/tools/shared/conversion-error.ts";
import {
  progressReporter,
  throwIfAborted,
  toBytes,
  type BinaryInput,
  type ConvertOptions,
} from "#app/tools/shared/conversion.ts";
import { assertInputBytes, type ConverterSlug } from "#app/tools/shared/file-checks.ts";

export const JPEG_QUALITY = 0.9;
export const CORRUPT_IMAGE_MESSAGE = "This image could not be read; it may be damaged. Please try another file.";
export const CANVAS_UNAVAILABLE_MESSAGE =
  "Your browser cannot convert images here. Please try a current version of Chrome, Edge, Firefox or Safari.";
export const IMAGE_TOO_LARGE_MESSAGE = "This image is too large for your browser to convert (over 100 megapixels).";
const MAX_PIXELS = 100_000_000;

export type ImageTarget = "jpeg" | "png";
export type ReencodeSlug = Extract<ConverterSlug, "png-to-jpeg" | "webp-to-jpg" | "webp-to-png">;

const SOURCE_TYPE: Record<ReencodeSlug, string> = {
  "png-to-jpeg": "image/png",
  "webp-to-jpg": "image/webp",
  "webp-to-png": "image/webp",
};

/** True where a worker can do the whole job (OffscreenCanvas with a 2D context and convertToBlob). */
export function canReencodeOffscreen(): boolean {
  if (typeof OffscreenCanvas === "undefined" || typeof createImageBitmap !== "function") return false;
  try {
    const canvas = new OffscreenCanvas(1, 1);
    return canvas.getContext("2d") !== null && typeof canvas.convertToBlob === "function";
  } catch {
    return false;
  }
}

async function encode(source: ImageBitmap, target: ImageTarget): Promise<Blob> {
  const { width, height } = source;
  const type = `image/${target}`;
  const paint = (ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    if (target === "jpeg") {
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 0, width, height);
    }
    ctx.drawImage(source, 0, 0);
  };
  if (canReencodeOffscreen()) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d");
    if (ctx) {
      paint(ctx);
      return canvas.convertToBlob(target === "jpeg" ? { type, quality: JPEG_QUALITY } : { type });
    }
  }
  if (typeof document === "undefined") throw new ConversionError("unsupported", CANVAS_UNAVAILABLE_MESSAGE);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new ConversionError("unsupported", CANVAS_UNAVAILABLE_MESSAGE);
  try {
    paint(ctx);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
    if (!blob) throw new ConversionError("unsupported", CANVAS_UNAVAILABLE_MESSAGE);
    return blob;
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** Re-encodes one image. Browser only (worker or page); the input checks run anywhere. */
export async function reencodeImage(
  input: BinaryInput,
  slug: ReencodeSlug,
  target: ImageTarget,
  options: ConvertOptions = {},
): Promise<Uint8Array> {
  const report = progressReporter(options.onProgress);
  const bytes = toBytes(input);
  assertInputBytes(slug, bytes);
  if (typeof createImageBitmap !== "function") throw new ConversionError("unsupported", CANVAS_UNAVAILABLE_MESSAGE);
  throwIfAborted(options.signal);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: SOURCE_TYPE[slug] }));
  } catch (error) {
    throw toConversionError(error, CORRUPT_IMAGE_MESSAGE);
  }
  try {
    if (bitmap.width * bitmap.height > MAX_PIXELS) throw new ConversionError("too-large", IMAGE_TOO_LARGE_MESSAGE);
    report(0.3);
    throwIfAborted(options.signal);
    const blob = await encode(bitmap, target);
    report(0.9);
    const out = new Uint8Array(await blob.arrayBuffer());
    report(1);
    return out;
  } catch (error) {
    throw toConversionError(error, CORRUPT_IMAGE_MESSAGE);
  } finally {
    bitmap.close();
  }
}
