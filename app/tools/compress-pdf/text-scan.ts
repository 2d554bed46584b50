/**
 * Which character codes each font shows: pages and the forms they draw are read for
 * the font in force (Tf, saved and restored by q / Q, inherited by forms) and the strings
 * shown with it (Tj, TJ, ' and "). Fonts that some stream we do not read could use
 * (annotation looks, patterns, Type 3 glyphs, form field defaults) are listed as unknown,
 * and nothing is known at all when the scan is cut short or a stream cannot be read.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFContext, type PDFDocument } from "pdf-lib";
import { decodeCapped } from "./bounded-decode.ts";
import { contentStreams, isDelimiter, isWhite, joinContent, skipInlineImage } from "./content-scan.ts";
import type { ScanBudget } from "./scan-budget.ts";

export interface FontUse {
  /** Codes shown, per font ("12 0 R"); a font reached but never used to show text has an empty set. */
  codes: Map<string, Set<number>>;
  /** Fonts some unread stream may use: to be left as they are. */
  unknown: Set<string>;
}

const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;

/** The byte values a string holds (a set: a long string costs no more memory than a short one). */
type Codes = Set<number>;

/** The bytes of the literal string opening at `i`, and the index after it. */
function literal(bytes: Uint8Array, i: number): [Codes, number] {
  const out: Codes = new Set();
  let depth = 1;
  for (i++; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === 0x5c) {
      const next = bytes[++i];
      if (next === undefined) break;
      if (next >= 0x30 && next <= 0x37) {
        let value = next - 0x30;
        for (let k = 0; k < 2 && bytes[i + 1]! >= 0x30 && bytes[i + 1]! <= 0x37; k++)
          value = value * 8 + bytes[++i]! - 0x30;
        out.add(value & 0xff);
      } else if (next === 0x0d || next === 0x0a) {
        if (next === 0x0d && bytes[i + 1] === 0x0a) i++;
      } else out.add({ 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 }[next] ?? next);
    } else if (c === 0x28) {
      depth++;
      out.add(c);
    } else if (c === 0x29) {
      if (--depth === 0) return [out, i + 1];
      out.add(c);
    } else out.add(c);
  }
  return [out, i];
}

/** The bytes of the hex string opening at `i`, and the index after it. */
function hex(bytes: Uint8Array, i: number): [Codes, number] {
  const out: Codes = new Set();
  let high = -1;
  for (i++; i < bytes.length && bytes[i] !== 0x3e; i++) {
    const value = hexValue(bytes[i]!);
    if (value < 0) continue;
    if (high < 0) high = value;
    else {
      out.add(high * 16 + value);
      high = -1;
    }
  }
  if (high >= 0) out.add(high * 16); // an odd last digit is followed by 0
  return [out, i + 1];
}

type Operand = { name: string } | { text: Codes } | number;

interface Handlers {
  font(name: string): void;
  show(text: Codes): void;
  paint(name: string): void;
  save(): void;
  restore(): void;
}

/** Reads one content stream; false when the budget ran out. */
function readContent(bytes: Uint8Array, on: Handlers, budget: ScanBudget): boolean {
  let operands: Operand[] = [];
  let inArray = false;
  let shown: Codes = new Set();
  let dictDepth = 0;
  let i = 0;
  while (i < bytes.length) {
    const c = bytes[i]!;
    if (isWhite(c)) {
      i++;
      continue;
    }
    if (!budget.spend()) return false;
    if (operands.length > 64) operands = operands.slice(-8);
    if (c === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28 || (c === 0x3c && bytes[i + 1] !== 0x3c)) {
      const [text, next] = c === 0x28 ? literal(bytes, i) : hex(bytes, i);
      i = next;
      if (inArray) for (const code of text) shown.add(code);
      else operands.push({ text });
    } else if (c === 0x3c || c === 0x3e) {
      dictDepth += c === 0x3c ? 1 : -1;
      i += 2;
    } else if (c === 0x5b) {
      inArray = true;
      shown = new Set();
      i++;
    } else if (c === 0x5d) {
      inArray = false;
      operands.push({ text: shown });
      i++;
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < bytes.length && !isWhite(bytes[j]!) && !isDelimiter(bytes[j]!)) j++;
      operands.push({ name: String.fromCharCode(...bytes.subarray(i + 1, Math.min(j, i + 128))) });
      i = j;
    } else if (c === 0x7b || c === 0x7d || c === 0x29) {
      i++;
    } else {
      let j = i;
      while (j < bytes.length && !isWhite(bytes[j]!) && !isDelimiter(bytes[j]!)) j++;
      const word = String.fromCharCode(...bytes.subarray(i, Math.min(j, i + 16)));
      i = j;
      const number = Number(word);
      if (!Number.isNaN(number)) {
        if (!inArray) operands.push(number);
        continue;
      }
      if (inArray || dictDepth > 0) continue; // true / false / null inside an array or a dictionary
      const last = operands.at(-1);
      const lastName = typeof last === "object" && "name" in last ? last.name : undefined;
      const lastText = typeof last === "object" && "text" in last ? last.text : undefined;
      if (word === "q") on.save();
      else if (word === "Q") on.restore();
      else if (word === "Tf") {
        const font = operands.at(-2);
        if (typeof font === "object" && "name" in font) on.font(font.name);
      } else if ((word === "Tj" || word === "TJ" || word === "'" || word === '"') && lastText) on.show(lastText);
      else if (word === "Do" && lastName) on.paint(lastName);
      else if (word === "ID") i = skipInlineImage(bytes, i);
      operands = [];
    }
  }
  return true;
}

