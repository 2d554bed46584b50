/**
 * The height laid-out header or footer content will take, without laying it out: pdfmake needs
 * the page margins before it draws, and they must keep the body clear of the header and footer
 * without pushing it further than Word does.
 */
import type { Content } from "pdfmake/interfaces";

// A font's line box in em (ascender + descender) for Roboto and the office stand-ins, near enough.
const LINE_BOX = 1.16;
// Average advance of a character in em, to guess where text wraps.
const CHAR_WIDTH = 0.5;

interface Inherited {
  fontSize: number;
  lineHeight: number;
}

interface Block {
  text?: unknown;
  fontSize?: number;
  lineHeight?: number;
  height?: number;
  margin?: number[];
  columns?: Array<Content & { width?: unknown }>;
  stack?: Content[];
  table?: { body: unknown[][]; widths?: unknown[] };
  layout?: { paddingTop?: () => number; paddingBottom?: () => number; hLineWidth?: (i: number) => number };
}

function inherit(block: Block, outer: Inherited): Inherited {
  return {
    fontSize: typeof block.fontSize === "number" ? block.fontSize : outer.fontSize,
    lineHeight: typeof block.lineHeight === "number" ? block.lineHeight : outer.lineHeight,
  };
}

/** Lines of a text (runs with their own sizes): the tallest run sets each line, long text wraps. */
function textHeight(text: unknown, style: Inherited, width: number): number {
  const runs = (Array.isArray(text) ? text : [text]).map((run) =>
    typeof run === "string" ? { text: run, ...style } : { ...style, ...(run as Block), text: (run as Block).text },
  );
  let line = 0;
  let chars = 0;
  let breaks = 0;
  for (const run of runs) {
    const size = run.fontSize ?? style.fontSize;
    line = Math.max(line, size * LINE_BOX * (run.lineHeight ?? style.lineHeight));
    const value = typeof run.text === "string" ? run.text : "";
    breaks += value.split("\n").length - 1;
    chars += value.length * size * CHAR_WIDTH;
  }
  const lines = Math.max(1, breaks + 1, Math.ceil(chars / Math.max(1, width)));
  return lines * (line || style.fontSize * LINE_BOX * style.lineHeight);
}

function blockHeight(node: Content, outer: Inherited, width: number): number {
  if (typeof node === "string") return textHeight(node, outer, width);
  if (!node || typeof node !== "object" || Array.isArray(node)) return 0;
  const block = node as Block;
  const style = inherit(block, outer);
  const margin = (block.margin?.[1] ?? 0) + (block.margin?.[3] ?? 0);
  const inner = Math.max(1, width - (block.margin?.[0] ?? 0) - (block.margin?.[2] ?? 0));
  if (typeof block.height === "number") return block.height + margin;
  if (block.columns) {
    const fixed = block.columns.reduce((sum, c) => sum + (typeof c.width === "number" ? c.width : 0), 0);
    const flexible = block.columns.filter((c) => typeof c.width !== "number").length;
    const share = Math.max(1, (inner - fixed) / Math.max(1, flexible));
    return (
      Math.max(0, ...block.columns.map((c) => blockHeight(c, style, typeof c.width === "number" ? c.width : share))) +
      margin
    );
  }
  if (block.stack) return stackHeight(block.stack, style, inner) + margin;
  if (block.table) {
    const padding = (block.layout?.paddingTop?.() ?? 0) + (block.layout?.paddingBottom?.() ?? 0);
    const widths = (block.table.widths ?? []).map((w) => (typeof w === "number" ? w : inner));
    return (
      block.table.body.reduce<number>((sum, row, r) => {
        const cells = row.map((cell, c) => blockHeight(cell as Content, style, widths[c] ?? inner));
        return sum + Math.max(0, ...cells) + padding + (block.layout?.hLineWidth?.(r) ?? 0);
      }, 0) + margin
    );
  }
  if (block.text !== undefined) return textHeight(block.text, style, inner) + margin;
  return margin;
}

function stackHeight(blocks: Content[], style: Inherited, width: number): number {
  return blocks.reduce<number>((sum, block) => sum + blockHeight(block, style, width), 0);
}

/** Height in points of blocks laid out `width` points wide, in a document of `fontSize` text. */
export function estimateHeight(blocks: Content[], width: number, fontSize: number, lineHeight: number): number {
  return stackHeight(blocks, { fontSize, lineHeight }, width);
}
