/**
 * Opening a PDF with pdf-lib for page work (merge, split): the bytes are checked like
 * every converter's input, and pdf-lib's errors become the visitor's messages. A
 * password-protected file is refused (its pages would be copied still encrypted, so
 * unreadable); a file pdf-lib cannot parse, or one without pages, is damaged.
 */
import { PDFDocument } from "pdf-lib";
import { ConversionError, DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { toBytes, type BinaryInput } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import type { InputRule } from "#app/tool-kit/conversion/input-rules.ts";
import { ENCRYPTED_PDF_MESSAGE } from "#app/tool-kit/pdf/pdf-to-images.ts";

/** A file as the page hands it over: its name (for messages and result names) and its bytes. */
export interface NamedPdf {
  name: string;
  data: BinaryInput;
}

/** "“report.pdf”: This PDF is …", so that in a list of files the visitor knows which one. */
function about(name: string, message: string): string {
  return name ? `“${name}”: ${message}` : message;
}

export async function openPdfForEditing(input: NamedPdf, rule: InputRule): Promise<PDFDocument> {
  const bytes = toBytes(input.data);
  try {
    assertInputBytes(rule, bytes);
  } catch (error) {
    const checked = error as ConversionError;
    throw new ConversionError(checked.code, about(input.name, checked.message), { cause: error });
  }
  let doc: PDFDocument;
  try {
    // Asked rather than caught: pdf-lib's EncryptedPDFError fails `instanceof` (its classes are ES5).
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch (error) {
    throw new ConversionError("corrupt", about(input.name, DAMAGED_FILE_MESSAGE), { cause: error });
  }
  if (doc.isEncrypted) throw new ConversionError("encrypted", about(input.name, ENCRYPTED_PDF_MESSAGE));
  let pageCount = 0;
  try {
    pageCount = doc.getPageCount();
  } catch {
    // a page tree pdf-lib cannot walk counts as none
  }
  if (pageCount < 1) throw new ConversionError("corrupt", about(input.name, DAMAGED_FILE_MESSAGE));
  return doc;
}