const MAX_FORM_DEPTH = 20;
/** Graphics states saved (q) and not yet restored. */
const MAX_SAVES = 10_000;

interface State {
  font?: string;
}

class TextWalk {
  readonly codes = new Map<string, Set<number>>();
  readonly readStreams = new Set<PDFStream>();
  complete = true;
  private readonly open = new Set<PDFStream>();
  /** Decoded forms, read once however often they are drawn. */
  private readonly forms = new Map<PDFStream, Uint8Array | undefined>();

  constructor(
    private readonly context: PDFContext,
    private readonly budget: ScanBudget,
  ) {}

  walk(content: Uint8Array, resources: PDFDict | undefined, start: State): void {
    const fonts = resources?.lookup(PDFName.of("Font"));
    const xobjects = resources?.lookup(PDFName.of("XObject"));
    for (const ref of fonts instanceof PDFDict ? fonts.values() : [])
      if (ref instanceof PDFRef && !this.codes.has(ref.toString())) this.codes.set(ref.toString(), new Set());
    const stack: State[] = [];
    let state: State = { ...start };
    const done = readContent(
      content,
      {
        save: () => {
          if (stack.length < MAX_SAVES) stack.push({ ...state });
          else this.complete = false; // nesting no real page has: known no further
        },
        restore: () => (state = stack.pop() ?? state),
        font: (name) => {
          const ref = fonts instanceof PDFDict ? fonts.get(PDFName.of(name)) : undefined;
          state.font = ref instanceof PDFRef ? ref.toString() : undefined;
          if (!(ref instanceof PDFRef)) this.complete = false; // a direct or missing font: not followed
        },
        show: (text) => {
          if (!state.font) return;
          const codes = this.codes.get(state.font) ?? new Set();
          for (const code of text) codes.add(code);
          this.codes.set(state.font, codes);
        },
        paint: (name) => {
          const form = xobjects instanceof PDFDict ? xobjects.lookup(PDFName.of(name)) : undefined;
          if (!(form instanceof PDFStream) || form.dict.lookup(PDFName.of("Subtype")) !== PDFName.of("Form")) return;
          if (!this.complete || this.open.has(form) || this.open.size >= MAX_FORM_DEPTH) return;
          if (!this.forms.has(form)) this.forms.set(form, decodeCapped(form, this.budget));
          const bytes = this.forms.get(form);
          if (!bytes) {
            this.complete = false;
            return;
          }
          const inner = form.dict.lookup(PDFName.of("Resources"));
          this.readStreams.add(form);
          this.open.add(form);
          this.walk(bytes, inner instanceof PDFDict ? inner : resources, state);
          this.open.delete(form);
        },
      },
      this.budget,
    );
    if (!done) this.complete = false;
  }
}

/**
 * Every font some stream the walk did not read may use: those its resources list (even
 * when a page shares them), those of Type 3 glyphs and form-field defaults, and fonts a
 * graphics state sets (gs with /Font), which the walk does not follow.
 */
function unreadFonts(context: PDFContext, walk: TextWalk): Set<string> {
  const unknown = new Set<string>();
  const listFonts = (resources: unknown) => {
    const dict = resources instanceof PDFRef ? context.lookup(resources) : resources;
    const fonts = dict instanceof PDFDict ? dict.lookup(PDFName.of("Font")) : undefined;
    for (const ref of fonts instanceof PDFDict ? fonts.values() : [])
      if (ref instanceof PDFRef) unknown.add(ref.toString());
  };
  const pageTree = [PDFName.of("Page"), PDFName.of("Pages")];
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    const stateFont = dict.lookup(PDFName.of("Font"));
    if (stateFont instanceof PDFArray && stateFont.get(0) instanceof PDFRef) unknown.add(stateFont.get(0).toString());
    if (object instanceof PDFStream && walk.readStreams.has(object)) continue;
    if (pageTree.includes(dict.lookup(PDFName.of("Type")) as PDFName)) continue; // every page is read
    listFonts(dict.get(PDFName.of("Resources")));
    listFonts(dict.get(PDFName.of("DR")));
  }
  return unknown;
}

/** Joins a page's content streams, as if one, with a separator. */
function pageContent(context: PDFContext, contents: unknown, budget: ScanBudget): Uint8Array | undefined {
  const parts: Uint8Array[] = [];
  for (const stream of contentStreams(context, contents)) {
    const bytes = decodeCapped(stream, budget);
    if (!bytes) return undefined;
    parts.push(bytes);
  }
  return joinContent(parts);
}

/** The codes each font shows, or undefined when the document could not be read through. */
export function fontUse(doc: PDFDocument, budget: ScanBudget): FontUse | undefined {
  const walk = new TextWalk(doc.context, budget);
  for (const page of doc.getPages()) {
    const content = pageContent(doc.context, page.node.Contents(), budget);
    if (!content) return undefined;
    walk.walk(content, page.node.Resources(), {});
    if (!walk.complete) return undefined;
  }
  return { codes: walk.codes, unknown: unreadFonts(doc.context, walk) };
}
