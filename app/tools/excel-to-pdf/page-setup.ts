/**
 * Each sheet's page setup as an office suite prints it: paper, orientation, scale or
 * fit-to-pages, page order, and the sheet's default column width and row height; and the
 * workbook's default font, which sets the width of a column's "character". SheetJS's
 * community build reads margins but none of these, so they are read here: from the sheet
 * XML of an .xlsx (pageSetup, pageSetUpPr, sheetFormatPr, styles.xml's first font), from the
 * BIFF8 records of an .xls (SETUP, WSBOOL, DEFCOLWIDTH, STANDARDWIDTH, DEFAULTROWHEIGHT, the
 * first FONT). Anything unreadable gives the defaults.
 */
import {
  BIFF,
  records,
  shortString,
  substream,
  unicodeString,
  workbookStream,
} from "#app/tool-kit/office/biff-records.ts";
import type { Cfb } from "#app/tool-kit/office/compound-file.ts";
import { attr, decodeEntities } from "#app/tool-kit/office/ooxml-xml.ts";
import { openXlsx } from "./xlsx-package.ts";

export interface Paper {
  /** Portrait width and height in points. */
  width: number;
  height: number;
}

export const A4: Paper = { width: 595.28, height: 841.89 };
const LETTER: Paper = { width: 612, height: 792 };

/** Excel's paperSize codes of the common papers; any other prints on A4. */
const PAPERS: Record<number, Paper> = {
  1: LETTER,
  3: { width: 792, height: 1224 },
  5: { width: 612, height: 1008 },
  8: { width: 841.89, height: 1190.55 },
  9: A4,
  11: { width: 419.53, height: 595.28 },
  13: { width: 515.91, height: 728.5 },
};

export interface SheetPageSetup {
  paper: Paper;
  landscape: boolean;
  /** 1 = 100 %. */
  scale: number;
  /** Fit to this many pages across and down (0: as many as needed); overrides scale. */
  fitTo?: { width: number; height: number };
  /** Pages go across the columns first, then down ("over, then down"); the default is down, then over. */
  overThenDown: boolean;
  /** sheetFormatPr's defaultColWidth, in characters (padding included). */
  defaultColumnChars?: number;
  /** sheetFormatPr's baseColWidth, in characters (without padding). */
  baseColumnChars?: number;
  /** Height of a row without one of its own, in points. */
  defaultRowHeight?: number;
  /** The header and footer in Excel's codes ("&LLeft&CPage &P of &N"), when the sheet has them. */
  header?: string;
  footer?: string;
}

export interface WorkbookFont {
  name: string;
  size: number;
}

export interface WorkbookPageSetup {
  font: WorkbookFont;
  /** By sheet position in the workbook. */
  sheets: Map<number, SheetPageSetup>;
}

const DEFAULT_FONT: WorkbookFont = { name: "Calibri", size: 11 };

/** Without a page setup an office suite prints at 100 % on its default paper (A4), portrait. */
export const DEFAULT_SETUP: SheetPageSetup = { paper: A4, landscape: false, scale: 1, overThenDown: false };

const number = (value: string | undefined) =>
  value != null && Number.isFinite(Number(value)) ? Number(value) : undefined;
const element = (xml: string, name: string) => new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>`).exec(xml)?.[0];
const isTrue = (value: string | undefined) => value === "1" || value === "true";
function xlsxSheetSetup(xml: string): SheetPageSetup {
  const setup: SheetPageSetup = { ...DEFAULT_SETUP };
  const page = element(xml, "pageSetup");
  if (page) {
    // An element without paperSize means Letter, the schema's default.
    setup.paper = PAPERS[number(attr(page, "paperSize")) ?? 1] ?? A4;
    setup.landscape = attr(page, "orientation") === "landscape";
    setup.scale = (number(attr(page, "scale")) ?? 100) / 100;
    setup.overThenDown = attr(page, "pageOrder") === "overThenDown";
  }
  if (isTrue(attr(element(xml, "pageSetUpPr") ?? "", "fitToPage"))) {
    setup.fitTo = {
      width: number(attr(page ?? "", "fitToWidth")) ?? 1,
      height: number(attr(page ?? "", "fitToHeight")) ?? 1,
    };
  }
  const text = (name: string) => {
    const raw = new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>([^<]*)<`).exec(xml)?.[1];
    return raw ? decodeEntities(raw) : undefined;
  };
  setup.header = text("oddHeader");
  setup.footer = text("oddFooter");
  const format = element(xml, "sheetFormatPr") ?? "";
  setup.defaultColumnChars = number(attr(format, "defaultColWidth"));
  setup.baseColumnChars = number(attr(format, "baseColWidth"));
  setup.defaultRowHeight = number(attr(format, "defaultRowHeight"));
  return setup;
}

