import { ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, type ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { pdfPartName } from "#app/tool-kit/conversion/file-names.ts";
import type { NamedBytes } from "#app/tool-kit/conversion/zip-files.ts";
import { appendPages, newPdf } from "#app/tool-kit/pdf/copy-pages.ts";
import { openPdfForEditing, type NamedPdf } from "#app/tool-kit/pdf/pdf-lib-open.ts";
import { tool } from "./meta.ts";
import { chunkRanges, parsePageRanges, rangeLabel, type PageRange } from "./ranges.ts";

/** How to split: typed ranges (one PDF of all of them, or one per range), every page, or every N pages. */
export type SplitPlan =
  | { mode: "ranges"; ranges: string; output: "one" | "each" }
  | { mode: "every-page" }
  | { mode: "every-n"; size: number };

export interface SplitRequest extends NamedPdf {
  plan: SplitPlan;
}

/** More ranges than this in one PDF: its name says "selected" rather than listing them all. */
const MAX_LABELS_IN_NAME = 4;

/** The parts to make, each a list of ranges whose pages go into one file, in order. */
function partsOf(plan: SplitPlan, pageCount: number): PageRange[][] {
  if (plan.mode === "every-page") return chunkRanges(pageCount, 1).map((range) => [range]);
  if (plan.mode === "every-n") return chunkRanges(pageCount, plan.size).map((range) => [range]);
  const parsed = parsePageRanges(plan.ranges, pageCount);
  if (!parsed.ok) throw new ConversionError("unsupported", parsed.message);
  return plan.output === "one" ? [parsed.ranges] : parsed.ranges.map((range) => [range]);
}

function partName(original: string, ranges: readonly PageRange[]): string {
  if (ranges.length > MAX_LABELS_IN_NAME) return pdfPartName(original, "selected");
  return pdfPartName(original, ranges.map(rangeLabel).join("_"));
}

/**
 * One PDF → its parts as new PDFs, named after the file ("report.pdf" pages 1–3 →
 * "report-pages-1-3.pdf"). Progress follows the pages copied, so a 200-page file
 * shows it moving.
 */
export async function splitPdf(request: SplitRequest, options: ConvertOptions = {}): Promise<NamedBytes[]> {
  const report = progressReporter(options.onProgress);
  const source = await openPdfForEditing(request, tool.input);
  const parts = partsOf(request.plan, source.getPageCount());
  report(0.05);
  const total = parts.reduce((sum, part) => sum + part.reduce((n, r) => n + r.to - r.from + 1, 0), 0);
  const files: NamedBytes[] = [];
  let done = 0;
  for (const part of parts) {
    throwIfAborted(options.signal);
    const indices = part.flatMap(({ from, to }) => Array.from({ length: to - from + 1 }, (_, i) => from - 1 + i));
    const doc = await newPdf();
    await appendPages(doc, source, indices, (fraction) =>
      report((done + fraction * indices.length) / total, 0.05, 0.95),
    );
    done += indices.length;
    files.push({ name: partName(request.name, part), bytes: await doc.save() });
  }
  report(1);
  return files;
}
