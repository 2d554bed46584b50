/**
 * Word to PDF: the .docx's own XML (docx-layout.ts) → pdfmake → PDF with real,
 * selectable text, in the fonts each script needs (script-fonts.ts).
 */
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { ConversionError, DAMAGED_FILE_MESSAGE, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, toBytes } from "#app/tool-kit/conversion/conversion.ts";
import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { type DocumentConversion, renderWithScriptFonts } from "#app/tool-kit/pdf/render-document-pdf.ts";
import { WORD_FILE_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { streamNames } from "#app/tool-kit/office/compound-file.ts";
import { peekZip } from "#app/tool-kit/office/office-zip.ts";
import { loadDocxImages } from "./docx-images.ts";
import { layoutDocx } from "./docx-layout.ts";
import { openDocx } from "./docx-package.ts";
import { tool } from "./meta.ts";

export const LEGACY_DOC_MESSAGE =
  "This is an older Word .doc file, which can't be converted in your browser. Please save it as .docx in Word and try again.";
/** A .docx whose content cannot be read: the message every converter gives a damaged file. */
export const CORRUPT_DOCX_MESSAGE = DAMAGED_FILE_MESSAGE;
const ENCRYPTED_DOCX_MESSAGE = "This Word document is password-protected. Please remove the password and try again.";
export const DOCX_TIMEOUT_MESSAGE = "This document took too long to convert. Please try a smaller document.";

/** Checks the bytes: .docx goes on; .doc gets code "legacy-doc" (the server may convert it); anything else the wrong-type message. */
function inspectWordFile(bytes: Uint8Array): void {
  const format = assertInputBytes(tool.input, bytes);
  if (format === "ole2") {
    // An encrypted .docx is also an OLE2 container; tell it apart by its streams' names (UTF-16).
    const streams = streamNames(bytes);
    if (streams.has("EncryptedPackage")) throw new ConversionError("encrypted", ENCRYPTED_DOCX_MESSAGE);
    if (!streams.has("WordDocument")) throw new ConversionError("wrong-type", WORD_FILE_MESSAGE);
    throw new ConversionError("legacy-doc", LEGACY_DOC_MESSAGE);
  }
  let peek;
  try {
    peek = peekZip(bytes);
  } catch (error) {
    throw toConversionError(error, CORRUPT_DOCX_MESSAGE);
  }
  if (!peek.names.includes("word/document.xml")) {
    // A ZIP, but not a Word document (an .xlsx, .pptx, .zip…).
    throw new ConversionError("wrong-type", WORD_FILE_MESSAGE);
  }
}

/** The PDF, and a note for the user when some characters could not be drawn. */
export async function convertDocx(input: BinaryInput, options: ConvertOptions = {}): Promise<DocumentConversion> {
  const { signal } = options;
  const report = progressReporter(options.onProgress);
  const bytes = toBytes(input);
  inspectWordFile(bytes);
  report(0.05);

  let doc: TDocumentDefinitions;
  try {
    const pkg = openDocx(bytes);
    throwIfAborted(signal);
    const images = await loadDocxImages(pkg);
    report(0.2);
    doc = layoutDocx(pkg, images);
  } catch (error) {
    throw toConversionError(error, CORRUPT_DOCX_MESSAGE);
  }
  report(0.35);
  throwIfAborted(signal);
  return renderWithScriptFonts(doc, {
    report,
    from: 0.4,
    timeoutMs: 180_000,
    timeoutMessage: DOCX_TIMEOUT_MESSAGE,
    corruptMessage: CORRUPT_DOCX_MESSAGE,
    signal,
  });
}

export async function convertDocxToPdf(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  return (await convertDocx(input, options)).pdf;
}
