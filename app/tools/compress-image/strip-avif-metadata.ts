// AVIF (HEIF/ISOBMFF) keeps its EXIF and XMP as items of the `meta` box: an `infe` entry
// (type 'Exif', or 'mime' with content type application/rdf+xml), an `iloc` entry saying where
// the bytes are (in `mdat`, or in `idat` inside `meta`), and a `cdsc` reference to the picture.
// We cut all of that and the bytes themselves, then correct what the cut shifts: box sizes,
// entry counts and the offsets of the items that stay. Everything else is copied as it is,
// so the picture, its colour and its rotation (irot/imir properties) are unchanged.
import { concatBytes } from "#app/tool-kit/conversion/concat-bytes.ts";

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the payload starts (after size, type and any 64-bit size). */
  body: number;
  /** The size field: at `start` (4 bytes), for a 64-bit box at `start + 8` (8 bytes); none (0) for a box that runs to the end. */
  sizeAt: number;
  sizeWidth: 0 | 4 | 8;
}

interface Extent {
  offsetAt: number;
  offset: number;
  length: number;
}

interface Location {
  id: number;
  method: number;
  baseAt: number;
  base: number;
  extents: Extent[];
  start: number;
  end: number;
}

/** A field to rewrite in place: its position in the original file, its width in bytes, its new value. */
type Write = [at: number, width: number, value: number];

const XMP_TYPE = "application/rdf+xml";

class Reader {
  constructor(
    readonly bytes: Uint8Array,
    private readonly view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  ) {}
  uint(at: number, width: number): number {
    if (at + width > this.bytes.length) throw new Error("AVIF field beyond the end of the file");
    if (width === 0) return 0;
    if (width === 1) return this.view.getUint8(at);
    if (width === 2) return this.view.getUint16(at);
    if (width === 4) return this.view.getUint32(at);
    if (width === 8) return Number(this.view.getBigUint64(at));
    throw new Error(`AVIF field of ${width} bytes`);
  }
  text(at: number, length: number): string {
    return String.fromCharCode(...this.bytes.subarray(at, at + length));
  }
  /** A zero-terminated string and the position after its terminator. */
  cString(at: number, end: number): [string, number] {
    let i = at;
    while (i < end && this.bytes[i] !== 0) i++;
    return [this.text(at, i - at), i + 1];
  }
  boxes(start: number, end: number): Box[] {
    const found: Box[] = [];
    for (let i = start; i + 8 <= end;) {
      const size = this.uint(i, 4);
      const wide = size === 1;
      const length = wide ? this.uint(i + 8, 8) : size === 0 ? end - i : size;
      const box: Box = {
        type: this.text(i + 4, 4),
        start: i,
        end: i + length,
        body: i + (wide ? 16 : 8),
        sizeAt: wide ? i + 8 : i,
        sizeWidth: wide ? 8 : size === 0 ? 0 : 4,
      };
      if (length < box.body - i || box.end > end) throw new Error(`AVIF box '${box.type}' overruns its parent`);
      found.push(box);
      i = box.end;
    }
    return found;
  }
}

function only(boxes: Box[], type: string): Box | undefined {
  const matches = boxes.filter((b) => b.type === type);
  if (matches.length > 1) throw new Error(`AVIF with ${matches.length} '${type}' boxes`);
  return matches[0];
}

/** Item IDs of the EXIF and XMP items, from `iinf`, and where each `infe` entry is. */
function metadataItems(r: Reader, iinf: Box): { ids: Set<number>; entries: Map<number, Box>; countAt: number } {
  const version = r.uint(iinf.body, 1);
  const countAt = iinf.body + 4;
  const entries = new Map<number, Box>();
  const ids = new Set<number>();
  for (const infe of r.boxes(countAt + (version === 0 ? 2 : 4), iinf.end)) {
    if (infe.type !== "infe") continue;
    const infeVersion = r.uint(infe.body, 1);
    if (infeVersion < 2) throw new Error("AVIF item info of an old version");
    const wideId = infeVersion >= 3;
    const id = r.uint(infe.body + 4, wideId ? 4 : 2);
    const typeAt = infe.body + 4 + (wideId ? 4 : 2) + 2;
    const itemType = r.text(typeAt, 4);
    const [, afterName] = r.cString(typeAt + 4, infe.end);
    const contentType = itemType === "mime" ? r.cString(afterName, infe.end)[0] : "";
    entries.set(id, infe);
    if (itemType === "Exif" || contentType === XMP_TYPE) ids.add(id);
  }
  return { ids, entries, countAt };
}

