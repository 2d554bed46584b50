/**
 * WOFF 1.0 → plain TrueType/OpenType bytes. fontkit reads WOFF itself but inflates a table
 * again on every access, which made shaping Indic and CJK text take seconds; unpacked once
 * here, the same text renders in milliseconds.
 */
import { unzlibSync } from "fflate";

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not "wOFF": already a TTF/OTF
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: Array<{ tag: number; checksum: number; data: Uint8Array }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compLength < origLength ? unzlibSync(raw) : raw,
    });
  }
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, Math.log2(power));
  outView.setUint16(10, numTables * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    outView.setUint32(at, table.tag);
    outView.setUint32(at + 4, table.checksum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
