// Resize for social media, in the worker: decode upright, cut the part around the focus
// point that has the target's shape (presets.ts) and draw it at exactly the target size.
// PNG stays PNG (logos, transparency); other photos become JPEG at quality 0.9.
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, type ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { decodeUpright, imageMimeType, offscreenContext } from "#app/tool-kit/images/image-decode.ts";
import { coverCrop, customSizeProblem, type FocusPoint } from "./presets.ts";
import { tool } from "./meta.ts";

export interface ResizeRequest {
  bytes: ArrayBuffer;
  width: number;
  height: number;
  focus: FocusPoint;
}

/** Resizes one image to exactly width × height. Browser only (worker); the checks run anywhere. */
export async function resizeImage(request: ResizeRequest, options: ConvertOptions = {}): Promise<Uint8Array> {
  const report = progressReporter(options.onProgress);
  const { width, height, focus } = request;
  const sizeProblem = customSizeProblem(String(width), "width") ?? customSizeProblem(String(height), "height");
  if (sizeProblem) throw new ConversionError("unsupported", sizeProblem);
  const bytes = new Uint8Array(request.bytes);
  const format = assertInputBytes(tool.input, bytes);
  const bitmap = await decodeUpright(bytes, imageMimeType(format));
  try {
    report(0.3);
    const crop = coverCrop(bitmap, { width, height }, focus);
    const ctx = offscreenContext(width, height);
    const png = format === "png";
    if (!png) {
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 0, width, height);
    }
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
    report(0.7);
    const blob = await ctx.canvas.convertToBlob(png ? { type: "image/png" } : { type: "image/jpeg", quality: 0.9 });
    report(1);
    return new Uint8Array(await blob.arrayBuffer());
  } catch (error) {
    throw toConversionError(error);
  } finally {
    bitmap.close();
  }
}