function readXlsx(bytes: Uint8Array): WorkbookPageSetup {
  const { text, sheets: paths } = openXlsx(
    bytes,
    (name) => name === "xl/styles.xml" || /^xl\/worksheets\/[^/]+\.xml$/.test(name),
  );
  const fontXml = /<(?:\w+:)?font\b[^>]*>([\s\S]*?)<\/(?:\w+:)?font>/.exec(text("xl/styles.xml"))?.[1] ?? "";
  const font = {
    name: attr(element(fontXml, "name") ?? "", "val") ?? DEFAULT_FONT.name,
    size: number(attr(element(fontXml, "sz") ?? "", "val")) ?? DEFAULT_FONT.size,
  };
  const sheets = new Map<number, SheetPageSetup>();
  paths.forEach((path, index) => {
    sheets.set(index, xlsxSheetSetup(text(path)));
  });
  return { font, sheets };
}

const RECORD = {
  ...BIFF,
  SETUP: 0x00a1,
  WSBOOL: 0x0081,
  DEFCOLWIDTH: 0x0055,
  STANDARDWIDTH: 0x0099,
  DEFAULTROWHEIGHT: 0x0225,
  HEADER: 0x0014,
  FOOTER: 0x0015,
};

/** A BIFF8 XLUnicodeString record (HEADER, FOOTER); none when empty. */
function biffString(stream: DataView, at: number, length: number): string | undefined {
  return length < 3 ? undefined : unicodeString(stream, at, at + length) || undefined;
}

function xlsSheetSetup(stream: DataView, offset: number): SheetPageSetup {
  const setup: SheetPageSetup = { ...DEFAULT_SETUP };
  let fitToPage = false;
  let fitTo: SheetPageSetup["fitTo"];
  for (const { type, at, length, depth } of substream(stream, offset)) {
    if (depth !== 1) continue;
    if (type === RECORD.SETUP && length >= 12) {
      const flags = stream.getUint16(at + 10, true);
      fitTo = { width: stream.getUint16(at + 6, true), height: stream.getUint16(at + 8, true) };
      setup.overThenDown = (flags & 0x01) !== 0;
      // fNoPls: paper, scale and orientation were never set (the defaults apply).
      if ((flags & 0x04) === 0) {
        setup.paper = PAPERS[stream.getUint16(at, true)] ?? A4;
        setup.scale = (stream.getUint16(at + 2, true) || 100) / 100;
        setup.landscape = (flags & 0x02) === 0 && (flags & 0x40) === 0;
      }
    } else if (type === RECORD.WSBOOL && length >= 2) fitToPage = (stream.getUint16(at, true) & 0x0100) !== 0;
    else if (type === RECORD.DEFCOLWIDTH && length >= 2) setup.baseColumnChars ??= stream.getUint16(at, true);
    else if (type === RECORD.STANDARDWIDTH && length >= 2) setup.defaultColumnChars = stream.getUint16(at, true) / 256;
    else if (type === RECORD.HEADER) setup.header = biffString(stream, at, length);
    else if (type === RECORD.FOOTER) setup.footer = biffString(stream, at, length);
    else if (type === RECORD.DEFAULTROWHEIGHT && length >= 4)
      setup.defaultRowHeight = stream.getUint16(at + 2, true) / 20;
  }
  if (fitToPage && fitTo) setup.fitTo = fitTo;
  return setup;
}

function readXls(bytes: Uint8Array, cfb: Cfb): WorkbookPageSetup {
  const stream = workbookStream(bytes, cfb);
  const result: WorkbookPageSetup = { font: DEFAULT_FONT, sheets: new Map() };
  if (!stream) return result;
  const offsets: number[] = [];
  let font: WorkbookFont | undefined;
  for (const { type, at, length } of records(stream)) {
    if (type === RECORD.FONT && !font && length >= 16) {
      font = { size: stream.getUint16(at, true) / 20, name: shortString(stream, at + 14, at + length) };
    } else if (type === RECORD.BOUNDSHEET && length >= 6) offsets.push(stream.getUint32(at, true));
    else if (type === RECORD.EOF && offsets.length > 0) break;
  }
  if (font && font.size > 0) result.font = font;
  offsets.forEach((offset, index) => result.sheets.set(index, xlsSheetSetup(stream, offset)));
  return result;
}

export function readPageSetup(bytes: Uint8Array, isXls: boolean, cfb: Cfb): WorkbookPageSetup {
  try {
    return isXls ? readXls(bytes, cfb) : readXlsx(bytes);
  } catch {
    return { font: DEFAULT_FONT, sheets: new Map() };
  }
}
