/**
 * Paginates a sheet as an office suite prints it: on the sheet's paper, orientation and
 * margins, at its scale (or scaled to fit the pages it asks for), the columns and rows in
 * their own widths and heights, split across pages down then over (or over then down), the
 * print-title rows repeated at the top of every page. No column is ever cut: one wider
 * than the page is narrowed to it, and a page holds only whole columns.
 */
import type { SheetCell, SheetData } from "./read-workbook.ts";

/** Cell padding on each side at 100 %, and the rule between cells. */
const CELL_PADDING = 1.5;
export const RULE_WIDTH = 0.5;
/** Roboto's average advance per point of font size: Latin and the like, and full-width (CJK, Hangul) characters. */
const CHAR_WIDTH = 0.55;
const FULL_WIDTH = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uff60]/;
/** Text a little too wide for its cell is drawn smaller, down to this share of the font; longer text wraps. */
const MIN_SHRINK = 0.6;
/** Roboto's line height per point of font size. */
const LINE_HEIGHT = 1.2;
/** Past this many page passes, fit-to-pages settles for the smallest scale tried. */
const FIT_STEPS = 40;

/** Rows [start, end) and columns [start, end) of one printed page, as printed indexes. */
export interface PagePiece {
  rows: [number, number];
  columns: [number, number];
}

export interface SheetLayout {
  landscape: boolean;
  /** 1 = 100 %. */
  scale: number;
  fontSize: number;
  /** Each column's printed width in points (its box: content, padding and rule). */
  widths: number[];
  /** Each row's printed height in points. */
  heights: number[];
  /** Cell padding on each side, in points. */
  padding: number;
  /** The print-title rows and columns printed on every page (the sheet's first ones; none when they would fill half the page). */
  titleRows: number;
  titleColumns: number;
  /** The pages in print order, without the title rows and columns, which come first on each. */
  pages: PagePiece[];
}

/** Greedy runs of sizes that fit in `room`; a run holds at least one item. */
function runs(sizes: readonly number[], from: number, room: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = from;
  let used = 0;
  for (let i = from; i < sizes.length; i++) {
    if (i > start && used + sizes[i]! > room + 0.01) {
      out.push([start, i]);
      start = i;
      used = 0;
    }
    used += sizes[i]!;
  }
  if (sizes.length > from) out.push([start, sizes.length]);
  return out;
}

/** About how wide `text` is drawn in Roboto at `fontSize`, in points. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) ems += FULL_WIDTH.test(ch) ? 1 : CHAR_WIDTH;
  return ems * fontSize;
}

/**
 * How a cell's text is drawn in `room` points: on its lines at the font size when it fits;
 * a little too wide, smaller (as Excel's "shrink to fit"), so the row keeps its height, as
 * an office suite keeps it; much too wide, wrapped over more lines (an office suite would cut
 * it off at the next cell; we lose no text).
 */
export function fitText(text: string, room: number, fontSize: number): { fontSize: number; lines: number } {
  const lines = text.split("\n");
  const widest = Math.max(...lines.map((line) => textWidth(line, fontSize)));
  if (widest <= room) return { fontSize, lines: lines.length };
  const shrink = room / widest;
  if (shrink >= MIN_SHRINK) return { fontSize: Math.floor(fontSize * shrink * 10) / 10, lines: lines.length };
  // Breaking at spaces leaves some room unused at each line's end.
  const wrapped = lines.reduce((n, line) => n + Math.max(1, Math.ceil((textWidth(line, fontSize) * 1.15) / room)), 0);
  return { fontSize, lines: wrapped };
}

/** The room for a cell's text: the widths of the columns it spans, less padding and rule. */
export const textRoom = (widths: readonly number[], padding: number) =>
  widths.reduce((a, b) => a + b, 0) - 2 * padding - RULE_WIDTH;

/**
 * Each row's height at 100 %: the sheet's, or more when a cell's text needs more lines in
 * its column on its page (text runs into empty cells to its right first, as
 * spanOverflowingText draws it; a merged cell is cut at the page's last column).
 */
function neededHeights(
  sheet: SheetData,
  widths: readonly number[],
  fontSize: number,
  columnRuns: ReadonlyArray<[number, number]>,
): number[] {
  const lines = sheet.rows.map(() => 1);
  for (const [start, end] of columnRuns) {
    spanOverflowingText(sheet.rows, widths, fontSize, start, end).forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell.covered || !cell.text || (cell.rowSpan ?? 1) > 1) return;
        const span = widths.slice(start + c, start + c + Math.min(cell.colSpan ?? 1, end - start - c));
        lines[r] = Math.max(lines[r]!, fitText(cell.text, textRoom(span, CELL_PADDING), fontSize).lines);
      });
    });
  }
  return lines.map((n, r) => {
    const height = sheet.heights[r] ?? 0;
    return n > 1 ? Math.max(height, n * fontSize * LINE_HEIGHT + 2) : height;
  });
}

