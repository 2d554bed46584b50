import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { throwIfAborted, withTimeout } from "#app/tool-kit/conversion/conversion.ts";

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

/** The last step of Word and Excel to PDF: pdfmake (loaded only now) renders the document definition. */
export async function renderDocumentPdf(
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