interface Locations {
  items: Location[];
  countAt: number;
  countWidth: number;
  offsetSize: number;
  baseSize: number;
}

function locations(r: Reader, iloc: Box): Locations {
  const version = r.uint(iloc.body, 1);
  const sizes = r.uint(iloc.body + 4, 1);
  const more = r.uint(iloc.body + 5, 1);
  const [offsetSize, lengthSize, baseSize] = [sizes >> 4, sizes & 15, more >> 4];
  const indexSize = version === 1 || version === 2 ? more & 15 : 0;
  const idWidth = version === 2 ? 4 : 2;
  const countAt = iloc.body + 6;
  const count = r.uint(countAt, idWidth);
  const items: Location[] = [];
  let i = countAt + idWidth;
  for (let n = 0; n < count; n++) {
    const start = i;
    const id = r.uint(i, idWidth);
    i += idWidth;
    const method = version === 1 || version === 2 ? r.uint(i, 2) & 15 : 0;
    if (version === 1 || version === 2) i += 2;
    i += 2; // data_reference_index
    const baseAt = i;
    const base = r.uint(i, baseSize);
    i += baseSize;
    const extentCount = r.uint(i, 2);
    i += 2;
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e++) {
      i += indexSize;
      const offsetAt = i;
      const offset = r.uint(i, offsetSize);
      const length = r.uint(i + offsetSize, lengthSize);
      i += offsetSize + lengthSize;
      extents.push({ offsetAt, offset, length });
    }
    items.push({ id, method, baseAt, base, extents, start, end: i });
  }
  if (i > iloc.end) throw new Error("AVIF item locations overrun their box");
  return { items, countAt, countWidth: idWidth, offsetSize, baseSize };
}

/** Byte ranges, sorted and joined, and how many of their bytes lie before a position or inside a span. */
class Cuts {
  private ranges: [number, number][] = [];
  add(start: number, end: number) {
    if (end > start) this.ranges.push([start, end]);
  }
  done(): [number, number][] {
    this.ranges.sort((a, b) => a[0] - b[0]);
    const joined: [number, number][] = [];
    for (const [s, e] of this.ranges) {
      const last = joined.at(-1);
      if (last && s <= last[1]) last[1] = Math.max(last[1], e);
      else joined.push([s, e]);
    }
    return (this.ranges = joined);
  }
  inside(start: number, end: number): number {
    return this.ranges.reduce((sum, [s, e]) => sum + Math.max(0, Math.min(e, end) - Math.max(s, start)), 0);
  }
  /** Where an original position lands once the cuts are made. */
  moved(at: number): number {
    return at - this.inside(0, at);
  }
}

function writeUint(out: Uint8Array, at: number, width: number, value: number) {
  for (let b = width - 1, v = value; b >= 0; b--, v = Math.floor(v / 256)) out[at + b] = v % 256;
}

