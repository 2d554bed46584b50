import { describe, expect, it } from "vitest";
import {
  LOGO_SHARE,
  logoBox,
  MAX_QR_TEXT,
  MSG_QR_EMPTY,
  MSG_QR_TOO_LONG,
  QUIET_MODULES,
  qrMatrix,
  qrPixels,
} from "./qr-code.ts";
import { qrContrast } from "./colour-contrast.ts";
import { BLACK_ON_WHITE, decodePng, decodeRgba, decodeSvg, noisyLogo } from "./qr-test-support.ts";

const LINK = "https://crestline.example/tools?utm_source=flyer&utm_campaign=diwali-2026";

describe("QR code pixels and SVG", () => {
  it("PNG pixels and SVG both decode to the text", async () => {
    expect(decodePng(LINK)).toBe(LINK);
    expect(await decodeSvg(LINK)).toBe(LINK);
  });

  it("keeps the standard quiet zone of 4 modules", () => {
    const made = qrMatrix("hello", "M", false);
    if (!made.ok) throw new Error(made.error);
    const image = qrPixels(made.matrix, BLACK_ON_WHITE);
    expect(image.width).toBe((made.matrix.size + 2 * QUIET_MODULES) * BLACK_ON_WHITE.scale);
    // The first row of pixels and the first module of the code: white margin, dark finder.
    expect(image.data[0]).toBe(255);
    const finder = (QUIET_MODULES * 6 * image.width + QUIET_MODULES * 6) * 4;
    expect(image.data[finder]).toBe(0);
  });

  it("decodes in brand colours with enough contrast", async () => {
    const look = { foreground: "#1e3a8a", background: "#fef3c7", scale: 6 };
    expect(qrContrast(look.foreground, look.background).level).toBe("ok");
    expect(decodePng(LINK, look)).toBe(LINK);
    expect(await decodeSvg(LINK, look)).toBe(LINK);
  });

  it("raises the level to H with a logo, and the code with the logo painted over still decodes", async () => {
    const withLogo = qrMatrix(LINK, "L", true);
    expect(withLogo.ok && withLogo.matrix.level).toBe("H");
    const logo = noisyLogo(64, 40);
    expect(decodePng(LINK, BLACK_ON_WHITE, logo)).toBe(LINK);
    // A 1x1 red PNG as the SVG's logo: its box hides the modules it covers.
    const red =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==";
    expect(await decodeSvg(LINK, BLACK_ON_WHITE, red)).toBe(LINK);
  });

  it("the logo really covers the modules of its box and nothing outside it", () => {
    // Proves the logo test above is not vacuous.
    const made = qrMatrix(LINK, "H", true);
    if (!made.ok) throw new Error(made.error);
    const plain = qrPixels(made.matrix, BLACK_ON_WHITE);
    const logo = noisyLogo(64, 64);
    const painted = qrPixels(made.matrix, BLACK_ON_WHITE, logo);
    const box = logoBox(made.matrix, BLACK_ON_WHITE.scale);
    expect(box.side).toBeGreaterThanOrEqual(Math.floor(made.matrix.size * LOGO_SHARE - 1) * BLACK_ON_WHITE.scale);
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < plain.height; y++) {
      for (let x = 0; x < plain.width; x++) {
        const at = (y * plain.width + x) * 4;
        const inside = x >= box.x && y >= box.y && x < box.x + box.side && y < box.y + box.side;
        if (plain.data[at] !== painted.data[at]) {
          if (inside) changedInside++;
          else changedOutside++;
        }
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(box.side * box.side * 0.4);
    expect(decodeRgba(painted)).toBe(LINK);
  });

  it("refuses empty and over-long text with a message", () => {
    expect(qrMatrix("", "M", false)).toEqual({ ok: false, error: MSG_QR_EMPTY });
    expect(qrMatrix("x".repeat(MAX_QR_TEXT + 1), "M", false)).toEqual({ ok: false, error: MSG_QR_TOO_LONG });
    // Fits the length cap but not a version-40 code at H once a logo asks for H: still a message.
    expect(qrMatrix("é".repeat(MAX_QR_TEXT), "H", true)).toEqual({ ok: false, error: MSG_QR_TOO_LONG });
  });
});

describe("colour contrast", () => {
  it("refuses colours too close, warns on middling contrast, refuses inverted codes", () => {
    expect(qrContrast("#000000", "#ffffff")).toEqual({ level: "ok", ratio: 21 });
    expect(qrContrast("#999999", "#aaaaaa").level).toBe("refuse");
    expect(qrContrast("#808080", "#ffffff").level).toBe("warn");
    const inverted = qrContrast("#ffffff", "#000000");
    expect(inverted.level).toBe("refuse");
    expect(inverted.level === "refuse" && inverted.message).toMatch(/inverted/);
    expect(qrContrast("red", "#ffffff").level).toBe("refuse");
  });

  it("an inverted code is really unreadable to a reader that does not invert", () => {
    expect(decodePng(LINK, { foreground: "#ffffff", background: "#000000", scale: 6 })).toBeNull();
  });
});
