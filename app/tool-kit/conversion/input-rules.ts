// What a converter accepts: the rule each converter's meta.ts declares, the wrong-type
// messages (the product's wording, word for word), the size limits and the messages
// for an empty or too large file. Plain data, no imports: the tool registry reads it
// at build time.

/** What the first bytes of a file say it is. */
export type SniffedFormat =
  | "png"
  | "jpeg"
  | "webp"
  | "pdf"
  | "zip"
  | "ole2"
  | "mp4"
  | "avif"
  /** HEIC / HEIF (iPhone photos). */
  | "heic"
  // Formats no converter takes, told apart so that such a file gets the wrong-type message:
  | "gif"
  | "bmp"
  | "tiff"
  | "text"
  /** Nothing recognisable: a damaged file, if its name says it is of the right type. */
  | "unknown";

export interface InputRule {
  mimeTypes: readonly string[];
  extensions: readonly string[];
  /** Formats the bytes may have. */
  formats: readonly SniffedFormat[];
  maxBytes: number;
  /** The message for a file of the wrong type. */
  message: string;
  multiple: boolean;
}

/** For `<input type="file" accept>`. */
export function acceptAttribute(rule: InputRule): string {
  return [...rule.mimeTypes, ...rule.extensions].join(",");
}

// The wrong-type messages, word for word as the product states them.
export const PNG_FILE_MESSAGE = "Please select a PNG file";
export const PDF_FILE_MESSAGE = "Please select a PDF file";
export const PNG_FILES_MESSAGE = "Please select PNG files";
export const JPG_FILES_MESSAGE = "Please select JPG/JPEG files";
export const WORD_FILE_MESSAGE = "Please select a Word document (.doc or .docx)";
export const EXCEL_FILE_MESSAGE = "Please select an Excel file (.xls or .xlsx)";
export const MP4_FILE_MESSAGE = "Please select an MP4 video file";
export const WEBP_FILE_MESSAGE = "Please select a WebP image file";
const PHOTO_FILES_MESSAGE = "Please select JPEG, PNG, WebP or AVIF images";
const HEIC_FILES_MESSAGE = "Please select HEIC or HEIF photos (from an iPhone or iPad)";

export const EMPTY_FILE_MESSAGE = "This file is empty. Please choose a file that has content.";

const MB = 1024 * 1024;

// The stated limits: PNG 50MB, PDF 100MB, documents and WebP 50MB, MP4 500MB.
// JPEG has no stated limit; it gets the image limit of PNG.
export const SIZE_LIMITS = {
  png: 50 * MB,
  jpeg: 50 * MB,
  pdf: 100 * MB,
  document: 50 * MB,
  webp: 50 * MB,
  heic: 50 * MB,
  mp4: 500 * MB,
} as const;

/** A single-file rule: a file of one of these types, up to `maxBytes`. */
function oneFile(
  mimeTypes: readonly string[],
  extensions: readonly string[],
  formats: readonly SniffedFormat[],
  maxBytes: number,
  message: string,
): InputRule {
  return { mimeTypes, extensions, formats, maxBytes, message, multiple: false };
}

const PNG_TYPES = [["image/png"], [".png"], ["png"]] as const;
const JPEG_TYPES = [["image/jpeg", "image/jpg"], [".jpg", ".jpeg"], ["jpeg"]] as const;

/** The input rules converters declare in their meta.ts, one per kind of file they take. */
export const INPUTS = {
  png: oneFile(...PNG_TYPES, SIZE_LIMITS.png, PNG_FILE_MESSAGE),
  pngs: { ...oneFile(...PNG_TYPES, SIZE_LIMITS.png, PNG_FILES_MESSAGE), multiple: true },
  jpegs: { ...oneFile(...JPEG_TYPES, SIZE_LIMITS.jpeg, JPG_FILES_MESSAGE), multiple: true },
  webp: oneFile(["image/webp"], [".webp"], ["webp"], SIZE_LIMITS.webp, WEBP_FILE_MESSAGE),
  // PNG to JPEG, WebP to JPG and WebP to PNG take many files, each converted on its own,
  // so a wrong one keeps the single-file tool's message.
  pngBatch: { ...oneFile(...PNG_TYPES, SIZE_LIMITS.png, PNG_FILE_MESSAGE), multiple: true },
  webpBatch: { ...oneFile(["image/webp"], [".webp"], ["webp"], SIZE_LIMITS.webp, WEBP_FILE_MESSAGE), multiple: true },
  // Compress image and Resize for social media: any web photo format, many at once.
  photos: {
    ...oneFile(
      ["image/jpeg", "image/jpg", "image/png", "image/webp", "image/avif"],
      [".jpg", ".jpeg", ".png", ".webp", ".avif"],
      ["jpeg", "png", "webp", "avif"],
      SIZE_LIMITS.png,
      PHOTO_FILES_MESSAGE,
    ),
    multiple: true,
  },
  heicBatch: {
    ...oneFile(
      ["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"],
      [".heic", ".heif", ".hif"],
      ["heic"],
      SIZE_LIMITS.heic,
      HEIC_FILES_MESSAGE,
    ),
    multiple: true,
  },
  pdf: oneFile(["application/pdf"], [".pdf"], ["pdf"], SIZE_LIMITS.pdf, PDF_FILE_MESSAGE),
  word: oneFile(
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/msword"],
    [".docx", ".doc"],
    ["zip", "ole2"],
    SIZE_LIMITS.document,
    WORD_FILE_MESSAGE,
  ),
  excel: oneFile(
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/vnd.ms-excel"],
    [".xlsx", ".xls"],
    ["zip", "ole2"],
    SIZE_LIMITS.document,
    EXCEL_FILE_MESSAGE,
  ),
  mp4: oneFile(["video/mp4"], [".mp4", ".m4v"], ["mp4"], SIZE_LIMITS.mp4, MP4_FILE_MESSAGE),
} as const satisfies Record<string, InputRule>;

export function tooLargeMessage(maxBytes: number): string {
  return `This file is too large. The maximum size is ${Math.round(maxBytes / MB)} MB.`;
}
