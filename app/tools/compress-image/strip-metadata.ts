// An image given back as it is (already compact) must still lose its location and camera
// details, as the tool promises. The picture's bytes are kept; only metadata is cut:
// JPEG APPn segments (EXIF, XMP, IPTC, maker data) and comments, PNG text/EXIF/time chunks,
// WebP EXIF and XMP chunks, AVIF EXIF and XMP items (strip-avif-metadata.ts). What draws the
// picture stays: JFIF, the ICC colour profile, Adobe's colour transform, and the orientation
// (in a JPEG rewritten as a one-tag EXIF, so a photo stored sideways still shows upright; an
// AVIF states it in properties of the picture, which stay).
import { concatBytes } from "#app/tool-kit/conversion/concat-bytes.ts";
import { stripAvif } from "./strip-avif-metadata.ts";

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** "Exif\0\0" + a big-endian TIFF header with one IFD entry: Orientation (0x0112), SHORT, 1. */
function orientationExif(orientation: number): Uint8Array {
  return Uint8Array.of(
    0x45, 0x78, 0x69, 0x66, 0, 0, // Exif\0\0
    0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, // MM, 42, IFD at 8
    0, 1, // one entry
    0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, // Orientation = n
    0, 0, 0, 0, // no next IFD
  ); // prettier-ignore
}

/** APP2 is kept only for the ICC profile (cameras also put FlashPix data there); APP14 is Adobe's colour transform. */
function keepJpegSegment(bytes: Uint8Array, marker: number, start: number): boolean {
  if (marker === 0xe0 || marker === 0xee) return true;
  if (marker === 0xe2) return ascii(bytes, start, 11) === "ICC_PROFILE";
  return !(marker >= 0xe1 && marker <= 0xef) && marker !== 0xfe;
}

/** Orientation (1..8) from an EXIF APP1 payload ("Exif\0\0" + TIFF), 1 when absent. */
function exifOrientation(payload: Uint8Array): number {
  if (ascii(payload, 0, 6) !== "Exif\0\0") return 1;
  const tiff = new DataView(payload.buffer, payload.byteOffset + 6, payload.byteLength - 6);
  const little = tiff.getUint8(0) === 0x49;
  const ifd = tiff.getUint32(4, little);
  const count = tiff.getUint16(ifd, little);
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (tiff.getUint16(entry, little) !== 0x0112) continue;
    const value = tiff.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [];
  let orientation = 1;
  let i = 2;
  while (i + 4 <= bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!;
    if (marker === 0xda) break; // start of scan: the rest is picture data
    const end = i + 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!);
    if (keepJpegSegment(bytes, marker, i + 4)) kept.push(bytes.subarray(i, end));
    else if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(bytes.subarray(i + 4, end));
    i = end;
  }
  if (i + 4 > bytes.length || bytes[i] !== 0xff) throw new Error("not a JPEG we can read");
  const exif = orientation === 1 ? [] : [orientationExif(orientation)];
  const app1 = exif.flatMap((e) => [Uint8Array.of(0xff, 0xe1, (e.length + 2) >> 8, (e.length + 2) & 0xff), e]);
  return concatBytes([bytes.subarray(0, 2), ...app1, ...kept, bytes.subarray(i)]);
}

const PNG_METADATA = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= bytes.length) {
    const end = i + 12 + view.getUint32(i);
    if (!PNG_METADATA.has(ascii(bytes, i + 4, 4))) parts.push(bytes.subarray(i, end));
    i = end;
  }
  return concatBytes(parts);
}

/** RIFF chunks: EXIF and XMP dropped, and their flags cleared in VP8X (bits 3 and 2 of its first byte). */
function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  let i = 12;
  while (i + 8 <= bytes.length) {
    const id = ascii(bytes, i, 4);
    const size = view.getUint32(i + 4, true);
    const end = Math.min(bytes.length, i + 8 + size + (size & 1));
    if (id === "VP8X") {
      const chunk = bytes.slice(i, end);
      chunk[8]! &= ~0b1100;
      parts.push(chunk);
    } else if (id !== "EXIF" && id !== "XMP ") parts.push(bytes.subarray(i, end));
    i = end;
  }
  const body = concatBytes(parts);
  const header = bytes.slice(0, 12);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concatBytes([header, body]);
}

/**
 * The same picture without its metadata, or undefined when its header is laid out in a way we
 * do not edit (malformed, or an animated AVIF): the caller then gives a fresh encoding instead.
 */
export function stripMetadata(bytes: Uint8Array, format: "jpeg" | "png" | "webp" | "avif"): Uint8Array | undefined {
  try {
    if (format === "jpeg") return stripJpeg(bytes);
    if (format === "png") return stripPng(bytes);
    if (format === "webp") return stripWebp(bytes);
    return stripAvif(bytes);
  } catch {
    return undefined;
  }
}
