/** Dimensions and EXIF orientation read from PNG / JPEG headers, without decoding pixels. */

export interface ImageInfo {
  width: number;
  height: number;
  /** EXIF orientation 1–8 (JPEG only; 1 when absent). */
  orientation: number;
}

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
}

function u32be(b: Uint8Array, i: number): number {
  return (((b[i] ?? 0) << 24) >>> 0) + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0);
}

export function readPngInfo(bytes: Uint8Array): ImageInfo | null {
  // Signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4).
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  return width > 0 && height > 0 ? { width, height, orientation: 1 } : null;
}

/** The orientation in an APP1 segment, or null when the segment is not EXIF (e.g. XMP, also APP1). */
function readExifOrientation(bytes: Uint8Array, start: number, length: number): number | null {
  // APP1 payload: "Exif\0\0" then a TIFF header.
  if (String.fromCharCode(...bytes.subarray(start, start + 4)) !== "Exif") return null;
  const tiff = start + 6;
  const end = start + length;
  const little = bytes[tiff] === 0x49;
  const u16 = (i: number) => (little ? (bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8) : u16be(bytes, i));
  const u32 = (i: number) => (little ? u16(i) + u16(i + 2) * 65536 : u32be(bytes, i));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > end) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

export function readJpegInfo(bytes: Uint8Array): ImageInfo | null {
  let i = 2;
  let orientation: number | null = null;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = u16be(bytes, i + 2);
    if (length < 2) return null;
    // The first EXIF segment counts; an XMP segment after it (also APP1) must not reset it.
    if (marker === 0xe1 && orientation === null) orientation = readExifOrientation(bytes, i + 4, length - 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16be(bytes, i + 5);
      const width = u16be(bytes, i + 7);
      return width > 0 && height > 0 ? { width, height, orientation: orientation ?? 1 } : null;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    i += 2 + length;
  }
  return null;
}
