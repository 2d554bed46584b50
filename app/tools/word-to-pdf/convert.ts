/**
 * Word to PDF: .docx → HTML (mammoth) → pdfmake content (our own mapping) →
 * PDF with real, selectable text. Keeps headings, paragraphs, bold, italic,
 * underline, links, bulleted and numbered lists, tables and PNG/JPEG images,
 * and the document's page size and margins.
 */
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { ConversionError, toConversionError } from "#app/tools/conversion/conversion-error.ts";
import {
  progressReporter,
  throwIfAborted,
  toBytes,
  withTimeout,
  type BinaryInput,
  type ConvertOptions,
} from "#app/tools/conversion/conversion.ts";
import { assertInputBytes } from "#app/tools/conversion/file-checks.ts";
import { renderDocumentPdf } from "#app/tools/conversion/render-document-pdf.ts";
import { WORD_FILE_MESSAGE } from "#app/tools/conversion/input-rules.ts";
import { peekZip } from "#app/tools/conversion/office-zip.ts";
import { mapBlocks, parseHtml } from "./html-to-pdfmake.ts";
import { tool } from "./meta.ts";

export const LEGACY_DOC_MESSAGE =
  "This is an older Word .doc file, which can't be converted in your browser. Please save it as .docx in Word and try again.";
export const CORRUPT_DOCX_MESSAGE = "This Word document could not be read; it may be damaged. Please try another file.";
const ENCRYPTED_DOCX_MESSAGE = "This Word document is password-protected. Please remove the password and try again.";
export const DOCX_TIMEOUT_MESSAGE = "This document took too long to convert. Please try a smaller document.";

export interface PageSetup {
  /** Points. */
  width: number;
  height: number;
  margins: [left: number, top: number, right: number, bottom: number];
}

const A4: PageSetup = { width: 595.28, height: 841.89, margins: [72, 72, 72, 72] };

/** Page size and margins from the document's last section (twentieths of a point). */
export function readPageSetup(documentXml: string): PageSetup {
  const sections = [...documentXml.matchAll(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g)];
  const last = sections[sections.length - 1]?.[0] ?? "";
  const attr = (tag: string, name: string): number | undefined => {
    const element = new RegExp(`<w:${tag}\\b[^>]*>`).exec(last)?.[0];
    const value = element ? new RegExp(`w:${name}="(-?\\d+)"`).exec(element)?.[1] : undefined;
    return value === undefined ? undefined : Number(value) / 20;
  };
  const width = attr("pgSz", "w");
  const height = attr("pgSz", "h");
  if (!width || !height || width < 72 || height < 72 || width > 14_400 || height > 14_400) return A4;
  const margin = (name: string, fallback: number) => {
    const v = attr("pgMar", name);
    return v !== undefined && v >= 0 && v < Math.min(width, height) / 3 ? Math.abs(v) : fallback;
  };
  return { width, height, margins: [margin("left", 72), margin("top", 72), margin("right", 72), margin("bottom", 72)] };
}

/** Checks the bytes: .docx goes on; .doc gets code "legacy-doc" (the server may convert it); anything else the wrong-type message. */
function inspectWordFile(bytes: Uint8Array): { documentXml: string } {
  const format = assertInputBytes(tool.input, bytes);
  if (format === "ole2") {
    // An encrypted .docx is also an OLE2 container; tell it apart by its streams' names (UTF-16).
    const text = new TextDecoder("utf-16le").decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
    if (text.includes("EncryptedPackage")) throw new ConversionError("encrypted", ENCRYPTED_DOCX_MESSAGE);
    if (!text.includes("WordDocument")) throw new ConversionError("wrong-type", WORD_FILE_MESSAGE);
    throw new ConversionError("legacy-doc", LEGACY_DOC_MESSAGE);
  }
  let peek;
  try {
    peek = peekZip(bytes, (name) => name === "word/document.xml");
  } catch (error) {
    throw toConversionError(error, CORRUPT_DOCX_MESSAGE);
  }
  const documentXml = peek.files["word/document.xml"];
  if (!documentXml) {
    // A ZIP, but not a Word document (an .xlsx, .pptx, .zip…).
    throw new ConversionError("wrong-type", WORD_FILE_MESSAGE);
  }
  return { documentXml: new TextDecoder().decode(documentXml) };
}

const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "u => u",
  "strike => s",
];

/** The pdfmake document for mammoth's HTML. */
function buildDocDefinition(html: string, page: PageSetup): TDocumentDefinitions {
  const [left, top, right, bottom] = page.margins;
  const contentWidth = page.width - left - right;
  const contentHeight = page.height - top - bottom;
  const content = mapBlocks(parseHtml(html), { maxWidth: contentWidth, maxHeight: contentHeight });
  return {
    pageSize: { width: page.width, height: page.height },
    pageMargins: page.margins,
    info: { producer: "Crestline Digital", creator: "Crestline Digital" },
    content: content.length ? content : [{ text: "" }],
    defaultStyle: { font: "Roboto", fontSize: 11, lineHeight: 1.2 },
    styles: {
      h1: { fontSize: 22, bold: true, margin: [0, 12, 0, 8] },
      h2: { fontSize: 17, bold: true, margin: [0, 10, 0, 6] },
      h3: { fontSize: 14, bold: true, margin: [0, 8, 0, 4] },
      h4: { fontSize: 12, bold: true, margin: [0, 6, 0, 4] },
      h5: { fontSize: 11, bold: true, margin: [0, 6, 0, 4] },
      h6: { fontSize: 11, bold: true, italics: true, margin: [0, 6, 0, 4] },
      p: { margin: [0, 0, 0, 8] },
      li: { margin: [0, 0, 0, 2] },
      cell: { margin: [0, 0, 0, 2] },
      pre: { margin: [0, 0, 0, 8], preserveLeadingSpaces: true },
    },
  };
}

export async function convertDocxToPdf(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  const { signal } = options;
  const report = progressReporter(options.onProgress);
  const bytes = toBytes(input);
  const { documentXml } = inspectWordFile(bytes);
  report(0.05);

  const mammothModule = await import("mammoth");
  const mammoth = mammothModule.default ?? mammothModule; // CommonJS default under Vite and Node
  throwIfAborted(signal);
  let html: string;
  try {
    // Node reads `buffer`, the browser build `arrayBuffer`.
    const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const source = { arrayBuffer, buffer: bytes } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
    const result = await withTimeout(
      mammoth.convertToHtml(source, { styleMap: STYLE_MAP }),
      120_000,
      DOCX_TIMEOUT_MESSAGE,
      signal,
    );
    html = result.value;
  } catch (error) {
    throw toConversionError(error, CORRUPT_DOCX_MESSAGE);
  }
  report(0.35);
  throwIfAborted(signal);

  const doc = buildDocDefinition(html, readPageSetup(documentXml));
  report(0.4);
  return renderDocumentPdf(doc, {
    report,
    from: 0.4,
    timeoutMs: 180_000,
    timeoutMessage: DOCX_TIMEOUT_MESSAGE,
    corruptMessage: CORRUPT_DOCX_MESSAGE,
    signal,
  });
}
