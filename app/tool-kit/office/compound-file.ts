/**
 * Reads OLE compound files (Office 97–2003 .xls and .doc, and the encrypted wrapper of a
 * password-protected .docx or .xlsx). Streams are read with SheetJS's CFB reader, passed in by
 * the Excel converter that loads it anyway, so the Word converter's bundle does without it.
 */
export interface Cfb {
  read(data: Uint8Array, options: { type: "array" }): unknown;
  find(container: unknown, path: string): { content?: ArrayLike<number> } | null;
}

/**
 * The bytes of the first of `names` the file holds (an .xls's "Workbook", or "Book" in older
 * ones). Throws on bytes without a compound file's signature.
 */
export function readStream(bytes: Uint8Array, cfb: Cfb, names: readonly string[]): Uint8Array | undefined {
  const container = cfb.read(bytes, { type: "array" });
  for (const name of names) {
    const entry = cfb.find(container, name);
    if (entry) return entry.content ? Uint8Array.from(entry.content) : undefined;
  }
  return undefined;
}

/** How far into the file the stream names are looked for: the directory of the files we take sits well within it. */
const NAMES_WITHIN = 1 << 20;

/**
 * Which streams a compound file names, without reading its directory: a stream's name is
 * stored in UTF-16, so it is found in the file's first MiB read as UTF-16. Enough to tell a
 * Word .doc ("WordDocument"), a PowerPoint file and an encrypted package ("EncryptedPackage")
 * apart before any converter is loaded.
 */
export function streamNames(bytes: Uint8Array): { has(name: string): boolean } {
  const text = new TextDecoder("utf-16le").decode(bytes.subarray(0, Math.min(bytes.length, NAMES_WITHIN)));
  return { has: (name) => text.includes(name) };
}
