/**
 * Fits a sheet to A4 without ever cutting a column: the sheet's own column widths, in
 * proportion, on a portrait page if they fit, else landscape, else landscape scaled down
 * (font with it) to the page width; only past the smallest readable size are the
 * columns split into groups, each printed whole under a heading naming its columns.
 */
import type { SheetCell } from "./read-workbook.ts";

export const PAGE = { short: 595.28, long: 841.89, margin: 36 };
// A point spare for the table's outer rule.
const PORTRAIT_WIDTH = PAGE.short - 2 * PAGE.margin - 1;
const LANDSCAPE_WIDTH = PAGE.long - 2 * PAGE.margin - 1;
export const BASE_FONT = 9;
const MIN_FONT = 5;
/** Left + right cell padding at full size, and the rule between cells. */
const CELL_PADDING = 4;
export const RULE_WIDTH = 0.5;
/** Text wider than its cell runs into empty cells to its right, as in Excel: about this many points per character at 1 pt. */
const CHAR_WIDTH = 0.5;

export interface SheetLayout {
  orientation: "portrait" | "landscape";
  fontSize: number;
  /** Scale of the sheet's widths (1 = as in the sheet). */
  scale: number;
  /** Column index ranges [start, end) printed as separate tables; one when the sheet fits. */
  groups: Array<[number, number]>;
  /** Each column's content width in points (without padding and rules), as pdfmake takes it. */
  widths: number[];
  /** Cell padding on each side, in points. */
  padding: number;
}

function fit(widths: readonly number[], available: number): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  let start = 0;
  let used = 0;
  widths.forEach((w, c) => {
    if (c > start && used + w > available + 0.01) {
      groups.push([start, c]);
      start = c;
      used = 0;
    }
    used += w;
  });
  if (widths.length > 0) groups.push([start, widths.length]);
  return groups;
}

export function layoutSheet(sheetWidths: readonly number[]): SheetLayout {
  const total = sheetWidths.reduce((a, b) => a + b, 0);
  let orientation: SheetLayout["orientation"] = "landscape";
  let scale = 1;
  if (total <= PORTRAIT_WIDTH) orientation = "portrait";
  else if (total > LANDSCAPE_WIDTH) scale = Math.max(MIN_FONT / BASE_FONT, LANDSCAPE_WIDTH / total);
  const available = orientation === "portrait" ? PORTRAIT_WIDTH : LANDSCAPE_WIDTH;
  // A single column wider than the page is narrowed to the page.
  const scaled = sheetWidths.map((w) => Math.min(w * scale, available));
  const padding = (CELL_PADDING / 2) * Math.min(1, scale);
  return {
    orientation,
    fontSize: Math.floor(BASE_FONT * scale * 10) / 10,
    scale,
    groups: fit(scaled, available),
    widths: scaled.map((w) => Math.max(1, w - 2 * padding - RULE_WIDTH)),
    padding,
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
      const needed = cell.text.length * fontSize * CHAR_WIDTH;
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
