/**
 * Lays a .docx out as a pdfmake document, reading Word's own XML: section page size,
 * orientation and margins; hard page breaks, section breaks and "page break before";
 * headers and footers with their images and page numbers on every page; images at their
 * size in the document; paragraph alignment, indentation and spacing; run colours, sizes,
 * bold/italic/underline/strike; the document's own styles; tables with merged cells,
 * column widths, borders and shading; numbered and nested lists; footnotes and endnotes
 * (as notes at the end); clickable links.
 */
import type { Content, ContentText, DynamicContent, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { estimateHeight } from "./block-height.ts";
import type { DocxPackage, DocxPart } from "./docx-package.ts";
import { lowerRoman, Numbering } from "./docx-numbering.ts";
import {
  DEFAULT_FONT_SIZE,
  readBorders,
  readParaProps,
  readRunProps,
  StyleSheet,
  hexColor,
  val,
  type Border,
  type ParaProps,
  type RunProps,
  type TableBorders,
} from "./docx-styles.ts";
import type { FontHint } from "#app/tool-kit/fonts/script-fonts.ts";
import { child, childElements, descendant, textOf, type XmlElement } from "./xml.ts";

export interface PageSetup {
  /** Points. */
  width: number;
  height: number;
  margins: [left: number, top: number, right: number, bottom: number];
  header: number;
  footer: number;
}

const A4: PageSetup = { width: 595.28, height: 841.89, margins: [72, 72, 72, 72], header: 36, footer: 36 };
const PAGE_TOKEN = "\u0000PAGE\u0000";
const PAGES_TOKEN = "\u0000NUMPAGES\u0000";
const EMU_PER_POINT = 12_700;
// Roboto's line box is 1.17 em; Word's "single" for its default fonts is about 1.2 em.
const SINGLE_LINE = 1.03;

const twips = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) ? n / 20 : undefined;
};

/** Page size and margins of a section (twentieths of a point in the XML). */
export function readPageSetup(sectPr: XmlElement | undefined): PageSetup {
  const size = child(sectPr, "w:pgSz");
  const margin = child(sectPr, "w:pgMar");
  const width = twips(size?.attrs["w:w"]);
  const height = twips(size?.attrs["w:h"]);
  if (!width || !height || width < 72 || height < 72 || width > 14_400 || height > 14_400) return A4;
  const side = (name: string, fallback: number) => {
    const v = twips(margin?.attrs[`w:${name}`]);
    return v !== undefined && Math.abs(v) < Math.min(width, height) / 2.5 ? Math.abs(v) : fallback;
  };
  return {
    width,
    height,
    margins: [side("left", 72), side("top", 72), side("right", 72), side("bottom", 72)],
    header: side("header", 36),
    footer: side("footer", 36),
  };
}

type Run = ContentText & { text: string };
type Inline = { kind: "run"; run: Run } | { kind: "image"; image: Content; width: number; height: number };

interface Note {
  label: string;
  blocks: Content[];
}

interface Field {
  instr: string;
  phase: "instr" | "result";
}

/** Where laid-out blocks go: a page or section break waits for the next block. */
class BlockSink {
  readonly blocks: Content[] = [];
  private pendingBreak: { orientation?: "portrait" | "landscape" } | undefined;

  push(block: Content) {
    if (this.pendingBreak && this.blocks.length > 0) {
      const extra: Record<string, unknown> = { pageBreak: "before" };
      if (this.pendingBreak.orientation) extra.pageOrientation = this.pendingBreak.orientation;
      block =
        typeof block === "object" && !Array.isArray(block) ? { ...block, ...extra } : { stack: [block], ...extra };
    }
    this.pendingBreak = undefined;
    this.blocks.push(block);
    return block;
  }

  pageBreak(orientation?: "portrait" | "landscape") {
    if (this.blocks.length > 0 || orientation)
      this.pendingBreak = { orientation: orientation ?? this.pendingBreak?.orientation };
  }
}

export interface ImageSource {
  /** A PNG or JPEG data URL for an image part, or undefined when it cannot be drawn. */
  (path: string): string | undefined;
}

interface Context {
  pkg: DocxPackage;
  part: DocxPart;
  styles: StyleSheet;
  numbering: Numbering;
  images: ImageSource;
  footnotes: Note[];
  endnotes: Note[];
  maxWidth: number;
  maxHeight: number;
  /** Headers and footers: PAGE and NUMPAGES fields become tokens filled in per page. */
  pageFields: boolean;
}

function isEmptyText(runs: Run[]): boolean {
  return runs.every((r) => r.text.trim() === "");
}

