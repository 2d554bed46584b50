/**
 * A small reader of PDF content streams that follows only what places images: the
 * graphics state stack (q / Q), the current matrix (cm) and XObject painting (Do).
 * Strings, arrays, dictionaries and inline images are skipped, not interpreted.
 */
import { PDFArray, PDFStream, type PDFContext } from "pdf-lib";
import { concatBytes } from "#app/tool-kit/conversion/concat-bytes.ts";
import type { ScanBudget } from "./scan-budget.ts";

/** A page's content streams: its /Contents is one stream or an array of them. */
export function contentStreams(context: PDFContext, contents: unknown): PDFStream[] {
  const items = contents instanceof PDFArray ? contents.asArray().map((item) => context.lookup(item)) : [contents];
  return items.filter((item): item is PDFStream => item instanceof PDFStream);
}

const NEWLINE = new Uint8Array([0x0a]);

/** A page's decoded streams joined as if one, with a separator after each. */
export function joinContent(parts: readonly Uint8Array[]): Uint8Array {
  return concatBytes(parts.flatMap((part) => [part, NEWLINE]));
}

/** [a b c d e f] as in the PDF `cm` operator. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m then n: a point goes through m first. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/** PDF white-space and delimiter bytes (ISO 32000-1, 7.2.2), shared by the content-stream scanners. */
export const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
export const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;

/** Index just after the string that opens at `i` (a "(" with nesting and escapes). */
function skipString(bytes: Uint8Array, i: number): number {
  let depth = 0;
  for (; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return i;
}

/** Index just after the inline image's data, which follows "ID" and ends with whitespace + "EI". */
export function skipInlineImage(bytes: Uint8Array, i: number): number {
  for (; i + 2 < bytes.length; i++) {
    if (isWhite(bytes[i]!) && bytes[i + 1] === 0x45 && bytes[i + 2] === 0x49) {
      const after = bytes[i + 3];
      if (after === undefined || isWhite(after) || isDelimiter(after)) return i + 3;
    }
  }
  return bytes.length;
}

/** Longer names and words are garbage in a content stream (and would not fit in one string call). */
const MAX_WORD = 127;
/** Only the last six operands are ever read (by cm). */
const MAX_OPERANDS = 16;

const wordAt = (bytes: Uint8Array, i: number, j: number) =>
  j - i > MAX_WORD ? "" : String.fromCharCode(...bytes.subarray(i, j));

/**
 * Calls `onDo(name, ctm)` for each XObject the stream paints, with the matrix in force
 * (`start` times every `cm` since), and `onGraphicsState(name, ctm)` for each `gs` (a soft
 * mask's group is drawn in the matrix of then). Unbalanced Q and malformed operands are ignored.
 * Each token spends one unit of `budget`; the scan stops where the budget runs out.
 */
export function scanContent(
  bytes: Uint8Array,
  start: Matrix,
  onDo: (name: string, ctm: Matrix) => void,
  onGraphicsState?: (name: string, ctm: Matrix) => void,
  budget?: ScanBudget,
): void {
  const stack: Matrix[] = [];
  let ctm = start;
  const operands: Array<number | string> = [];
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const c = bytes[i]!;
    if (isWhite(c)) {
      i++;
      continue;
    }
    if (budget && !budget.spend()) return;
    if (operands.length >= MAX_OPERANDS) operands.splice(0, operands.length - 6);
    if (c === 0x25) {
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      i = skipString(bytes, i);
      operands.push("");
    } else if (c === 0x3c && bytes[i + 1] !== 0x3c) {
      while (i < n && bytes[i] !== 0x3e) i++;
      i++;
      operands.push("");
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < n && !isWhite(bytes[j]!) && !isDelimiter(bytes[j]!)) j++;
      operands.push("/" + wordAt(bytes, i + 1, j));
      i = j;
    } else if (c === 0x5b || c === 0x5d || c === 0x3c || c === 0x3e || c === 0x7b || c === 0x7d) {
      i++; // arrays and dictionaries hold operands only of operators we ignore
    } else {
      let j = i;
      while (j < n && !isWhite(bytes[j]!) && !isDelimiter(bytes[j]!)) j++;
      if (j === i) j++;
      const word = wordAt(bytes, i, j);
      i = j;
      const number = Number(word);
      if (word !== "" && !Number.isNaN(number)) {
        operands.push(number);
        continue;
      }
      if (word === "q") stack.push(ctm);
      else if (word === "Q") ctm = stack.pop() ?? ctm;
      else if (word === "cm" && operands.length >= 6) {
        const m = operands.slice(-6);
        if (m.every((v) => typeof v === "number")) ctm = multiply(m as Matrix, ctm);
      } else if (word === "Do") {
        const name = operands.at(-1);
        if (typeof name === "string" && name.startsWith("/")) onDo(name.slice(1), ctm);
      } else if (word === "gs") {
        const name = operands.at(-1);
        if (typeof name === "string" && name.startsWith("/")) onGraphicsState?.(name.slice(1), ctm);
      } else if (word === "ID") {
        i = skipInlineImage(bytes, i);
      }
      operands.length = 0;
    }
  }
}

/** The size in points of the unit square drawn through `m` (an image's placed width and height). */
export function placedSize(m: Matrix): { width: number; height: number } {
  return { width: Math.hypot(m[0], m[1]), height: Math.hypot(m[2], m[3]) };
}
