/**
 * Stream decoding that stops at the caps of scan-budget.ts instead of running out of memory:
 * Flate is inflated by fflate in small slices of input, so at most about a thousand times a
 * slice is produced before the running total is checked; other filters are read through
 * pdf-lib only up to the cap. A stream past its cap refuses the whole file (expandsTooFar).
 */
import { Unzlib } from "fflate";
import { PDFArray, PDFName, PDFRawStream, decodePDFRawStream, type PDFStream } from "pdf-lib";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { concatBytes } from "#app/tool-kit/conversion/concat-bytes.ts";
import { expandsTooFar, type ScanBudget } from "./scan-budget.ts";

/** Input read per step: Flate expands at most ~1032 times, so one step yields under 17 MB. */
const SLICE = 16 * 1024;

/** Inflates zlib data, refusing the file once the output passes the budget's per-stream cap. */
export function inflateCapped(data: Uint8Array, budget: ScanBudget): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const inflater = new Unzlib((chunk, final) => {
    total += chunk.length;
    if (total > budget.streamBytes) throw expandsTooFar();
    budget.spendDecoded(chunk.length);
    chunks.push(chunk);
    ended ||= final;
  });
  for (let i = 0; i < data.length && !ended; i += SLICE)
    inflater.push(data.subarray(i, i + SLICE), i + SLICE >= data.length);
  return concatBytes(chunks);
}

const FLATE = PDFName.of("FlateDecode");

/** How many Flate passes decode the stream: /FlateDecode or an array of only that, without parameters; else 0. */
function flateOnly(stream: PDFRawStream): number {
  if (stream.dict.has(PDFName.of("DecodeParms"))) return 0;
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  if (filter === FLATE) return 1;
  if (!(filter instanceof PDFArray) || filter.size() === 0) return 0;
  return filter.asArray().every((item) => item === FLATE) ? filter.size() : 0;
}

/** A stream's decoded bytes within the caps; undefined for a filter we cannot read. Refusals are thrown. */
export function decodeCapped(stream: PDFStream, budget: ScanBudget): Uint8Array | undefined {
  try {
    if (!(stream instanceof PDFRawStream)) return stream.getContents();
    const rounds = flateOnly(stream);
    if (rounds > 0) {
      let bytes = stream.contents;
      for (let round = 0; round < rounds; round++) bytes = inflateCapped(bytes, budget);
      return bytes;
    }
    const read = decodePDFRawStream(stream).getBytes(budget.streamBytes + 1);
    if (read.length > budget.streamBytes) throw expandsTooFar();
    budget.spendDecoded(read.length);
    return new Uint8Array(read.buffer, read.byteOffset, read.length);
  } catch (error) {
    if (isConversionError(error)) throw error;
    return undefined; // a filter we cannot read, or damaged data
  }
}