const sum = (sizes: readonly number[]) => sizes.reduce((a, b) => a + b, 0);

/** Print titles are repeated while they take less than half the page. */
const titlesThatFit = (sizes: readonly number[], count: number, room: number) =>
  sum(sizes.slice(0, count)) < room / 2 ? count : 0;

function paginate(
  columnRuns: ReadonlyArray<[number, number]>,
  heights: readonly number[],
  titleRows: number,
  room: { width: number; height: number },
  overThenDown: boolean,
): PagePiece[] {
  // Print titles take their room on every page.
  const rowRuns = runs(heights, titleRows, room.height - sum(heights.slice(0, titleRows)));
  const pieces: PagePiece[] = [];
  if (overThenDown) {
    for (const rows of rowRuns) for (const columns of columnRuns) pieces.push({ rows, columns });
  } else {
    for (const columns of columnRuns) for (const rows of rowRuns) pieces.push({ rows, columns });
  }
  return pieces;
}

export function layoutSheet(sheet: SheetData): SheetLayout {
  const { page } = sheet;
  const paperWidth = page.landscape ? page.paper.height : page.paper.width;
  const paperHeight = page.landscape ? page.paper.width : page.paper.height;
  // A point spare for the table's outer rules.
  const room = {
    width: Math.max(36, paperWidth - page.margins.left - page.margins.right - 1),
    height: Math.max(36, paperHeight - page.margins.top - page.margins.bottom - 1),
  };
  const at = (scale: number) => {
    // A column wider than the page is narrowed to it.
    const widths = sheet.widths.map((w) => Math.min(w * scale, room.width));
    const titleColumns = titlesThatFit(widths, sheet.titleColumns, room.width);
    const columnRuns = runs(widths, titleColumns, room.width - sum(widths.slice(0, titleColumns)));
    const measured: Array<[number, number]> = titleColumns ? [[0, titleColumns], ...columnRuns] : columnRuns;
    // Measured at 100 %, in the widths as printed (a column narrowed to the page wraps more).
    const unscaled = widths.map((w) => w / scale);
    const heights = neededHeights(sheet, unscaled, page.font.size, measured).map((h) => h * scale);
    const titleRows = titlesThatFit(heights, sheet.titleRows, room.height);
    const pages = paginate(columnRuns, heights, titleRows, room, page.overThenDown);
    return { widths, heights, titleRows, titleColumns, pages };
  };

  let scale = Math.min(4, Math.max(0.1, page.scale));
  let result = at(scale);
  if (page.fitTo) {
    const across = page.fitTo.width || Infinity;
    const down = page.fitTo.height || Infinity;
    scale = Math.min(1, (across * room.width) / sum(sheet.widths), (down * room.height) / sum(sheet.heights));
    result = at(scale);
    const fits = () => {
      const columns = new Set(result.pages.map((p) => p.columns[0])).size;
      const rows = new Set(result.pages.map((p) => p.rows[0])).size;
      return columns <= across && rows <= down;
    };
    for (let step = 0; step < FIT_STEPS && !fits() && scale > 0.1; step++) {
      scale *= 0.97;
      result = at(scale);
    }
  }
  return {
    landscape: page.landscape,
    scale,
    fontSize: Math.round(page.font.size * scale * 10) / 10,
    widths: result.widths,
    heights: result.heights,
    titleRows: result.titleRows,
    titleColumns: result.titleColumns,
    padding: CELL_PADDING * Math.min(1, scale),
    pages: result.pages,
  };
}

/**
 * Lets left-aligned text overflow into the empty cells to its right, as Excel shows it,
 * by spanning them, as far as the text needs and within [start, end).
 */
export function spanOverflowingText(
  rows: SheetCell[][],
  widths: readonly number[],
  fontSize: number,
  start: number,
  end: number,
): SheetCell[][] {
  return rows.map((row) => {
    const out = row.slice(start, end).map((cell) => ({ ...cell }));
    for (let c = 0; c < out.length; c++) {
      const cell = out[c]!;
      const leftAligned = cell.alignment ? cell.alignment === "left" : !cell.numeric;
      if (!leftAligned || cell.covered || cell.colSpan || cell.rowSpan || !cell.text || cell.text.includes("\n"))
        continue;
      const needed = textWidth(cell.text, fontSize) + 2 * CELL_PADDING;
      let room = widths[start + c]!;
      let span = 1;
      while (room < needed && c + span < out.length) {
        const next = out[c + span]!;
        if (next.text || next.covered || next.colSpan || next.rowSpan || next.fill) break;
        room += widths[start + c + span]!;
        span++;
      }
      if (span > 1) {
        cell.colSpan = span;
        for (let k = 1; k < span; k++) out[c + k] = { text: "", numeric: false, covered: true };
        c += span - 1;
      }
    }
    return out;
  });
}
