/**
 * The pictures of a .docx as data URLs pdfmake can draw: PNG and JPEG as they are; GIF,
 * BMP, TIFF and WebP re-encoded to PNG where the browser can decode them (in a worker too,
 * via createImageBitmap and OffscreenCanvas). Vector EMF/WMF pictures cannot be drawn.
 */
import type { DocxPackage } from "./docx-package.ts";
import type { ImageSource } from "./layout-context.ts";

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function kind(bytes: Uint8Array): "png" | "jpeg" | "other" {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return "other";
}

async function reencodeAsPng(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas !== "function") return undefined;
  try {
    const bitmap = await createImageBitmap(new Blob([bytes as BlobPart]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: "image/png" });
    return new Uint8Array(await blob.arrayBuffer());
  } catch {
    return undefined; // EMF, WMF and damaged pictures
  }
}

/** Reads every picture in the package once; the layout asks by part path. */
export async function loadDocxImages(pkg: DocxPackage): Promise<ImageSource> {
  const urls = new Map<string, string>();
  for (const path of pkg.paths) {
    if (!/\/media\/|\.(png|jpe?g|gif|bmp|tiff?|webp)$/i.test(path)) continue;
    const bytes = pkg.bytes(path);
    if (!bytes || bytes.length === 0) continue;
    const type = kind(bytes);
    if (type !== "other") {
      urls.set(path, `data:image/${type};base64,${base64(bytes)}`);
      continue;
    }
    const png = await reencodeAsPng(bytes);
    if (png) urls.set(path, `data:image/png;base64,${base64(png)}`);
  }
  return (path) => urls.get(path);
}
