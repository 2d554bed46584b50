/**
 * Compress PDF: every embedded image we can read faithfully (image-source.ts) is brought
 * down to the level's resolution where it is drawn (placements.ts) and saved as JPEG at
 * the level's quality, but only where that is smaller. Metadata streams, page thumbnails
 * copies of identical streams and objects nothing refers to are dropped, and the file is saved with object streams.
 * Font programs no text is shown with are no longer embedded, and CFF fonts keep only the
 * glyphs shown (fonts.ts). Other Flate streams (fonts, page content) are compressed again at the highest level
 * (recompress.ts). Text, links and pages are untouched. The result is never larger than the input.
 * The JPEG encoder is passed in: OffscreenCanvas in the worker, sharp in Node.
 * Work is bounded: the content scan by scan-budget.ts, the re-encoding by a time limit
 * after which the remaining images are kept as they are (the output is still valid).
 */
import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream } from "pdf-lib";
import { ConversionError, DAMAGED_FILE_MESSAGE, isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import {
  progressReporter,
  throwIfAborted,
  toBytes,
  yieldToEventLoop,
  type BinaryInput,
  type ConvertOptions,
} from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { ENCRYPTED_PDF_MESSAGE } from "#app/tool-kit/pdf/pdf-to-images.ts";
import { loadBounded } from "./bounded-load.ts";
import { dedupeStreams } from "./dedupe.ts";
import { slimFonts } from "./fonts.ts";
import { readImage, type ImageSource } from "./image-source.ts";
import { jpegComponents } from "./jpeg-header.ts";
import { LEVELS, type CompressionLevel } from "./levels.ts";
import { tool } from "./meta.ts";
import { imagePlacements, type Placement } from "./placements.ts";
import { recompressFlate } from "./recompress.ts";
import { ScanBudget, SCAN_LIMITS, type ScanLimits } from "./scan-budget.ts";

/** Encodes `source` as a JPEG of `width` x `height` pixels at `quality` (0 to 1). */
export type JpegEncoder = (source: ImageSource, width: number, height: number, quality: number) => Promise<Uint8Array>;

export interface CompressOptions extends ConvertOptions {
  level: CompressionLevel;
  /** Tests lower these; the defaults suit real documents. */
  limits?: { scan?: ScanLimits; reencodeMs?: number };
}

export interface CompressedPdf {
  bytes: Uint8Array;
  originalSize: number;
  /** The output is the input itself: nothing we could do made it smaller. */
  alreadyCompact: boolean;
  pageCount: number;
  imagesReencoded: number;
  /** The page scan hit its budget: images it did not reach were sized to their page. */
  scanCutShort: boolean;
  /** Images left as they were because re-encoding ran out of time. */
  imagesSkipped: number;
}

const NO_PAGES_MESSAGE = "This PDF has no pages.";
/** Below this, downsampling gains too little to be worth the softer image. */
const DOWNSAMPLE_BELOW = 0.9;
/** Time for compressing Flate streams again; past it the rest stay as they are. */
const RECOMPRESS_MS = 20_000;
/** Re-encoding stops here, well inside the page's five-minute limit, so that a result still comes. */
const REENCODE_MS = 150_000;

async function open(bytes: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    // Loaded regardless, so that an encrypted file is told apart from a damaged one.
    doc = await loadBounded(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch (error) {
    if (isConversionError(error)) throw error; // refused by a cap, with its own message
    throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE, { cause: error });
  }
  if (doc.isEncrypted) throw new ConversionError("encrypted", ENCRYPTED_PDF_MESSAGE);
  let pages = 0;
  try {
    pages = doc.getPageCount();
  } catch (error) {
    throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE, { cause: error });
  }
  if (pages === 0) throw new ConversionError("corrupt", NO_PAGES_MESSAGE);
  return doc;
}

/** Pixels to keep: enough for `dpi` where the image is drawn largest, never more than it has. */
export function targetSize(width: number, height: number, placement: Placement | undefined, dpi: number) {
  if (!placement || placement.width <= 0 || placement.height <= 0) return { width, height };
  const scale = Math.max(((placement.width / 72) * dpi) / width, ((placement.height / 72) * dpi) / height);
  if (scale >= DOWNSAMPLE_BELOW) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Metadata streams and thumbnails: no reader needs them to show or search the document. */
function dropExtras(doc: PDFDocument): void {
  doc.catalog.delete(PDFName.of("Metadata"));
  for (const page of doc.getPages()) page.node.delete(PDFName.of("Thumb"));
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
      object.dict.delete(PDFName.of("Metadata"));
  }
}

