import { ConversionError, DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import {
  EMPTY_FILE_MESSAGE,
  tooLargeMessage,
  type InputRule,
  type SniffedFormat,
} from "#app/tool-kit/conversion/input-rules.ts";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_SIGNATURE = ascii("%PDF-");

function hasPdfHeader(bytes: Uint8Array): boolean {
  // PDF readers accept up to 1 KB of junk before the header; so do we.
  const end = Math.min(bytes.length - PDF_SIGNATURE.length, 1024);
  for (let i = 0; i <= end; i++) {
    if (startsWith(bytes, PDF_SIGNATURE, i)) return true;
  }
  return false;
}

const TEXT_SNIFF_BYTES = 512;

/** Text (a CSV or notes renamed): the first bytes are valid UTF-8 without control characters but tab, CR, LF, FF. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, TEXT_SNIFF_BYTES);
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  const decoder = new TextDecoder("utf-8", { fatal: true });
  // Where the head was cut from a longer file, the cut may split a character: allow up to 3 bytes of it.
  const maxCut = head.length < bytes.length ? 3 : 0;
  for (let cut = 0; cut <= maxCut; cut++) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter head
    }
  }
  return false;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/**
 * AVIF, HEIC and MP4 share the ISO media "ftyp" box: its major and compatible brands
 * tell them apart (an AVIF often names "mif1" too, so "avif" wins over the HEIF brands).
 */
function isoMediaFormat(bytes: Uint8Array): SniffedFormat {
  const boxSize = Math.min(((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0), 256);
  const brands: string[] = [];
  for (let i = 8; i + 4 <= Math.min(boxSize, bytes.length); i += 4) {
    if (i !== 12) brands.push(String.fromCharCode(...bytes.subarray(i, i + 4))); // 12..16 is the minor version
  }
  if (brands.includes("avif") || brands.includes("avis")) return "avif";
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heic";
  return "mp4";
}

/** Identifies a file by its magic bytes, never by its name or MIME type. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("PK\x03\x04")) || startsWith(bytes, ascii("PK\x05\x06"))) return "zip";
  if (startsWith(bytes, OLE2_SIGNATURE)) return "ole2";
  if (startsWith(bytes, ascii("ftyp"), 4)) return isoMediaFormat(bytes);
  if (hasPdfHeader(bytes)) return "pdf";
  if (startsWith(bytes, ascii("GIF8"))) return "gif";
  if (startsWith(bytes, ascii("BM")) && bytes.length >= 26) return "bmp";
  if (startsWith(bytes, ascii("II*\0")) || startsWith(bytes, ascii("MM\0*"))) return "tiff";
  if (looksLikeText(bytes)) return "text";
  return "unknown";
}

export interface FileLike {
  name: string;
  /** The browser-reported MIME type; often "" for Office files on some systems. */
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/**
 * The selection-time check: returns the message to show, or null when the
 * file may be added. Type by MIME type, or by extension when the
 * browser reports no type; then emptiness and the size limit. The bytes are
 * checked again when converting.
 */
export function checkSelectedFile(r: InputRule, file: FileLike): string | null {
  const mime = file.type.toLowerCase();
  const typeOk = mime
    ? r.mimeTypes.includes(mime) ||
      (mime === "application/octet-stream" && r.extensions.includes(extensionOf(file.name)))
    : r.extensions.includes(extensionOf(file.name));
  if (!typeOk) return r.message;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > r.maxBytes) return tooLargeMessage(r.maxBytes);
  return null;
}

/** Of the picked files, those that may be added, and the message about the first that may not (null when all may). */
export function screenSelectedFiles<F extends FileLike>(r: InputRule, files: readonly F[]) {
  const accepted: F[] = [];
  let message: string | null = null;
  for (const file of files) {
    const problem = checkSelectedFile(r, file);
    if (problem) message ??= problem;
    else accepted.push(file);
  }
  return { accepted, message };
}

/**
 * The conversion-time check of the bytes themselves: empty, too large, or not
 * what the tool takes. A file recognisably of another type (a JPEG named .png, a CSV
 * named .xls) gets the tool's wrong-type message; one that is nothing recognisable
 * (garbage bytes named .pdf) was chosen as the right type and is damaged. Returns the
 * sniffed format.
 */
export function assertInputBytes(r: InputRule, bytes: Uint8Array): SniffedFormat {
  if (bytes.length === 0) throw new ConversionError("empty", EMPTY_FILE_MESSAGE);
  if (bytes.length > r.maxBytes) throw new ConversionError("too-large", tooLargeMessage(r.maxBytes));
  const format = sniffFormat(bytes);
  if (r.formats.includes(format)) return format;
  if (format === "unknown") throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE);
  throw new ConversionError("wrong-type", r.message);
}
