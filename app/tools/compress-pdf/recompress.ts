/**
 * Flate streams written by a fast compressor (fonts, content streams, ICC profiles) are
 * compressed again at the highest level, kept only where that is smaller. Only a lone
 * /FlateDecode without /DecodeParms is touched: the decoded bytes are the same, so the
 * page renders the same. Bounded by the stream size, the decoded size (scan-budget.ts) and a time limit.
 */
import { zlibSync } from "fflate";
import { PDFName, PDFRawStream, type PDFContext } from "pdf-lib";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { inflateCapped } from "./bounded-decode.ts";
import { ScanBudget } from "./scan-budget.ts";

/** Larger streams are nearly always images already handled, and slow to squeeze again. */
const MAX_STREAM = 4 * 1024 * 1024;

/** Returns the bytes saved. */
export function recompressFlate(context: PDFContext, deadline: number, budget = new ScanBudget()): number {
  let saved = 0;
  for (const [ref, stream] of context.enumerateIndirectObjects()) {
    if (Date.now() > deadline) break;
    if (!(stream instanceof PDFRawStream) || stream.contents.length > MAX_STREAM) continue;
    if (stream.dict.get(PDFName.of("Filter")) !== PDFName.of("FlateDecode")) continue;
    if (stream.dict.has(PDFName.of("DecodeParms"))) continue;
    let smaller: Uint8Array;
    try {
      smaller = zlibSync(inflateCapped(stream.contents, budget), { level: 9 });
    } catch (error) {
      if (isConversionError(error)) throw error; // it expands past the caps: the file is refused
      continue; // damaged data is left as it is
    }
    if (smaller.length >= stream.contents.length) continue;
    saved += stream.contents.length - smaller.length;
    context.assign(ref, PDFRawStream.of(stream.dict, smaller));
  }
  return saved;
}
