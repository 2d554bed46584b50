/**
 * Excel to PDF: .xlsx and .xls (SheetJS) → each visible sheet with data as a paginated
 * table under the sheet's name (pdfmake): cells as Excel shows them (formatted values,
 * bold, fills), merged cells merged, the print area when there is one, paginated as an
 * office suite prints it (sheet-layout.ts): the sheet's paper, margins and scale, columns
 * and rows split across pages, never a column cut, each page's rows and columns named in
 * its top margin. Empty sheets are left out, and one line on the first page says which.
 */
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { ConversionError, DAMAGED_FILE_MESSAGE, toConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, toBytes, yieldToEventLoop } from "#app/tool-kit/conversion/conversion.ts";
import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { type DocumentConversion, renderWithScriptFonts } from "#app/tool-kit/pdf/render-document-pdf.ts";
import { EXCEL_FILE_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { streamNames } from "#app/tool-kit/office/compound-file.ts";
import { peekZip } from "#app/tool-kit/office/office-zip.ts";
import { columnLetter } from "./cell-address.ts";
import { tool } from "./meta.ts";
import {
  ENCRYPTED_EXCEL_MESSAGE,
  MAX_CELLS,
  TOO_MANY_CELLS_MESSAGE,
  readWorkbook,
  type SheetCell,
  type SheetData,
} from "./read-workbook.ts";
import { chartSvg } from "./chart-svg.ts";
import { headerFooterText } from "./header-footer.ts";
import { A4 } from "./page-setup.ts";
import {
  RULE_WIDTH,
  fitText,
  layoutSheet,
  spanOverflowingText,
  textRoom,
  type PagePiece,
  type SheetLayout,
} from "./sheet-layout.ts";
import { restartMergesAt } from "./split-merges.ts";

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
    const streams = streamNames(bytes);
    if (streams.has("EncryptedPackage")) throw new ConversionError("encrypted", ENCRYPTED_EXCEL_MESSAGE);
    if (streams.has("WordDocument") || streams.has("PowerPoint Document")) {
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

/**
 * The pdfmake cells of one page: spans clipped to the page; a cell under a span of this
 * page is pdfmake's placeholder ({}), one under a span that starts on another page an
 * empty cell. `sheetRows` are the rows' indexes in the sheet's printed rows (the print
 * titles, then the page's rows), so a span only reaches rows that follow on the page.
 */
function tableBody(
  rows: SheetCell[][],
  sheetRows: readonly number[],
  rowFontSizes: readonly number[],
  page: { fontSize: number; widths: readonly number[]; padding: number },
): TableCell[][] {
  const width = rows[0]?.length ?? 0;
  const underSpan = rows.map(() => new Array<boolean>(width).fill(false));
  return rows.map((row, r) =>
    row.map((cell, c): TableCell => {
      const rowFont = rowFontSizes[r] || page.fontSize;
      if (cell.covered) return underSpan[r]![c] ? {} : { text: "", fontSize: rowFont };
      const content: Record<string, unknown> = { text: cell.text };
      const room = textRoom(page.widths.slice(c, c + (cell.colSpan ?? 1)), page.padding);
      const fontSize = cell.text ? fitText(cell.text, room, rowFont).fontSize : rowFont;
      if (fontSize !== page.fontSize) content.fontSize = fontSize;
      const alignment = cell.alignment ?? (cell.numeric ? "right" : undefined);
      if (alignment) content.alignment = alignment;
      if (cell.bold) content.bold = true;
      if (cell.italics) content.italics = true;
      if (cell.color) content.color = cell.color;
      if (cell.fill) content.fillColor = cell.fill;
      const colSpan = Math.min(cell.colSpan ?? 1, width - c);
      let rowSpan = 1;
      while (rowSpan < (cell.rowSpan ?? 1) && sheetRows[r + rowSpan] === sheetRows[r]! + rowSpan) rowSpan++;
      if (colSpan > 1) content.colSpan = colSpan;
      if (rowSpan > 1) content.rowSpan = rowSpan;
      for (let dr = 0; dr < rowSpan; dr++)
        for (let dc = 0; dc < colSpan; dc++) if (dr || dc) underSpan[r + dr]![c + dc] = true;
      return content as TableCell;
    }),
  );
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** "Sales", or "Sales (rows 41–80, columns I–P)" when the sheet is split across pages. */
function pageLabel(sheet: SheetData, layout: SheetLayout, piece: PagePiece): string {
  const parts: string[] = [];
  const rowSplit = new Set(layout.pages.map((p) => p.rows[0])).size > 1;
  const columnSplit = new Set(layout.pages.map((p) => p.columns[0])).size > 1;
  if (rowSplit) {
    const [first, last] = [sheet.rowIndexes[piece.rows[0]]!, sheet.rowIndexes[piece.rows[1] - 1]!];
    parts.push(first === last ? `row ${first + 1}` : `rows ${first + 1}–${last + 1}`);
  }
  if (columnSplit) {
    const [first, last] = [sheet.columnIndexes[piece.columns[0]]!, sheet.columnIndexes[piece.columns[1] - 1]!];
    parts.push(
      first === last ? `column ${columnLetter(first)}` : `columns ${columnLetter(first)}–${columnLetter(last)}`,
    );
  }
  return parts.length ? `${sheet.name} (${parts.join(", ")})` : sheet.name;
}

type Margins = SheetData["page"]["margins"];

/** One sheet's pages: each a table of whole columns and rows, under a label in the top margin. */
function sheetContent(sheet: SheetData, layout: SheetLayout, first: boolean, docMargins: Margins): Content[] {
  const { margins } = sheet.page;
  // Above the sheet's own header when it leaves no room below it.
  const labelY =
    !sheet.page.header || margins.top - 14 >= margins.header + 12
      ? Math.max(4, margins.top - 14)
      : Math.max(2, margins.header - 10);
  const vertical = 0.5;
  return layout.pages.map((piece, p) => {
    const sheetRows = [...range(0, layout.titleRows), ...range(piece.rows[0], piece.rows[1])];
    const sheetColumns = [...range(0, layout.titleColumns), ...range(piece.columns[0], piece.columns[1])];
    const printedRows = sheetRows.map((r) => sheet.rows[r]!);
    // The title columns, then the page's: text overflows and spans stay within each part.
    const part = (start: number, end: number) =>
      spanOverflowingText(restartMergesAt(printedRows, start), layout.widths, layout.fontSize, start, end).map((row) =>
        row.map((cell, c) => ((cell.colSpan ?? 1) > end - start - c ? { ...cell, colSpan: end - start - c } : cell)),
      );
    const titleCells = part(0, layout.titleColumns);
    const rows = part(piece.columns[0], piece.columns[1]).map((row, r) => [...titleCells[r]!, ...row]);
    const widths = sheetColumns.map((c) => layout.widths[c]!);
    const heights = sheetRows.map((r) => layout.heights[r]!);
    // A row lower than a line of the sheet's font (a spacer row) gets a smaller font.
    const fontSizes = heights.map((h) => {
      const fits = Math.max(1, Math.floor(((h - 2 * vertical - RULE_WIDTH) / 1.2) * 10) / 10);
      return fits < layout.fontSize ? fits : 0;
    });
    const label: Content = {
      text: pageLabel(sheet, layout, piece),
      fontSize: 8,
      bold: true,
      color: "#374151",
      absolutePosition: { x: margins.left, y: labelY },
    };
    const table = {
      table: {
        widths: widths.map((w) => Math.max(1, w - 2 * layout.padding - RULE_WIDTH)),
        heights: heights.map((h) => Math.max(1, h - 2 * vertical - RULE_WIDTH)),
        dontBreakRows: true,
        body: tableBody(rows, sheetRows, fontSizes, { fontSize: layout.fontSize, widths, padding: layout.padding }),
      },
      fontSize: layout.fontSize,
      margin: [margins.left - docMargins.left, margins.top - docMargins.top, 0, 0],
      layout: {
        hLineWidth: () => RULE_WIDTH,
        vLineWidth: () => RULE_WIDTH,
        hLineColor: () => "#9ca3af",
        vLineColor: () => "#9ca3af",
        paddingLeft: () => layout.padding,
        paddingRight: () => layout.padding,
        paddingTop: () => vertical,
        paddingBottom: () => vertical,
      },
    } as Content;
    const breakBefore = !first || p > 0;
    return {
      stack: [label, table],
      ...(breakBefore
        ? { pageBreak: "before" as const, pageOrientation: layout.landscape ? "landscape" : "portrait" }
        : {}),
    } as Content;
  });
}

/**
 * A sheet's charts (.xls) after its cells, each page holding as many as fit; pdfmake's
 * pages stay the pages counted here.
 */
function chartPages(sheet: SheetData, layout: SheetLayout, docMargins: Margins): Content[][] {
  const charts = (sheet.charts ?? []).map(chartSvg);
  if (!charts.length) return [];
  const { paper, margins } = sheet.page;
  const room = (layout.landscape ? paper.width : paper.height) - margins.top - margins.bottom;
  const perPage = Math.max(1, Math.floor(room / (Math.max(...charts.map((c) => c.height)) + 12)));
  const pages: Content[][] = [];
  charts.forEach((chart, i) => {
    // Each page of charts is named in the top margin, as the sheet's other pages are.
    if (i % perPage === 0)
      pages.push([
        {
          text: `${sheet.name} (${charts.length === 1 ? "chart" : "charts"})`,
          fontSize: 8,
          bold: true,
          color: "#374151",
          absolutePosition: { x: margins.left, y: Math.max(4, margins.top - 14) },
        },
      ]);
    pages.at(-1)!.push({
      ...chart,
      margin: [margins.left - docMargins.left, i % perPage ? 12 : margins.top - docMargins.top, 0, 0],
    });
  });
  return pages;
}

/** A header or footer line in the sheet's three sections, between its side margins; none when it prints nothing. */
function headerFooterLine(
  codes: string | undefined,
  sheet: SheetData | undefined,
  page: number,
  pages: number,
  now: Date,
): Content | undefined {
  if (!codes || !sheet) return undefined;
  const text = headerFooterText(codes, { page, pages, sheet: sheet.name, now });
  if (!text.left && !text.center && !text.right) return undefined;
  return {
    columns: [
      { text: text.left, width: "*" },
      { text: text.center, width: "*", alignment: "center" },
      { text: text.right, width: "*", alignment: "right" },
    ],
    color: "#111827",
  };
}

/** The pdfmake document for the sheets with data, and the line naming the empty ones. */
function buildWorkbookDocDefinition(sheets: SheetData[], emptySheets: string[]): TDocumentDefinitions {
  // One paper for the whole PDF (pdfmake's limit): the first sheet's; each sheet keeps its orientation and margins.
  const first = sheets[0]?.page;
  const paper = first?.paper ?? A4;
  const printed = sheets.map((sheet) => ({ ...sheet, page: { ...sheet.page, paper } }));
  const layouts = printed.map((sheet) => layoutSheet(sheet));
  const side = (key: keyof Margins) => (printed.length ? Math.min(...printed.map((s) => s.page.margins[key])) : 54);
  const docMargins: Margins = {
    left: side("left"),
    right: side("right"),
    top: side("top"),
    bottom: side("bottom"),
    header: 0,
    footer: 0,
  };
  const note = emptySheets.length ? emptySheetsNote(emptySheets) : "";
  // The sheet printed on each page: the layout's pages are the PDF's pages.
  const charts = printed.map((sheet, i) => chartPages(sheet, layouts[i]!, docMargins));
  const sheetOfPage = printed.flatMap((sheet, i) => [...layouts[i]!.pages, ...charts[i]!].map(() => sheet));
  const now = new Date();
  return {
    pageSize: { width: paper.width, height: paper.height },
    pageOrientation: first?.landscape ? "landscape" : "portrait",
    pageMargins: [docMargins.left, docMargins.top, docMargins.right, docMargins.bottom],
    info: { producer: "Crestline Digital", creator: "Crestline Digital" },
    content: printed.length
      ? printed.flatMap((sheet, i) => [
          ...sheetContent(sheet, layouts[i]!, i === 0, docMargins),
          ...charts[i]!.map((stack): Content => ({
            stack,
            pageBreak: "before",
            pageOrientation: layouts[i]!.landscape ? "landscape" : "portrait",
          })),
        ])
      : [{ text: NO_DATA_TEXT }, { text: note, italics: true, color: "#4b5563", fontSize: 8, margin: [0, 8, 0, 0] }],
    // The sheet's own header, at its distance from the top edge.
    header: (currentPage: number, pageCount: number) => {
      const sheet = sheetOfPage[currentPage - 1];
      const line = headerFooterLine(sheet?.page.header, sheet, currentPage, pageCount, now);
      if (!sheet || !line) return { text: "" };
      const { margins } = sheet.page;
      return {
        stack: [line],
        fontSize: 9,
        // Within pdfmake's header band (the top margin), even when the sheet's header sits lower.
        margin: [margins.left, Math.max(0, Math.min(margins.header, docMargins.top - 11)), margins.right, 0],
      };
    },
    // The sheet's own footer, else our page number; on the first page the line naming the empty sheets.
    footer: (currentPage: number, pageCount: number) => {
      const sheet = sheetOfPage[currentPage - 1];
      const margins = sheet?.page.margins ?? docMargins;
      const own = headerFooterLine(sheet?.page.footer, sheet, currentPage, pageCount, now);
      const lines: Content[] = [
        ...(currentPage === 1 && note && printed.length ? [{ text: note, italics: true, color: "#4b5563" }] : []),
        own ?? { text: `Page ${currentPage} of ${pageCount}`, color: "#6b7280", alignment: "center" as const },
      ];
      const height = lines.length * 10;
      const top = own ? docMargins.bottom - margins.footer - height : Math.min(12, docMargins.bottom - 20);
      return {
        stack: lines,
        alignment: "center",
        fontSize: own ? 9 : 7,
        margin: [margins.left, Math.max(2, top), margins.right, 0],
      };
    },
    defaultStyle: { font: "Roboto", fontSize: 10 },
  };
}

/** The PDF, and a note for the user when some characters could not be drawn. */
export async function convertWorkbook(input: BinaryInput, options: ConvertOptions = {}): Promise<DocumentConversion> {
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
  return renderWithScriptFonts(buildWorkbookDocDefinition(sheets, emptySheets), {
    report,
    from: 0.35,
    timeoutMs: 300_000,
    timeoutMessage: EXCEL_TIMEOUT_MESSAGE,
    corruptMessage: DAMAGED_FILE_MESSAGE,
    signal,
  });
}

/** The PDF alone. */
export async function convertExcelToPdf(input: BinaryInput, options: ConvertOptions = {}): Promise<Uint8Array> {
  return (await convertWorkbook(input, options)).pdf;
}