/** The metric-compatible stand-in for a document font (script-fonts.ts loads it), as LibreOffice picks. */
function fontHint(font: string | undefined): FontHint | undefined {
  if (!font) return undefined;
  if (/times|cambria|georgia|garamond|book antiqua|palatino|century|serif/i.test(font)) return "tinos";
  if (/calibri|carlito/i.test(font)) return "carlito";
  if (/arial|helvetica|verdana|tahoma|segoe|trebuchet|liberation sans|sans/i.test(font)) return "arimo";
  return undefined;
}

let themeFonts: { minor?: string; major?: string } = {};

function runStyle(props: RunProps, link: string | undefined): Partial<Run> {
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

function pushText(out: Inline[], text: string, props: RunProps, link: string | undefined) {
  if (!text || props.hidden) return;
  out.push({ kind: "run", run: { text: props.caps ? text.toUpperCase() : text, ...runStyle(props, link) } });
}

/** An image part at the size the document gives it (points), fitted into the space. */
function imageInline(ctx: Context, relId: string | undefined, width: number, height: number): Inline | undefined {
  const rel = relId ? ctx.part.rels.get(relId) : undefined;
  if (!rel || rel.external) return undefined;
  const data = ctx.images(rel.target);
  if (!data || !(width > 0) || !(height > 0)) return undefined;
  const scale = Math.min(1, ctx.maxWidth / width, (ctx.maxHeight * 0.95) / height);
  return {
    kind: "image",
    image: { image: data, width: width * scale, height: height * scale },
    width: width * scale,
    height: height * scale,
  };
}

function drawingImage(ctx: Context, drawing: XmlElement): Inline | undefined {
  const extent = descendant(drawing, "wp:extent");
  const blip = descendant(drawing, "a:blip");
  const cx = Number(extent?.attrs.cx) / EMU_PER_POINT;
  const cy = Number(extent?.attrs.cy) / EMU_PER_POINT;
  return imageInline(ctx, blip?.attrs["r:embed"], cx, cy);
}

/** A VML shape's width or height in points, from its CSS-like style. */
function vmlSize(style: string, name: string): number {
  const m = new RegExp(`${name}:\\s*([\\d.]+)(pt|in|px|cm|mm)?`).exec(style);
  if (!m?.[1]) return 0;
  const n = Number(m[1]);
  const unit = m[2] ?? "px";
  return unit === "pt"
    ? n
    : unit === "in"
      ? n * 72
      : unit === "cm"
        ? (n * 72) / 2.54
        : unit === "mm"
          ? (n * 72) / 25.4
          : n * 0.75;
}

function vmlImage(ctx: Context, pict: XmlElement): Inline | undefined {
  const data = descendant(pict, "v:imagedata");
  const style = descendant(pict, "v:shape")?.attrs.style ?? "";
  return imageInline(ctx, data?.attrs["r:id"], vmlSize(style, "width"), vmlSize(style, "height"));
}

/** A text box's paragraphs, and the height its shape takes in the flow (none when text runs over or under it). */
interface TextBox {
  content: XmlElement;
  height?: number;
}

function textBoxContents(element: XmlElement, out: XmlElement[]) {
  for (const c of childElements(element)) {
    if (c.name === "w:txbxContent") out.push(c);
    else if (c.name !== "mc:Fallback") textBoxContents(c, out);
  }
}

/**
 * Text boxes drawn inside a run, laid out after the paragraph that holds them. A box that text
 * wraps around (or that sits inline) keeps its shape's height, as an office suite leaves it.
 */
function textBoxes(element: XmlElement, out: TextBox[], textWidth: number) {
  const contents: XmlElement[] = [];
  textBoxContents(element, contents);
  if (contents.length === 0) return;
  let size: { width: number; height: number; wrap: string } | undefined;
  if (element.name === "w:drawing") {
    const frame = child(element, "wp:anchor") ?? child(element, "wp:inline");
    const extent = child(frame, "wp:extent");
    const wrap =
      frame?.name === "wp:inline"
        ? "inline"
        : (childElements(frame)
            .find((c) => c.name.startsWith("wp:wrap"))
            ?.name.slice(7) ?? "None");
    size = { width: Number(extent?.attrs.cx) / EMU_PER_POINT, height: Number(extent?.attrs.cy) / EMU_PER_POINT, wrap };
  } else {
    const style = (descendant(element, "v:shape") ?? descendant(element, "v:rect"))?.attrs.style ?? "";
    const wrap = descendant(element, "w10:wrap")?.attrs.type ?? "none";
    size = { width: vmlSize(style, "width"), height: vmlSize(style, "height"), wrap };
  }
  // Text runs beside a narrow box, over or under one that does not wrap: only a wide box pushes text down.
  const pushesDown =
    /^(inline|TopAndBottom|topAndBottom)$/.test(size.wrap) ||
    (/^(Square|Tight|Through|square|tight|through)$/.test(size.wrap) && size.width > textWidth * 0.6);
  const height = pushesDown && size.height > 0 ? size.height : undefined;
  contents.forEach((content, i) => out.push({ content, height: i === contents.length - 1 ? height : undefined }));
}

class ParagraphReader {
  readonly inlines: Inline[] = [];
  /** Where hard page breaks fall, as indexes into inlines. */
  readonly breaks: number[] = [];
  readonly boxes: TextBox[] = [];
  private readonly fields: Field[] = [];

  constructor(
    private readonly ctx: Context,
    private readonly paraRun: RunProps,
  ) {}

  private get skipping(): boolean {
    return this.fields.some(
      (f) =>
        f.phase === "instr" ||
        (f.phase === "result" && this.ctx.pageFields && /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/.test(f.instr)),
    );
  }

  private fieldLink(): string | undefined {
    for (let i = this.fields.length - 1; i >= 0; i--) {
      const m = /HYPERLINK\s+"([^"]+)"/.exec(this.fields[i]?.instr ?? "");
      if (m?.[1] && /^(https?:|mailto:)/i.test(m[1])) return m[1];
    }
    return undefined;
  }

  private pageToken(instr: string, props: RunProps) {
    const m = /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/.exec(instr);
    if (!m || !this.ctx.pageFields) return false;
    pushText(this.inlines, m[1] === "PAGE" ? PAGE_TOKEN : PAGES_TOKEN, props, undefined);
    return true;
  }

  read(container: XmlElement, link?: string, revision?: RunProps) {
    for (const node of childElements(container)) {
      switch (node.name) {
        case "w:r":
          this.run(node, link, revision);
          break;
        case "w:hyperlink": {
          const rel = node.attrs["r:id"] ? this.ctx.part.rels.get(node.attrs["r:id"]) : undefined;
          const target = rel?.external && /^(https?:|mailto:)/i.test(rel.target) ? rel.target : undefined;
          this.read(node, target ?? link);
          break;
        }
        case "w:fldSimple": {
          const instr = node.attrs["w:instr"] ?? "";
          const props = { ...this.paraRun, ...readRunProps(child(descendant(node, "w:r"), "w:rPr")) };
          if (!this.pageToken(instr, props)) {
            const m = /HYPERLINK\s+"([^"]+)"/.exec(instr);
            this.read(node, m?.[1] && /^(https?:|mailto:)/i.test(m[1]) ? m[1] : link);
          }
          break;
        }
        case "w:ins":
        case "w:moveTo":
          // Tracked insertions and deletions show as an office suite prints them: underlined, struck through.
          this.read(node, link, { underline: true, color: "#b5082e" });
          break;
        case "w:del":
        case "w:moveFrom":
          this.read(node, link, { strike: true, color: "#b5082e" });
          break;
        case "w:smartTag":
        case "w:customXml":
        case "w:bdo":
        case "w:dir":
          this.read(node, link);
          break;
        case "w:sdt":
          this.read(child(node, "w:sdtContent") ?? node, link);
          break;
        case "mc:AlternateContent":
          this.read(child(node, "mc:Choice") ?? child(node, "mc:Fallback") ?? node, link);
          break;
        default:
          // w:del, w:pPr, bookmarks, comments, math: nothing to draw.
          break;
      }
    }
  }

  private run(run: XmlElement, link: string | undefined, revision?: RunProps) {
    const direct = readRunProps(child(run, "w:rPr"));
    const styled = this.ctx.styles.character(val(child(child(run, "w:rPr"), "w:rStyle")));
    const props: RunProps = { ...this.paraRun, ...styled, ...direct, ...revision };
    for (const item of childElements(run)) {
      switch (item.name) {
        case "w:fldChar": {
          const type = item.attrs["w:fldCharType"];
          if (type === "begin") this.fields.push({ instr: "", phase: "instr" });
          else if (type === "separate") {
            const field = this.fields[this.fields.length - 1];
            if (field) {
              field.phase = "result";
              this.pageToken(field.instr, props);
            }
          } else if (type === "end") {
            const field = this.fields.pop();
            // A PAGE field without a result part still shows its number.
            if (field?.phase === "instr") this.pageToken(field.instr, props);
          }
          break;
        }
        case "w:instrText": {
          const field = this.fields[this.fields.length - 1];
          if (field) field.instr += textOf(item);
          break;
        }
        default:
          if (!this.skipping) this.item(item, props, link ?? this.fieldLink());
      }
    }
  }

  private item(item: XmlElement, props: RunProps, link: string | undefined) {
    switch (item.name) {
      case "w:t":
      case "w:delText":
        pushText(this.inlines, symbolText(textOf(item)), props, link);
        break;
      case "w:tab":
      case "w:ptab":
        pushText(this.inlines, "    ", props, link);
        break;
      case "w:br":
      case "w:cr":
        if (item.attrs["w:type"] === "page") this.breaks.push(this.inlines.length);
        else if (item.attrs["w:type"] !== "column") pushText(this.inlines, "\n", props, undefined);
        break;
      case "w:noBreakHyphen":
        pushText(this.inlines, "\u2011", props, link);
        break;
      case "w:sym": {
        const code = parseInt(item.attrs["w:char"] ?? "", 16);
        if (Number.isFinite(code))
          pushText(this.inlines, symbolText(String.fromCodePoint(code < 0x100 ? code + 0xf000 : code)), props, link);
        break;
      }
      case "w:footnoteReference":
      case "w:endnoteReference": {
        const label = this.ctx[item.name === "w:footnoteReference" ? "footnotes" : "endnotes"].length + 1;
        const text = item.name === "w:footnoteReference" || label > 39 ? String(label) : lowerRoman(label);
        noteFor(this.ctx, item.name === "w:footnoteReference" ? "footnotes" : "endnotes", item.attrs["w:id"], text);
        pushText(this.inlines, text, { ...props, vertAlign: "sup" }, undefined);
        break;
      }
      case "w:drawing": {
        const image = drawingImage(this.ctx, item);
        if (image) this.inlines.push(image);
        textBoxes(item, this.boxes, this.ctx.maxWidth);
        break;
      }
      case "w:pict":
      case "w:object": {
        const image = vmlImage(this.ctx, item);
        if (image) this.inlines.push(image);
        textBoxes(item, this.boxes, this.ctx.maxWidth);
        break;
      }
      case "mc:AlternateContent":
        for (const inner of childElements(child(item, "mc:Choice") ?? child(item, "mc:Fallback")))
          this.item(inner, props, link);
        break;
      case "w:ruby": {
        // The base text, then its reading (furigana) small and raised.
        this.read(child(item, "w:rubyBase") ?? item, link);
        const reading = new ParagraphReader(this.ctx, { ...props, vertAlign: "sup" });
        reading.read(child(item, "w:rt") ?? item);
        for (const inline of reading.inlines)
          if (inline.kind === "run") this.inlines.push({ kind: "run", run: { ...inline.run, sup: true } });
        break;
      }
      default:
        break;
    }
  }
}

