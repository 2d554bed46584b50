/**
 * Embedded fonts made smaller where that changes nothing on the page: a font program no
 * text is shown with is no longer embedded (the font stays, its resource name still valid),
 * and a CFF program (FontFile3 /Type1C) of simple fonts showing only printable ASCII keeps
 * the outlines of the glyphs shown (cff-subset.ts). What text-scan.ts cannot vouch for
 * (fonts some unread stream may use) is left as it is, so the text shows and reads the same.
 */
import { zlibSync } from "fflate";
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFDocument } from "pdf-lib";
import { decodeCapped } from "./bounded-decode.ts";
import { hollowCff, standardSid } from "./cff-subset.ts";
import type { ScanBudget } from "./scan-budget.ts";
import { fontUse } from "./text-scan.ts";

const FONT_FILES = ["FontFile", "FontFile2", "FontFile3"].map((key) => PDFName.of(key));
/** Flags bit 3: the font's glyphs are outside the standard Latin set, so its encoding cannot be trusted for names. */
const SYMBOLIC = 4;

interface User {
  font: PDFDict;
  descriptor: PDFDict;
  /** Codes shown; undefined when not known. */
  codes: Set<number> | undefined;
}

function descriptorOf(font: PDFDict): PDFDict | undefined {
  let holder = font;
  if (font.lookup(PDFName.of("Subtype")) === PDFName.of("Type0")) {
    const descendants = font.lookup(PDFName.of("DescendantFonts"));
    const first = descendants instanceof PDFArray ? descendants.lookup(0) : undefined;
    if (!(first instanceof PDFDict)) return undefined;
    holder = first;
  }
  const descriptor = holder.lookup(PDFName.of("FontDescriptor"));
  return descriptor instanceof PDFDict ? descriptor : undefined;
}

/** The font files and the fonts that use each, keyed by the file's reference. */
function fontFiles(doc: PDFDocument, codes: Map<string, Set<number>>, unknown: Set<string>) {
  const files = new Map<string, { ref: PDFRef; key: PDFName; users: User[] }>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.lookup(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    const subtype = object.lookup(PDFName.of("Subtype"));
    if (subtype === PDFName.of("CIDFontType0") || subtype === PDFName.of("CIDFontType2")) continue; // through its Type0
    const descriptor = descriptorOf(object);
    const key = FONT_FILES.find((name) => descriptor?.get(name) instanceof PDFRef);
    if (!descriptor || !key) continue;
    const file = descriptor.get(key) as PDFRef;
    const id = ref.toString();
    const entry = files.get(file.toString()) ?? { ref: file, key, users: [] };
    entry.users.push({ font: object, descriptor, codes: unknown.has(id) ? undefined : codes.get(id) });
    files.set(file.toString(), entry);
  }
  return files;
}

/** The SIDs the users show, or undefined when any user is not a plain Type 1 font with a named encoding. */
function sidsShown(users: User[]): Set<number> | undefined {
  const sids = new Set<number>();
  for (const { font, descriptor, codes } of users) {
    const encoding = font.lookup(PDFName.of("Encoding"));
    const flags = descriptor.lookup(PDFName.of("Flags"));
    if (!codes || font.lookup(PDFName.of("Subtype")) !== PDFName.of("Type1") || !(encoding instanceof PDFName))
      return undefined;
    if (!(flags instanceof PDFNumber) || flags.asNumber() & SYMBOLIC) return undefined;
    for (const code of codes) {
      const sid = standardSid(encoding.decodeText(), code);
      if (sid === undefined) return undefined;
      sids.add(sid);
    }
  }
  return sids;
}

/** A damaged font program is kept as it is. */
function hollowSafely(program: Uint8Array, sids: Set<number>): Uint8Array | undefined {
  try {
    return hollowCff(program, sids);
  } catch {
    return undefined;
  }
}

/** Returns how many font programs were dropped and how many were cut to the glyphs shown. */
export function slimFonts(doc: PDFDocument, budget: ScanBudget): { dropped: number; subset: number } {
  const result = { dropped: 0, subset: 0 };
  const use = fontUse(doc, budget);
  if (!use) return result;
  for (const { ref, key, users } of fontFiles(doc, use.codes, use.unknown).values()) {
    if (users.some((user) => !user.codes)) continue;
    if (users.every((user) => user.codes!.size === 0)) {
      for (const { descriptor } of users) descriptor.delete(key);
      result.dropped++;
      continue;
    }
    const stream = doc.context.lookup(ref);
    if (key !== PDFName.of("FontFile3") || !(stream instanceof PDFRawStream)) continue;
    if (stream.dict.lookup(PDFName.of("Subtype")) !== PDFName.of("Type1C")) continue;
    const sids = sidsShown(users);
    const program = sids && decodeCapped(stream, budget);
    const smaller = program && hollowSafely(program, sids);
    if (!smaller) continue;
    const dict = stream.dict.clone();
    dict.delete(PDFName.of("DecodeParms"));
    dict.set(PDFName.of("Filter"), PDFName.of("FlateDecode"));
    doc.context.assign(ref, PDFRawStream.of(dict, zlibSync(smaller, { level: 9 })));
    // The glyph list no longer matches the program.
    for (const { descriptor } of users) descriptor.delete(PDFName.of("CharSet"));
    result.subset++;
  }
  return result;
}
