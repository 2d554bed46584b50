/**
 * Excel to PDF: .xlsx and .xls (SheetJS) → each visible sheet with data as a paginated
 * table under the sheet's name (pdfmake): cells as Excel shows them (formatted values,
 * bold, fills), merged cells merged, columns in the sheet's proportions, the print area
 * when there is one. Wide sheets go landscape and scale down so no column is ever cut;
 * the first row repeats on every page of a long sheet. Empty sheets are left out, and one
 * line at the top says which.
 */
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { ConversionError, DAMAGED_FILE_MESSAGE, toConversionError } from "#app/tools/conversion/conversion-error.ts";
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
import { missingGlyphsMessage, withScriptFonts } from "#app/tools/conversion/script-fonts.ts";
import { EXCEL_FILE_MESSAGE } from "#app/tools/conversion/input-rules.ts";
import { peekZip } from "#app/tools/conversion/office-zip.ts";
import { tool } from "./meta.ts";
import {
  ENCRYPTED_EXCEL_MESSAGE,
  MAX_CELLS,
  TOO_MANY_CELLS_MESSAGE,
  readWorkbook,
  type SheetCell,
  type SheetData,
} from "./read-workbook.ts";
import { BASE_FONT, PAGE, RULE_WIDTH, layoutSheet, spanOverflowingText } from "./sheet-layout.ts";
import { restartMergesAt } from "./split-merges.ts";
import { chartSvg } from "./chart-svg.ts";

export const EXCEL_TIMEOUT_MESSAGE = "This spreadsheet took too long to convert. Please try a smaller file.";
const NO_DATA_TEXT = "This workbook has no data to print.";

/** The one line that names the sheets left out. */
export function emptySheetsNote(names: readonly string[]): string {
  const list = names.map((n) => `“${n}”`).join(", ");
  return names.length === 1 ? `Empty sheet left out: ${list}.` : `Empty sheets left out: ${list}.`;
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
    throw toConversionError(error);
  }
  if (!names.some((n) => n === "xl/workbook.xml" || n === "xl/workbook.bin")) {
    throw new ConversionError("wrong-type", EXCEL_FILE_MESSAGE);
  }
}

/** "A", "B", … "Z", "AA" … */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * The pdfmake cells of one column group: spans clipped to the group; a cell under a span
 * of this group is pdfmake's placeholder ({}), one under a span that starts in another
 * group an empty cell. Spans start above or to the left, so row by row they are met first.
 */
function tableBody(rows: SheetCell[][]): TableCell[][] {
  const width = rows[0]?.length ?? 0;
  const underSpan = rows.map(() => new Array<boolean>(width).fill(false));
  return rows.map((row, r) =>
    row.map((cell, c): TableCell => {
      if (cell.covered) return underSpan[r]![c] ? {} : { text: "" };
      const content: Record<string, unknown> = { text: cell.text };
      const alignment = cell.alignment ?? (cell.numeric ? "right" : undefined);
      if (alignment) content.alignment = alignment;
      if (cell.bold) content.bold = true;
      if (cell.italics) content.italics = true;
      if (cell.color) content.color = cell.color;
      if (cell.fill) content.fillColor = cell.fill;
      const colSpan = Math.min(cell.colSpan ?? 1, width - c);
      const rowSpan = Math.min(cell.rowSpan ?? 1, rows.length - r);
      if (colSpan > 1) content.colSpan = colSpan;
      if (rowSpan > 1) content.rowSpan = rowSpan;
      for (let dr = 0; dr < rowSpan; dr++)
        for (let dc = 0; dc < colSpan; dc++) if (dr || dc) underSpan[r + dr]![c + dc] = true;
      return content as TableCell;
    }),
  );
}

