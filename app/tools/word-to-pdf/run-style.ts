/** How a run looks in pdfmake: its font stand-in, weight, decoration, colour and size; and a paragraph's line height. */
import type { FontHint } from "#app/tool-kit/fonts/script-fonts.ts";
import type { ParaProps, RunProps } from "./docx-styles.ts";
import type { Run, ThemeFonts } from "./layout-context.ts";

// Roboto's line box is 1.17 em; Word's "single" for its default fonts is about 1.2 em.
export const SINGLE_LINE = 1.03;

/** The metric-compatible stand-in for a document font (script-fonts.ts loads it), as LibreOffice picks. */
function fontHint(font: string | undefined): FontHint | undefined {
  if (!font) return undefined;
  if (/times|cambria|georgia|garamond|book antiqua|palatino|century|serif/i.test(font)) return "tinos";
  if (/calibri|carlito/i.test(font)) return "carlito";
  if (/arial|helvetica|verdana|tahoma|segoe|trebuchet|liberation sans|sans/i.test(font)) return "arimo";
  return undefined;
}

export function runStyle(props: RunProps, link: string | undefined, themeFonts: ThemeFonts): Partial<Run> {
  const style: Partial<Run> & { fontHint?: FontHint } = {};
  const font = props.font === "+minor" ? themeFonts.minor : props.font === "+major" ? themeFonts.major : props.font;
  const hint = fontHint(font);
  if (hint) style.fontHint = hint;
  if (props.bold) style.bold = true;
  if (props.italics) style.italics = true;
  if (props.underline || (link && props.underline === undefined)) style.decoration = "underline";
  else if (props.strike) style.decoration = "lineThrough";
  if (props.color) style.color = props.color;
  else if (link) style.color = "#0563c1";
  if (props.background) style.background = props.background;
  if (props.size) style.fontSize = props.size;
  if (props.vertAlign === "sup") style.sup = true;
  if (props.vertAlign === "sub") style.sub = true;
  if (link) style.link = link;
  return style;
}

// Word's single line over the font's own line box (ascender + descender), per stand-in font.
const SINGLE_LINE_FOR: Record<FontHint, number> = { tinos: 1.04, arimo: 1.03, carlito: 1.0 };
// The fonts' line boxes in em, for exact line heights.
const LINE_BOX: Record<FontHint, number> = { tinos: 1.107, arimo: 1.117, carlito: 1.221 };

export const hintOf = (style: Partial<Run>) => (style as { fontHint?: FontHint }).fontHint;

/** pdfmake's line height (a multiple of the font's line box) for Word's line spacing. */
export function lineHeight(para: ParaProps, fontSize: number, hint: FontHint | undefined): number {
  const line = para.line;
  const single = hint ? SINGLE_LINE_FOR[hint] : SINGLE_LINE;
  if (!line) return single;
  if ("multiple" in line) return Math.max(0.6, line.multiple * single);
  const exact = line.points / (fontSize * (hint ? LINE_BOX[hint] : 1.17));
  return Math.max(0.6, line.atLeast ? Math.max(single, exact) : exact);
}
