// Whether a QR code's colours scan: readers look for dark modules on a light ground, and need
// a clear difference between the two. The ratio is WCAG's contrast ratio (1 to 21).

/** Below this the code is refused: phone cameras in normal light miss modules. */
const MIN_QR_CONTRAST = 3;
/** Below this the code is made but the visitor is warned to test it. */
const GOOD_QR_CONTRAST = 4.5;

export type ContrastVerdict =
  | { level: "ok"; ratio: number }
  | { level: "warn"; ratio: number; message: string }
  | { level: "refuse"; ratio: number; message: string };

const HEX = /^#[0-9a-f]{6}$/i;

function isHexColour(text: string): boolean {
  return HEX.test(text);
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function qrContrast(foreground: string, background: string): ContrastVerdict {
  if (!isHexColour(foreground) || !isHexColour(background)) {
    return { level: "refuse", ratio: 1, message: "Choose both colours as #rrggbb values." };
  }
  const ratio = Math.round(contrastRatio(foreground, background) * 10) / 10;
  if (luminance(foreground) > luminance(background)) {
    return {
      level: "refuse",
      ratio,
      message:
        "The code colour is lighter than the background. Many scanners cannot read an inverted code: use a dark code on a light background.",
    };
  }
  if (ratio < MIN_QR_CONTRAST) {
    return {
      level: "refuse",
      ratio,
      message: `The colours are too close (contrast ${ratio}:1). Phones need at least ${MIN_QR_CONTRAST}:1: darken the code or lighten the background.`,
    };
  }
  if (ratio < GOOD_QR_CONTRAST) {
    return {
      level: "warn",
      ratio,
      message: `Contrast ${ratio}:1 scans in good light, but test it on a phone before printing; ${GOOD_QR_CONTRAST}:1 or more is safer.`,
    };
  }
  return { level: "ok", ratio };
}