// Symbol and Wingdings characters sit in the private use area (F0xx): draw the common ones as their Unicode look-alikes.
const SYMBOLS: Record<number, string> = {
  0xf0b7: "•",
  0xf0a7: "▪",
  0xf0a8: "□",
  0xf06c: "●",
  0xf06e: "■",
  0xf0fc: "✓",
  0xf0d8: "➢",
  0xf0e0: "→",
  0xf0ae: "→",
  0xf02d: "–",
  0xf0b0: "°",
  0xf0b1: "±",
  0xf0a3: "≤",
  0xf0b3: "≥",
  0xf0b4: "×",
  0xf0b8: "÷",
  0xf0b9: "≠",
  0xf0bb: "≈",
};

// Stretchy pieces of a math font's private use area that equations flattened to text keep (read
// from their use in bug59058.docx): display-size brackets, summation and radical.
const MATH_PIECES: Record<number, string> = {
  0xe037: "(",
  0xe038: ")",
  0xe080: "[",
  0xe081: "]",
  0xe053: "∑",
  0xe136: "√",
  0xe135: "\u00af",
};

function symbolText(text: string): string {
  if (!/[\ue000-\uf0ff]/.test(text)) return text;
  return text
    .replace(/[\uf000-\uf0ff]/g, (c) => SYMBOLS[c.charCodeAt(0)] ?? "•")
    .replace(/[\ue000-\ue1ff]/g, (c) => MATH_PIECES[c.charCodeAt(0)] ?? c);
}

