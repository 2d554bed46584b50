/**
 * The font of an .xls's cells (Excel 97–2003, BIFF8): bold, italics and colour. SheetJS's
 * community build reads an .xls's fills but not its fonts, so they are read here from the
 * Workbook stream: FONT records (weight, italic, colour index), XF records (their font), the
 * PALETTE when the file has its own, and each cell record's XF index.
 * Returns, per sheet position in the workbook, the styled cells by address ("B3").
 * Anything unreadable gives no styles.
 */
import { BIFF, records, substream, workbookStream } from "#app/tool-kit/office/biff-records.ts";
import type { Cfb } from "#app/tool-kit/office/compound-file.ts";
import { columnLetter } from "./cell-address.ts";
import type { CellStyle } from "./xlsx-cell-styles.ts";

// Excel's default palette: colour indexes 8–63 (BIFF8).
const DEFAULT_PALETTE = [
  "000000",
  "ffffff",
  "ff0000",
  "00ff00",
  "0000ff",
  "ffff00",
  "ff00ff",
  "00ffff",
  "800000",
  "008000",
  "000080",
  "808000",
  "800080",
  "008080",
  "c0c0c0",
  "808080",
  "9999ff",
  "993366",
  "ffffcc",
  "ccffff",
  "660066",
  "ff8080",
  "0066cc",
  "ccccff",
  "000080",
  "ff00ff",
  "ffff00",
  "00ffff",
  "800080",
  "800000",
  "008080",
  "0000ff",
  "00ccff",
  "ccffff",
  "ccffcc",
  "ffff99",
  "99ccff",
  "ff99cc",
  "cc99ff",
  "ffcc99",
  "3366ff",
  "33cccc",
  "99cc00",
  "ffcc00",
  "ff9900",
  "ff6600",
  "666699",
  "969696",
  "003366",
  "339966",
  "003300",
  "333300",
  "993300",
  "993366",
  "333399",
  "333333",
];

const RECORD = {
  ...BIFF,
  XF: 0x00e0,
  PALETTE: 0x0092,
  MULRK: 0x00bd,
  MULBLANK: 0x00be,
} as const;
// Records of one cell: row, column and XF index come first in each.
const CELL_RECORDS = new Set([0x00fd, 0x0203, 0x027e, 0x0201, 0x0205, 0x0006, 0x0204, 0x00d6]);

interface Font {
  bold: boolean;
  italics: boolean;
  colour: number;
}

function colourOf(index: number, palette: string[]): string | undefined {
  // 0–7 are the basic colours (the palette's first eight by default), 8–63 the palette; 0x40
  // and 0x7fff are the automatic (black) text.
  const hex = index < 8 ? DEFAULT_PALETTE[index] : palette[index - 8];
  return hex && hex !== "000000" ? `#${hex}` : undefined;
}

function xfStyle(font: Font | undefined, palette: string[]): CellStyle | undefined {
  const style: CellStyle = {};
  if (font?.bold) style.bold = true;
  if (font?.italics) style.italics = true;
  const colour = font ? colourOf(font.colour, palette) : undefined;
  if (colour) style.color = colour;
  return Object.keys(style).length ? style : undefined;
}

export function readXlsCellStyles(bytes: Uint8Array, cfb: Cfb): Map<number, Map<string, CellStyle>> {
  const result = new Map<number, Map<string, CellStyle>>();
  try {
    const stream = workbookStream(bytes, cfb);
    if (!stream) return result;
    const fonts: Font[] = [];
    const xfs: number[] = [];
    const sheets: number[] = [];
    const palette = [...DEFAULT_PALETTE];
    for (const { type, at, length } of records(stream)) {
      if (type === RECORD.FONT && length >= 8) {
        fonts.push({
          italics: (stream.getUint16(at + 2, true) & 0x02) !== 0,
          colour: stream.getUint16(at + 4, true),
          bold: stream.getUint16(at + 6, true) >= 600,
        });
      } else if (type === RECORD.XF && length >= 2) {
        xfs.push(stream.getUint16(at, true));
      } else if (type === RECORD.PALETTE && length >= 2) {
        const count = Math.min(56, stream.getUint16(at, true));
        for (let i = 0; i < count && at + 2 + i * 4 + 3 <= at + length; i++) {
          const c = at + 2 + i * 4;
          palette[i] = [0, 1, 2]
            .map((k) =>
              stream
                .getUint8(c + k)
                .toString(16)
                .padStart(2, "0"),
            )
            .join("");
        }
      } else if (type === RECORD.BOUNDSHEET && length >= 6) {
        sheets.push(stream.getUint32(at, true));
      } else if (type === RECORD.EOF && sheets.length > 0) {
        break; // the workbook globals end here; the sheets follow
      }
    }
    // Font index 4 does not exist in BIFF: the fifth FONT record is font 5.
    const styles = xfs.map((font) => xfStyle(fonts[font >= 4 ? font - 1 : font], palette));
    if (!styles.some(Boolean)) return result;

    sheets.forEach((offset, index) => {
      const cells = new Map<string, CellStyle>();
      const set = (row: number, col: number, xf: number) => {
        const style = styles[xf];
        if (style) cells.set(`${columnLetter(col)}${row + 1}`, style);
      };
      for (const { type, at, length } of substream(stream, offset)) {
        if (CELL_RECORDS.has(type) && length >= 6) {
          set(stream.getUint16(at, true), stream.getUint16(at + 2, true), stream.getUint16(at + 4, true));
        } else if ((type === RECORD.MULRK || type === RECORD.MULBLANK) && length >= 6) {
          const row = stream.getUint16(at, true);
          const first = stream.getUint16(at + 2, true);
          const step = type === RECORD.MULRK ? 6 : 2;
          const count = Math.floor((length - 6) / step);
          for (let i = 0; i < count; i++) set(row, first + i, stream.getUint16(at + 4 + i * step, true));
        }
      }
      if (cells.size) result.set(index, cells);
    });
  } catch {
    // Not a compound file SheetJS-style readers understand: no styles.
  }
  return result;
}
