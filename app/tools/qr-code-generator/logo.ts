import type { QrLogo } from "#app/tool-kit/marketing/qr-preview.tsx";

// The centre logo: decoded by the browser, scaled down to at most LOGO_PIXELS a side (it fills
// a fifth of the code), kept as pixels for the PNG and as a PNG data URL for the SVG.

const LOGO_PIXELS = 256;
const MAX_LOGO_BYTES = 5 * 1024 * 1024;
const MSG_LOGO_TYPE = "Choose a PNG, JPEG, WebP or SVG image for the logo.";
const MSG_LOGO_BAD = "This image could not be read. It may be damaged: try another file.";
const MSG_LOGO_BIG = "The logo file is over 5 MB: choose a smaller image.";

export async function readLogo(file: File): Promise<QrLogo> {
  if (!/^image\/(png|jpeg|webp|svg\+xml|gif)$/.test(file.type)) throw new Error(MSG_LOGO_TYPE);
  if (file.size > MAX_LOGO_BYTES) throw new Error(MSG_LOGO_BIG);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode().catch(() => {
      throw new Error(MSG_LOGO_BAD);
    });
    const w = image.naturalWidth || LOGO_PIXELS;
    const h = image.naturalHeight || LOGO_PIXELS;
    const fit = Math.min(1, LOGO_PIXELS / Math.max(w, h));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(w * fit));
    canvas.height = Math.max(1, Math.round(h * fit));
    const context = canvas.getContext("2d");
    if (!context) throw new Error(MSG_LOGO_BAD);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return {
      pixels: { width: data.width, height: data.height, data: data.data },
      dataUrl: canvas.toDataURL("image/png"),
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}
