/** The JPEG encoder of compressPdf in Node (tests and the bench), with sharp (libvips). */
import sharp from "sharp";
import type { JpegEncoder } from "./compress.ts";

export const sharpJpegEncoder: JpegEncoder = async (source, width, height, quality) => {
  const input =
    source.kind === "jpeg"
      ? sharp(source.bytes)
      : sharp(Buffer.from(source.rgba.buffer, source.rgba.byteOffset, source.rgba.byteLength), {
          raw: { width: source.width, height: source.height, channels: 4 },
        });
  const output = await input
    .removeAlpha()
    .resize(width, height, { fit: "fill", kernel: "lanczos3" })
    .jpeg({ quality: Math.round(quality * 100), mozjpeg: false })
    .toBuffer();
  return new Uint8Array(output);
};
