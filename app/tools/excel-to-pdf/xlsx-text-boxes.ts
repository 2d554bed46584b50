/**
 * The text boxes an .xlsx sheet draws over its cells (a letterhead above a table, a note):
 * SheetJS reads no drawings, so each sheet's drawing part is read here. Per sheet position in
 * the workbook: each text box's text (paragraphs as lines), its alignment, and the cells it
 * covers, from its anchor. Pictures, charts and empty boxes are left out; anything unreadable
 * gives no boxes.
 */
import { relsPath, resolvePartPath } from "#app/tool-kit/office/office-zip.ts";
import { attr, decodeEntities } from "#app/tool-kit/office/ooxml-xml.ts";
import { openXlsx } from "./xlsx-package.ts";

export interface TextBox {
  text: string;
  alignment?: "center" | "right";
  /** The cells under the box, zero-based and inclusive. */
  from: { r: number; c: number };
  to: { r: number; c: number };
}

/** A text body's lines: one per paragraph and per line break, blank lines dropped. */
function bodyText(body: string): string {
  const lines: string[] = [];
  for (const paragraph of body.matchAll(/<a:p\b[^>]*>([\s\S]*?)<\/a:p>/g)) {
    const text = [...paragraph[1]!.matchAll(/<a:t>([\s\S]*?)<\/a:t>|<a:br\b[^>]*\/>/g)]
      .map((m) => (m[1] === undefined ? "\n" : decodeEntities(m[1])))
      .join("");
    lines.push(...text.split(/\r?\n/));
  }
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/** A marker (xdr:from / xdr:to): its cell and the offsets into it. */
function marker(anchor: string, name: "from" | "to") {
  const xml = new RegExp(`<xdr:${name}>([\\s\\S]*?)</xdr:${name}>`).exec(anchor)?.[1] ?? "";
  const value = (tag: string) => Number(new RegExp(`<xdr:${tag}>(-?\\d+)</xdr:${tag}>`).exec(xml)?.[1] ?? NaN);
  const at = { r: value("row"), c: value("col"), rowOff: value("rowOff") || 0, colOff: value("colOff") || 0 };
  return Number.isFinite(at.r) && Number.isFinite(at.c) ? at : undefined;
}

function textBoxes(drawingXml: string): TextBox[] {
  const boxes: TextBox[] = [];
  for (const m of drawingXml.matchAll(/<xdr:twoCellAnchor\b[^>]*>([\s\S]*?)<\/xdr:twoCellAnchor>/g)) {
    const anchor = m[1]!;
    const bodies = [...anchor.matchAll(/<xdr:txBody>([\s\S]*?)<\/xdr:txBody>/g)].map((b) => bodyText(b[1]!));
    const text = bodies.filter(Boolean).join("\n");
    const from = marker(anchor, "from");
    const end = marker(anchor, "to");
    if (!text || !from || !end) continue;
    // An end on a cell's top or left edge ends before that cell.
    const to = {
      r: Math.max(from.r, end.rowOff === 0 ? end.r - 1 : end.r),
      c: Math.max(from.c, end.colOff === 0 ? end.c - 1 : end.c),
    };
    const align = attr(/<a:pPr\b[^>]*>/.exec(anchor)?.[0] ?? "", "algn");
    const box: TextBox = { text, from: { r: from.r, c: from.c }, to };
    if (align === "ctr") box.alignment = "center";
    else if (align === "r") box.alignment = "right";
    boxes.push(box);
  }
  return boxes;
}

export function readXlsxTextBoxes(bytes: Uint8Array): Map<number, TextBox[]> {
  const result = new Map<number, TextBox[]>();
  try {
    const { text, sheets } = openXlsx(
      bytes,
      (name) => /^xl\/worksheets\/_rels\/[^/]+\.rels$/.test(name) || /^xl\/drawings\/[^/]+\.xml$/.test(name),
    );
    sheets.forEach((path, index) => {
      const rels = text(relsPath(path));
      const boxes = [...rels.matchAll(/<Relationship\b[^>]*>/g)]
        .filter((m) => attr(m[0], "Type")?.endsWith("/drawing"))
        .flatMap((m) => textBoxes(text(resolvePartPath(path, attr(m[0], "Target") ?? ""))));
      if (boxes.length) result.set(index, boxes);
    });
  } catch {
    // Not a ZIP (an .xls) or a drawing part that cannot be read: no text boxes.
  }
  return result;
}
