// HEIC to JPG, in the worker: libheif (WebAssembly, loaded only here) decodes the primary
// image with its rotation and mirroring applied, so the picture is upright; the canvas
// encodes JPEG (quality 0.92, on white) or PNG. libheif converts the colours to sRGB.
import { ConversionError, DAMAGED_FILE_MESSAGE, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, type ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { IMAGE_TOO_LARGE_MESSAGE, MAX_PIXELS, offscreenContext } from "#app/tool-kit/images/image-decode.ts";
import { tool } from "./meta.ts";

export interface HeicRequest {
  bytes: ArrayBuffer;
  format: "jpeg" | "png";
}

/** Converts the primary image of a HEIC/HEIF file. Browser only (worker); the input checks run anywhere. */
export async function convertHeic(request: HeicRequest, options: ConvertOptions = {}): Promise<Uint8Array> {
  const report = progressReporter(options.onProgress);
  const bytes = new Uint8Array(request.bytes);
  assertInputBytes(tool.input, bytes);
  if (typeof OffscreenCanvas === "undefined") throw new ConversionError("unsupported", DAMAGED_FILE_MESSAGE);
  const { default: libheif } = await import("libheif-js/libheif-wasm/libheif-bundle.mjs");
  report(0.2);
  throwIfAborted(options.signal);
  try {
    const images = new (libheif().HeifDecoder)().decode(bytes);
    const image = images[0];
    if (!image) throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE);
    const width = image.get_width();
    const height = image.get_height();
    if (width * height > MAX_PIXELS) throw new ConversionError("too-large", IMAGE_TOO_LARGE_MESSAGE);
    const ctx = offscreenContext(width, height);
    const pixels = ctx.createImageData(width, height);
    const decoded = await new Promise<boolean>((resolve) =>
      image.display({ data: pixels.data, width, height }, (result) => resolve(result !== null)),
    );
    for (const other of images) other.free();
    if (!decoded) throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE);
    report(0.7);
    ctx.putImageData(pixels, 0, 0);
    const blob = await ctx.canvas.convertToBlob(
      request.format === "png" ? { type: "image/png" } : { type: "image/jpeg", quality: 0.92 },
    );
    report(1);
    return new Uint8Array(await blob.arrayBuffer());
  } catch (error) {
    throw toConversionError(error);
  }
}
