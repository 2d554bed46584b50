/**
 * A merged range cut by a page's first column (a sheet printed in column groups) keeps its
 * text on the page that continues it, as office suites print the part of the text that falls
 * there: the reader of either page sees what the range says.
 */
import type { SheetCell } from "./read-workbook.ts";

/** The rows with each merged range that starts left of column `start` and reaches it restarted there. */
export function restartMergesAt(rows: readonly SheetCell[][], start: number): SheetCell[][] {
  if (start === 0) return rows as SheetCell[][];
  let out: SheetCell[][] | undefined;
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      const colSpan = cell.colSpan ?? 1;
      if (cell.covered || !cell.text || c >= start || c + colSpan <= start) return;
      out ??= rows.map((line) => [...line]);
      const restarted: SheetCell = { ...cell, colSpan: c + colSpan - start };
      if (restarted.colSpan === 1) delete restarted.colSpan;
      out[r]![start] = restarted;
    });
  });
  return out ?? (rows as SheetCell[][]);
}
