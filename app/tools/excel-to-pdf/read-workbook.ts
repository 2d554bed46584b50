/**
 * Reads a workbook (SheetJS) into what the PDF prints: per visible sheet, the cells of
 * its print area (or used range) as Excel shows them (formatted text, bold, italics,
 * colours, fill, alignment),
 * merged cells as spans, the widths of the sheet's own columns, hidden rows and columns
 * left out, empty edges trimmed.
 */
import { ConversionError, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { columnLetter } from "./cell-address.ts";
import type { ChartData } from "./chart-svg.ts";
import { readPageSetup, DEFAULT_SETUP, type SheetPageSetup, type WorkbookFont } from "./page-setup.ts";
import { textWidth } from "./sheet-layout.ts";
import { columnWidthPt, defaultColumnWidthPt, defaultRowHeightPt } from "./sheet-metrics.ts";
import { readXlsCellStyles } from "./xls-cell-styles.ts";
import { readXlsCharts, type CellRange, type XlsChart } from "./xls-charts.ts";
import { readXlsxCellStyles, type CellStyle } from "./xlsx-cell-styles.ts";
import { readXlsxTextBoxes, type TextBox } from "./xlsx-text-boxes.ts";

export const ENCRYPTED_EXCEL_MESSAGE =
  "This Excel file is password-protected. Please remove the password and try again.";
export const TOO_MANY_CELLS_MESSAGE =
  "This spreadsheet has too many cells to turn into a PDF in the browser (more than 250,000). Please split it into smaller files.";
/** Past this many cells the PDF would be thousands of pages and take minutes. */
export const MAX_CELLS = 250_000;

/** Excel's built-in short date (number format 14) in its en-US form, as LibreOffice prints it too. */
const SHORT_DATE = "m/d/yyyy";

const PX_TO_PT = 0.75;
const POINTS_PER_INCH = 72;

export interface SheetCell extends CellStyle {
  text: string;
  numeric: boolean;
  /** "#rrggbb" of a solid fill. */
  fill?: string;
  /** On the top-left cell of a merged range. */
  colSpan?: number;
  rowSpan?: number;
  /** A cell under a merged range (not its top-left): drawn by the span. */
  covered?: boolean;
}

/** How the sheet is printed: its page setup, margins in points and the workbook's default font. */
interface SheetPage extends SheetPageSetup {
  /** The page's margins, and how far the header and footer are from the page's edge. */
  margins: { left: number; right: number; top: number; bottom: number; header: number; footer: number };
  font: WorkbookFont;
}

export interface SheetData {
  name: string;
  rows: SheetCell[][];
  /** Each printed column's width in the sheet, in points. */
  widths: number[];
  /** Each printed row's height in the sheet, in points. */
  heights: number[];
  /** The sheet's own index of each printed column and row (hidden ones and empty edges are left out). */
  columnIndexes: number[];
  rowIndexes: number[];
  /** How many of the first printed rows and columns are the sheet's print titles (repeated on every page). */
  titleRows: number;
  titleColumns: number;
  page: SheetPage;
  /** The sheet's charts (.xls), printed after its cells. */
  charts?: ChartData[];
}

interface SheetJsCell {
  t?: string;
  w?: string;
  v?: unknown;
  s?: { patternType?: string; fgColor?: { rgb?: string } };
}

interface Range {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

interface SheetJsSheet {
  "!ref"?: string;
  "!data"?: Array<Array<SheetJsCell | undefined> | undefined>;
  "!merges"?: Range[];
  "!cols"?: SheetColumn[];
  "!rows"?: Array<{ hidden?: boolean; hpt?: number } | undefined>;
  "!margins"?: { left?: number; right?: number; top?: number; bottom?: number; header?: number; footer?: number };
}

function cellText(cell: SheetJsCell | undefined): string {
  if (!cell || cell.t === "z") return "";
  if (cell.w != null) return cell.w;
  if (cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  return cell.v == null ? "" : String(cell.v);
}

function solidFill(cell: SheetJsCell | undefined): string | undefined {
  const rgb = cell?.s?.patternType === "solid" ? cell.s.fgColor?.rgb : undefined;
  if (!rgb || !/^([0-9a-f]{2})?[0-9a-f]{6}$/i.test(rgb)) return undefined;
  const hex = rgb.slice(-6).toLowerCase();
  return hex === "ffffff" ? undefined : `#${hex}`;
}

type SheetColumn = { width?: number; wpx?: number; wch?: number; hidden?: boolean } | undefined;

/**
 * Each column's width in points as an office suite prints it: the sheet's own width in
 * characters of the default font, else the sheet's default width.
 */
function columnWidths(columns: readonly SheetColumn[], defaultWidth: number, font: WorkbookFont): number[] {
  return columns.map((col) => {
    if (col?.width != null) return Math.max(2, columnWidthPt(col.width, font));
    if (col?.wch != null) return Math.max(2, columnWidthPt(col.wch + 0.71, font));
    if (col?.wpx != null) return Math.max(2, col.wpx * PX_TO_PT);
    return defaultWidth;
  });
}

interface PrintTitles {
  /** 0-based [first, last] of the rows repeated at the top of every page. */
  rows?: [number, number];
  /** …and of the columns repeated at the left. */
  columns?: [number, number];
}

/** The sheet's print titles (_xlnm.Print_Titles: "Sheet!$1:$2", "Sheet!$A:$A" or both, comma-separated). */
function printTitles(
  XLSX: typeof import("@e965/xlsx"),
  names: Array<{ Name?: string; Sheet?: number; Ref?: string }> | undefined,
  index: number,
): PrintTitles {
  const ref = names?.find((n) => n.Name === "_xlnm.Print_Titles" && n.Sheet === index)?.Ref ?? "";
  const titles: PrintTitles = {};
  for (const part of ref.split(",")) {
    const span = part.slice(part.lastIndexOf("!") + 1).replace(/\$/g, "");
    const rows = /^(\d+):(\d+)$/.exec(span);
    const columns = /^([A-Z]+):([A-Z]+)$/i.exec(span);
    if (rows) titles.rows = [Number(rows[1]) - 1, Number(rows[2]) - 1];
    if (columns) titles.columns = [XLSX.utils.decode_col(columns[1]!), XLSX.utils.decode_col(columns[2]!)];
  }
  return titles;
}

/** How many of the first printed rows or columns (their sheet indexes) are in a title range; at least one is left to print. */
function leadingIn(indexes: readonly number[], range: [number, number] | undefined): number {
  let count = 0;
  while (range && count < indexes.length - 1 && indexes[count]! >= range[0] && indexes[count]! <= range[1]) count++;
  return count;
}

function sheetPage(sheet: SheetJsSheet, setup: SheetPageSetup, font: WorkbookFont): SheetPage {
  // Excel's defaults when the sheet sets no margins: 0.7 in at the sides, 0.75 in at the top and bottom.
  const m = sheet["!margins"] ?? {};
  const inches = (value: number | undefined, fallback: number) => (value ?? fallback) * POINTS_PER_INCH;
  return {
    ...setup,
    font,
    margins: {
      left: inches(m.left, 0.7),
      right: inches(m.right, 0.7),
      top: inches(m.top, 0.75),
      bottom: inches(m.bottom, 0.75),
      header: inches(m.header, 0.3),
      footer: inches(m.footer, 0.3),
    },
  };
}

/** Columns added at most for text running past the last one. */
const MAX_OVERFLOW_COLUMNS = 26;

/**
 * Text in the last printed column that runs on into the empty cells to its right brings
 * those columns onto the page, as an office suite prints it (unless a print area is set).
 */
function addOverflowColumns(sheet: SheetJsSheet, data: Omit<SheetData, "name">): void {
  const { rows, widths, columnIndexes, page } = data;
  let overflow = 0;
  for (const row of rows) {
    const cell = row.at(-1);
    const leftAligned = cell?.alignment ? cell.alignment === "left" : !cell?.numeric;
    if (!cell?.text || cell.covered || !leftAligned || cell.text.includes("\n")) continue;
    overflow = Math.max(overflow, textWidth(cell.text, page.font.size) + 3 - widths.at(-1)!);
  }
  const defaultWidth = defaultColumnWidthPt(page, page.font);
  for (let added = 0; overflow > 0 && added < MAX_OVERFLOW_COLUMNS; added++) {
    let index = columnIndexes.at(-1)! + 1;
    while (sheet["!cols"]?.[index]?.hidden) index++;
    const [width] = columnWidths([sheet["!cols"]?.[index]], defaultWidth, page.font);
    columnIndexes.push(index);
    widths.push(width!);
    for (const row of rows) row.push({ text: "", numeric: false });
    overflow -= width!;
  }
}

/** The sheet's print area (the first range of _xlnm.Print_Area), if it has one. */
function printArea(
  XLSX: typeof import("@e965/xlsx"),
  names: Array<{ Name?: string; Sheet?: number; Ref?: string }> | undefined,
  index: number,
): Range | undefined {
  const name = names?.find((n) => n.Name === "_xlnm.Print_Area" && n.Sheet === index);
  const first = name?.Ref?.split(",")[0];
  const ref = first?.slice(first.lastIndexOf("!") + 1).replace(/\$/g, "");
  if (!ref || !/^[A-Z]+\d+(:[A-Z]+\d+)?$/i.test(ref)) return undefined;
  return XLSX.utils.decode_range(ref);
}

function intersect(a: Range, b: Range): Range | undefined {
  const s = { r: Math.max(a.s.r, b.s.r), c: Math.max(a.s.c, b.s.c) };
  const e = { r: Math.min(a.e.r, b.e.r), c: Math.min(a.e.c, b.e.c) };
  return s.r <= e.r && s.c <= e.c ? { s, e } : undefined;
}

/** The smallest range holding every cell with a value, and every merged range that starts at one. */
function dataExtent(sheet: SheetJsSheet, within: Range): Range | undefined {
  let extent: Range | undefined;
  const grow = (r: number, c: number) => {
    if (r < within.s.r || r > within.e.r || c < within.s.c || c > within.e.c) return;
    if (!extent) extent = { s: { r, c }, e: { r, c } };
    extent.s.r = Math.min(extent.s.r, r);
    extent.s.c = Math.min(extent.s.c, c);
    extent.e.r = Math.max(extent.e.r, r);
    extent.e.c = Math.max(extent.e.c, c);
  };
  const data = sheet["!data"] ?? [];
  const lastRow = Math.min(within.e.r, data.length - 1);
  for (let r = within.s.r; r <= lastRow; r++) {
    const row = data[r];
    if (!row) continue;
    const lastCol = Math.min(within.e.c, row.length - 1);
    for (let c = within.s.c; c <= lastCol; c++) if (cellText(row[c]).trim()) grow(r, c);
  }
  for (const merge of sheet["!merges"] ?? []) {
    if (!cellText(data[merge.s.r]?.[merge.s.c]).trim()) continue;
    grow(Math.max(merge.s.r, within.s.r), Math.max(merge.s.c, within.s.c));
    grow(Math.min(merge.e.r, within.e.r), Math.min(merge.e.c, within.e.c));
  }
  return extent;
}

/**
 * Puts each text box's text in the sheet as a merged range over the empty cells it covers, so
 * that it prints where Excel shows it (a letterhead above the table); empty merged ranges under
 * it give way, and a box over cells with values is left out rather than hide them. Returns the
 * cell styles with the boxes' alignment.
 */
function placeTextBoxes(
  XLSX: typeof import("@e965/xlsx"),
  sheet: SheetJsSheet,
  boxes: readonly TextBox[],
  styles: Map<string, CellStyle> | undefined,
): Map<string, CellStyle> | undefined {
  const data = (sheet["!data"] ??= []);
  let out = styles;
  for (const box of boxes) {
    const area: Range = { s: box.from, e: box.to };
    let empty = true;
    for (let r = area.s.r; empty && r <= area.e.r; r++)
      for (let c = area.s.c; empty && c <= area.e.c; c++) empty = !cellText(data[r]?.[c]).trim();
    const merged = (sheet["!merges"] ?? []).filter((merge) => intersect(merge, area));
    if (!empty || merged.some((merge) => cellText(data[merge.s.r]?.[merge.s.c]).trim())) continue;
    const merges = (sheet["!merges"] = (sheet["!merges"] ?? []).filter((merge) => !merged.includes(merge)));
    (data[area.s.r] ??= [])[area.s.c] = { t: "s", v: box.text, w: box.text };
    if (area.e.r > area.s.r || area.e.c > area.s.c) merges.push(area);
    const used = sheet["!ref"] ? XLSX.utils.decode_range(sheet["!ref"]) : area;
    sheet["!ref"] = XLSX.utils.encode_range({
      s: { r: Math.min(used.s.r, area.s.r), c: Math.min(used.s.c, area.s.c) },
      e: { r: Math.max(used.e.r, area.e.r), c: Math.max(used.e.c, area.e.c) },
    });
    if (box.alignment) {
      out = new Map(out);
      const ref = XLSX.utils.encode_cell(area.s);
      out.set(ref, { ...out.get(ref), alignment: box.alignment });
    }
  }
  return out;
}

/**
 * A chart's values from its cells. A series without a name is called as LibreOffice calls it,
 * after its column ("Column A") or row ("Row 3"); a chart whose title has no text of its own
 * shows its single series' name, as in Excel.
 */
function chartData(chart: XlsChart, cellsOf: (range: CellRange) => Array<SheetJsCell | undefined>): ChartData {
  const series = chart.series.map((s) => {
    const values = s.values ? cellsOf(s.values).map((cell) => (typeof cell?.v === "number" ? cell.v : NaN)) : [];
    const inColumn = s.values && s.values.s.c === s.values.e.c;
    const name = s.name ?? (inColumn ? `Column ${columnLetter(s.values!.s.c)}` : `Row ${(s.values?.s.r ?? 0) + 1}`);
    return { name, values };
  });
  const first = chart.series[0]?.categories;
  const categories = first ? cellsOf(first).map(cellText) : [];
  const title = chart.title ?? (chart.autoTitle && series.length === 1 ? series[0]!.name : undefined);
  return { kind: chart.kind, categories, series, ...(title ? { title } : {}) };
}

export interface ReadWorkbookResult {
  sheets: SheetData[];
  /** Visible sheets with nothing to print, in workbook order. */
  emptySheets: string[];
}

/** Reads the visible sheets; throws a ConversionError for an encrypted, damaged or huge workbook. */
export async function readWorkbook(bytes: Uint8Array): Promise<ReadWorkbookResult> {
  const XLSX = await import("@e965/xlsx");
  let workbook;
  try {
    workbook = XLSX.read(bytes, {
      type: "array",
      dense: true,
      cellDates: true,
      cellNF: true,
      cellHTML: false,
      cellStyles: true,
      // Format 14, the short date, as Excel shows it in English (SheetJS's default is m/d/yy).
      dateNF: SHORT_DATE,
      WTF: false,
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(text))
      throw new ConversionError("encrypted", ENCRYPTED_EXCEL_MESSAGE, { cause: error });
    throw toConversionError(error);
  }
  // An .xls is an OLE2 compound file (D0 CF 11 E0); an .xlsx a ZIP.
  const isXls = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  const styles = isXls ? readXlsCellStyles(bytes, XLSX.CFB) : readXlsxCellStyles(bytes);
  const pageSetup = readPageSetup(bytes, isXls, XLSX.CFB);
  const textBoxes = isXls ? undefined : readXlsxTextBoxes(bytes);
  const charts = isXls ? readXlsCharts(bytes, XLSX.CFB) : undefined;
  const rangeCells = (range: CellRange) => {
    const data = (workbook.Sheets[workbook.SheetNames[range.sheet] ?? ""] as SheetJsSheet | undefined)?.["!data"];
    const cells: Array<SheetJsCell | undefined> = [];
    for (let r = range.s.r; r <= range.e.r; r++)
      for (let c = range.s.c; c <= range.e.c; c++) cells.push(data?.[r]?.[c]);
    return cells;
  };
  const result: ReadWorkbookResult = { sheets: [], emptySheets: [] };
  let cells = 0;
  workbook.SheetNames.forEach((name, index) => {
    if (workbook.Workbook?.Sheets?.[index]?.Hidden) return;
    const sheet = workbook.Sheets[name] as SheetJsSheet | undefined;
    let cellStyles = styles.get(index);
    const boxes = textBoxes?.get(index);
    if (sheet && boxes) cellStyles = placeTextBoxes(XLSX, sheet, boxes, cellStyles);
    let range = sheet?.["!ref"] ? XLSX.utils.decode_range(sheet["!ref"]) : undefined;
    const area = printArea(XLSX, workbook.Workbook?.Names, index);
    if (range && area) range = intersect(range, area);
    // The used range may be far larger than the data (styled empty cells): keep to the cells with values.
    const extent = sheet && range ? dataExtent(sheet, range) : undefined;
    // Printing starts at the print area's first cell, else at A1, as an office suite prints (empty rows and columns before the data included).
    range = range && extent ? { s: area ? range.s : { r: 0, c: 0 }, e: extent.e } : undefined;
    if (!sheet || !range) {
      result.emptySheets.push(name);
      return;
    }
    cells += (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1);
    if (cells > MAX_CELLS * 4) throw new ConversionError("too-large", TOO_MANY_CELLS_MESSAGE);
    const page = sheetPage(sheet, pageSetup.sheets.get(index) ?? DEFAULT_SETUP, pageSetup.font);
    const data = readSheet(XLSX, sheet, range, cellStyles, page, printTitles(XLSX, workbook.Workbook?.Names, index));
    if (!area) addOverflowColumns(sheet, data);
    const sheetCharts = charts?.get(index)?.map((chart) => chartData(chart, rangeCells));
    if (data.rows.length === 0) result.emptySheets.push(name);
    else result.sheets.push({ name, ...data, ...(sheetCharts ? { charts: sheetCharts } : {}) });
  });
  return result;
}

function readSheet(
  XLSX: typeof import("@e965/xlsx"),
  sheet: SheetJsSheet,
  range: Range,
  cellStyles: Map<string, CellStyle> | undefined,
  page: SheetPage,
  titles: PrintTitles,
): Omit<SheetData, "name"> {
  const dense = sheet["!data"] ?? [];
  const rowIndexes: number[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) if (!sheet["!rows"]?.[r]?.hidden) rowIndexes.push(r);
  const colIndexes: number[] = [];
  for (let c = range.s.c; c <= range.e.c; c++) if (!sheet["!cols"]?.[c]?.hidden) colIndexes.push(c);

  const grid: SheetCell[][] = rowIndexes.map((r) =>
    colIndexes.map((c) => {
      const cell = dense[r]?.[c];
      const style = cellStyles?.get(XLSX.utils.encode_cell({ r, c }));
      const out: SheetCell = { ...style, text: cellText(cell), numeric: cell?.t === "n" };
      const fill = solidFill(cell);
      if (fill) out.fill = fill;
      return out;
    }),
  );

  // Merged ranges, in printed (visible) row and column positions.
  const rowAt = new Map(rowIndexes.map((r, i) => [r, i]));
  const colAt = new Map(colIndexes.map((c, i) => [c, i]));
  const merges: Range[] = [];
  for (const merge of sheet["!merges"] ?? []) {
    const rows = rowIndexes.filter((r) => r >= merge.s.r && r <= merge.e.r);
    const cols = colIndexes.filter((c) => c >= merge.s.c && c <= merge.e.c);
    if (rows.length === 0 || cols.length === 0 || (rows.length === 1 && cols.length === 1)) continue;
    const s = { r: rowAt.get(rows[0]!)!, c: colAt.get(cols[0]!)! };
    merges.push({ s, e: { r: s.r + rows.length - 1, c: s.c + cols.length - 1 } });
    // The merged range shows the text of the sheet's top-left cell, even when that cell is hidden or outside.
    const anchor = dense[merge.s.r]?.[merge.s.c];
    const top = grid[s.r]![s.c]!;
    if (!top.text && anchor) top.text = cellText(anchor);
  }

  // Trim empty edges; a merged range with text counts as filled in every cell it covers.
  const filled = grid.map((row) => row.map((cell) => cell.text.trim() !== ""));
  for (const m of merges) {
    if (!filled[m.s.r]![m.s.c]) continue;
    for (let r = m.s.r; r <= m.e.r; r++) for (let c = m.s.c; c <= m.e.c; c++) filled[r]![c] = true;
  }
  const usedRows = filled.map((row, r) => (row.some(Boolean) ? r : -1)).filter((r) => r >= 0);
  const usedCols = colIndexes.map((_, c) => (filled.some((row) => row[c]) ? c : -1)).filter((c) => c >= 0);
  if (usedRows.length === 0)
    return {
      rows: [],
      widths: [],
      heights: [],
      columnIndexes: [],
      rowIndexes: [],
      titleRows: 0,
      titleColumns: 0,
      page,
    };
  const bounds: Range = {
    s: { r: 0, c: 0 },
    e: { r: usedRows.at(-1)!, c: usedCols.at(-1)! },
  };
  const rows = grid.slice(bounds.s.r, bounds.e.r + 1).map((row) => row.slice(bounds.s.c, bounds.e.c + 1));
  for (const merge of merges) {
    const m = intersect(merge, bounds);
    if (!m) continue;
    const top = rows[m.s.r - bounds.s.r]![m.s.c - bounds.s.c]!;
    for (let r = m.s.r; r <= m.e.r; r++) {
      for (let c = m.s.c; c <= m.e.c; c++) {
        if (r === m.s.r && c === m.s.c) continue;
        rows[r - bounds.s.r]![c - bounds.s.c] = { text: "", numeric: false, covered: true };
      }
    }
    if (m.e.c > m.s.c) top.colSpan = m.e.c - m.s.c + 1;
    if (m.e.r > m.s.r) top.rowSpan = m.e.r - m.s.r + 1;
  }
  const printedColumns = colIndexes.slice(bounds.s.c, bounds.e.c + 1);
  const printedRows = rowIndexes.slice(bounds.s.r, bounds.e.r + 1);
  const widths = columnWidths(
    printedColumns.map((c) => sheet["!cols"]?.[c]),
    defaultColumnWidthPt(page, page.font),
    page.font,
  );
  const defaultHeight = defaultRowHeightPt(page, page.font);
  const heights = printedRows.map((r) => sheet["!rows"]?.[r]?.hpt ?? defaultHeight);
  return {
    rows,
    widths,
    heights,
    columnIndexes: printedColumns,
    rowIndexes: printedRows,
    titleRows: leadingIn(printedRows, titles.rows),
    titleColumns: leadingIn(printedColumns, titles.columns),
    page,
  };
}