/** The AVIF without its EXIF and XMP items; throws on a layout it does not know (the caller re-encodes). */
export function stripAvif(bytes: Uint8Array): Uint8Array {
  const r = new Reader(bytes);
  const top = r.boxes(0, bytes.length);
  if (top.some((b) => b.type === "moov")) throw new Error("animated AVIF: its frames' offsets are not edited");
  const meta = only(top, "meta");
  if (!meta) throw new Error("AVIF without a meta box");
  const inMeta = r.boxes(meta.body + 4, meta.end);
  const iinf = only(inMeta, "iinf");
  const iloc = only(inMeta, "iloc");
  if (!iinf || !iloc) throw new Error("AVIF without item info or locations");
  const { ids, entries, countAt: iinfCountAt } = metadataItems(r, iinf);
  if (ids.size === 0) return bytes;

  const cuts = new Cuts();
  const writes: Write[] = [];
  const sized: Box[] = [...top, ...inMeta, iinf];

  // iinf: the entries, and their count
  for (const id of ids) cuts.add(entries.get(id)!.start, entries.get(id)!.end);
  const iinfWide = r.uint(iinf.body, 1) !== 0;
  writes.push([iinfCountAt, iinfWide ? 4 : 2, r.uint(iinfCountAt, iinfWide ? 4 : 2) - ids.size]);

  // iloc: the entries, their count, and the item's bytes themselves
  const idat = only(inMeta, "idat");
  const { items, countAt, countWidth, offsetSize, baseSize } = locations(r, iloc);
  const where = (item: Location, extent: Extent) => {
    if (item.method === 0) return item.base + extent.offset;
    if (item.method === 1 && idat) return idat.body + item.base + extent.offset;
    throw new Error("AVIF item stored by reference");
  };
  const dropped = items.filter((item) => ids.has(item.id));
  for (const item of dropped) {
    cuts.add(item.start, item.end);
    for (const extent of item.extents) {
      if (extent.length === 0) throw new Error("AVIF metadata item of unstated length");
      const at = where(item, extent);
      cuts.add(at, at + extent.length);
    }
  }
  writes.push([countAt, countWidth, items.length - dropped.length]);

  // iref: the references from the dropped items (an EXIF item 'describes' the picture)
  const iref = only(inMeta, "iref");
  if (iref) {
    const wideIds = r.uint(iref.body, 1) !== 0 ? 4 : 2;
    for (const ref of r.boxes(iref.body + 4, iref.end)) {
      if (ids.has(r.uint(ref.body, wideIds))) cuts.add(ref.start, ref.end);
      else {
        const count = r.uint(ref.body + wideIds, 2);
        for (let n = 0; n < count; n++)
          if (ids.has(r.uint(ref.body + wideIds + 2 + n * wideIds, wideIds)))
            throw new Error("AVIF item that refers to its metadata");
      }
    }
  }

  // ipma: any property associations of the dropped items
  const iprp = only(inMeta, "iprp");
  if (iprp) {
    for (const ipma of r.boxes(iprp.body, iprp.end).filter((b) => b.type === "ipma")) {
      sized.push(ipma);
      const version = r.uint(ipma.body, 1);
      const wideIndex = (r.uint(ipma.body + 3, 1) & 1) === 1;
      const count = r.uint(ipma.body + 4, 4);
      let i = ipma.body + 8;
      let removed = 0;
      for (let n = 0; n < count; n++) {
        const idWidth = version < 1 ? 2 : 4;
        const id = r.uint(i, idWidth);
        const end = i + idWidth + 1 + r.uint(i + idWidth, 1) * (wideIndex ? 2 : 1);
        if (ids.has(id)) {
          cuts.add(i, end);
          removed++;
        }
        i = end;
      }
      if (removed) writes.push([ipma.body + 4, 4, count - removed]);
    }
  }

  cuts.done();
  // the items that stay: their bytes move by what was cut before them
  for (const item of items.filter((i) => !ids.has(i.id))) {
    const origin = item.method === 1 && idat ? cuts.moved(idat.body) : 0;
    const base = baseSize ? cuts.moved(item.base + (item.method === 1 && idat ? idat.body : 0)) - origin : 0;
    if (baseSize) writes.push([item.baseAt, baseSize, base]);
    for (const extent of item.extents) {
      writes.push([extent.offsetAt, offsetSize, cuts.moved(where(item, extent)) - origin - base]);
    }
  }
  for (const box of sized) {
    const cut = cuts.inside(box.start, box.end);
    if (cut && box.sizeWidth) writes.push([box.sizeAt, box.sizeWidth, r.uint(box.sizeAt, box.sizeWidth) - cut]);
  }

  const edited = bytes.slice();
  for (const [at, width, value] of writes) writeUint(edited, at, width, value);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const [s, e] of cuts.done()) {
    parts.push(edited.subarray(from, s));
    from = e;
  }
  parts.push(edited.subarray(from));
  return concatBytes(parts);
}
