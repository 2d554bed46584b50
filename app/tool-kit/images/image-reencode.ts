/**
 * PNG to JPEG, WebP to JPG, WebP to PNG: decode with the browser, draw on a
 * canvas, encode. JPEG: quality 0.9 on a white background (transparent pixels
 * become white, not black). PNG keeps transparency. Uses OffscreenCanvas (in a
 * worker or on the page) and falls back to a DOM canvas on the page. The source
 * and target types are the tool's (its meta.ts: input and output MIME types).
 */
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, toBytes } from "#app/tool-kit/conversion/conversion.ts";
import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { runInWorker, type RunInWorkerOptions, type WorkerLike } from "#app/tool-kit/conversion/run-in-worker.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";

const JPEG_QUALITY = 0.9;
export const CANVAS_UNAVAILABLE_MESSAGE =
  "Your browser cannot convert images here. Please try a current version of Chrome, Edge, Firefox or Safari.";
const IMAGE_TOO_LARGE_MESSAGE = "This image is too large for your browser to convert (over 100 megapixels).";
const MAX_PIXELS = 100_000_000;

type ImageTarget = "jpeg" | "png";

/** True where a worker can do the whole job (OffscreenCanvas with a 2D context and convertToBlob). */
function canReencodeOffscreen(): boolean {
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

/**
 * Re-encodes one image from the tool's input type to its output type (image/jpeg or
 * image/png). Browser only (worker or page); the input checks run anywhere.
 */
export async function reencodeImage(
  input: BinaryInput,
  tool: ConverterMeta,
  options: ConvertOptions = {},
): Promise<Uint8Array> {
  const report = progressReporter(options.onProgress);
  const bytes = toBytes(input);
  assertInputBytes(tool.input, bytes);
  const target: ImageTarget = tool.output.mimeType === "image/png" ? "png" : "jpeg";
  if (typeof createImageBitmap !== "function") throw new ConversionError("unsupported", CANVAS_UNAVAILABLE_MESSAGE);
  throwIfAborted(options.signal);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: tool.input.mimeTypes[0] }));
  } catch (error) {
    throw toConversionError(error);
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
    throw toConversionError(error);
  } finally {
    bitmap.close();
  }
}

/**
 * Runs a re-encode in the tool's worker where OffscreenCanvas allows, else (or when the
 * worker cannot start) on the page with `convertOnPage`, the same function the worker runs.
 */
export async function reencodeInWorkerOrPage(
  createWorker: () => WorkerLike,
  input: BinaryInput,
  convertOnPage: (input: BinaryInput, options: ConvertOptions) => Promise<Uint8Array>,
  options: RunInWorkerOptions = {},
): Promise<Uint8Array> {
  if (typeof Worker !== "undefined" && canReencodeOffscreen()) {
    try {
      return await runInWorker<BinaryInput, Uint8Array>(createWorker, input, { timeoutMs: 120_000, ...options });
    } catch (error) {
      // The worker could not start (old browser, blocked): do it here.
      if (!(error instanceof ConversionError) || error.code !== "unsupported") throw error;
    }
  }
  return convertOnPage(input, options);
}
