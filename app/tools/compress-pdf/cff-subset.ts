/**
 * Empties the glyphs a bare CFF font program (a PDF /FontFile3 /Type1C) is never asked for:
 * each one's outline becomes a lone `endchar`, so glyph numbers, the charset and the encoding
 * stay as they were and only the outlines shrink. Glyphs are picked by standard string id
 * (SID); glyph 0 (.notdef) is always kept. Only plain name-keyed fonts are handled: a CID
 * font, a predefined expert charset, Type 1 charstrings or an unusual layout give undefined,
 * and the font is then kept whole.
 */

interface Index {
  start: number;
  end: number;
  items: Array<[number, number]>;
}

function readIndex(data: Uint8Array, pos: number): Index | undefined {
  if (pos + 2 > data.length) return undefined;
  const count = (data[pos]! << 8) | data[pos + 1]!;
  if (count === 0) return { start: pos, end: pos + 2, items: [] };
  const offSize = data[pos + 2]!;
  if (offSize < 1 || offSize > 4) return undefined;
  const offsetAt = (k: number) => {
    let value = 0;
    for (let b = 0; b < offSize; b++) value = value * 256 + data[pos + 3 + k * offSize + b]!;
    return value;
  };
  const base = pos + 3 + (count + 1) * offSize - 1;
  const items: Array<[number, number]> = [];
  for (let k = 0; k < count; k++) items.push([base + offsetAt(k), base + offsetAt(k + 1)]);
  const end = base + offsetAt(count);
  if (end > data.length || items.some(([a, b]) => a > b)) return undefined;
  return { start: pos, end, items };
}

function writeIndex(items: Uint8Array[]): Uint8Array {
  const size = items.reduce((sum, item) => sum + item.length, 0);
  const out = new Uint8Array(3 + (items.length + 1) * 4 + size);
  const view = new DataView(out.buffer);
  view.setUint16(0, items.length);
  out[2] = 4;
  let offset = 1;
  let at = 3 + (items.length + 1) * 4;
  items.forEach((item, k) => {
    view.setUint32(3 + k * 4, offset);
    out.set(item, at);
    at += item.length;
    offset += item.length;
  });
  view.setUint32(3 + items.length * 4, offset);
  return out;
}

/** One DICT entry: its operator (12 x as 1200 + x), operand values and the bytes it was written as. */
interface Entry {
  op: number;
  operands: number[];
  bytes: Uint8Array;
}

function readDict(data: Uint8Array, start: number, end: number): Entry[] | undefined {
  const entries: Entry[] = [];
  let operands: number[] = [];
  let from = start;
  for (let i = start; i < end; ) {
    const b0 = data[i]!;
    if (b0 <= 21) {
      const op = b0 === 12 ? 1200 + data[i + 1]! : b0;
      i += b0 === 12 ? 2 : 1;
      entries.push({ op, operands, bytes: data.subarray(from, i) });
      operands = [];
      from = i;
    } else if (b0 === 28) {
      operands.push(((data[i + 1]! << 24) >> 16) | data[i + 2]!);
      i += 3;
    } else if (b0 === 29) {
      operands.push((data[i + 1]! << 24) | (data[i + 2]! << 16) | (data[i + 3]! << 8) | data[i + 4]!);
      i += 5;
    } else if (b0 === 30) {
      i++;
      while (i < end && (data[i]! & 0x0f) !== 0x0f && (data[i]! & 0xf0) !== 0xf0) i++;
      i++;
      operands.push(Number.NaN); // a real: never an offset
    } else if (b0 >= 32 && b0 <= 246) {
      operands.push(b0 - 139);
      i++;
    } else if (b0 >= 247 && b0 <= 250) {
      operands.push((b0 - 247) * 256 + data[i + 1]! + 108);
      i += 2;
    } else if (b0 >= 251 && b0 <= 254) {
      operands.push(-(b0 - 251) * 256 - data[i + 1]! - 108);
      i += 2;
    } else return undefined;
  }
  return entries;
}

