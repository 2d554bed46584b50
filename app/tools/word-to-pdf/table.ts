/** Lays out a table: its grid, merged cells, widths, cell margins and spacing, borders and shading. */
import type { Content, TableCell } from "pdfmake/interfaces";
import { child, childElements, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { estimateHeight } from "./block-height.ts";
import { DEFAULT_FONT_SIZE, hexColor, readBorders, twips, val, type Border, type TableBorders } from "./docx-styles.ts";
import { BlockSink, type Context } from "./layout-context.ts";
import { SINGLE_LINE } from "./run-style.ts";

/**
 * Rows of a few lines stay whole on a page, as Word's widow control keeps their short paragraphs
 * together; a table with a tall row lets rows break (pdfmake cannot split a row that stays whole).
 */
function keepRowsWhole(body: TableCell[][], widths: number[], pageHeight: number): boolean {
  return body.every((row) => {
    const tallest = row.reduce<number>(
      (most, cell, c) =>
        Math.max(most, estimateHeight([cell as Content], widths[c] ?? 100, DEFAULT_FONT_SIZE, SINGLE_LINE)),
      0,
    );
    return tallest < pageHeight / 4;
  });
}

function borderOf(b: Border | null | undefined): Border | undefined {
  return b ?? undefined;
}

export function table(tbl: XmlElement, ctx: Context, sink: BlockSink) {
  const tblPr = child(tbl, "w:tblPr");
  const borders: TableBorders = {
    ...ctx.styles.tableBorders(val(child(tblPr, "w:tblStyle"))),
    ...readBorders(child(tblPr, "w:tblBorders")),
  };
  const grid = childElements(child(tbl, "w:tblGrid"), "w:gridCol").map((c) => twips(c.attrs["w:w"]) ?? 0);
  const rows = childElements(tbl, "w:tr");
  type Slot = { cell: XmlElement; span: number; rowSpan: number } | "covered" | "merged-below";
  const matrix: Slot[][] = [];
  let columns = grid.length;
  rows.forEach((tr, r) => {
    const row: Slot[] = [];
    const trPr = child(tr, "w:trPr");
    const before = Number(val(child(trPr, "w:gridBefore")) ?? 0) || 0;
    for (let i = 0; i < before; i++) row.push("covered");
    for (const tc of childElements(tr).flatMap((c) =>
      c.name === "w:sdt" ? childElements(child(c, "w:sdtContent"), "w:tc") : c.name === "w:tc" ? [c] : [],
    )) {
      const tcPr = child(tc, "w:tcPr");
      const span = Math.max(1, Math.min(64, Number(val(child(tcPr, "w:gridSpan")) ?? 1) || 1));
      const vMerge = child(tcPr, "w:vMerge");
      const col = row.length;
      if (vMerge && val(vMerge) !== "restart") {
        // Continues the cell above: find its starting row and grow it.
        for (let up = r - 1; up >= 0; up--) {
          const above = matrix[up]?.[col];
          if (above && typeof above === "object") {
            above.rowSpan = r - up + 1;
            break;
          }
          if (above !== "merged-below") break;
        }
        for (let k = 0; k < span; k++) row.push("merged-below");
      } else {
        row.push({ cell: tc, span, rowSpan: 1 });
        for (let k = 1; k < span; k++) row.push("covered");
      }
    }
    matrix.push(row);
    columns = Math.max(columns, row.length);
  });
  if (matrix.length === 0 || columns === 0) return;

  // Cell margins from the table (Word's default: 0.08 in left and right, none above and below).
  const cellMargin = child(tblPr, "w:tblCellMar");
  const margin = (side: string, fallback: number) => twips(child(cellMargin, `w:${side}`)?.attrs["w:w"]) ?? fallback;
  const padding = margin("left", 5.4);
  const paddingRight = margin("right", 5.4);
  const paddingTop = margin("top", 0);
  const paddingBottom = margin("bottom", 0);
  // Spacing between cells (HTML's cellspacing), on the table or its rows: rows stand that much apart.
  const spacingOf = (pr: XmlElement | undefined) => twips(child(pr, "w:tblCellSpacing")?.attrs["w:w"]);
  const spacing = Math.min(20, spacingOf(tblPr) ?? spacingOf(child(rows[0], "w:trPr")) ?? 0);
  // Borders set on cells (tcBorders) where the table sets none: drawn at the cells' width.
  let cellBorder: Border | undefined;
  let widths = Array.from({ length: columns }, (_, i) => grid[i] ?? 0);
  const total = widths.reduce((a, b) => a + b, 0);
  if (total <= 0 || widths.some((w) => w <= 0)) widths = widths.map(() => ctx.maxWidth / columns);
  const scale = Math.min(1, ctx.maxWidth / widths.reduce((a, b) => a + b, 0));
  // Cell spacing stands on both sides of each cell, inside the grid's widths.
  widths = widths.map((w) => Math.max(8, w * scale - padding - paddingRight - 2 * spacing));

  const headerRows = rows.findIndex((tr) => !child(child(tr, "w:trPr"), "w:tblHeader"));
  const body: TableCell[][] = matrix.map((row) => {
    const cells: TableCell[] = [];
    for (let c = 0; c < columns; c++) {
      const slot = row[c];
      if (!slot || slot === "covered" || slot === "merged-below") {
        cells.push(slot ? {} : "");
        continue;
      }
      const innerWidth =
        widths.slice(c, c + slot.span).reduce((a, b) => a + b, 0) + (slot.span - 1) * (padding + paddingRight);
      const cellSink = new BlockSink();
      ctx.layout(slot.cell, { ...ctx, maxWidth: innerWidth }, cellSink);
      const cell: Record<string, unknown> = { stack: cellSink.blocks.length ? cellSink.blocks : [""] };
      // The cell's own margins (tcMar), beyond the table's padding every cell has.
      const cellMargins = child(child(slot.cell, "w:tcPr"), "w:tcMar");
      if (cellMargins) {
        const extra = (table: number, ...sides: string[]) => {
          const w = sides.map((side) => child(cellMargins, `w:${side}`)?.attrs["w:w"]).find((v) => v !== undefined);
          return Math.max(0, (twips(w) ?? table) - table);
        };
        const inset = [
          extra(padding, "left", "start"),
          extra(paddingTop, "top"),
          extra(paddingRight, "right", "end"),
          extra(paddingBottom, "bottom"),
        ];
        if (inset.some((v) => v > 0)) cell.margin = inset;
      }
      if (slot.span > 1) cell.colSpan = Math.min(slot.span, columns - c);
      if (slot.rowSpan > 1) cell.rowSpan = Math.min(slot.rowSpan, matrix.length - matrix.indexOf(row));
      const fill = hexColor(child(child(slot.cell, "w:tcPr"), "w:shd")?.attrs["w:fill"]);
      if (fill) cell.fillColor = fill;
      const own = readBorders(child(child(slot.cell, "w:tcPr"), "w:tcBorders"));
      if (Object.keys(own).length > 0) {
        const side = (b: Border | null | undefined, table: Border | null | undefined) =>
          b === null ? false : b !== undefined || !!table;
        cell.border = [
          side(own.left, c === 0 ? borders.left : borders.insideV),
          side(own.top, borders.insideH ?? borders.top),
          side(own.right, borders.insideV ?? borders.right),
          side(own.bottom, borders.insideH ?? borders.bottom),
        ];
        cellBorder ??= own.top ?? own.left ?? own.bottom ?? own.right ?? undefined;
      }
      cells.push(cell as TableCell);
    }
    return cells;
  });
  const line = (outer: Border | undefined, inner: Border | undefined, i: number, count: number) =>
    i === 0 || i === count ? outer : inner;
  const hLine = (i: number) =>
    line(borderOf(i === 0 ? borders.top : borders.bottom), borderOf(borders.insideH), i, body.length);
  const vLine = (i: number) =>
    line(borderOf(i === 0 ? borders.left : borders.right), borderOf(borders.insideV), i, columns);
  sink.push({
    table: {
      headerRows: headerRows > 0 && headerRows < body.length ? headerRows : 0,
      widths,
      body,
      dontBreakRows: keepRowsWhole(body, widths, ctx.maxHeight),
    },
    layout: {
      hLineWidth: (i: number) => (hLine(i) ?? cellBorder)?.width ?? 0,
      vLineWidth: (i: number) => (vLine(i) ?? cellBorder)?.width ?? 0,
      hLineColor: (i: number) => (hLine(i) ?? cellBorder)?.color ?? "#000000",
      vLineColor: (i: number) => (vLine(i) ?? cellBorder)?.color ?? "#000000",
      paddingLeft: () => padding,
      paddingRight: () => paddingRight,
      paddingTop: () => paddingTop + spacing / 2,
      paddingBottom: () => paddingBottom + spacing / 2,
    },
    margin: [0, 0, 0, 0],
  } as Content);
}
