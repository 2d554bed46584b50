import { ConversionError } from "#app/tools/shared/conversion-error.ts";

// The spec's input messages, word for word (product spec, section 5).
export const PNG_FILE_MESSAGE = "Please select a PNG file";
export const PDF_FILE_MESSAGE = "Please select a PDF file";
export const PNG_FILES_MESSAGE = "Please select PNG files";
export const JPG_FILES_MESSAGE = "Please select JPG/JPEG files";
export const WORD_FILE_MESSAGE = "Please select a Word document (.doc or .docx)";
export const EXCEL_FILE_MESSAGE = "Please select an Excel file (.xls or .xlsx)";
export const MP4_FILE_MESSAGE = "Please select an MP4 video file";
export const WEBP_FILE_MESSAGE = "Please select a WebP image file";

export const EMPTY_FILE_MESSAGE = "This file is empty. Please choose a file that has content.";

const MB = 1024 * 1024;

// The spec's stated limits: PNG 50MB, PDF 100MB, documents and WebP 50MB, MP4 500MB.
// JPEG has no stated limit; it gets the image limit of PNG.
export const SIZE_LIMITS = {
  png: 50 * MB,
  jpeg: 50 * MB,
  pdf: 100 * MB,
  document: 50 * MB,
  webp: 50 * MB,
  mp4: 500 * MB,
} as const;

export function tooLargeMessage(maxBytes: number): string {
  return `This file is too large. The maximum size is ${Math.round(maxBytes / MB)} MB.`;
}

/** What the first bytes of a file say it is. */
export type SniffedFormat = "png" | "jpeg" | "webp" | "pdf" | "zip" | "ole2" | "mp4" | "unknown";

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

/** Identifies a file by its magic bytes, never by its name or MIME type. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("PK\x03\x04")) || startsWith(bytes, ascii("PK\x05\x06"))) return "zip";
  if (startsWith(bytes, OLE2_SIGNATURE)) return "ole2";
  if (startsWith(bytes, ascii("ftyp"), 4)) return "mp4";
  if (hasPdfHeader(bytes)) return "pdf";
  return "unknown";
}

export type ConverterSlug =
  | "png-to-jpeg"
  | "pdf-to-jpg"
  | "pdf-to-png"
  | "png-to-pdf"
  | "jpg-to-pdf"
  | "word-to-pdf"
  | "excel-to-pdf"
  | "mp4-to-mp3"
  | "webp-to-jpg"
  | "webp-to-png";

export interface InputRule {
  /** For `<input type="file" accept>`. */
  accept: string;
  mimeTypes: readonly string[];
  extensions: readonly string[];
  /** Formats the bytes may have. */
  formats: readonly SniffedFormat[];
  maxBytes: number;
  /** The spec's message for a file of the wrong type. */
  message: string;
  multiple: boolean;
}

const WORD_MIME = ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/msword"];
const EXCEL_MIME = ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/vnd.ms-excel"];

function rule(r: Omit<InputRule, "accept">): InputRule {
  return { ...r, accept: [...r.mimeTypes, ...r.extensions].join(",") };
}

export const INPUT_RULES: Record<ConverterSlug, InputRule> = {
  "png-to-jpeg": rule({
    mimeTypes: ["image/png"],
    extensions: [".png"],
    formats: ["png"],
    maxBytes: SIZE_LIMITS.png,
    message: PNG_FILE_MESSAGE,
    multiple: false,
  }),
  "pdf-to-jpg": rule({
    mimeTypes: ["application/pdf"],
    extensions: [".pdf"],
    formats: ["pdf"],
    maxBytes: SIZE_LIMITS.pdf,
    message: PDF_FILE_MESSAGE,
    multiple: false,
  }),
  "pdf-to-png": rule({
    mimeTypes: ["application/pdf"],
    extensions: [".pdf"],
    formats: ["pdf"],
    maxBytes: SIZE_LIMITS.pdf,
    message: PDF_FILE_MESSAGE,
    multiple: false,
  }),
  "png-to-pdf": rule({
    mimeTypes: ["image/png"],
    extensions: [".png"],
    formats: ["png"],
    maxBytes: SIZE_LIMITS.png,
    message: PNG_FILES_MESSAGE,
    multiple: true,
  }),
  "jpg-to-pdf": rule({
    mimeTypes: ["image/jpeg", "image/jpg"],
    extensions: [".jpg", ".jpeg"],
    formats: ["jpeg"],
    maxBytes: SIZE_LIMITS.jpeg,
    message: JPG_FILES_MESSAGE,
    multiple: true,
  }),
  "word-to-pdf": rule({
    mimeTypes: WORD_MIME,
    extensions: [".docx", ".doc"],
    formats: ["zip", "ole2"],
    maxBytes: SIZE_LIMITS.document,
    message: WORD_FILE_MESSAGE,
    multiple: false,
  }),
  "excel-to-pdf": rule({
    mimeTypes: EXCEL_MIME,
    extensions: [".xlsx", ".xls"],
    formats: ["zip", "ole2"],
    maxBytes: SIZE_LIMITS.document,
    message: EXCEL_FILE_MESSAGE,
    multiple: false,
  }),
  "mp4-to-mp3": rule({
    mimeTypes: ["video/mp4"],
    extensions: [".mp4", ".m4v"],
    formats: ["mp4"],
    maxBytes: SIZE_LIMITS.mp4,
    message: MP4_FILE_MESSAGE,
    multiple: false,
  }),
  "webp-to-jpg": rule({
    mimeTypes: ["image/webp"],
    extensions: [".webp"],
    formats: ["webp"],
    maxBytes: SIZE_LIMITS.webp,
    message: WEBP_FILE_MESSAGE,
    multiple: false,
  }),
  "webp-to-png": rule({
    mimeTypes: ["image/webp"],
    extensions: [".webp"],
    formats: ["webp"],
    maxBytes: SIZE_LIMITS.webp,
    message: WEBP_FILE_MESSAGE,
    multiple: false,
  }),
};

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
 * The selection-time check (spec section 5): returns the message to show, or
 * null when the file may be added. Type by MIME type, or by extension when the
 * browser reports no type; then emptiness and the size limit. The bytes are
 * checked again when converting.
 */
export function checkSelectedFile(slug: ConverterSlug, file: FileLike): string | null {
  const r = INPUT_RULES[slug];
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

/**
 * The conversion-time check of the bytes themselves: empty, too large, or not
 * what the tool takes (a mislabelled file gets the spec's message). Returns
 * the sniffed format.
 */
export function assertInputBytes(slug: ConverterSlug, bytes: Uint8Array): SniffedFormat {
  const r = INPUT_RULES[slug];
  if (bytes.length === 0) throw new ConversionError("empty", EMPTY_FILE_MESSAGE);
  if (bytes.length > r.maxBytes) throw new ConversionError("too-large", tooLargeMessage(r.maxBytes));
  const format = sniffFormat(bytes);
  if (!r.formats.includes(format)) throw new ConversionError("wrong-type", r.message);
  return format;
}
