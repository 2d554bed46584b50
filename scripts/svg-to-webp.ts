import type { Page } from "@playwright/test";

/**
 * Draws `svg` on a canvas of the given size in the page (Chromium) and encodes it to WebP,
 * lowering the quality by `step` from `quality` until it fits in `maxBytes` (or reaches `floor`,
 * below which a drawing's fine detail smears).
 * The bytes, and the quality they were made at.
 */
export async function svgToWebp(
  page: Page,
  svg: string,
  size: { width: number; height: number },
  fit: { maxBytes: number; quality: number; step: number; floor: number },
): Promise<{ bytes: Buffer; quality: number }> {
  let quality = fit.quality;
  for (;;) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        context.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL("image/webp", quality);
      },
      { svg, ...size, quality },
    );
    if (!dataUrl.startsWith("data:image/webp")) throw new Error("this Chromium cannot encode WebP");
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    if (bytes.length <= fit.maxBytes || quality - fit.step < fit.floor - 1e-9) return { bytes, quality };
    quality -= fit.step;
  }
}
