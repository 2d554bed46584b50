// Compress image, in the worker: decode upright, then encode in the file's own format with
// the encoder for that format (codecs.ts). Re-encoding writes no EXIF: location and camera
// data are dropped. A result that is not smaller than the file is not offered: the file is
// already compact and comes back unchanged.
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, type ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { decodeUpright, imageMimeType, pixelsOf } from "#app/tool-kit/images/image-decode.ts";
import { ENCODERS } from "./codecs.ts";
import { searchQuality } from "./quality-search.ts";
import { tool } from "./meta.ts";

export type CompressSettings = { mode: "quality"; quality: number } | { mode: "size"; targetKb: number };

export interface CompressRequest {
  bytes: ArrayBuffer;
  settings: CompressSettings;
}

/** The compressed bytes when they are smaller, else the original, unchanged (never a larger file). */
export function smallerOrOriginal(original: Uint8Array, compressed: Uint8Array): Uint8Array {
  return compressed.length < original.length ? compressed : original;
}

/** Compresses one image in its own format. Browser only (worker); the input checks run anywhere. */
export async function compressImage(request: CompressRequest, options: ConvertOptions = {}): Promise<Uint8Array> {
  const report = progressReporter(options.onProgress);
  const bytes = new Uint8Array(request.bytes);
  const format = assertInputBytes(tool.input, bytes);
  if (format !== "jpeg" && format !== "png" && format !== "webp" && format !== "avif")
    throw new ConversionError("wrong-type", tool.input.message);
  const bitmap = await decodeUpright(bytes, imageMimeType(format));
  try {
    const pixels = pixelsOf(bitmap);
    report(0.15);
    throwIfAborted(options.signal);
    const encode = ENCODERS[format];
    const { settings } = request;
    let out: Uint8Array;
    if (settings.mode === "size" && format !== "png") {
      const found = await searchQuality(
        (q) => encode(pixels, q),
        settings.targetKb * 1024,
        (f) => report(f, 0.15, 0.95),
      );
      out = found.bytes;
    } else {
      out = await encode(pixels, settings.mode === "quality" ? settings.quality : 100);
    }
    report(1);
    return smallerOrOriginal(bytes, out);
  } catch (error) {
    throw toConversionError(error);
  } finally {
    bitmap.close();
  }
}
