/**
 * The font and alignment of an .xlsx's cells. SheetJS's community build reads fills but
 * not fonts or alignment, so they are read here: the cell's style index (`s` in the
 * sheet XML) → cellXfs → its font (bold, italic, colour, theme colours included) and
 * horizontal alignment.
 * Returns, per sheet position in the workbook, the styled cells by address ("B3").
 * Anything unreadable gives no styles (an .xls is read by xls-cell-styles.ts).
 */
import { attr } from "#app/tool-kit/office/ooxml-xml.ts";
import { columnIndex, columnLetter } from "./cell-address.ts";
import { openXlsx } from "./xlsx-package.ts";

export interface CellStyle {
  bold?: boolean;
  italics?: boolean;
  /** "#rrggbb" of the text, when not black. */
  color?: string;
  alignment?: "left" | "center" | "right";
}

const isOn = (xml: string, element: string) => {
  const tag = new RegExp(`<${element}\\b([^>]*)/?>`).exec(xml);
  return !!tag && !/val="(0|false)"/.test(tag[1] ?? "");
};

/**
 * The workbook theme's colours in the order cells refer to them: Excel swaps the first
 * two pairs (0 is lt1, 1 is dk1, 2 is lt2, 3 is dk2), then accent1–6, hlink, folHlink.
 */
function themeColours(themeXml: string): string[] {
  const scheme = /<a:clrScheme\b[^>]*>([\s\S]*?)<\/a:clrScheme>/.exec(themeXml)?.[1] ?? "";
  const colours = [...scheme.matchAll(/<a:(\w+)>\s*<a:(?:srgbClr val|sysClr [^>]*?lastClr)="([0-9A-Fa-f]{6})"/g)].map(
    (m) => m[2]!.toLowerCase(),
  );
  const [dk1, lt1, dk2, lt2, ...rest] = colours;
  return [lt1, dk1, lt2, dk2, ...rest].filter((c): c is string => c !== undefined);
}

/** Excel's tint: towards white (> 0) or black (< 0), per channel. */
function tinted(hex: string, tint: number): string {
  if (!tint) return hex;
  return [0, 2, 4]
    .map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16);
      const v = tint > 0 ? c + (255 - c) * tint : c * (1 + tint);
      return Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0");
    })
    .join("");
}

function fontStyle(fontXml: string, theme: readonly string[]): CellStyle {
  const style: CellStyle = {};
  if (isOn(fontXml, "b")) style.bold = true;
  if (isOn(fontXml, "i")) style.italics = true;
  const colour = /<color\b[^>]*>/.exec(fontXml)?.[0] ?? "";
  const rgb = attr(colour, "rgb");
  const themed = attr(colour, "theme");
  let hex = rgb && /^([0-9a-f]{2})?[0-9a-f]{6}$/i.test(rgb) ? rgb.slice(-6).toLowerCase() : undefined;
  if (!hex && themed !== undefined && theme[Number(themed)]) {
    hex = tinted(theme[Number(themed)]!, Number(attr(colour, "tint") ?? 0));
  }
  if (hex && hex !== "000000") style.color = `#${hex}`;
  return style;
}

/** The style of each cellXfs entry, by index; entries with nothing to keep are left empty. */
function stylesByIndex(stylesXml: string, theme: readonly string[]): Array<CellStyle | undefined> {
  const fontsXml = /<fonts\b[^>]*>([\s\S]*?)<\/fonts>/.exec(stylesXml)?.[1] ?? "";
  const fonts = [...fontsXml.matchAll(/<font\b[^>]*?(?:\/>|>([\s\S]*?)<\/font>)/g)].map((m) =>
    fontStyle(m[1] ?? "", theme),
  );
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

/**
 * Each cell's address and style index, in sheet order. Rows and cells may leave out
 * their address (`r`): they then follow the previous one, as Excel reads them.
 */
function* cellStyleIndexes(sheetXml: string): Generator<{ ref: string; styleIndex: number }> {
  let row = -1;
  let col = -1;
  for (const m of sheetXml.matchAll(/<(?:\w+:)?(row|c)\b([^>]*)>/g)) {
    const r = attr(m[0], "r");
    if (m[1] === "row") {
      row = r ? Number(r) - 1 : row + 1;
      col = -1;
      continue;
    }
    const address = r ? /^([A-Z]+)(\d+)$/.exec(r) : null;
    if (address) {
      col = columnIndex(address[1]!);
      row = Number(address[2]) - 1;
    } else col++;
    const styleIndex = Number(attr(m[0], "s") ?? 0);
    if (styleIndex) yield { ref: `${columnLetter(col)}${row + 1}`, styleIndex };
  }
}

export function readXlsxCellStyles(bytes: Uint8Array): Map<number, Map<string, CellStyle>> {
  const result = new Map<number, Map<string, CellStyle>>();
  try {
    const { text, sheets } = openXlsx(
      bytes,
      (name) => name === "xl/styles.xml" || name === "xl/theme/theme1.xml" || /^xl\/worksheets\/[^/]+\.xml$/.test(name),
    );
    const styles = stylesByIndex(text("xl/styles.xml"), themeColours(text("xl/theme/theme1.xml")));
    if (!styles.some(Boolean)) return result;
    sheets.forEach((path, index) => {
      const cells = new Map<string, CellStyle>();
      for (const { ref, styleIndex } of cellStyleIndexes(text(path))) {
        const style = styles[styleIndex];
        if (style) cells.set(ref, style);
      }
      if (cells.size) result.set(index, cells);
    });
  } catch {
    // Not a ZIP (an .xls) or a part SheetJS managed without: no styles.
  }
  return result;
}