/** Deletes every object that neither the catalogue nor the document information reaches. */
function dropUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const seen = new Set<string>();
  const queue: unknown[] = [context.trailerInfo.Root, context.trailerInfo.Info];
  while (queue.length > 0) {
    const item = queue.pop();
    if (item instanceof PDFRef) {
      if (seen.has(item.toString())) continue;
      seen.add(item.toString());
      queue.push(context.lookup(item));
    } else if (item instanceof PDFDict) queue.push(...item.values());
    else if (item instanceof PDFArray) queue.push(...item.asArray());
    else if (item instanceof PDFStream) queue.push(...item.dict.values());
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!seen.has(ref.toString())) context.delete(ref);
}

async function reencodeImages(
  doc: PDFDocument,
  options: CompressOptions,
  encode: JpegEncoder,
  report: (fraction: number, from: number, to: number) => void,
) {
  const { dpi, quality } = LEVELS[options.level];
  const budget = new ScanBudget(options.limits?.scan ?? SCAN_LIMITS);
  const placements = imagePlacements(doc, (done, count) => report(done / count, 0.05, 0.3), budget);
  const deadline = Date.now() + (options.limits?.reencodeMs ?? REENCODE_MS);
  const images = doc.context
    .enumerateIndirectObjects()
    .filter(
      (entry): entry is [PDFRef, PDFRawStream] =>
        entry[1] instanceof PDFRawStream && entry[1].dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    );
  // Soft masks hold transparency: a lossy JPEG would fray their edges.
  const softMasks = new Set(images.flatMap(([, stream]) => stream.dict.get(PDFName.of("SMask"))?.toString() ?? []));
  let replaced = 0;
  let skipped = 0;
  for (const [index, [ref, stream]] of images.entries()) {
    throwIfAborted(options.signal);
    if (Date.now() > deadline) {
      skipped = images.length - index;
      break;
    }
    const image = softMasks.has(ref.toString()) ? undefined : readImage(doc.context, stream, budget);
    if (image) {
      const size = targetSize(image.source.width, image.source.height, placements.get(ref.toString()), dpi);
      const jpeg = await encode(image.source, size.width, size.height, quality).catch(() => undefined);
      const components = jpeg ? jpegComponents(jpeg) : 0;
      if (jpeg && (components === 1 || components === 3) && jpeg.length < stream.getContents().length) {
        const dict = doc.context.obj({
          Type: "XObject",
          Subtype: "Image",
          Width: size.width,
          Height: size.height,
          ColorSpace: components === 1 ? PDFName.of("DeviceGray") : image.colorSpace,
          BitsPerComponent: 8,
          Filter: "DCTDecode",
        });
        for (const key of ["SMask", "Intent", "Interpolate", "OC", "StructParent"]) {
          const value = stream.dict.get(PDFName.of(key));
          if (value) dict.set(PDFName.of(key), value);
        }
        doc.context.assign(ref, PDFRawStream.of(dict, jpeg));
        replaced++;
      }
    }
    report((index + 1) / images.length, 0.3, 0.9);
    await yieldToEventLoop();
  }
  return { replaced, skipped, scanCutShort: budget.exhausted, budget };
}

export async function compressPdf(
  input: BinaryInput,
  options: CompressOptions,
  encode: JpegEncoder,
): Promise<CompressedPdf> {
  const bytes = toBytes(input);
  assertInputBytes(tool.input, bytes);
  const report = progressReporter(options.onProgress);
  const doc = await open(bytes);
  const pageCount = doc.getPageCount();
  report(0.05);
  const images = await reencodeImages(doc, options, encode, report);
  slimFonts(doc, new ScanBudget(options.limits?.scan ?? SCAN_LIMITS));
  dropExtras(doc);
  dedupeStreams(doc.context);
  dropUnreachable(doc);
  report(0.92);
  recompressFlate(doc.context, Date.now() + RECOMPRESS_MS, images.budget);
  throwIfAborted(options.signal);
  let saved: Uint8Array;
  try {
    saved = await doc.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
  } catch (error) {
    throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE, { cause: error });
  }
  report(1);
  const alreadyCompact = saved.length >= bytes.length;
  return {
    bytes: alreadyCompact ? bytes : saved,
    originalSize: bytes.length,
    alreadyCompact,
    pageCount,
    imagesReencoded: images.replaced,
    imagesSkipped: images.skipped,
    scanCutShort: images.scanCutShort,
  };
}