function sheetContent(sheet: SheetData, breakBefore: boolean): Content[] {
  const layout = layoutSheet(sheet.widths);
  const out: Content[] = [];
  layout.groups.forEach(([start, end], g) => {
    const heading =
      layout.groups.length > 1 ? `${sheet.name} (columns ${columnLetter(start)}–${columnLetter(end - 1)})` : sheet.name;
    out.push({
      text: heading,
      style: "sheetTitle",
      ...(breakBefore || g > 0 ? { pageBreak: "before" as const, pageOrientation: layout.orientation } : {}),
    });
    const rows = spanOverflowingText(restartMergesAt(sheet.rows, start), layout.widths, layout.fontSize, start, end);
    const firstRowSpansDown = rows[0]?.some((cell) => (cell.rowSpan ?? 1) > 1) ?? false;
    out.push({
      table: {
        // The first row repeats on every page of a long sheet (not when it is merged downwards).
        headerRows: rows.length > 1 && !firstRowSpansDown ? 1 : 0,
        widths: layout.widths.slice(start, end),
        body: tableBody(rows),
      },
      fontSize: layout.fontSize,
      layout: {
        hLineWidth: () => RULE_WIDTH,
        vLineWidth: () => RULE_WIDTH,
        hLineColor: () => "#9ca3af",
        vLineColor: () => "#9ca3af",
        paddingLeft: () => layout.padding,
        paddingRight: () => layout.padding,
        paddingTop: () => layout.padding / 2,
        paddingBottom: () => layout.padding / 2,
      },
    } as Content);
  });
  for (const chart of sheet.charts ?? []) out.push({ ...chartSvg(chart), margin: [0, 12, 0, 0], unbreakable: true });
  return out;
}

/** The pdfmake document for the sheets with data, and the line naming the empty ones. */
function buildWorkbookDocDefinition(sheets: SheetData[], emptySheets: string[]): TDocumentDefinitions {
  const firstOrientation = sheets[0] ? layoutSheet(sheets[0].widths).orientation : "portrait";
  const note: Content[] = emptySheets.length
    ? [{ text: emptySheetsNote(emptySheets), italics: true, color: "#4b5563", fontSize: 8, margin: [0, 0, 0, 8] }]
    : [];
  return {
    pageSize: "A4",
    pageOrientation: firstOrientation,
    pageMargins: [PAGE.margin, PAGE.margin, PAGE.margin, PAGE.margin + 6],
    info: { producer: "Crestline Digital", creator: "Crestline Digital" },
    content: sheets.length
      ? [...note, ...sheets.flatMap((sheet, i) => sheetContent(sheet, i > 0))]
      : [{ text: NO_DATA_TEXT }, ...note],
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

/** The PDF, and a note for the user when some characters could not be drawn. */
export interface ExcelConversion {
  pdf: Uint8Array;
  note?: string;
}

export async function convertWorkbook(input: BinaryInput, options: ConvertOptions = {}): Promise<ExcelConversion> {
  const { signal } = options;
  const report = progressReporter(options.onProgress);
  const bytes = toBytes(input);
  inspectExcelFile(bytes);
  report(0.05);
  await yieldToEventLoop();
  throwIfAborted(signal);

  const { sheets, emptySheets } = await readWorkbook(bytes);
  const cellCount = sheets.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.length, 0), 0);
  if (cellCount > MAX_CELLS) throw new ConversionError("too-large", TOO_MANY_CELLS_MESSAGE);
  report(0.3);
  throwIfAborted(signal);

  // Chinese, Hindi, Arabic… cells get fonts that draw them (loaded only when present).
  const fonts = await withScriptFonts(buildWorkbookDocDefinition(sheets, emptySheets));
  report(0.35);
  const pdf = await renderDocumentPdf(fonts.doc, {
    report,
    from: 0.35,
    timeoutMs: 300_000,
    timeoutMessage: EXCEL_TIMEOUT_MESSAGE,
    corruptMessage: DAMAGED_FILE_MESSAGE,
    signal,
  });
  return { pdf, note: missingGlyphsMessage(fonts.missing) };
}

/** The PDF alone. */
export async function convertExcelToPdf(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  return (await convertWorkbook(input, options)).pdf;
}
