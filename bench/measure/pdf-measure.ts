/**
 * What the fidelity bench reads from a PDF, with poppler's tools (pdfinfo, pdftotext,
 * pdfimages, pdffonts) and pdf-lib for the glyph check.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PDFRef } from "pdf-lib";

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: "utf8", maxBuffer: 64 << 20, stdio: ["ignore", "pipe", "ignore"] });

export function pageCount(file: string): number {
  return Number(/^Pages:\s+(\d+)/m.exec(run("pdfinfo", [file]))?.[1] ?? 0);
}

export function pdfTextOf(file: string): string {
  return run("pdftotext", ["-enc", "UTF-8", file, "-"]);
}

/** Images drawn (soft masks not counted). */
export function imageCount(file: string): number {
  return run("pdfimages", ["-list", file])
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() && !/\bsmask\b/.test(line)).length;
}

/** Font names without the subset tag, e.g. "NotoSansDevanagari-Regular". */
export function fontNames(file: string): string[] {
  const names = run("pdffonts", [file])
    .split("\n")
    .slice(2)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, "") ?? "")
    .filter(Boolean);
  return [...new Set(names)];
}

const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Words for comparing two PDFs' text: letters, marks and digits; CJK counted per character (no spaces there). */
function wordsOf(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text
    .normalize("NFKC")
    .toLowerCase()
    .matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = match[0];
    const parts = IDEOGRAPHIC.test(word) ? [...word] : [word];
    for (const part of parts) counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  return counts;
}

/** Share (0..1) of the reference's words that our text holds as often. */
export function wordsKept(reference: string, ours: string): { kept: number; total: number; missing: string[] } {
  const want = wordsOf(reference);
  const have = wordsOf(ours);
  // A reference word split or joined differently by the extraction (Indic clusters) still counts when our text holds it.
  const joined = [
    ...ours
      .normalize("NFKC")
      .toLowerCase()
      .matchAll(/[\p{L}\p{M}\p{N}]+/gu),
  ]
    .map((m) => m[0])
    .join("");
  let total = 0;
  let kept = 0;
  const missing: string[] = [];
  for (const [word, count] of want) {
    total += count;
    const found = have.has(word) ? Math.min(count, have.get(word) ?? 0) : joined.includes(word) ? count : 0;
    kept += found;
    if (found < count) missing.push(word);
  }
  return { kept: total ? kept / total : 1, total, missing };
}

/**
 * Glyphs drawn as the font's empty box (.notdef, glyph 0) in a PDF written by pdfkit: its
 * text is shown as hex glyph ids (<0001002a…> in Tj/TJ), four digits each.
 */
export async function notdefGlyphs(file: string): Promise<number> {
  const doc = await PDFDocument.load(fs.readFileSync(file), { updateMetadata: false });
  let count = 0;
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const item of refs) {
      const stream = item instanceof PDFRef ? doc.context.lookup(item) : item;
      if (!(stream instanceof PDFRawStream)) continue;
      const text = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const shown of text.matchAll(/<([0-9a-fA-F]+)>/g)) {
        const hex = shown[1] ?? "";
        if (hex.length % 4 !== 0) continue;
        for (let i = 0; i < hex.length; i += 4) if (hex.slice(i, i + 4) === "0000") count++;
      }
    }
  }
  return count;
}
