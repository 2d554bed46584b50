/**
 * The font and alignment of an .xlsx's cells. SheetJS's community build reads fills but
 * not fonts or alignment, so they are read here: the cell's style index (`s` in the
 * sheet XML) → cellXfs → its font (bold, italic, colour) and horizontal alignment.
 * Returns, per sheet position in the workbook, the styled cells by address ("B3").
 * Anything unreadable (or an .xls) gives no styles.
 */
import { peekZip } from "#app/tools/conversion/office-zip.ts";

export interface CellStyle {
  bold?: boolean;
  italics?: boolean;
  /** "#rrggbb" of the text, when not black. */
  color?: string;
  alignment?: "left" | "center" | "right";
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const isOn = (xml: string, element: string) => {
  const tag = new RegExp(`<${element}\\b([^>]*)/?>`).exec(xml);
  return !!tag && !/val="(0|false)"/.test(tag[1] ?? "");
};

function fontStyle(fontXml: string): CellStyle {
  const style: CellStyle = {};
  if (isOn(fontXml, "b")) style.bold = true;
  if (isOn(fontXml, "i")) style.italics = true;
  const rgb = attr(/<color\b[^>]*>/.exec(fontXml)?.[0] ?? "", "rgb");
  const hex = rgb && /^([0-9a-f]{2})?[0-9a-f]{6}$/i.test(rgb) ? rgb.slice(-6).toLowerCase() : undefined;
  if (hex && hex !== "000000") style.color = `#${hex}`;
  return style;
}

/** The style of each cellXfs entry, by index; entries with nothing to keep are left empty. */
function stylesByIndex(stylesXml: string): Array<CellStyle | undefined> {
  const fontsXml = /<fonts\b[^>]*>([\s\S]*?)<\/fonts>/.exec(stylesXml)?.[1] ?? "";
  const fonts = [...fontsXml.matchAll(/<font\b[^>]*?(?:\/>|>([\s\S]*?)<\/font>)/g)].map((m) => fontStyle(m[1] ?? ""));
  const xfsXml = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? "";
  return [...xfsXml.matchAll(/<xf\b[^>]*?(?:\/>|>([\s\S]*?)<\/xf>)/g)].map((m) => {
    const style: CellStyle = { ...fonts[Number(attr(m[0], "fontId") ?? 0)] };
    const horizontal = attr(/<alignment\b[^>]*>/.exec(m[1] ?? "")?.[0] ?? "", "horizontal");
    if (horizontal === "center" || horizontal === "centerContinuous") style.alignment = "center";
    else if (horizontal === "right") style.alignment = "right";
    else if (horizontal === "left") style.alignment = "left";
    return Object.keys(style).length ? style : undefined;
  });
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

export function readXlsxCellStyles(bytes: Uint8Array): Map<number, Map<string, CellStyle>> {
  const result = new Map<number, Map<string, CellStyle>>();
  try {
    const wanted = (name: string) =>
      name === "xl/styles.xml" ||
      name === "xl/workbook.xml" ||
      name === "xl/_rels/workbook.xml.rels" ||
      /^xl\/worksheets\/[^/]+\.xml$/.test(name);
    const { files } = peekZip(bytes, wanted);
    const text = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : "");
    const styles = stylesByIndex(text("xl/styles.xml"));
    if (!styles.some(Boolean)) return result;
    sheetPaths(text("xl/workbook.xml"), text("xl/_rels/workbook.xml.rels")).forEach((path, index) => {
      const cells = new Map<string, CellStyle>();
      for (const m of text(path).matchAll(/<c\b[^>]*>/g)) {
        const style = styles[Number(attr(m[0], "s") ?? 0)];
        const ref = attr(m[0], "r");
        if (style && ref) cells.set(ref, style);
      }
      if (cells.size) result.set(index, cells);
    });
  } catch {
    // Not a ZIP (an .xls) or a part SheetJS managed without: no styles.
  }
  return result;
}
