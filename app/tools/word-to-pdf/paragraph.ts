/** Lays out a paragraph: its style, list label, spacing, line height, page breaks, pictures and text boxes. */
import type { Content } from "pdfmake/interfaces";
import { child, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { estimateHeight } from "./block-height.ts";
import type { Numbering } from "./docx-numbering.ts";
import { DEFAULT_FONT_SIZE, readParaProps, readRunProps, val, type ParaProps, type RunProps } from "./docx-styles.ts";
import { BlockSink, type Context, type Inline, type Run } from "./layout-context.ts";
import { ParagraphReader } from "./paragraph-reader.ts";
import { hintOf, lineHeight, runStyle, SINGLE_LINE } from "./run-style.ts";

function isEmptyText(runs: Run[]): boolean {
  return runs.every((r) => r.text.trim() === "");
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
export interface PreviousParagraph {
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

export function paragraph(
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
  const paraHint = hintOf(runStyle(styled.run, undefined, ctx.themeFonts));
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
  const markStyle = runStyle(paraRun, undefined, ctx.themeFonts);
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
      const labelStyle = runStyle({ ...paraRun, ...label.run }, undefined, ctx.themeFonts);
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
    ctx.layout(box.content, ctx, boxSink);
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
