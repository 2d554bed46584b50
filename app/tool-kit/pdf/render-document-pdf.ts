import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { throwIfAborted, withTimeout } from "#app/tool-kit/conversion/conversion.ts";
import { missingGlyphsMessage, withScriptFonts } from "#app/tool-kit/fonts/script-fonts.ts";

interface RenderDocumentPdfOptions {
  /** The converter's progress reporter (progressReporter); rendering runs from `from` to 0.99, then 1. */
  report: (fraction: number, from?: number, to?: number) => void;
  from: number;
  timeoutMs: number;
  timeoutMessage: string;
  /** The message for a document pdfmake fails on. */
  corruptMessage: string;
  signal: AbortSignal | undefined;
}

/** What Word and Excel to PDF give back: the PDF, and a note when some characters could not be drawn. */
export interface DocumentConversion {
  pdf: Uint8Array;
  note?: string;
}

/**
 * The last steps of Word and Excel to PDF: every script in the document gets a font
 * that draws it (progress reaches `from`), then the document is rendered.
 */
export async function renderWithScriptFonts(
  doc: TDocumentDefinitions,
  options: RenderDocumentPdfOptions,
): Promise<DocumentConversion> {
  const fonts = await withScriptFonts(doc);
  options.report(options.from);
  const pdf = await renderDocumentPdf(fonts.doc, options);
  return { pdf, note: missingGlyphsMessage(fonts.missing) };
}

/** pdfmake (loaded only now) renders the document definition. */
async function renderDocumentPdf(
  doc: TDocumentDefinitions,
  options: RenderDocumentPdfOptions,
): Promise<Uint8Array> {
  const { report, from, signal } = options;
  const { renderPdfmake } = await import("#app/tool-kit/pdf/pdfmake-render.ts");
  throwIfAborted(signal);
  try {
    const pdf = await withTimeout(
      renderPdfmake(doc, (f) => report(f, from, 0.99)),
      options.timeoutMs,
      options.timeoutMessage,
      signal,
    );
    report(1);
    return pdf;
  } catch (error) {
    throw toConversionError(error, options.corruptMessage);
  }
}
