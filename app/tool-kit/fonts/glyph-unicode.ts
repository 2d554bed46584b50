/**
 * Gives every glyph pdfkit draws the characters it stands for where it is drawn, so that
 * text readers that go by the font's ToUnicode map (pdf.js, hence the browser's find and
 * copy; poppler's pdftotext) read shaped scripts right.
 *
 * pdfkit maps a glyph to the characters of its first use, read from fontkit's Glyph, which
 * fontkit caches per glyph id with the characters of the glyph's first creation. Fonts that
 * share a glyph between letters (Noto Sans Arabic draws ح ج خ from one dotless body, the dots
 * being marks) then read every later letter as the first one. Here each layout records the
 * characters fontkit's shaper gives each glyph, and a glyph used for other characters than
 * before gets a copy of its own in the subset, with its own ToUnicode entry.
 *
 * Right-to-left runs are drawn in visual order; readers turn them back to logical order
 * character by character, so a ligature's characters (lam-alef) are listed in visual order
 * too, to come out right once turned.
 */

interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface GlyphRun {
  glyphs: Glyph[];
  positions: Position[];
  advanceWidth: number;
  direction?: string;
  /** Set here: each glyph's characters, in the glyphs' (visual) order. */
  glyphCodePoints?: number[][];
}

interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): Glyph;
}

/** The parts of pdfkit's EmbeddedFont used here (the same in its Node and browser builds). */
export interface PdfKitFont {
  font?: FontkitFont;
  subset?: { glyphs: number[]; includeGlyph(id: number): number };
  unicode?: number[][];
  widths?: number[];
  scale?: number;
  layoutCache?: Record<string, GlyphRun>;
  layoutRun?(text: string, features?: unknown): GlyphRun;
  layoutCached?(text: string): GlyphRun;
  encode?(text: string, features?: unknown): [string[], Position[]];
}

const PATCHED = Symbol("glyph-unicode");

/** Patches one pdfkit font (once); a standard (AFM) font has no subset and is left alone. */
export function keepGlyphText(pdfFont: PdfKitFont | undefined): void {
  const target = pdfFont as (PdfKitFont & { [PATCHED]?: boolean }) | undefined;
  if (!target || target[PATCHED] || !target.font || !target.subset || !target.unicode || !target.layoutRun) return;
  target[PATCHED] = true;
  const layoutRun = target.layoutRun;
  target.layoutRun = function (this: PdfKitFont, text: string, features?: unknown) {
    const font = this.font!;
    const calls: Array<{ id: number; codePoints: number[] }> = [];
    const getGlyph = font.getGlyph;
    font.getGlyph = function (this: FontkitFont, id: number, codePoints?: number[]) {
      calls.push({ id, codePoints: codePoints ?? [] });
      return getGlyph.call(this, id, codePoints);
    };
    let run: GlyphRun;
    try {
      run = layoutRun.call(this, text, features);
    } finally {
      delete (font as Partial<FontkitFont>).getGlyph;
      if (font.getGlyph !== getGlyph) font.getGlyph = getGlyph;
    }
    const codePoints = shapedCodePoints(calls, run);
    if (codePoints) run.glyphCodePoints = codePoints;
    return run;
  };
  // Runs measured before the patch carry no characters: lay them out again.
  if (target.layoutCache) target.layoutCache = Object.create(null) as Record<string, GlyphRun>;

  const slots = new Map<string, number>();
  const silent = new Set<string>();
  silentGlyphs.set(target, silent);
  target.encode = function (this: PdfKitFont, text: string, features?: unknown): [string[], Position[]] {
    const runs = features ? [this.layoutRun!(text, features)] : wordRuns(this, text);
    const encoded: string[] = [];
    const positions: Position[] = [];
    for (const run of runs) {
      run.glyphs.forEach((glyph, i) => {
        const codePoints = run.glyphCodePoints?.[i] ?? glyph.codePoints;
        const text = run.direction === "rtl" && codePoints.length > 1 ? [...codePoints].reverse() : codePoints;
        const hex = glyphSlot(this, glyph, text, slots).toString(16).padStart(4, "0");
        encoded.push(hex);
        const position = run.positions[i]!;
        if (text.length === 1 && text[0] === ZERO_WIDTH_JOINER && glyph.id !== 0) {
          silent.add(hex);
          // An offset makes pdfkit draw the glyph in a TJ of its own, which the span can wrap.
          positions.push(position.xOffset || position.yOffset ? position : { ...position, yOffset: 1e-3 });
        } else positions.push(position);
      });
    }
    return [encoded, positions];
  };
}

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