function noteFor(ctx: Context, kind: "footnotes" | "endnotes", id: string | undefined, label: string) {
  const part = ctx.pkg.related(kind);
  const note = childElements(part?.root.children[0] as XmlElement | undefined).find((n) => n.attrs["w:id"] === id);
  const notes = ctx[kind];
  const index = notes.length;
  notes.push({ label, blocks: [] });
  if (!note || !part) return;
  const sink = new BlockSink();
  layoutBlocks(note, { ...ctx, part, pageFields: false }, sink);
  const entry = notes[index];
  if (entry) entry.blocks = sink.blocks;
}

// Word's single line over the font's own line box (ascender + descender), per stand-in font.
const SINGLE_LINE_FOR: Record<FontHint, number> = { tinos: 1.04, arimo: 1.03, carlito: 1.0 };
// The fonts' line boxes in em, for exact line heights.
const LINE_BOX: Record<FontHint, number> = { tinos: 1.107, arimo: 1.117, carlito: 1.221 };

const hintOf = (style: Partial<Run>) => (style as { fontHint?: FontHint }).fontHint;

/** pdfmake's line height (a multiple of the font's line box) for Word's line spacing. */
function lineHeight(para: ParaProps, fontSize: number, hint: FontHint | undefined): number {
  const line = para.line;
  const single = hint ? SINGLE_LINE_FOR[hint] : SINGLE_LINE;
  if (!line) return single;
  if ("multiple" in line) return Math.max(0.6, line.multiple * single);
  const exact = line.points / (fontSize * (hint ? LINE_BOX[hint] : 1.17));
  return Math.max(0.6, line.atLeast ? Math.max(single, exact) : exact);
}

