// Compress image, in the worker: decode upright, then encode in the file's own format with
// the encoder for that format (codecs.ts). Re-encoding writes no EXIF: location and camera
// data are dropped. A result that is not smaller than the file's picture without its metadata is
// not offered: the file is already compact and comes back as it is, its metadata cut (strip-metadata.ts).
// A file whose metadata we cannot cut gets the fresh encoding, even if larger: the location never stays.
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, type ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { decodeUpright, imageMimeType, pixelsOf } from "#app/tool-kit/images/image-decode.ts";
import { ENCODERS, type ImageFormat } from "./codecs.ts";
import { searchQuality } from "./quality-search.ts";
import { stripMetadata } from "./strip-metadata.ts";
import { tool } from "./meta.ts";

export type CompressSettings = { mode: "quality"; quality: number } | { mode: "size"; targetKb: number };

export interface CompressRequest {
  bytes: ArrayBuffer;
  settings: CompressSettings;
}

export interface CompressedImage {
  bytes: Uint8Array;
  /** The file's own picture came back (compressing would not make it smaller), its metadata removed. */
  alreadyCompact: boolean;
  /** False when the target size asked for was not reached (the result is the smallest we could make). */
  targetMet: boolean;
}

/**
 * The compressed bytes when smaller than the original picture without its metadata, else that
 * picture (never a larger file): a compact photo carrying a large EXIF block is judged by its
 * picture, not by the camera data that goes anyway. When the metadata cannot be cut (a header
 * laid out in a way we do not edit), the compressed bytes, which carry none.
 */
export function smallerOrStripped(
  original: Uint8Array,
  compressed: Uint8Array,
  format: ImageFormat,
): Pick<CompressedImage, "bytes" | "alreadyCompact"> {
  const stripped = stripMetadata(original, format);
  if (!stripped || compressed.length < stripped.length) return { bytes: compressed, alreadyCompact: false };
  return { bytes: stripped, alreadyCompact: true };
}

/** Compresses one image in its own format. Browser only (worker); the input checks run anywhere. */
export async function compressImage(request: CompressRequest, options: ConvertOptions = {}): Promise<CompressedImage> {
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
    const result = smallerOrStripped(bytes, out, format);
    return { ...result, targetMet: settings.mode === "quality" || result.bytes.length <= settings.targetKb * 1024 };
  } catch (error) {
    throw toConversionError(error);
  } finally {
    bitmap.close();
  }
}
