/**
 * Excel to PDF: .xlsx and .xls (SheetJS) → each visible sheet as a paginated
 * table under the sheet's name (pdfmake): header row repeated on every page,
 * wide sheets in landscape with a smaller font, very wide ones split into
 * column groups. Cell text is the cell's formatted value, as Excel shows it.
 */
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { ConversionError, toConversionError } from "#app/tools/conversion/conversion-error.ts";
import {
  progressReporter,
  throwIfAborted,
  toBytes,
  yieldToEventLoop,
  type BinaryInput,
  type ConvertOptions,
} from "#app/tools/conversion/conversion.ts";
import { assertInputBytes } from "#app/tools/conversion/file-checks.ts";
import { renderDocumentPdf } from "#app/tools/conversion/render-document-pdf.ts";
import { withScriptFonts } from "#app/tools/conversion/script-fonts.ts";
import { EXCEL_FILE_MESSAGE } from "#app/tools/conversion/input-rules.ts";
import { tool } from "./meta.ts";
import { peekZip } from "#app/tools/conversion/office-zip.ts";

export const CORRUPT_EXCEL_MESSAGE = "This Excel file could not be read; it may be damaged. Please try another file.";
const ENCRYPTED_EXCEL_MESSAGE = "This Excel file is password-protected. Please remove the password and try again.";
export const EXCEL_TIMEOUT_MESSAGE = "This spreadsheet took too long to convert. Please try a smaller file.";
const TOO_MANY_CELLS_MESSAGE =
  "This spreadsheet has too many cells to turn into a PDF in the browser (more than 250,000). Please split it into smaller files.";
export const EMPTY_SHEET_TEXT = "This sheet is empty.";
/** Past this many cells the PDF would be thousands of pages and take minutes. */
const MAX_CELLS = 250_000;

export interface SheetCell {
  text: string;
  numeric: boolean;
}

export interface SheetData {
  name: string;
  rows: SheetCell[][];
}

/** Checks the bytes: a ZIP holding a workbook, or an OLE2 file that is neither encrypted nor a Word .doc. */
function inspectExcelFile(bytes: Uint8Array): void {
  const format = assertInputBytes(tool.input, bytes);
  if (format === "ole2") {
    const text = new TextDecoder("utf-16le").decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
    if (text.includes("EncryptedPackage")) throw new ConversionError("encrypted", ENCRYPTED_EXCEL_MESSAGE);
    if (text.includes("WordDocument") || text.includes("PowerPoint Document")) {
      throw new ConversionError("wrong-type", EXCEL_FILE_MESSAGE);
    }
    return;
  }
  let names: string[];
  try {
    names = peekZip(bytes).names;
  } catch (error) {
    throw toConversionError(error, CORRUPT_EXCEL_MESSAGE);
  }
  if (!names.some((n) => n === "xl/workbook.xml" || n === "xl/workbook.bin")) {
    throw new ConversionError("wrong-type", EXCEL_FILE_MESSAGE);
  }
}