/** A paragraph's inlines as pdfmake blocks: text runs together, images as their own blocks (or beside short text). */
function paragraphBlocks(inlines: Inline[], style: Record<string, unknown>, emptyLine: Run): Content[] {
  const images = inlines.filter((i) => i.kind === "image");
  const runs = inlines.flatMap((i) => (i.kind === "run" ? [i.run] : []));
  if (images.length === 0) {
    return [
      {
        ...style,
        text: isEmptyText(runs) && !runs.some((r) => r.text.includes("\n")) ? [emptyLine] : runs,
      } as Content,
    ];
  }
  const textLength = runs.reduce((n, r) => n + r.text.length, 0);
  if (isEmptyText(runs)) {
    // Only images: side by side when they are inline in one line, aligned as the paragraph.
    if (images.length === 1 && images[0]) return [{ ...(images[0].image as object), ...style } as unknown as Content];
    return [
      { ...style, columns: images.map((i) => ({ ...(i.image as object), width: i.width })), columnGap: 4 } as Content,
    ];
  }
  if (textLength < 200) {
    const columns: Content[] = [];
    let pending: Run[] = [];
    const flush = () => {
      if (pending.length) columns.push({ text: pending, width: "auto" } as Content);
      pending = [];
    };
    for (const item of inlines) {
      if (item.kind === "run") pending.push(item.run);
      else {
        flush();
        columns.push({ ...(item.image as object), width: item.width } as Content);
      }
    }
    flush();
    const last = columns[columns.length - 1] as { width?: unknown } | undefined;
    if (last && "text" in last) last.width = "*";
    return [{ ...style, columns, columnGap: 4 } as Content];
  }
  const out: Content[] = [];
  let pending: Run[] = [];
  for (const item of inlines) {
    if (item.kind === "run") pending.push(item.run);
    else {
      if (!isEmptyText(pending)) out.push({ ...style, text: pending } as Content);
      pending = [];
      out.push(item.image);
    }
  }
  if (!isEmptyText(pending)) out.push({ ...style, text: pending } as Content);
  return out;
}

/** The paragraph before in the same container, for the spacing rules that look at neighbours. */
interface PreviousParagraph {
  styleId?: string;
  numbered?: boolean;
  afterAuto?: boolean;
  contextual?: boolean;
  /** Its last block, whose space below a neighbour may take away. */
  last?: { margin?: unknown };
}

/**
 * Space above a paragraph, and the space below the one before it, as Word sets them: contextual
 * spacing drops both between paragraphs of one style; "auto" spacing is none between list items
 * and at the top of a cell or document, and counts once between two paragraphs.
 */
function spaceBefore(
  para: ParaProps,
  previous: PreviousParagraph | undefined,
  styleId: string | undefined,
  numbered: boolean,
) {
  let before = para.before ?? 0;
  const sameStyle = previous !== undefined && previous.styleId === styleId;
  if (para.contextualSpacing && sameStyle) before = 0;
  // …and between two paragraphs with auto spacing, only the space below the first (as HTML margins collapse).
  if (para.beforeAuto && (!previous || previous.afterAuto || (numbered && previous.numbered))) before = 0;
  const last = previous?.last;
  if (last && ((previous.contextual && sameStyle) || (previous.afterAuto && numbered && previous.numbered))) {
    const margin = Array.isArray(last.margin) ? [...(last.margin as number[])] : [0, 0, 0, 0];
    margin[3] = 0;
    last.margin = margin;
  }
  return before;
}

