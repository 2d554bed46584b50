/** The parts of an .xlsx package that a reader asks for, and its sheets' parts in workbook order. */
import { peekZip, resolvePartPath } from "#app/tool-kit/office/office-zip.ts";
import { attr } from "#app/tool-kit/office/ooxml-xml.ts";

export interface XlsxParts {
  /** A part's text; "" when it is missing or was not asked for. */
  text(path: string): string;
  /** The sheets' part paths ("xl/worksheets/sheet1.xml"), by position in the workbook. */
  sheets: string[];
}

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";

/** The sheets' part paths in workbook order (workbook.xml → its relationships). */
function sheetPaths(workbookXml: string, relsXml: string): string[] {
  const targets = new Map(
    [...relsXml.matchAll(/<Relationship\b[^>]*>/g)].map((m) => [attr(m[0], "Id"), attr(m[0], "Target") ?? ""]),
  );
  return [...workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map((m) =>
    resolvePartPath(WORKBOOK, targets.get(attr(m[0], "r:id")) ?? ""),
  );
}

/** Throws (fflate's error) when the bytes are no ZIP, an .xls for one. */
export function openXlsx(bytes: Uint8Array, want: (path: string) => boolean): XlsxParts {
  const zip = peekZip(bytes, (path) => path === WORKBOOK || path === WORKBOOK_RELS || want(path));
  const text = (path: string) => zip.text(path) ?? "";
  return { text, sheets: sheetPaths(text(WORKBOOK), text(WORKBOOK_RELS)) };
}
