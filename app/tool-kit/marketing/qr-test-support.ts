import jsQR from "jsqr";
import sharp from "sharp";
import { qrMatrix, qrPixels, qrSvg, type QrLook, type Rgba } from "./qr-code.ts";

// Reading a code back as a phone would: jsQR over the pixels, normal orientation only
// (an inverted code must not pass as readable).

export const BLACK_ON_WHITE: QrLook = { foreground: "#000000", background: "#ffffff", scale: 6 };

export function decodeRgba(image: Rgba): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

/** The text read from the PNG pixels of `text`'s code. */
export function decodePng(text: string, look: QrLook = BLACK_ON_WHITE, logo?: Rgba): string | null {
  const made = qrMatrix(text, "M", logo !== undefined);
  if (!made.ok) throw new Error(made.error);
  return decodeRgba(qrPixels(made.matrix, look, logo));
}

/** The text read from the SVG of `text`'s code, rasterised by librsvg (sharp). */
export async function decodeSvg(
  text: string,
  look: QrLook = BLACK_ON_WHITE,
  logoDataUrl?: string,
): Promise<string | null> {
  const made = qrMatrix(text, "M", logoDataUrl !== undefined);
  if (!made.ok) throw new Error(made.error);
  const { data, info } = await sharp(Buffer.from(qrSvg(made.matrix, look, logoDataUrl)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeRgba({ width: info.width, height: info.height, data: new Uint8ClampedArray(data) });
}

/** A busy logo: random colours, fully opaque, so it hides the modules under it. */
export function noisyLogo(width: number, height: number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    data[i] = i % 4 === 3 ? 255 : seed & 255;
  }
  return { width, height, data };
}