function paragraph(
  p: XmlElement,
  ctx: Context,
  sink: BlockSink,
  previous: PreviousParagraph | undefined,
): PreviousParagraph {
  const pPr = child(p, "w:pPr");
  const styleId = val(child(pPr, "w:pStyle"));
  const styled = ctx.styles.paragraph(styleId);
  const direct = readParaProps(pPr);
  const para: ParaProps = { ...styled.para, ...direct };
  const paraRun: RunProps = { ...styled.run, ...readRunProps(child(pPr, "w:rPr")) };
  delete paraRun.hidden; // the paragraph mark's own visibility
  if (para.pageBreakBefore) sink.pageBreak();

  const reader = new ParagraphReader(ctx, { ...styled.run });
  reader.read(p);
  const fontSize = styled.run.size ?? DEFAULT_FONT_SIZE;

  let label: ReturnType<Numbering["next"]>;
  if (para.numId && para.numId !== "0") {
    label = ctx.numbering.next(para.numId, para.ilvl ?? 0);
    if (label) Object.assign(para, { ...label.para, ...direct });
  }
  const left = Math.max(0, para.indLeft ?? 0);
  const right = Math.max(0, para.indRight ?? 0);
  const numbered = !!label;
  const before = spaceBefore(para, previous, styleId, numbered);
  const after = para.after ?? 0;
  const paraHint = hintOf(runStyle(styled.run, undefined));
  const style: Record<string, unknown> = {
    margin: [left, before, right, after],
    lineHeight: lineHeight(para, fontSize, paraHint),
    fontSize,
  };
  if (paraHint) style.fontHint = paraHint;
  // Each line is as tall as its tallest run in that run's own font, as in Word.
  for (const inline of reader.inlines) {
    if (inline.kind === "run")
      inline.run.lineHeight = lineHeight(para, inline.run.fontSize ?? fontSize, hintOf(inline.run) ?? paraHint);
  }
  // An empty paragraph is one line in the paragraph mark's font.
  const markStyle = runStyle(paraRun, undefined);
  const emptyLine: Run = {
    text: "\u00a0",
    ...markStyle,
    lineHeight: lineHeight(para, markStyle.fontSize ?? fontSize, hintOf(markStyle) ?? paraHint),
  };
  if (para.align && para.align !== "left") style.alignment = para.align;
  if (para.firstLine && para.firstLine > 0 && !label) style.leadingIndent = para.firstLine;
  if (para.shading) style.background = para.shading;

  // Split at hard page breaks: each piece is its own block, the next starts a page.
  const pieces: Inline[][] = [];
  let from = 0;
  for (const at of reader.breaks) {
    pieces.push(reader.inlines.slice(from, at));
    from = at;
  }
  pieces.push(reader.inlines.slice(from));
  let last: Content | undefined;
  pieces.forEach((inlines, index) => {
    if (index > 0) sink.pageBreak();
    // A break that ends its paragraph leaves no empty line behind on the new page.
    if (index > 0 && inlines.length === 0) return;
    if (index === 0 && inlines.length === 0 && pieces.length > 1) return;
    let blocks = paragraphBlocks(inlines, style, emptyLine);
    if (label && index === 0) {
      const hanging = Math.max(12, -(para.firstLine ?? -18));
      const labelStyle = runStyle({ ...paraRun, ...label.run }, undefined);
      blocks = [
        {
          columns: [
            { width: hanging, text: [{ text: label.text, ...labelStyle }], lineHeight: style.lineHeight },
            { width: "*", stack: blocks.map((b) => ({ ...(b as object), margin: [0, 0, 0, 0] }) as Content) },
          ],
          columnGap: 0,
          margin: [Math.max(0, left - hanging), before, right, after],
        } as Content,
      ];
    }
    for (const block of blocks) last = sink.push(block);
  });
  for (const box of reader.boxes) {
    const boxSink = new BlockSink();
    layoutBlocks(box.content, ctx, boxSink);
    for (const block of boxSink.blocks) sink.push(block);
    const rest = Math.min(
      (box.height ?? 0) - estimateHeight(boxSink.blocks, ctx.maxWidth, fontSize, SINGLE_LINE),
      ctx.maxHeight * 0.9,
    );
    if (rest > 1) sink.push({ stack: [], margin: [0, rest, 0, 0] });
  }
  return {
    styleId,
    numbered,
    afterAuto: para.afterAuto,
    contextual: para.contextualSpacing,
    last: typeof last === "object" && !Array.isArray(last) ? (last as { margin?: unknown }) : undefined,
  };
}

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

