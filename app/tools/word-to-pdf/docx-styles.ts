/**
 * Paragraph and run properties of a .docx, read from direct formatting and resolved
 * through the document's own styles.xml (docDefaults → style chain → direct), in points.
 */
import { child, childElements, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";

export interface RunProps {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  /** "#rrggbb" */
  color?: string;
  background?: string;
  size?: number;
  vertAlign?: "sup" | "sub";
  caps?: boolean;
  hidden?: boolean;
  /** The run's Latin font name, e.g. "Times New Roman". */
  font?: string;
}

export interface ParaProps {
  align?: "left" | "center" | "right" | "justify";
  indLeft?: number;
  indRight?: number;
  /** Positive: first-line indent; negative: hanging indent. */
  firstLine?: number;
  before?: number;
  after?: number;
  /** Word's "auto" (HTML) spacing above or below: 14 pt, none between the items of a list. */
  beforeAuto?: boolean;
  afterAuto?: boolean;
  /** Line spacing: a multiple of single ("auto") or a height in points. */
  line?: { multiple: number } | { points: number; atLeast?: boolean };
  pageBreakBefore?: boolean;
  numId?: string;
  ilvl?: number;
  shading?: string;
  contextualSpacing?: boolean;
}

export interface Border {
  width: number;
  color: string;
}

export interface TableBorders {
  top?: Border | null;
  bottom?: Border | null;
  left?: Border | null;
  right?: Border | null;
  insideH?: Border | null;
  insideV?: Border | null;
}

interface StyleDefinition {
  type: string;
  name: string;
  basedOn?: string;
  para: ParaProps;
  run: RunProps;
  borders: TableBorders;
}

export const DEFAULT_FONT_SIZE = 10;

export const val = (element: XmlElement | undefined, name = "w:val") => element?.attrs[name];
export const twips = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) ? n / 20 : undefined;
};

export function toggle(element: XmlElement | undefined): boolean | undefined {
  if (!element) return undefined;
  const v = val(element);
  return v === undefined || !["0", "false", "off"].includes(v);
}

export function hexColor(value: string | undefined): string | undefined {
  return value && /^[0-9a-f]{6}$/i.test(value) ? `#${value.toLowerCase()}` : undefined;
}

const HIGHLIGHT: Record<string, string> = {
  yellow: "#ffff00",
  green: "#00ff00",
  cyan: "#00ffff",
  magenta: "#ff00ff",
  blue: "#0000ff",
  red: "#ff0000",
  darkBlue: "#000080",
  darkCyan: "#008080",
  darkGreen: "#008000",
  darkMagenta: "#800080",
  darkRed: "#800000",
  darkYellow: "#808000",
  darkGray: "#808080",
  lightGray: "#c0c0c0",
  black: "#000000",
};

function defined<T extends object>(props: T): T {
  for (const key of Object.keys(props) as Array<keyof T>) if (props[key] === undefined) delete props[key];
  return props;
}

/** The Latin font of w:rFonts; a theme font as "+minor" or "+major" (the theme names it). */
function fontName(rFonts: XmlElement | undefined): string | undefined {
  const theme = rFonts?.attrs["w:asciiTheme"] ?? rFonts?.attrs["w:hAnsiTheme"];
  if (theme) return theme.startsWith("major") ? "+major" : "+minor";
  return rFonts?.attrs["w:ascii"] ?? rFonts?.attrs["w:hAnsi"];
}

export function readRunProps(rPr: XmlElement | undefined): RunProps {
  if (!rPr) return {};
  const u = val(child(rPr, "w:u"));
  const size = Number(val(child(rPr, "w:sz")));
  const vert = val(child(rPr, "w:vertAlign"));
  const shading = child(rPr, "w:shd");
  const highlight = val(child(rPr, "w:highlight"));
  return defined({
    bold: toggle(child(rPr, "w:b")),
    italics: toggle(child(rPr, "w:i")),
    underline: u === undefined ? undefined : u !== "none",
    strike: toggle(child(rPr, "w:strike")) ?? toggle(child(rPr, "w:dstrike")),
    color: hexColor(val(child(rPr, "w:color"))),
    background: (highlight ? HIGHLIGHT[highlight] : undefined) ?? hexColor(shading?.attrs["w:fill"]),
    size: Number.isFinite(size) && size > 0 ? size / 2 : undefined,
    vertAlign: vert === "superscript" ? "sup" : vert === "subscript" ? "sub" : undefined,
    caps: toggle(child(rPr, "w:caps")),
    hidden: toggle(child(rPr, "w:vanish")),
    font: fontName(child(rPr, "w:rFonts")),
  });
}