/** Reads the visible sheets' formatted cell text; empty edges trimmed. */
export async function readSheets(bytes: Uint8Array): Promise<SheetData[]> {
  const XLSX = await import("@e965/xlsx");
  let workbook;
  try {
    workbook = XLSX.read(bytes, {
      type: "array",
      dense: true,
      cellDates: true,
      cellHTML: false,
      cellStyles: false,
      WTF: false,
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(text))
      throw new ConversionError("encrypted", ENCRYPTED_EXCEL_MESSAGE, { cause: error });
    throw toConversionError(error, CORRUPT_EXCEL_MESSAGE);
  }
  const sheets: SheetData[] = [];
  let cells = 0;
  workbook.SheetNames.forEach((name, index) => {
    if (workbook.Workbook?.Sheets?.[index]?.Hidden) return;
    const sheet = workbook.Sheets[name];
    const rows: SheetCell[][] = [];
    if (sheet?.["!ref"]) {
      const range = XLSX.utils.decode_range(sheet["!ref"]);
      const dense =
        (sheet as { "!data"?: Array<Array<{ t?: string; w?: string; v?: unknown } | undefined> | undefined> })[
          "!data"
        ] ?? [];
      cells += (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1);
      if (cells > MAX_CELLS * 4) throw new ConversionError("too-large", TOO_MANY_CELLS_MESSAGE);
      for (let r = range.s.r; r <= range.e.r; r++) {
        const source = dense[r];
        const row: SheetCell[] = [];
        for (let c = range.s.c; c <= range.e.c; c++) {
          const cell = source?.[c];
          let text = "";
          if (cell && cell.t !== "z") {
            text =
              cell.w ??
              (cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : cell.v == null ? "" : String(cell.v));
          }
          row.push({ text, numeric: cell?.t === "n" });
        }
        rows.push(row);
      }
    }
    sheets.push({ name, rows: trimEmptyEdges(rows) });
  });
  return sheets;
}

function trimEmptyEdges(rows: SheetCell[][]): SheetCell[][] {
  const blank = (c: SheetCell | undefined) => !c || c.text.trim() === "";
  while (rows.length && rows[rows.length - 1]!.every(blank)) rows.pop();
  while (rows.length && rows[0]!.every(blank)) rows.shift();
  const width = Math.max(0, ...rows.map((r) => r.length));
  let first = 0;
  while (first < width && rows.every((r) => blank(r[first]))) first++;
  let last = width - 1;
  while (last >= first && rows.every((r) => blank(r[last]))) last--;
  return rows.map((r) =>
    Array.from({ length: last - first + 1 }, (_, i) => r[first + i] ?? { text: "", numeric: false }),
  );
}

/** "A", "B", … "Z", "AA" … */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const PAGE = { short: 595.28, long: 841.89, margin: 36 };
const PORTRAIT_WIDTH = PAGE.short - 2 * PAGE.margin;
const LANDSCAPE_WIDTH = PAGE.long - 2 * PAGE.margin;
const BASE_FONT = 9;
const MIN_FONT = 6;
const CELL_PADDING = 6;
/** Longer cells wrap instead of widening their column. */
const MAX_COLUMN_CHARS = 40;
const CHAR_WIDTH = 0.55; // average Roboto glyph width per point of font size

export interface SheetLayout {
  orientation: "portrait" | "landscape";
  fontSize: number;
  /** Column index ranges [start, end) printed as separate tables; one when the sheet fits. */
  groups: Array<[number, number]>;
  /** Column widths in points at `fontSize`. */
  widths: number[];
}

/** Chooses orientation, font size and column groups so every table fits the page width. */
export function layoutSheet(rows: SheetCell[][]): SheetLayout {
  const columns = Math.max(0, ...rows.map((r) => r.length));
  const chars = Array.from({ length: columns }, (_, c) =>
    Math.max(
      2,
      ...rows.map((r) =>
        Math.min(MAX_COLUMN_CHARS, Math.max(0, ...(r[c]?.text ?? "").split("\n").map((l) => l.length))),
      ),
    ),
  );
  const widthAt = (font: number) => chars.map((n) => n * font * CHAR_WIDTH + CELL_PADDING);
  const total = (font: number) => widthAt(font).reduce((a, b) => a + b, 0);
  if (total(BASE_FONT) <= PORTRAIT_WIDTH) {
    return { orientation: "portrait", fontSize: BASE_FONT, groups: [[0, columns]], widths: widthAt(BASE_FONT) };
  }
  if (total(BASE_FONT) <= LANDSCAPE_WIDTH) {
    return { orientation: "landscape", fontSize: BASE_FONT, groups: [[0, columns]], widths: widthAt(BASE_FONT) };
  }
  // Shrink the font to fit the landscape width, down to MIN_FONT.
  let font = BASE_FONT;
  while (font > MIN_FONT && total(font) > LANDSCAPE_WIDTH) font = Math.round((font - 0.5) * 2) / 2;
  const widths = widthAt(font);
  const groups: Array<[number, number]> = [];
  let start = 0;
  let used = 0;
  widths.forEach((w, c) => {
    const width = Math.min(w, LANDSCAPE_WIDTH);
    if (c > start && used + width > LANDSCAPE_WIDTH) {
      groups.push([start, c]);
      start = c;
      used = 0;
    }
    used += width;
  });
  if (columns > 0) groups.push([start, columns]);
  return { orientation: "landscape", fontSize: font, groups, widths: widths.map((w) => Math.min(w, LANDSCAPE_WIDTH)) };
}

function sheetContent(sheet: SheetData, first: boolean): Content[] {
  const layout = layoutSheet(sheet.rows);
  const out: Content[] = [];
  const title = (text: string, breakBefore: boolean): Content => ({
    text,
    style: "sheetTitle",
    ...(breakBefore ? { pageBreak: "before" as const, pageOrientation: layout.orientation } : {}),
  });
  if (sheet.rows.length === 0) {
    out.push(title(sheet.name, !first), { text: EMPTY_SHEET_TEXT, italics: true, color: "#6b7280" });
    return out;
  }
  layout.groups.forEach(([start, end], g) => {
    const heading =
      layout.groups.length > 1 ? `${sheet.name} (columns ${columnLetter(start)}–${columnLetter(end - 1)})` : sheet.name;
    out.push(title(heading, !first || g > 0));
    const body: TableCell[][] = sheet.rows.map((row, r) =>
      row.slice(start, end).map((cell) => {
        const content: TableCell = { text: cell.text } as TableCell;
        if (cell.numeric) (content as { alignment?: string }).alignment = "right";
        if (r === 0 && sheet.rows.length > 1) Object.assign(content, { bold: true, fillColor: "#f3f4f6" });
        return content;
      }),
    );
    out.push({
      table: {
        headerRows: sheet.rows.length > 1 ? 1 : 0,
        widths: layout.widths.slice(start, end),
        body,
      },
      fontSize: layout.fontSize,
      layout: {
        hLineWidth: () => 0.5,
        vLineWidth: () => 0.5,
        hLineColor: () => "#9ca3af",
        vLineColor: () => "#9ca3af",
        paddingLeft: () => 3,
        paddingRight: () => 3,
        paddingTop: () => 2,
        paddingBottom: () => 2,
      },
    } as Content);
  });
  return out;
}

/** The pdfmake document for the sheets. */
function buildWorkbookDocDefinition(sheets: SheetData[]): TDocumentDefinitions {
  const firstOrientation = sheets[0] && sheets[0].rows.length ? layoutSheet(sheets[0].rows).orientation : "portrait";
  return {
    pageSize: "A4",
    pageOrientation: firstOrientation,
    pageMargins: [PAGE.margin, PAGE.margin, PAGE.margin, PAGE.margin + 6],
    info: { producer: "Crestline Digital", creator: "Crestline Digital" },
    content: sheets.length ? sheets.flatMap((sheet, i) => sheetContent(sheet, i === 0)) : [{ text: EMPTY_SHEET_TEXT }],
    footer: (currentPage: number, pageCount: number) => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: "center",
      fontSize: 8,
      color: "#6b7280",
      margin: [0, 12, 0, 0],
    }),
    defaultStyle: { font: "Roboto", fontSize: BASE_FONT },
    styles: { sheetTitle: { fontSize: 14, bold: true, margin: [0, 0, 0, 8] } },
  };
}

export async function convertExcelToPdf(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  const { signal } = options;
  const report = progressReporter(options.onProgress);
  const bytes = toBytes(input);
  inspectExcelFile(bytes);
  report(0.05);
  await yieldToEventLoop();
  throwIfAborted(signal);

  const sheets = await readSheets(bytes);
  const cellCount = sheets.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.length, 0), 0);
  if (cellCount > MAX_CELLS) throw new ConversionError("too-large", TOO_MANY_CELLS_MESSAGE);
  report(0.3);
  throwIfAborted(signal);

  // Chinese, Hindi, Arabic… cells get fonts that draw them (loaded only when present).
  const { doc } = await withScriptFonts(buildWorkbookDocDefinition(sheets));
  report(0.35);
  return renderDocumentPdf(doc, {
    report,
    from: 0.35,
    timeoutMs: 300_000,
    timeoutMessage: EXCEL_TIMEOUT_MESSAGE,
    corruptMessage: CORRUPT_EXCEL_MESSAGE,
    signal,
  });
}
