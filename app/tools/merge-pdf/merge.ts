import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, type ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { appendPages, newPdf } from "#app/tool-kit/pdf/copy-pages.ts";
import { openPdfForEditing, type NamedPdf } from "#app/tool-kit/pdf/pdf-lib-open.ts";
import { tool } from "./meta.ts";

export const TOO_FEW_FILES_MESSAGE = "Add at least two PDF files to merge.";

/**
 * Several PDFs → one, every page of each file in the given order. Every file is
 * opened before any page is copied, so a damaged or password-protected one is named
 * at once. Download as mergedPdfName(names).
 */
export async function mergePdfs(inputs: readonly NamedPdf[], options: ConvertOptions = {}): Promise<Uint8Array> {
  if (inputs.length < 2) throw new ConversionError("empty", TOO_FEW_FILES_MESSAGE);
  const report = progressReporter(options.onProgress);
  const sources = [];
  for (const [index, input] of inputs.entries()) {
    throwIfAborted(options.signal);
    sources.push(await openPdfForEditing(input, tool.input));
    report((index + 1) / inputs.length, 0, 0.2);
  }
  const total = sources.reduce((sum, doc) => sum + doc.getPageCount(), 0);
  const merged = await newPdf();
  let done = 0;
  for (const source of sources) {
    throwIfAborted(options.signal);
    const count = source.getPageCount();
    await appendPages(merged, source, source.getPageIndices(), (fraction) =>
      report((done + fraction * count) / total, 0.2, 0.9),
    );
    done += count;
  }
  throwIfAborted(options.signal);
  const bytes = await merged.save();
  report(1);
  return bytes;
}
