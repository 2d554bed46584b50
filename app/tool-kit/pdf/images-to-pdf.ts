/**
 * PNG to PDF and JPG to PDF: one page per image, in the order given, each page
 * the size of its image (at 96 pixels per inch, as browsers show images).
 */
import { ConversionError, DAMAGED_FILE_MESSAGE, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, toBytes, yieldToEventLoop } from "#app/tool-kit/conversion/conversion.ts";
import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { sniffFormat } from "#app/tool-kit/conversion/file-checks.ts";
import { EMPTY_FILE_MESSAGE, tooLargeMessage } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { readJpegInfo, readPngInfo, type ImageInfo } from "#app/tool-kit/images/image-info.ts";

interface NamedInput {
  name: string;
  data: BinaryInput;
}

export type ImageInput = BinaryInput | NamedInput;

/** PDF points per image pixel (72 pt per inch / 96 px per inch). */
const POINTS_PER_PIXEL = 0.75;
/** Largest page side PDF viewers accept (200 inches). */
const MAX_PAGE_SIDE = 14_400;

function isNamed(input: ImageInput): input is NamedInput {
  return !(input instanceof ArrayBuffer) && !(input instanceof Uint8Array);
}

function label(input: ImageInput, index: number): string {
  return isNamed(input) && input.name ? `“${input.name}”` : `Image ${index + 1}`;
}

/** The images (PNG or JPEG, as the tool's input rule says) as one PDF. */
export async function convertImagesToPdf(
  inputs: readonly ImageInput[],
  tool: ConverterMeta,
  options: ConvertOptions = {},
): Promise<Uint8Array> {
  const rule = tool.input;
  const kind = rule.formats.includes("png") ? "png" : "jpeg";
  const typeName = kind === "png" ? "PNG" : "JPG/JPEG";
  const report = progressReporter(options.onProgress);
  if (inputs.length === 0) throw new ConversionError("wrong-type", rule.message);

  // Check every file before any heavy work.
  const images = inputs.map((input, index) => {
    const bytes = toBytes(isNamed(input) ? input.data : input);
    const name = label(input, index);
    if (bytes.length === 0) throw new ConversionError("empty", `${name}: ${EMPTY_FILE_MESSAGE}`);
    if (bytes.length > rule.maxBytes)
      throw new ConversionError("too-large", `${name}: ${tooLargeMessage(rule.maxBytes)}`);
    const format = sniffFormat(bytes);
    if (format === "unknown") throw new ConversionError("corrupt", `${name}: ${DAMAGED_FILE_MESSAGE}`);
    if (format !== kind) {
      throw new ConversionError("wrong-type", `${name} is not a ${typeName} image. ${rule.message}`);
    }
    const info = kind === "png" ? readPngInfo(bytes) : readJpegInfo(bytes);
    if (!info) throw new ConversionError("corrupt", `${name}: ${DAMAGED_FILE_MESSAGE}`);
    return { bytes, name, info };
  });

  const { PDFDocument, degrees } = await import("pdf-lib");
  throwIfAborted(options.signal);
  const pdf = await PDFDocument.create();
  pdf.setProducer("Crestline Digital");
  pdf.setCreator("Crestline Digital");
  pdf.setTitle(kind === "png" ? "PNG images" : "JPG images");

  for (const [index, image] of images.entries()) {
    throwIfAborted(options.signal);
    let embedded;
    try {
      embedded = kind === "png" ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
    } catch (error) {
      throw toConversionError(error, `${image.name}: ${DAMAGED_FILE_MESSAGE}`);
    }
    const { width, height } = embedded;
    drawOnOwnPage(pdf, embedded, width, height, image.info, degrees);
    report((index + 1) / images.length, 0, 0.9);
    await yieldToEventLoop();
  }

  throwIfAborted(options.signal);
  const bytes = await pdf.save();
  report(1);
  return bytes;
}

type PdfDoc = Awaited<ReturnType<typeof import("pdf-lib").PDFDocument.create>>;
type PdfImage = Awaited<ReturnType<PdfDoc["embedPng"]>>;

function drawOnOwnPage(
  pdf: PdfDoc,
  image: PdfImage,
  pixelWidth: number,
  pixelHeight: number,
  info: ImageInfo,
  degrees: typeof import("pdf-lib").degrees,
): void {
  // Orientations 5–8 turn the picture a quarter: the page swaps its sides.
  const quarterTurn = info.orientation >= 5;
  const shownW = quarterTurn ? pixelHeight : pixelWidth;
  const shownH = quarterTurn ? pixelWidth : pixelHeight;
  const scale = Math.min(POINTS_PER_PIXEL, MAX_PAGE_SIDE / shownW, MAX_PAGE_SIDE / shownH);
  const w = pixelWidth * scale; // drawn size of the stored (unrotated) image
  const h = pixelHeight * scale;
  const page = pdf.addPage([shownW * scale, shownH * scale]);
  switch (info.orientation) {
    case 3:
    case 4:
      page.drawImage(image, { x: w, y: h, width: w, height: h, rotate: degrees(180) });
      break;
    case 5:
    case 6:
      page.drawImage(image, { x: 0, y: w, width: w, height: h, rotate: degrees(-90) });
      break;
    case 7:
    case 8:
      page.drawImage(image, { x: h, y: 0, width: w, height: h, rotate: degrees(90) });
      break;
    default:
      page.drawImage(image, { x: 0, y: 0, width: w, height: h });
  }
}
