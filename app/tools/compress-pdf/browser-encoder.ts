/** The JPEG encoder of compressPdf in the worker: createImageBitmap scales, OffscreenCanvas encodes. */
import type { JpegEncoder } from "./compress.ts";

export const canvasJpegEncoder: JpegEncoder = async (source, width, height, quality) => {
  const resize = { resizeWidth: width, resizeHeight: height, resizeQuality: "high" as const };
  // Embedded JPEGs are drawn as stored: PDF readers ignore EXIF orientation and colour profiles inside them.
  const raw = { imageOrientation: "none" as ImageOrientation, colorSpaceConversion: "none" as const };
  const bitmap =
    source.kind === "jpeg"
      ? await createImageBitmap(new Blob([source.bytes as BlobPart], { type: "image/jpeg" }), { ...raw, ...resize })
      : await createImageBitmap(new ImageData(source.rgba as ImageDataArray, source.width, source.height), resize);
  try {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D context");
    context.drawImage(bitmap, 0, 0);
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    bitmap.close();
  }
};
