/**
 * Which cells of an .xlsx are bold. SheetJS's community build reads fills but not fonts,
 * so the cell style indexes are read here from the sheet XML: cell `s` → cellXfs →
 * fontId → a font with <b/>. Returns, per sheet position in the workbook, the bold
 * cells' addresses ("B3"). Anything unreadable (or an .xls) gives no bold cells.
 */
import { peekZip } from "#app/tools/conversion/office-zip.ts";

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function boldStyleIndexes(stylesXml: string): Set<number> {
  const fontsXml = /<fonts\b[^>]*>([\s\S]*?)<\/fonts>/.exec(stylesXml)?.[1] ?? "";
  const boldFonts = [...fontsXml.matchAll(/<font\b[^>]*?(?:\/>|>([\s\S]*?)<\/font>)/g)].map((m) => {
    const b = /<b\b([^>]*)\/?>/.exec(m[1] ?? "");
    return !!b && !/val="(0|false)"/.test(b[1] ?? "");
  });
  const xfsXml = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? "";
  const bold = new Set<number>();
  [...xfsXml.matchAll(/<xf\b[^>]*>/g)].forEach((m, index) => {
    if (boldFonts[Number(attr(m[0], "fontId") ?? 0)]) bold.add(index);
  });
  return bold;
}

/** The sheets' XML paths in workbook order (workbook.xml → its relationships). */
function sheetPaths(workbookXml: string, relsXml: string): string[] {
  const targets = new Map(
    [...relsXml.matchAll(/<Relationship\b[^>]*>/g)].map((m) => [attr(m[0], "Id"), attr(m[0], "Target") ?? ""]),
  );
  return [...workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map((m) => {
    const target = targets.get(attr(m[0], "r:id")) ?? "";
    return target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;
  });
}

export function readXlsxBoldCells(bytes: Uint8Array): Map<number, Set<string>> {
  const result = new Map<number, Set<string>>();
  try {
    const wanted = (name: string) =>
      name === "xl/styles.xml" ||
      name === "xl/workbook.xml" ||
      name === "xl/_rels/workbook.xml.rels" ||
      /^xl\/worksheets\/[^/]+\.xml$/.test(name);
    const { files } = peekZip(bytes, wanted);
    const text = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : "");
    const boldStyles = boldStyleIndexes(text("xl/styles.xml"));
    if (boldStyles.size === 0) return result;
    sheetPaths(text("xl/workbook.xml"), text("xl/_rels/workbook.xml.rels")).forEach((path, index) => {
      const cells = new Set<string>();
      for (const m of text(path).matchAll(/<c\b[^>]*>/g)) {
        const style = attr(m[0], "s");
        const ref = attr(m[0], "r");
        if (style && ref && boldStyles.has(Number(style))) cells.add(ref);
      }
      if (cells.size) result.set(index, cells);
    });
  } catch {
    // Not a ZIP (an .xls) or a part SheetJS managed without: no bold.
  }
  return result;
}