function table(tbl: XmlElement, ctx: Context, sink: BlockSink) {
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
      layoutBlocks(slot.cell, { ...ctx, maxWidth: innerWidth }, cellSink);
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

/** Lays out a container of block-level content (body, cell, header, note, text box). */
function layoutBlocks(container: XmlElement, ctx: Context, sink: BlockSink, sections?: SectionHandler) {
  let previous: PreviousParagraph | undefined;
  const nodes = childElements(container);
  for (const [index, node] of nodes.entries()) {
    if (node.name === "w:tbl") previous = undefined;
    // A cell must end with a paragraph: the empty one Word adds after a nested table takes no line.
    if (
      container.name === "w:tc" &&
      index === nodes.length - 1 &&
      nodes[index - 1]?.name === "w:tbl" &&
      emptyParagraph(node)
    )
      break;
    switch (node.name) {
      case "w:p": {
        previous = paragraph(node, ctx, sink, previous);
        const sectPr = child(child(node, "w:pPr"), "w:sectPr");
        if (sectPr && sections) sections(sectPr, sink);
        break;
      }
      case "w:tbl":
        table(node, ctx, sink);
        break;
      case "w:sdt":
        layoutBlocks(child(node, "w:sdtContent") ?? node, ctx, sink, sections);
        break;
      case "w:customXml":
      case "w:ins":
        layoutBlocks(node, ctx, sink, sections);
        break;
      case "mc:AlternateContent":
        layoutBlocks(child(node, "mc:Choice") ?? child(node, "mc:Fallback") ?? node, ctx, sink, sections);
        break;
      default:
        break;
    }
  }
}

function emptyParagraph(node: XmlElement): boolean {
  return (
    node.name === "w:p" && !descendant(node, "w:t") && !descendant(node, "w:drawing") && !descendant(node, "w:pict")
  );
}

type SectionHandler = (sectPr: XmlElement, sink: BlockSink) => void;

function fillPageFields<T>(node: T, page: number, pages: number): T {
  if (typeof node === "string") {
    return (
      node.includes("\u0000") ? node.replaceAll(PAGE_TOKEN, String(page)).replaceAll(PAGES_TOKEN, String(pages)) : node
    ) as T;
  }
  if (Array.isArray(node)) return node.map((n: unknown) => fillPageFields(n, page, pages)) as T;
  if (node && typeof node === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node))
      out[key] = typeof value === "function" ? value : fillPageFields(value, page, pages);
    return out as T;
  }
  return node;
}

interface HeaderFooter {
  blocks: Content[];
  first?: Content[];
  even?: Content[];
}

function headerFooter(
  kind: "header" | "footer",
  sectPrs: XmlElement[],
  ctx: Context,
  width: number,
): HeaderFooter | undefined {
  const reference = (type: string) => {
    for (let i = sectPrs.length - 1; i >= 0; i--) {
      const ref = childElements(sectPrs[i], `w:${kind}Reference`).find(
        (r) => (r.attrs["w:type"] ?? "default") === type,
      );
      if (ref?.attrs["r:id"]) return ref.attrs["r:id"];
    }
    return undefined;
  };
  const layout = (id: string | undefined) => {
    const part = id ? ctx.pkg.part(ctx.pkg.document, id) : undefined;
    const root = childElements(part?.root)[0];
    if (!part || !root) return undefined;
    const sink = new BlockSink();
    layoutBlocks(root, { ...ctx, part, pageFields: true, maxWidth: width, maxHeight: 200 }, sink);
    return sink.blocks;
  };
  const blocks = layout(reference("default"));
  const titlePage = sectPrs.some((s) => toggleOn(child(s, "w:titlePg")));
  const first = titlePage ? (layout(reference("first")) ?? []) : undefined;
  const settings = childElements(ctx.pkg.related("settings")?.root)[0];
  const even = toggleOn(child(settings, "w:evenAndOddHeaders")) ? (layout(reference("even")) ?? []) : undefined;
  if (!blocks && !first && !even) return undefined;
  return { blocks: blocks ?? [], first, even };
}

function toggleOn(element: XmlElement | undefined): boolean {
  const v = element?.attrs["w:val"];
  return !!element && (v === undefined || !["0", "false", "off"].includes(v));
}

