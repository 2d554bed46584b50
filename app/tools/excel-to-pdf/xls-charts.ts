/**
 * The charts embedded in an .xls's sheets (BIFF8 chart substreams), which SheetJS does not
 * read: per sheet position in the workbook, each line or column chart's title, and its series
 * with the cell ranges of their values and categories. Other chart types and anything
 * unreadable give no charts.
 */
import { BIFF, records, shortString, substream, workbookStream } from "#app/tool-kit/office/biff-records.ts";
import type { Cfb } from "#app/tool-kit/office/compound-file.ts";

export interface CellRange {
  /** Workbook position of the sheet the range is on. */
  sheet: number;
  s: { r: number; c: number };
  e: { r: number; c: number };
}

interface XlsSeries {
  name?: string;
  values?: CellRange;
  categories?: CellRange;
}

export interface XlsChart {
  kind: "line" | "column" | "bar";
  title?: string;
  /** The chart has a title object without text of its own: Excel shows the single series' name. */
  autoTitle: boolean;
  series: XlsSeries[];
}

const RECORD = {
  ...BIFF,
  EXTERNSHEET: 0x0017,
  SERIES: 0x1003,
  AI: 0x1051,
  SERIESTEXT: 0x100d,
  TEXT: 0x1025,
  OBJECTLINK: 0x1027,
  BEGIN: 0x1033,
  END: 0x1034,
  BAR: 0x1017,
  LINE: 0x1018,
  AREA: 0x101a,
} as const;
const CHART_SUBSTREAM = 0x0020;

/** A reference formula's 3-D area or cell (PtgArea3d / PtgRef3d, any class), with the sheet it names. */
function formulaRange(view: DataView, at: number, length: number, externSheets: number[]): CellRange | undefined {
  if (length < 7) return undefined;
  const token = view.getUint8(at) & 0x1f;
  const sheet = externSheets[view.getUint16(at + 1, true)];
  if (sheet === undefined) return undefined;
  if (token === 0x1b && length >= 11) {
    return {
      sheet,
      s: { r: view.getUint16(at + 3, true), c: view.getUint16(at + 7, true) & 0x3fff },
      e: { r: view.getUint16(at + 5, true), c: view.getUint16(at + 9, true) & 0x3fff },
    };
  }
  if (token === 0x1a) {
    const cell = { r: view.getUint16(at + 3, true), c: view.getUint16(at + 5, true) & 0x3fff };
    return { sheet, s: cell, e: { ...cell } };
  }
  return undefined;
}

function readChart(view: DataView, from: number, externSheets: number[]): XlsChart | undefined {
  let kind: XlsChart["kind"] | undefined;
  const series: XlsSeries[] = [];
  let title: string | undefined;
  let hasTitle = false;
  // What each open BEGIN belongs to: the record before it.
  const blocks: number[] = [];
  let previous = 0;
  let text: string | undefined;
  for (const { type, at, length } of substream(view, from)) {
    if (type === RECORD.BEGIN) blocks.push(previous);
    else if (type === RECORD.END) {
      if (blocks.pop() === RECORD.TEXT) text = undefined;
    } else if (type === RECORD.SERIES) series.push({});
    else if (type === RECORD.BAR && length >= 6) kind ??= view.getUint16(at + 4, true) & 1 ? "bar" : "column";
    else if (type === RECORD.LINE || type === RECORD.AREA) kind ??= "line";
    else if (type === RECORD.AI && length >= 8 && blocks.at(-1) === RECORD.SERIES) {
      const id = view.getUint8(at);
      const range = formulaRange(view, at + 8, view.getUint16(at + 6, true), externSheets);
      const current = series.at(-1);
      if (current && range && id === 1) current.values = range;
      if (current && range && id === 2) current.categories = range;
    } else if (type === RECORD.SERIESTEXT && length >= 4) {
      const value = shortString(view, at + 2, at + length);
      if (blocks.at(-1) === RECORD.SERIES && series.at(-1)) series.at(-1)!.name = value;
      else if (blocks.at(-1) === RECORD.TEXT) text = value;
    } else if (type === RECORD.OBJECTLINK && length >= 2 && blocks.at(-1) === RECORD.TEXT) {
      if (view.getUint16(at, true) === 1) {
        hasTitle = true;
        title = text ?? title;
      }
    }
    previous = type;
  }
  if (!kind || !series.some((s) => s.values)) return undefined;
  return { kind, series: series.filter((s) => s.values), ...(title ? { title } : {}), autoTitle: hasTitle && !title };
}

export function readXlsCharts(bytes: Uint8Array, cfb: Cfb): Map<number, XlsChart[]> {
  const result = new Map<number, XlsChart[]>();
  try {
    const view = workbookStream(bytes, cfb);
    if (!view) return result;
    const sheets: number[] = [];
    const externSheets: number[] = [];
    for (const { type, at, length } of records(view)) {
      if (type === RECORD.BOUNDSHEET && length >= 6) sheets.push(view.getUint32(at, true));
      else if (type === RECORD.EXTERNSHEET && length >= 2) {
        const count = view.getUint16(at, true);
        for (let i = 0; i < count && 2 + i * 6 + 6 <= length; i++)
          externSheets.push(view.getUint16(at + 2 + i * 6 + 2, true));
      } else if (type === RECORD.EOF && sheets.length > 0) break;
    }
    sheets.forEach((offset, index) => {
      const charts: XlsChart[] = [];
      for (const { type, at, length, depth } of substream(view, offset)) {
        if (type === RECORD.BOF && depth === 2 && length >= 4 && view.getUint16(at + 2, true) === CHART_SUBSTREAM) {
          const chart = readChart(view, at - 4, externSheets);
          if (chart) charts.push(chart);
        }
      }
      if (charts.length) result.set(index, charts);
    });
  } catch {
    // Not a compound file, or a chart record cut short: no charts.
  }
  return result;
}
