import { exposeToMain } from "#app/tool-kit/conversion/run-in-worker.ts";
import { canvasJpegEncoder } from "./browser-encoder.ts";
import { compressPdf, type CompressedPdf } from "./compress.ts";
import type { CompressionLevel } from "./levels.ts";

export interface CompressRequest {
  bytes: ArrayBuffer;
  level: CompressionLevel;
}

exposeToMain<CompressRequest, CompressedPdf>((input, options) =>
  compressPdf(input.bytes, { ...options, level: input.level }, canvasJpegEncoder),
);
