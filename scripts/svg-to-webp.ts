import type { Page } from "@playwright/test";
import sharp from "sharp";

type Size = { width: number; height: number };

/** Draws `svg` on a canvas of `size` in the page (Chromium) and encodes the canvas as `type`. */
async function drawSvg(page: Page, svg: string, size: Size, type: string, quality?: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ svg, width, height, type, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL(type, quality);
    },
    { svg, ...size, type, quality },
  );
  if (!dataUrl.startsWith(`data:${type}`)) throw new Error(`this Chromium cannot encode ${type}`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/**
 * Draws `svg` on a canvas of the given size in the page (Chromium) and encodes it to WebP,
 * lowering the quality by `step` from `quality` until it fits in `maxBytes` (or reaches `floor`,
 * below which a drawing's fine detail smears).
 * The bytes, and the quality they were made at.
 */
export async function svgToWebp(
  page: Page,
  svg: string,
  size: Size,
  fit: { maxBytes: number; quality: number; step: number; floor: number },
): Promise<{ bytes: Buffer; quality: number }> {
  let quality = fit.quality;
  for (;;) {
    const bytes = await drawSvg(page, svg, size, "image/webp", quality);
    if (bytes.length <= fit.maxBytes || quality - fit.step < fit.floor - 1e-9) return { bytes, quality };
    quality -= fit.step;
  }
}

/**
 * The same drawing as AVIF: Chromium draws it losslessly (PNG) and sharp encodes it, as
 * Chromium's canvas cannot write AVIF. Quality 50 at the slowest effort keeps the drawings'
 * edges and gradients as the WebP shows them (compared side by side) at about half its bytes.
 */
export async function svgToAvif(page: Page, svg: string, size: Size): Promise<Buffer> {
  const png = await drawSvg(page, svg, size, "image/png");
  return sharp(png).avif({ quality: 50, effort: 9 }).toBuffer();
}