const silentGlyphs = new WeakMap<PdfKitFont, Set<string>>();

/** The hex codes (as pdfkit writes them) of a font's glyphs that stand for no character. */
export function silentGlyphCodes(font: PdfKitFont | undefined): ReadonlySet<string> | undefined {
  return font ? silentGlyphs.get(font) : undefined;
}

/**
 * The subset's glyph for `glyph` drawn as `text`: its first slot when that reads as `text`
 * (or is new), else a copy of the glyph with a ToUnicode entry of its own.
 */
function glyphSlot(font: PdfKitFont, glyph: Glyph, text: number[], slots: Map<string, number>): number {
  // .notdef stays glyph 0: the empty box readers and our checks know.
  if (glyph.id === 0) return font.subset!.includeGlyph(0);
  const key = `${glyph.id}:${text.join(",")}`;
  let gid = slots.get(key);
  if (gid !== undefined) return gid;
  const subset = font.subset!;
  const unicode = font.unicode!;
  gid = subset.includeGlyph(glyph.id);
  const existing = unicode[gid];
  if (existing && existing.join(",") !== text.join(",")) {
    subset.glyphs.push(glyph.id);
    gid = subset.glyphs.length - 1;
  }
  unicode[gid] ??= text;
  font.widths![gid] ??= glyph.advanceWidth * font.scale!;
  slots.set(key, gid);
  return gid;
}

/**
 * Each glyph's characters, in the run's (visual) order: the shaper ends by fetching the
 * run's glyphs in logical order (fontkit may fetch a few more after it), so the last
 * stretch of calls with the run's glyph ids, or nothing when there is none.
 */
function shapedCodePoints(calls: Array<{ id: number; codePoints: number[] }>, run: GlyphRun): number[][] | undefined {
  const ids = run.glyphs.map((glyph) => glyph.id);
  if (run.direction === "rtl") ids.reverse();
  for (let start = calls.length - ids.length; start >= 0; start--) {
    if (!ids.every((id, i) => calls[start + i]!.id === id)) continue;
    const found = spreadDecomposed(calls.slice(start, start + ids.length).map((call) => call.codePoints));
    return run.direction === "rtl" ? found.reverse() : found;
  }
  return undefined;
}

/**
 * A letter the font draws as several glyphs (إ as alef and a hamza mark) leaves the extra
 * glyphs without characters; when the letter's canonical decomposition has one character per
 * glyph, each glyph gets its own (ا and U+0655, which readers compose back to إ). Any glyph
 * still without characters (the dots Noto Sans Arabic puts on a shared body) reads as a
 * zero-width joiner, which pdf.js skips (with no entry it shows the glyph's code as a stray
 * character); such a glyph is drawn on its own inside an empty ActualText span
 * (pdfmake-render.ts), which poppler reads as nothing.
 */
function spreadDecomposed(codePoints: number[][]): number[][] {
  const out = codePoints.map((points) => [...points]);
  for (let i = 0; i < out.length; i++) {
    let extra = 0;
    while (i + extra + 1 < out.length && out[i + extra + 1]!.length === 0) extra++;
    if (extra === 0 || out[i]!.length !== 1) continue;
    const parts = [...String.fromCodePoint(out[i]![0]!).normalize("NFD")].map((char) => char.codePointAt(0)!);
    if (parts.length === extra + 1) parts.forEach((part, k) => (out[i + k] = [part]));
  }
  return out.map((points) => (points.length ? points : [ZERO_WIDTH_JOINER]));
}

const ZERO_WIDTH_JOINER = 0x200d;

/** pdfkit's own split: word by word (with its trailing space), each run cached. */
function wordRuns(font: PdfKitFont, text: string): GlyphRun[] {
  const runs: GlyphRun[] = [];
  let last = 0;
  for (let index = 0; index <= text.length; index++) {
    const atEnd = index === text.length;
    if ((atEnd && last < index) || (!atEnd && (text[index] === " " || text[index] === "\t"))) {
      runs.push(font.layoutCached!(text.slice(last, index + 1)));
      last = index + 1;
    }
  }
  return runs;
}