const int32 = (value: number) => [29, (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

const CHARSTRINGS = 17;
const CHARSET = 15;
const ENCODING = 16;
const PRIVATE = 18;
const ROS = 1230;
const CHARSTRING_TYPE = 1206;
/** Subrs, inside the Private DICT: an offset from the Private DICT's start. */
const SUBRS = 19;
const ENDCHAR = new Uint8Array([14]);

/** The SID of every glyph, by glyph number; undefined for a predefined expert charset or a damaged one. */
function charsetSids(data: Uint8Array, offset: number, glyphs: number): number[] | undefined {
  if (offset === 0) return Array.from({ length: glyphs }, (_, gid) => gid); // ISOAdobe: SID = glyph number
  if (offset <= 2 || offset >= data.length) return undefined;
  const sids = [0];
  const format = data[offset]!;
  let i = offset + 1;
  while (sids.length < glyphs && i < data.length) {
    if (format === 0) {
      sids.push((data[i]! << 8) | data[i + 1]!);
      i += 2;
    } else if (format === 1 || format === 2) {
      const first = (data[i]! << 8) | data[i + 1]!;
      const left = format === 1 ? data[i + 2]! : (data[i + 2]! << 8) | data[i + 3]!;
      i += format === 1 ? 3 : 4;
      for (let k = 0; k <= left && sids.length < glyphs; k++) sids.push(first + k);
    } else return undefined;
  }
  return sids.length === glyphs ? sids : undefined;
}

/** The font with every glyph whose SID is not in `keep` emptied, or undefined to keep it whole. */
export function hollowCff(data: Uint8Array, keep: Set<number>): Uint8Array | undefined {
  if (data.length < 4 || data[0] !== 1) return undefined;
  const names = readIndex(data, data[2]!);
  const tops = names && readIndex(data, names.end);
  if (!tops || tops.items.length !== 1) return undefined;
  const [topStart, topEnd] = tops.items[0]!;
  const top = readDict(data, topStart, topEnd);
  if (!top || top.some((entry) => entry.op === ROS)) return undefined;
  const value = (op: number) => top.find((entry) => entry.op === op)?.operands;
  const type = value(CHARSTRING_TYPE)?.[0] ?? 2;
  const charStringsAt = value(CHARSTRINGS)?.[0];
  const privateAt = value(PRIVATE);
  if (type !== 2 || charStringsAt === undefined || !privateAt || privateAt.length !== 2) return undefined;
  const charStrings = readIndex(data, charStringsAt);
  if (!charStrings || charStrings.start < tops.end) return undefined;
  const sids = charsetSids(data, value(CHARSET)?.[0] ?? 0, charStrings.items.length);
  if (!sids) return undefined;

  // What lies after the CharStrings moves back by their length; nothing may point into them.
  const [privateSize, privateStart] = privateAt as [number, number];
  const privateDict = readDict(data, privateStart, privateStart + privateSize);
  const subrs = privateDict?.find((entry) => entry.op === SUBRS)?.operands[0];
  const removed = charStrings.end - charStrings.start;
  const side = (offset: number) => (offset < charStrings.start ? -1 : offset >= charStrings.end ? 1 : 0);
  const pointers = [privateStart, privateStart + privateSize - 1];
  if (subrs !== undefined) pointers.push(privateStart + subrs);
  const charset = value(CHARSET)?.[0] ?? 0;
  const encoding = value(ENCODING)?.[0] ?? 0;
  if (charset > 2) pointers.push(charset);
  if (encoding > 1) pointers.push(encoding);
  if (!privateDict || pointers.some((p) => side(p) === 0 || p >= data.length)) return undefined;
  if (subrs !== undefined && side(privateStart) !== side(privateStart + subrs)) return undefined;

  const outlines = charStrings.items.map(([a, b], gid) =>
    gid === 0 || keep.has(sids[gid]!) ? data.subarray(a, b) : ENDCHAR,
  );
  const newCharStrings = writeIndex(outlines);

  // The Top DICT again, its offsets written as 5-byte numbers so that its length is known first.
  const offsetOps = new Set([CHARSTRINGS, CHARSET, ENCODING, PRIVATE]);
  const dictLength = top.reduce((sum, entry) => {
    if (!offsetOps.has(entry.op) || (entry.op === CHARSET && charset <= 2) || (entry.op === ENCODING && encoding <= 1))
      return sum + entry.bytes.length;
    return sum + entry.operands.length * 5 + 1;
  }, 0);
  const newTopIndexLength = 3 + 2 * 4 + dictLength;
  const shift = newTopIndexLength - (tops.end - tops.start);
  const moved = (offset: number) => offset + shift - (side(offset) > 0 ? removed : 0);
  const restLength = data.length - tops.end - removed;
  const newCharStringsAt = tops.start + newTopIndexLength + restLength;
  const dict: number[] = [];
  for (const entry of top) {
    if (entry.op === CHARSTRINGS) dict.push(...int32(newCharStringsAt), CHARSTRINGS);
    else if (entry.op === CHARSET && charset > 2) dict.push(...int32(moved(charset)), CHARSET);
    else if (entry.op === ENCODING && encoding > 1) dict.push(...int32(moved(encoding)), ENCODING);
    else if (entry.op === PRIVATE) dict.push(...int32(privateSize), ...int32(moved(privateStart)), PRIVATE);
    else dict.push(...entry.bytes);
  }
  const out = new Uint8Array(newCharStringsAt + newCharStrings.length);
  out.set(data.subarray(0, tops.start));
  out.set(writeIndex([new Uint8Array(dict)]), tops.start);
  let at = tops.start + newTopIndexLength;
  out.set(data.subarray(tops.end, charStrings.start), at);
  at += charStrings.start - tops.end;
  out.set(data.subarray(charStrings.end), at);
  out.set(newCharStrings, newCharStringsAt);
  return out.length < data.length ? out : undefined;
}

/**
 * The SID of the glyph a simple font shows for `code` through a named encoding, for the
 * printable ASCII codes only (where no glyph is an accented composite built of others).
 */
export function standardSid(encoding: string, code: number): number | undefined {
  if (code < 32 || code > 126) return undefined;
  if (encoding === "WinAnsiEncoding" || encoding === "MacRomanEncoding") {
    if (code === 39) return 104; // quotesingle
    if (code === 96) return 124; // grave
  } else if (encoding !== "StandardEncoding") return undefined;
  return code - 31; // standard strings 1 to 95 are StandardEncoding's codes 32 to 126, in order
}
