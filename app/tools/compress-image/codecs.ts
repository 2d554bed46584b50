// The encoders of Squoosh (@jsquash: MozJPEG, libwebp, libavif, OxiPNG), each imported and
// started on first use, with its WebAssembly fetched from our own origin.
//
// Why not the packages' defaults: their glue finds its .wasm with
// `new URL("x.wasm", import.meta.url)`. Vite builds a tool's worker as one classic (iife) bundle
// and writes `self.location.href` for import.meta.url; the worker starts from a blob: bootstrap
// (run-in-worker.ts), so that is a blob: URL, against which no path resolves: `new URL` throws
// while the codec starts, on every file. Emscripten's `locateFile` and wasm-bindgen's `init(url)`
// skip that line: we name the file's URL ourselves.
import jpegWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url";
import webpSimdWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?url";
import webpWasm from "@jsquash/webp/codec/enc/webp_enc.wasm?url";
import avifWasm from "@jsquash/avif/codec/enc/avif_enc.wasm?url";
import pngWasm from "@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm?url";

/**
 * The WebAssembly files the codecs ask for, by the name they ask with. WebP picks its SIMD
 * build when the browser has SIMD. The threaded AVIF and OxiPNG builds are not listed: they
 * need SharedArrayBuffer, which a page that is not cross-origin isolated (ours) does not have.
 */
const WASM_FILES: Record<string, string> = {
  "mozjpeg_enc.wasm": jpegWasm,
  "webp_enc_simd.wasm": webpSimdWasm,
  "webp_enc.wasm": webpWasm,
  "avif_enc.wasm": avifWasm,
  "squoosh_oxipng_bg.wasm": pngWasm,
};

/** The absolute URL of a codec's .wasm on our origin (a blob: worker resolves no relative path). */
export function wasmUrl(file: string, origin: string = self.location.origin): string {
  const path = WASM_FILES[file];
  if (!path) throw new Error(`This build has no ${file}.`);
  return new URL(path, origin).href;
}

const locateFile = (file: string) => wasmUrl(file);

export type ImageFormat = "jpeg" | "png" | "webp" | "avif";
type Encoder = (pixels: ImageData, quality: number) => Promise<Uint8Array>;

/** A codec's encode function, loaded once per worker. */
function lazy(load: () => Promise<Encoder>): Encoder {
  let loaded: Promise<Encoder> | undefined;
  return async (pixels, quality) => (await (loaded ??= load()))(pixels, quality);
}

/** One encoder per format. PNG is lossless: quality does not apply to it. */
export const ENCODERS: Record<ImageFormat, Encoder> = {
  jpeg: lazy(async () => {
    const codec = await import("@jsquash/jpeg/encode");
    await codec.init({ locateFile });
    return async (pixels, quality) => new Uint8Array(await codec.default(pixels, { quality }));
  }),
  webp: lazy(async () => {
    const codec = await import("@jsquash/webp/encode");
    await codec.init({ locateFile });
    return async (pixels, quality) => new Uint8Array(await codec.default(pixels, { quality }));
  }),
  avif: lazy(async () => {
    const codec = await import("@jsquash/avif/encode");
    await codec.init({ locateFile });
    return async (pixels, quality) => new Uint8Array(await codec.default(pixels, { quality, speed: 6 }));
  }),
  png: lazy(async () => {
    const codec = await import("@jsquash/oxipng/optimise");
    await codec.init(wasmUrl("squoosh_oxipng_bg.wasm"));
    return async (pixels) => new Uint8Array(await codec.default(pixels, { level: 2 }));
  }),
};