export function readParaProps(pPr: XmlElement | undefined): ParaProps {
  if (!pPr) return {};
  const jc = val(child(pPr, "w:jc"));
  const ind = child(pPr, "w:ind");
  const spacing = child(pPr, "w:spacing");
  const numPr = child(pPr, "w:numPr");
  const firstLine = twips(ind?.attrs["w:firstLine"]);
  const hanging = twips(ind?.attrs["w:hanging"]);
  const line = Number(spacing?.attrs["w:line"]);
  const rule = spacing?.attrs["w:lineRule"] ?? "auto";
  const ilvl = Number(val(child(numPr, "w:ilvl")));
  const on = (value: string | undefined) => value !== undefined && !["0", "false", "off"].includes(value);
  const beforeAuto = on(spacing?.attrs["w:beforeAutospacing"]);
  const afterAuto = on(spacing?.attrs["w:afterAutospacing"]);
  return defined({
    align:
      jc === "center"
        ? "center"
        : jc === "right" || jc === "end"
          ? "right"
          : jc === "both" || jc === "distribute"
            ? "justify"
            : jc === "left" || jc === "start"
              ? "left"
              : undefined,
    indLeft: twips(ind?.attrs["w:left"] ?? ind?.attrs["w:start"]),
    indRight: twips(ind?.attrs["w:right"] ?? ind?.attrs["w:end"]),
    firstLine: hanging !== undefined ? -hanging : firstLine,
    before: beforeAuto ? 14 : twips(spacing?.attrs["w:before"]),
    after: afterAuto ? 14 : twips(spacing?.attrs["w:after"]),
    beforeAuto: spacing?.attrs["w:before"] !== undefined || beforeAuto ? beforeAuto : undefined,
    afterAuto: spacing?.attrs["w:after"] !== undefined || afterAuto ? afterAuto : undefined,
    line:
      Number.isFinite(line) && line > 0
        ? rule === "auto"
          ? { multiple: line / 240 }
          : { points: line / 20, atLeast: rule === "atLeast" || undefined }
        : undefined,
    pageBreakBefore: toggle(child(pPr, "w:pageBreakBefore")),
    numId: val(child(numPr, "w:numId")),
    ilvl: Number.isInteger(ilvl) ? ilvl : undefined,
    shading: hexColor(child(pPr, "w:shd")?.attrs["w:fill"]),
    contextualSpacing: toggle(child(pPr, "w:contextualSpacing")),
  });
}

function readBorder(element: XmlElement | undefined): Border | null | undefined {
  if (!element) return undefined;
  const style = val(element);
  if (!style || style === "nil" || style === "none") return null;
  const size = Number(element.attrs["w:sz"]);
  return {
    width: Number.isFinite(size) && size > 0 ? Math.max(0.25, size / 8) : 0.5,
    color: hexColor(element.attrs["w:color"]) ?? "#000000",
  };
}

export function readBorders(container: XmlElement | undefined): TableBorders {
  if (!container) return {};
  return defined({
    top: readBorder(child(container, "w:top")),
    bottom: readBorder(child(container, "w:bottom")),
    left: readBorder(child(container, "w:left") ?? child(container, "w:start")),
    right: readBorder(child(container, "w:right") ?? child(container, "w:end")),
    insideH: readBorder(child(container, "w:insideH")),
    insideV: readBorder(child(container, "w:insideV")),
  });
}

export class StyleSheet {
  private readonly styles = new Map<string, StyleDefinition>();
  private readonly defaultParagraph?: string;
  private readonly defaultTable?: string;
  readonly defaultRun: RunProps;
  readonly defaultPara: ParaProps;

  constructor(root: XmlElement | undefined) {
    const styles = child(root, "w:styles");
    const defaults = child(styles, "w:docDefaults");
    // Without a size anywhere, Word sets text at 10 pt.
    this.defaultRun = { size: DEFAULT_FONT_SIZE, ...readRunProps(child(child(defaults, "w:rPrDefault"), "w:rPr")) };
    this.defaultPara = readParaProps(child(child(defaults, "w:pPrDefault"), "w:pPr"));
    for (const style of childElements(styles, "w:style")) {
      // A style without an id is found by its name (generated documents write them so, as LibreOffice reads them).
      const id = style.attrs["w:styleId"] ?? val(child(style, "w:name"));
      if (!id) continue;
      const type = style.attrs["w:type"] ?? "paragraph";
      this.styles.set(id, {
        type,
        name: (val(child(style, "w:name")) ?? id).toLowerCase(),
        basedOn: val(child(style, "w:basedOn")),
        para: readParaProps(child(style, "w:pPr")),
        run: readRunProps(child(style, "w:rPr")),
        borders: readBorders(child(child(style, "w:tblPr"), "w:tblBorders")),
      });
      if (style.attrs["w:default"] === "1" || style.attrs["w:default"] === "true") {
        if (type === "paragraph") this.defaultParagraph = id;
        if (type === "table") this.defaultTable = id;
      }
    }
  }

  private chain(id: string | undefined): StyleDefinition[] {
    const out: StyleDefinition[] = [];
    const seen = new Set<string>();
    for (let at = id; at && !seen.has(at);) {
      seen.add(at);
      const style = this.styles.get(at);
      if (!style) break;
      out.unshift(style);
      at = style.basedOn;
    }
    return out;
  }

  /** Paragraph and run properties a paragraph of this style has before direct formatting. */
  paragraph(styleId: string | undefined): { para: ParaProps; run: RunProps; name: string } {
    const id = styleId && this.styles.has(styleId) ? styleId : this.defaultParagraph;
    const chain = this.chain(id);
    const para: ParaProps = { ...this.defaultPara };
    const run: RunProps = { ...this.defaultRun };
    for (const style of chain) {
      Object.assign(para, style.para);
      Object.assign(run, style.run);
    }
    return { para, run, name: chain[chain.length - 1]?.name ?? "normal" };
  }

  character(styleId: string | undefined): RunProps {
    const run: RunProps = {};
    for (const style of this.chain(styleId)) Object.assign(run, style.run);
    return run;
  }

  tableBorders(styleId: string | undefined): TableBorders {
    const borders: TableBorders = {};
    for (const style of this.chain(styleId ?? this.defaultTable)) Object.assign(borders, style.borders);
    return borders;
  }
}
