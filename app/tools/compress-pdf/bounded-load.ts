/**
 * pdf-lib's loading, bounded. While it parses a file, pdf-lib inflates every object stream
 * (and cross-reference stream) whole and then reads as many objects as the stream declares:
 * a few kilobytes of hostile Flate could expand to gigabytes, or declare millions of objects,
 * and hang or crash the worker before any of our own caps is reached. pdf-lib offers no hook
 * for this, so its two stream parsers are wrapped here (once, when this module is loaded):
 * each such stream is decoded through bounded-decode.ts within scan-budget.ts's caps, and the
 * objects all of a document's object streams declare are counted against OBJECT_LIMIT.
 * A stream past a cap refuses the whole file with the "expands too far" message.
 */
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFXRefStreamParser,
  type PDFContext,
} from "pdf-lib";
import { isConversionError, type ConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { decodeCapped } from "./bounded-decode.ts";
import { expandsTooFar, ScanBudget, SCAN_LIMITS } from "./scan-budget.ts";

/** Objects that a document's object and cross-reference streams may declare together; real files hold far fewer. */
export const OBJECT_LIMIT = 1_000_000;

interface LoadState {
  budget: ScanBudget;
  objects: number;
  /** Set once a stream is refused: pdf-lib swallows errors of single objects, so it is told again after loading. */
  refusal?: ConversionError;
}

const states = new WeakMap<PDFContext, LoadState>();

function stateOf(context: PDFContext): LoadState {
  let state = states.get(context);
  if (!state) {
    state = { budget: new ScanBudget(SCAN_LIMITS), objects: 0 };
    states.set(context, state);
  }
  return state;
}

const count = (stream: PDFRawStream, key: string) => {
  const value = stream.dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? Math.max(0, value.asNumber()) : 0;
};

/** The objects a cross-reference stream lists: the lengths of its /Index, or its /Size. */
function xrefEntries(stream: PDFRawStream): number {
  const index = stream.dict.lookup(PDFName.of("Index"));
  if (!(index instanceof PDFArray)) return count(stream, "Size");
  const items = index.asArray();
  let total = 0;
  for (let i = 1; i < items.length; i += 2) {
    const length = items[i];
    if (length instanceof PDFNumber) total += Math.max(0, length.asNumber());
  }
  return total;
}

/** The stream decoded within the caps, unfiltered, for pdf-lib to read; throws the refusal past a cap. */
function boundedCopy(stream: PDFRawStream, declared: number): PDFRawStream {
  const state = stateOf(stream.dict.context);
  try {
    if (state.refusal) throw state.refusal;
    state.objects += declared;
    if (state.objects > OBJECT_LIMIT) throw expandsTooFar();
    const bytes = decodeCapped(stream, state.budget);
    if (!bytes) return stream; // a filter we cannot read: pdf-lib fails on it as before
    const dict = stream.dict.clone();
    dict.delete(PDFName.of("Filter"));
    dict.delete(PDFName.of("DecodeParms"));
    return PDFRawStream.of(dict, bytes);
  } catch (error) {
    if (isConversionError(error)) state.refusal = error;
    throw error;
  }
}

const parseObjectStream = PDFObjectStreamParser.forStream.bind(PDFObjectStreamParser);
const parseXrefStream = PDFXRefStreamParser.forStream.bind(PDFXRefStreamParser);
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) =>
  parseObjectStream(boundedCopy(stream, count(stream, "N")), shouldWaitForTick);
PDFXRefStreamParser.forStream = (stream) => parseXrefStream(boundedCopy(stream, xrefEntries(stream)));

/** PDFDocument.load with object streams bounded; a file past a cap is refused with the "expands too far" message. */
export async function loadBounded(bytes: Uint8Array, options: Parameters<typeof PDFDocument.load>[1]) {
  const doc = await PDFDocument.load(bytes, options);
  const refusal = states.get(doc.context)?.refusal;
  if (refusal) throw refusal;
  return doc;
}
