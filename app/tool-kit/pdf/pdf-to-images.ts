/**
 * PDF to JPG / PDF to PNG: pdf.js renders every page at a chosen scale to a
 * canvas, encoded as JPEG (quality 0.9, white paper) or PNG; all pages can be
 * zipped. Rendering needs a canvas, so it runs in the browser (pdf.js parses in
 * its own worker); opening and rendering are injectable so that page count,
 * sizes, progress, names and the ZIP are tested in Node.
 */
import { zipSync } from "fflate";
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, toBytes, withTimeout } from "#app/tool-kit/conversion/conversion.ts";
import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import type { ConverterMeta } from "#app/tool-kit/tool-definition.ts";
import { pdfPageImageName, uniqueNames } from "#app/tool-kit/conversion/file-names.ts";
import type { NamedBytes } from "#app/tool-kit/conversion/zip-files.ts";

export const ENCRYPTED_PDF_MESSAGE = "This PDF is password-protected. Please remove the password and try again.";
const PDF_TIMEOUT_MESSAGE = "This PDF took too long to render. Please try a smaller file.";
const NO_PAGES_MESSAGE = "This PDF has no pages to convert.";

const DEFAULT_SCALE = 2;
const DEFAULT_JPEG_QUALITY = 0.9;
/** Largest canvas we draw (Chromium's limit is about 268 million pixels; memory is the real limit). */
const MAX_PAGE_PIXELS = 40_000_000;

export type PageImageFormat = "jpeg" | "png";

export interface RenderedPage {
  pageNumber: number;
  /** Pixels. */
  width: number;
  height: number;
  bytes: Uint8Array;
  format: PageImageFormat;
}

/** The parts of pdf.js this module uses. */
export interface PdfViewportLike {
  width: number;
  height: number;
}
interface PdfPageLike {
  getViewport(params: { scale: number }): PdfViewportLike;
  cleanup(): unknown;
}
export interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
  destroy(): Promise<void>;
}

export interface PdfRenderDeps {
  openPdf?: (bytes: Uint8Array) => Promise<PdfDocumentLike>;
  renderPage?: (
    page: PdfPageLike,
    viewport: PdfViewportLike,
    format: PageImageFormat,
    quality: number,
  ) => Promise<Uint8Array>;
}

export interface PdfToImagesOptions extends ConvertOptions {
  /** 1 = 72 dpi, 2 = 144 dpi (default). */
  scale?: number;
  /** JPEG only; default 0.9. */
  quality?: number;
  /** Each page as soon as it is ready (to show it before the last page is done). */
  onPage?: (page: RenderedPage, pageCount: number) => void;
}

/** Where the page serves pdf.js's cMaps, standard fonts and wasm decoders (copied from pdfjs-dist), if it does. */
interface PdfjsAssetUrls {
  cMapUrl?: string;
  standardFontDataUrl?: string;
  wasmUrl?: string;
}

/** Opens a PDF with pdf.js in the browser (modern build, its parser in its own worker). */
async function openPdfInBrowser(bytes: Uint8Array, assets: PdfjsAssetUrls = {}): Promise<PdfDocumentLike> {
  const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({
    data: bytes.slice(), // pdf.js takes ownership of the buffer; keep the caller's
    isEvalSupported: false,
    enableXfa: false,
    ...(assets.cMapUrl ? { cMapUrl: assets.cMapUrl, cMapPacked: true } : {}),
    ...(assets.standardFontDataUrl ? { standardFontDataUrl: assets.standardFontDataUrl } : {}),
    ...(assets.wasmUrl ? { wasmUrl: assets.wasmUrl } : {}),
  }).promise as unknown as Promise<PdfDocumentLike>;
}

/** Renders one page on a canvas (white paper) and encodes it. Browser only. */
export async function renderPageWithCanvas(
  page: PdfPageLike,
  viewport: PdfViewportLike,
  format: PageImageFormat,
  quality: number,
): Promise<Uint8Array> {
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  try {
    const task = (page as unknown as import("pdfjs-dist").PDFPageProxy).render({
      canvas,
      viewport: viewport as import("pdfjs-dist").PageViewport,
      background: "#ffffff",
    });
    await task.promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, `image/${format}`, quality));
    if (!blob) throw new Error("Canvas could not be encoded");
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    canvas.width = 0; // frees the bitmap now rather than at garbage collection
    canvas.height = 0;
  }
}

export function mapPdfError(error: unknown): ConversionError {
  const name = (error as { name?: string } | null)?.name;
  if (name === "PasswordException") return new ConversionError("encrypted", ENCRYPTED_PDF_MESSAGE, { cause: error });
  return toConversionError(error);
}

