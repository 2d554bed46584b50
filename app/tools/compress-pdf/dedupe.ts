/**
 * Identical streams stored more than once (the same scan on two pages, a font embedded
 * twice) are kept once: every reference to a copy is pointed at the first. Streams are equal
 * when their dictionaries print the same and their bytes match.
 */
import { PDFArray, PDFDict, PDFRawStream, PDFRef, type PDFContext } from "pdf-lib";

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function repoint(value: unknown, copies: Map<string, PDFRef>): void {
  const swap = (item: unknown) => (item instanceof PDFRef ? copies.get(item.toString()) : undefined);
  if (value instanceof PDFDict) {
    for (const [key, item] of value.entries()) {
      const target = swap(item);
      if (target) value.set(key, target);
      else if (item instanceof PDFDict || item instanceof PDFArray) repoint(item, copies);
    }
  } else if (value instanceof PDFArray) {
    value.asArray().forEach((item, index) => {
      const target = swap(item);
      if (target) value.set(index, target);
      else if (item instanceof PDFDict || item instanceof PDFArray) repoint(item, copies);
    });
  }
}

/** Points every reference to a duplicate stream at its first copy; returns how many copies were found. */
export function dedupeStreams(context: PDFContext): number {
  const firsts = new Map<string, Array<[PDFRef, PDFRawStream]>>();
  const copies = new Map<string, PDFRef>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.contents.length < 64) continue;
    const key = `${object.contents.length}:${object.dict.toString()}`;
    const candidates = firsts.get(key) ?? [];
    const first = candidates.find(([, stream]) => sameBytes(stream.contents, object.contents));
    if (first) copies.set(ref.toString(), first[0]);
    else firsts.set(key, [...candidates, [ref, object]]);
  }
  if (copies.size === 0) return 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    repoint(object instanceof PDFRawStream ? object.dict : object, copies);
  }
  repoint(context.trailerInfo.Root, copies);
  return copies.size;
}
