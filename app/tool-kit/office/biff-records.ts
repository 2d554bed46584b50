/**
 * Reads the BIFF8 record stream of an .xls (its "Workbook" stream): the records one after
 * another, a substream (a sheet, a chart) from its BOF to the EOF that closes it, and the
 * two string forms records hold.
 */
import { readStream, type Cfb } from "./compound-file.ts";

export const BIFF = { BOF: 0x0809, EOF: 0x000a, FONT: 0x0031, BOUNDSHEET: 0x0085 } as const;

/** An .xls's workbook stream ("Book" in files older than Excel 97), if it has one; throws as readStream does. */
export function workbookStream(bytes: Uint8Array, cfb: Cfb): DataView | undefined {
  const data = readStream(bytes, cfb, ["Workbook", "Book"]);
  return data && new DataView(data.buffer);
}

export interface BiffRecord {
  type: number;
  /** Where the record's data starts in the stream. */
  at: number;
  length: number;
}

/** The records of a stream from `from`: each one's type, where its data starts and its length. A record cut short ends it. */
export function* records(stream: DataView, from = 0): Generator<BiffRecord> {
  for (let at = from; at + 4 <= stream.byteLength;) {
    const type = stream.getUint16(at, true);
    const length = stream.getUint16(at + 2, true);
    if (at + 4 + length > stream.byteLength) return;
    yield { type, at: at + 4, length };
    at += 4 + length;
  }
}

/**
 * The records of the substream whose BOF is at `from`, with their nesting depth (1 for the
 * substream's own records, 2 inside a chart it embeds): a BOF counts with the substream it
 * opens, an EOF with the one it closes. Ends before the EOF that closes the first substream.
 */
export function* substream(stream: DataView, from: number): Generator<BiffRecord & { depth: number }> {
  let depth = 0;
  for (const record of records(stream, from)) {
    if (record.type === BIFF.BOF) depth++;
    else if (record.type === BIFF.EOF && depth <= 1) return;
    yield { ...record, depth };
    if (record.type === BIFF.EOF) depth--;
  }
}

/** Characters of a BIFF8 string: one byte each (Latin-1) or UTF-16, by the flag byte before them; never past `end`. */
function characters(stream: DataView, flagAt: number, count: number, end: number): string {
  const wide = (stream.getUint8(flagAt) & 1) === 1;
  const size = wide ? 2 : 1;
  let text = "";
  for (let i = 0, at = flagAt + 1; i < count && at + size <= end; i++, at += size) {
    text += String.fromCharCode(wide ? stream.getUint16(at, true) : stream.getUint8(at));
  }
  return text;
}

/** A ShortXLUnicodeString at `at` (a font's name, a series' name): a one-byte count, the flag, the characters. */
export function shortString(stream: DataView, at: number, end: number): string {
  return characters(stream, at + 1, stream.getUint8(at), end);
}

/** An XLUnicodeString at `at` (a header, a footer): a two-byte count, the flag, the characters. */
export function unicodeString(stream: DataView, at: number, end: number): string {
  return characters(stream, at + 2, stream.getUint16(at, true), end);
}
