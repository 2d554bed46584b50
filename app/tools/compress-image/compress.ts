// Compress image, in the worker: decode upright, then encode in the file's own format
// with the encoders of Squoosh (MozJPEG, libwebp, libavif, OxiPNG), loaded only for the
// format at hand. Re-encoding writes no EXIF: the location and camera data are dropped.
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, type ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { decodeUpright, imageMimeType, pixelsOf } from "#app/tool-kit/images/image-decode.ts";
import { searchQuality } from "./quality-search.ts";
import { tool } from "./meta.ts";
import jpegWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url";
import webpWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?url";
import avifWasm from "@jsquash/avif/codec/enc/avif_enc.wasm?url";
import pngWasm from "@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm?url";

export type CompressSettings = { mode: "quality"; quality: number } | { mode: "size"; targetKb: number };

export interface CompressRequest {
  bytes: ArrayBuffer;
  settings: CompressSettings;
}

type Encoder = (pixels: ImageData, quality: number) => Promise<Uint8Array>;

const bytesOf = (buffer: ArrayBuffer) => new Uint8Array(buffer);

/**
 * The codecs find their .wasm next to their script by default, which fails in a worker
 * started from a blob: URL (no base URL): each gets its compiled module from our own origin.
 */
const ready = new Map<string, Promise<unknown>>();
function withCodec<T extends { init: (module: WebAssembly.Module) => Promise<unknown> }>(codec: T, wasmUrl: string) {
  let done = ready.get(wasmUrl);
  if (!done) {
    done = WebAssembly.compileStreaming(fetch(new URL(wasmUrl, self.location.origin))).then((m) => codec.init(m));
    ready.set(wasmUrl, done);
  }
  return done.then(() => codec);
}

/** One encoder per format, each importing its codec on first use. PNG is lossless: quality does not apply. */
const ENCODERS: Record<"jpeg" | "png" | "webp" | "avif", Encoder> = {
  jpeg: async (pixels, quality) =>
    bytesOf(await (await withCodec(await import("@jsquash/jpeg/encode"), jpegWasm)).default(pixels, { quality })),
  webp: async (pixels, quality) =>
    bytesOf(await (await withCodec(await import("@jsquash/webp/encode"), webpWasm)).default(pixels, { quality })),
  avif: async (pixels, quality) =>
    bytesOf(
      await (await withCodec(await import("@jsquash/avif/encode"), avifWasm)).default(pixels, { quality, speed: 6 }),
    ),
  png: async (pixels) =>
    bytesOf(await (await withCodec(await import("@jsquash/oxipng/optimise"), pngWasm)).default(pixels, { level: 2 })),
};

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
    return out;
  } catch (error) {
    throw toConversionError(error);
  } finally {
    bitmap.close();
  }
}