function notesSection(title: string, notes: Note[]): Content[] {
  if (notes.length === 0) return [];
  return [
    { canvas: [{ type: "line", x1: 0, y1: 0, x2: 144, y2: 0, lineWidth: 0.5 }], margin: [0, 12, 0, 6] },
    { text: title, fontSize: 9, bold: true, margin: [0, 0, 0, 4] },
    ...notes.map(
      (note) =>
        ({
          columns: [
            { width: 18, text: note.label, fontSize: 9 },
            { width: "*", stack: note.blocks.length ? note.blocks : [""], fontSize: 9 },
          ],
          margin: [0, 0, 0, 2],
        }) as Content,
    ),
  ];
}

/** The pdfmake document for a .docx package. */
export function layoutDocx(pkg: DocxPackage, images: ImageSource): TDocumentDefinitions {
  const body = child(childElements(pkg.document.root)[0], "w:body");
  if (!body) throw new Error("No document body");
  const sectPrs = [
    ...childElements(body, "w:p").flatMap((p) => {
      const s = child(child(p, "w:pPr"), "w:sectPr");
      return s ? [s] : [];
    }),
  ];
  const finalSectPr = child(body, "w:sectPr");
  if (finalSectPr) sectPrs.push(finalSectPr);
  // pdfmake has one page size per document: the first section's (later sections may turn the page).
  const page = readPageSetup(sectPrs[0]);
  const [left, top, right, bottom] = page.margins;
  const contentWidth = page.width - left - right;
  const theme = pkg.related("theme")?.root;
  themeFonts = {
    minor: descendant(descendant(theme, "a:minorFont"), "a:latin")?.attrs.typeface,
    major: descendant(descendant(theme, "a:majorFont"), "a:latin")?.attrs.typeface,
  };
  const ctx: Context = {
    pkg,
    part: pkg.document,
    styles: new StyleSheet(pkg.related("styles")?.root),
    numbering: new Numbering(pkg.related("numbering")?.root),
    images,
    footnotes: [],
    endnotes: [],
    maxWidth: contentWidth,
    maxHeight: page.height - top - bottom,
    pageFields: false,
  };
  const portrait = page.width <= page.height;
  const sink = new BlockSink();
  let sectionIndex = 0;
  layoutBlocks(body, ctx, sink, () => {
    // A section ends here; unless the next one is continuous, it starts a page.
    sectionIndex++;
    const next = sectPrs[sectionIndex];
    const type = val(child(next, "w:type")) ?? "nextPage";
    if (type === "continuous") return;
    const nextSize = child(next, "w:pgSz");
    const w = Number(nextSize?.attrs["w:w"]);
    const h = Number(nextSize?.attrs["w:h"]);
    const landscape = w > 0 && h > 0 ? w > h : !portrait;
    sink.pageBreak(landscape ? "landscape" : "portrait");
  });
  const content = [...sink.blocks, ...notesSection("Notes", ctx.footnotes), ...notesSection("Endnotes", ctx.endnotes)];

  const header = headerFooter("header", sectPrs, ctx, contentWidth);
  const footer = headerFooter("footer", sectPrs, ctx, contentWidth);
  const fontSize = ctx.styles.defaultRun.size ?? DEFAULT_FONT_SIZE;
  const tallest = (part: HeaderFooter | undefined) =>
    Math.max(
      ...[part?.blocks, part?.first, part?.even].map((blocks) =>
        estimateHeight(blocks ?? [], contentWidth, fontSize, SINGLE_LINE),
      ),
    );
  const headerHeight = tallest(header);
  const footerHeight = tallest(footer);
  const topMargin = Math.max(top, header ? page.header + headerHeight : 0);
  const bottomMargin = Math.max(bottom, footer ? page.footer + footerHeight : 0);
  const dynamic = (part: HeaderFooter | undefined, place: "header" | "footer"): DynamicContent | undefined => {
    if (!part) return undefined;
    return (currentPage: number, pageCount: number) => {
      const blocks =
        currentPage === 1 && part.first ? part.first : currentPage % 2 === 0 && part.even ? part.even : part.blocks;
      if (blocks.length === 0) return null;
      const filled = fillPageFields(blocks, currentPage, pageCount);
      const y = place === "header" ? page.header : Math.max(0, bottomMargin - page.footer - footerHeight);
      return { stack: filled, margin: [left, y, right, 0] } as Content;
    };
  };
  return {
    pageSize: { width: page.width, height: page.height },
    pageOrientation: portrait ? "portrait" : "landscape",
    pageMargins: [left, topMargin, right, bottomMargin],
    info: { producer: "Crestline Digital", creator: "Crestline Digital" },
    content: content.length ? content : [{ text: "" }],
    header: dynamic(header, "header"),
    footer: dynamic(footer, "footer"),
    defaultStyle: { font: "Roboto", fontSize, lineHeight: SINGLE_LINE },
  };
}