async function openChecked(input: BinaryInput, rule: InputRule, deps: PdfRenderDeps, signal?: AbortSignal) {
  const bytes = toBytes(input);
  assertInputBytes(rule, bytes);
  const open = deps.openPdf ?? ((b: Uint8Array) => openPdfInBrowser(b));
  try {
    return await withTimeout(open(bytes), 60_000, PDF_TIMEOUT_MESSAGE, signal);
  } catch (error) {
    throw mapPdfError(error);
  }
}

/** The number of pages (checks the file like a conversion would). */
export async function countPdfPages(input: BinaryInput, rule: InputRule, deps: PdfRenderDeps = {}): Promise<number> {
  const doc = await openChecked(input, rule, deps);
  const count = doc.numPages;
  await doc.destroy();
  return count;
}

/** Viewport scale for a page: the chosen scale, lowered when the canvas would be too large. */
export function pageScale(baseViewport: PdfViewportLike, scale: number): number {
  const pixels = baseViewport.width * scale * baseViewport.height * scale;
  return pixels > MAX_PAGE_PIXELS ? scale * Math.sqrt(MAX_PAGE_PIXELS / pixels) : scale;
}

/** A PDF-to-images tool's convert function: `convertPdfToImages` for that tool. */
export function pdfToImagesConverter(tool: ConverterMeta) {
  return (input: BinaryInput, options: PdfToImagesOptions = {}, deps: PdfRenderDeps = {}): Promise<RenderedPage[]> =>
    convertPdfToImages(input, tool, options, deps);
}

/** Every page of the PDF as an image of the tool's output type (image/jpeg or image/png). */
async function convertPdfToImages(
  input: BinaryInput,
  tool: ConverterMeta,
  options: PdfToImagesOptions = {},
  deps: PdfRenderDeps = {},
): Promise<RenderedPage[]> {
  const { signal, onPage } = options;
  const scale = Math.min(8, Math.max(0.25, options.scale ?? DEFAULT_SCALE));
  const quality = options.quality ?? DEFAULT_JPEG_QUALITY;
  const report = progressReporter(options.onProgress);
  const render = deps.renderPage ?? renderPageWithCanvas;
  const format: PageImageFormat = tool.output.mimeType === "image/png" ? "png" : "jpeg";
  const doc = await openChecked(input, tool.input, deps, signal);
  try {
    if (doc.numPages < 1) throw new ConversionError("corrupt", NO_PAGES_MESSAGE);
    report(0.02);
    const pages: RenderedPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      throwIfAborted(signal);
      let rendered: RenderedPage;
      try {
        const page = await withTimeout(doc.getPage(n), 60_000, PDF_TIMEOUT_MESSAGE, signal);
        const viewport = page.getViewport({ scale: pageScale(page.getViewport({ scale: 1 }), scale) });
        const bytes = await withTimeout(render(page, viewport, format, quality), 120_000, PDF_TIMEOUT_MESSAGE, signal);
        rendered = {
          pageNumber: n,
          width: Math.ceil(viewport.width),
          height: Math.ceil(viewport.height),
          bytes,
          format,
        };
        page.cleanup();
      } catch (error) {
        throw mapPdfError(error);
      }
      pages.push(rendered);
      onPage?.(rendered, doc.numPages);
      report(n / doc.numPages, 0.02, 1);
    }
    return pages;
  } finally {
    void doc.destroy().catch(() => undefined);
  }
}

/** All pages in one ZIP, named like the per-page downloads. PNG/JPEG do not compress further: stored, not deflated. */
export function zipPageImages(pages: readonly RenderedPage[], originalName: string | undefined): Uint8Array {
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const page of pages)
    files[pdfPageImageName(originalName, page.pageNumber, page.format, pages.length)] = [page.bytes, { level: 0 }];
  return zipSync(files);
}

/**
 * The pages of several PDFs for one ZIP: each page named after its PDF and page
 * ("report-page-2.jpg"); two PDFs of the same name are numbered first ("report (2)-page-1.jpg").
 */
export function pdfBatchZipEntries(
  pdfs: readonly { fileName: string; pages: readonly RenderedPage[] }[],
): NamedBytes[] {
  const sources = uniqueNames(pdfs.map((pdf) => pdf.fileName));
  return pdfs.flatMap(({ pages }, i) =>
    pages.map((page) => ({
      name: pdfPageImageName(sources[i], page.pageNumber, page.format, pages.length),
      bytes: page.bytes,
    })),
  );
}
