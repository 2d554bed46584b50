/**
 * Column widths and row heights in points, as LibreOffice computes them when it prints a
 * sheet: a width in "characters" is that many digits of the workbook's default font (a
 * default width from baseColWidth gets 5 pixels of padding more), a row without a height of
 * its own has the sheet's default height.
 */
import type { SheetPageSetup, WorkbookFont } from "./page-setup.ts";

/**
 * Width of a digit per point of font size, as LibreOffice measured it in its PDFs of our
 * corpus: the Arial and Times families by their metrics; Calibri, DengXian and other fonts it
 * substitutes came out at 0.572.
 */
function digitRatio(fontName: string): number {
  if (/arial|helvetica|liberation sans|arimo/i.test(fontName)) return 0.556;
  if (/times|liberation serif|tinos/i.test(fontName)) return 0.5;
  if (/courier|mono|cousine/i.test(fontName)) return 0.6;
  return 0.572;
}

const digitWidth = (font: WorkbookFont) => font.size * digitRatio(font.name);
/** Five pixels at 96 dpi. */
const PADDING_PT = 3.75;

/** A width in characters (as sheets store them, padding included), in points. */
export const columnWidthPt = (chars: number, font: WorkbookFont) => chars * digitWidth(font);

export function defaultColumnWidthPt(setup: SheetPageSetup, font: WorkbookFont): number {
  if (setup.defaultColumnChars != null) return columnWidthPt(setup.defaultColumnChars, font);
  return (setup.baseColumnChars ?? 8) * digitWidth(font) + PADDING_PT;
}

/** The sheet's default row height, or one line of the default font with Excel's spacing. */
export function defaultRowHeightPt(setup: SheetPageSetup, font: WorkbookFont): number {
  if (setup.defaultRowHeight != null && setup.defaultRowHeight > 0) return setup.defaultRowHeight;
  return font.size * (/arial|helvetica|liberation sans|arimo/i.test(font.name) ? 1.28 : 1.36);
}
