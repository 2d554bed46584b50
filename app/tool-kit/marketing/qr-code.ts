import { create } from "qrcode";

// A QR code as pixels and as SVG, drawn from the module matrix of the `qrcode` package, so the
// PNG (painted on a canvas from these pixels), the SVG and the tests' decoder all see one picture.
// A centre logo is painted over the modules; the error correction is then raised to H (30 %
// recoverable) and the logo box kept to LOGO_SHARE of the width (about 5 % of the area).

export type ErrorCorrection = "L" | "M" | "Q" | "H";

/** Side of the logo box as a share of the code's width (the quiet zone not counted). */
export const LOGO_SHARE = 0.22;
/** Empty modules around the code: the standard asks for 4. */
export const QUIET_MODULES = 4;
/** The most characters one code takes here: more makes a dense code phones struggle with. */
export const MAX_QR_TEXT = 1_200;

export const MSG_QR_EMPTY = "Fill in the fields above to make a code.";
export const MSG_QR_TOO_LONG = `That is too much for one code that scans well: keep it under ${MAX_QR_TEXT.toLocaleString("en-IN")} characters.`;

export interface QrMatrix {
  /** Modules per side, quiet zone not counted. */
  size: number;
  /** Row by row, 1 for a dark module. */
  dark: Uint8Array;
  version: number;
  level: ErrorCorrection;
}

/** An RGBA bitmap (ImageData's layout), e.g. the decoded logo. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface QrLook {
  /** #rrggbb */
  foreground: string;
  background: string;
  /** Pixels per module. */
  scale: number;
}

export type QrResult = { ok: true; matrix: QrMatrix } | { ok: false; error: string };

/** The code's modules; with a logo the level is H whatever was asked. */
export function qrMatrix(text: string, level: ErrorCorrection, withLogo: boolean): QrResult {
  if (text.length === 0) return { ok: false, error: MSG_QR_EMPTY };
  if (text.length > MAX_QR_TEXT) return { ok: false, error: MSG_QR_TOO_LONG };
  const used: ErrorCorrection = withLogo ? "H" : level;
  try {
    const qr = create(text, { errorCorrectionLevel: used });
    const size = qr.modules.size;
    const dark = new Uint8Array(size * size);
    for (let i = 0; i < dark.length; i++) dark[i] = qr.modules.data[i] ? 1 : 0;
    return { ok: true, matrix: { size, dark, version: qr.version, level: used } };
  } catch {
    // The data does not fit the largest code at this level.
    return { ok: false, error: MSG_QR_TOO_LONG };
  }
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The logo's box in pixels: centred, LOGO_SHARE of the code's width, on whole modules. */
export function logoBox(matrix: QrMatrix, scale: number): { x: number; y: number; side: number } {
  let modules = Math.floor(matrix.size * LOGO_SHARE);
  if (modules % 2 !== matrix.size % 2) modules -= 1; // same parity keeps it centred on modules
  const start = (QUIET_MODULES + (matrix.size - modules) / 2) * scale;
  return { x: start, y: start, side: modules * scale };
}

/** The full picture, quiet zone included; a logo is fitted inside its box on the background colour. */
export function qrPixels(matrix: QrMatrix, look: QrLook, logo?: Rgba): Rgba {
  const { scale } = look;
  const side = (matrix.size + 2 * QUIET_MODULES) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  const fg = rgb(look.foreground);
  const bg = rgb(look.background);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / scale) - QUIET_MODULES;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / scale) - QUIET_MODULES;
      const inside = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size;
      const colour = inside && matrix.dark[row * matrix.size + col] ? fg : bg;
      const at = (y * side + x) * 4;
      data[at] = colour[0];
      data[at + 1] = colour[1];
      data[at + 2] = colour[2];
      data[at + 3] = 255;
    }
  }
  if (logo) paintLogo({ width: side, height: side, data }, logoBox(matrix, scale), logo, bg);
  return { width: side, height: side, data };
}

/** Clears the box to the background, then draws the logo inside it (nearest pixel, aspect kept, alpha blended). */
function paintLogo(
  target: Rgba,
  box: { x: number; y: number; side: number },
  logo: Rgba,
  bg: [number, number, number],
): void {
  const fit = Math.min(box.side / logo.width, box.side / logo.height);
  const w = Math.max(1, Math.round(logo.width * fit));
  const h = Math.max(1, Math.round(logo.height * fit));
  const ox = box.x + Math.floor((box.side - w) / 2);
  const oy = box.y + Math.floor((box.side - h) / 2);
  for (let y = box.y; y < box.y + box.side; y++) {
    for (let x = box.x; x < box.x + box.side; x++) {
      const at = (y * target.width + x) * 4;
      let colour = bg;
      const lx = Math.floor((x - ox) / fit);
      const ly = Math.floor((y - oy) / fit);
      if (x >= ox && y >= oy && x < ox + w && y < oy + h && lx < logo.width && ly < logo.height) {
        const from = (ly * logo.width + lx) * 4;
        const a = (logo.data[from + 3] ?? 0) / 255;
        colour = [0, 1, 2].map((c) => Math.round((logo.data[from + c] ?? 0) * a + bg[c]! * (1 - a))) as typeof bg;
      }
      target.data[at] = colour[0];
      target.data[at + 1] = colour[1];
      target.data[at + 2] = colour[2];
      target.data[at + 3] = 255;
    }
  }
}

/** The code as SVG: one path for the dark modules; a logo (a data: URL) in its box on the background. */
export function qrSvg(matrix: QrMatrix, look: Omit<QrLook, "scale">, logoDataUrl?: string): string {
  const side = matrix.size + 2 * QUIET_MODULES;
  let path = "";
  const box = logoDataUrl ? logoBox(matrix, 1) : null;
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.dark[row * matrix.size + col]) continue;
      const x = col + QUIET_MODULES;
      const y = row + QUIET_MODULES;
      if (box && x >= box.x && y >= box.y && x < box.x + box.side && y < box.y + box.side) continue;
      path += `M${x} ${y}h1v1h-1z`;
    }
  }
  const logo =
    box && logoDataUrl
      ? `<image x="${box.x}" y="${box.y}" width="${box.side}" height="${box.side}" preserveAspectRatio="xMidYMid meet" href="${logoDataUrl.replace(/"/g, "%22")}"/>`
      : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 10}" height="${side * 10}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="${look.background}"/>` +
    `<path fill="${look.foreground}" d="${path}"/>${logo}</svg>`
  );
}
