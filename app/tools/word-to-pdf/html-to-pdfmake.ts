/**
 * Maps the small, well-formed HTML that mammoth writes (p, h1–h6, strong, em,
 * u, s, sup, sub, a, br, img, ul/ol/li, table/thead/tbody/tr/th/td) to a
 * pdfmake content tree. No DOM needed, so it runs in a Web Worker and in Node.
 */
import type { Content, ContentText, TableCell } from "pdfmake/interfaces";
import { readJpegInfo, readPngInfo } from "#app/tools/conversion/image-info.ts";

interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set(["br", "img", "hr", "col", "meta", "link", "input", "wbr"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A forgiving parser for mammoth's output: unknown closing tags are ignored, open ones closed at the end. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: "#root", attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const tagPattern =
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+)|</g;
  for (const match of html.matchAll(tagPattern)) {
    const current = stack[stack.length - 1] ?? root;
    const [whole, closing, rawTag, rawAttrs, selfClosing, text] = match;
    if (text !== undefined) {
      current.children.push(decodeEntities(text));
    } else if (whole === "<") {
      current.children.push("<");
    } else if (rawTag) {
      const tag = rawTag.toLowerCase();
      if (closing) {
        const at = stack.map((e) => e.tag).lastIndexOf(tag);
        if (at > 0) stack.length = at;
      } else {
        const attrs: Record<string, string> = {};
        for (const a of (rawAttrs ?? "").matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
          if (a[1]) attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? "");
        }
        const element: HtmlElement = { tag, attrs, children: [] };
        current.children.push(element);
        if (!selfClosing && !VOID_TAGS.has(tag)) stack.push(element);
      }
    }
  }
  return root.children;
}

interface InlineState {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  sup?: boolean;
  sub?: boolean;
  link?: string;
}

type Run = ContentText & { text: string };
type InlineItem = { kind: "run"; run: Run } | { kind: "image"; image: Content };

export interface MappingContext {
  /** Width available to an image here, in points. */
  maxWidth: number;
  maxHeight: number;
}

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const BLOCKS = new Set(["p", "ul", "ol", "table", "blockquote", "pre", "div", "hr", ...HEADINGS]);

function isBlock(node: HtmlNode): boolean {
  return typeof node !== "string" && BLOCKS.has(node.tag);
}

function base64ToBytes(base64: string, max = 64): Uint8Array {
  // Only the header is needed for the size: decode the first chunk.
  const head = base64.slice(0, Math.ceil((max * 1024 * 4) / 3 / 4) * 4);
  const binary = atob(head);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function imageContent(element: HtmlElement, ctx: MappingContext): Content {
  const src = element.attrs.src ?? "";
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src);
  const placeholder: Content = {
    text: element.attrs.alt ? `[image: ${element.attrs.alt}]` : "[image]",
    italics: true,
    color: "#6b7280",
  };
  if (!match?.[1] || !match[2]) return placeholder;
  const data = match[2].replace(/\s+/g, "");
  let info;
  try {
    const head = base64ToBytes(data);
    info = match[1].toLowerCase() === "png" ? readPngInfo(head) : readJpegInfo(head);
  } catch {
    info = null;
  }
  if (!info) return placeholder;
  // 96 px per inch → points; never upscale, fit the space.
  let width = info.width * 0.75;
  let height = info.height * 0.75;
  const scale = Math.min(1, ctx.maxWidth / width, ctx.maxHeight / height);
  width *= scale;
  height *= scale;
  return {
    image: `data:image/${match[1].toLowerCase() === "png" ? "png" : "jpeg"};base64,${data}`,
    width,
    height,
    margin: [0, 4, 0, 4],
  };
}

function runFor(text: string, state: InlineState): Run {
  const run: Run = { text };
  if (state.bold) run.bold = true;
  if (state.italics) run.italics = true;
  if (state.sup) run.sup = true;
  if (state.sub) run.sub = true;
  if (state.underline || state.link) run.decoration = "underline";
  else if (state.strike) run.decoration = "lineThrough";
  if (state.link) {
    run.link = state.link;
    run.color = "#1d4ed8";
  }
  return run;
}

function inlineItems(nodes: HtmlNode[], state: InlineState, ctx: MappingContext, out: InlineItem[] = []): InlineItem[] {
  for (const node of nodes) {
    if (typeof node === "string") {
      if (node) out.push({ kind: "run", run: runFor(node, state) });
      continue;
    }
    switch (node.tag) {
      case "br":
        out.push({ kind: "run", run: { text: "\n" } });
        break;
      case "img":
        out.push({ kind: "image", image: imageContent(node, ctx) });
        break;
      case "strong":
      case "b":
        inlineItems(node.children, { ...state, bold: true }, ctx, out);
        break;
      case "em":
      case "i":
        inlineItems(node.children, { ...state, italics: true }, ctx, out);
        break;
      case "u":
        inlineItems(node.children, { ...state, underline: true }, ctx, out);
        break;
      case "s":
      case "del":
      case "strike":
        inlineItems(node.children, { ...state, strike: true }, ctx, out);
        break;
      case "sup":
        inlineItems(node.children, { ...state, sup: true }, ctx, out);
        break;
      case "sub":
        inlineItems(node.children, { ...state, sub: true }, ctx, out);
        break;
      case "a": {
        const href = node.attrs.href ?? "";
        // External links stay clickable; in-document anchors (footnotes) are plain text.
        const link = /^(https?:|mailto:)/i.test(href) ? href : undefined;
        inlineItems(node.children, link ? { ...state, link } : state, ctx, out);
        break;
      }
      default:
        inlineItems(node.children, state, ctx, out);
    }
  }
  return out;
}

/** Paragraph-like content: runs grouped into text blocks, images as their own blocks. */
function paragraph(nodes: HtmlNode[], style: Partial<ContentText>, state: InlineState, ctx: MappingContext): Content[] {
  const out: Content[] = [];
  let runs: Run[] = [];
  const flush = () => {
    if (runs.some((r) => r.text.trim() !== "")) out.push({ ...style, text: runs } as Content);
    runs = [];
  };
  for (const item of inlineItems(nodes, state, ctx)) {
    if (item.kind === "run") runs.push(item.run);
    else {
      flush();
      out.push(item.image);
    }
  }
  flush();
  return out;
}

const HEADING_STYLE: Record<string, string> = { h1: "h1", h2: "h2", h3: "h3", h4: "h4", h5: "h5", h6: "h6" };

/** Block-level content for a list of nodes (a document body, a list item, a table cell). */
export function mapBlocks(nodes: HtmlNode[], ctx: MappingContext, state: InlineState = {}): Content[] {
  const out: Content[] = [];
  let pending: HtmlNode[] = [];
  const flushInline = () => {
    if (pending.length) out.push(...paragraph(pending, { style: "p" }, state, ctx));
    pending = [];
  };
  for (const node of nodes) {
    if (!isBlock(node) || typeof node === "string") {
      pending.push(node);
      continue;
    }
    flushInline();
    const tag = node.tag;
    if (HEADINGS.has(tag)) {
      out.push(
        ...paragraph(
          node.children,
          { style: HEADING_STYLE[tag] ?? "h6", headlineLevel: Number(tag[1]) } as Partial<ContentText>,
          state,
          ctx,
        ),
      );
    } else if (tag === "p" || tag === "pre" || tag === "div") {
      out.push(...paragraph(node.children, { style: tag === "pre" ? "pre" : "p" }, state, ctx));
    } else if (tag === "blockquote") {
      out.push({
        stack: mapBlocks(node.children, { ...ctx, maxWidth: ctx.maxWidth - 24 }, state),
        margin: [24, 0, 0, 8],
      });
    } else if (tag === "hr") {
      out.push({
        canvas: [{ type: "line", x1: 0, y1: 0, x2: ctx.maxWidth, y2: 0, lineWidth: 0.5, lineColor: "#9ca3af" }],
        margin: [0, 6, 0, 6],
      });
    } else if (tag === "ul" || tag === "ol") {
      out.push(list(node, ctx, state));
    } else if (tag === "table") {
      out.push(table(node, ctx, state));
    }
  }
  flushInline();
  return out;
}

function list(node: HtmlElement, ctx: MappingContext, state: InlineState): Content {
  const inner = { ...ctx, maxWidth: ctx.maxWidth - 18 };
  const items: Content[] = [];
  for (const child of node.children) {
    if (typeof child === "string") continue;
    const blocks = mapBlocks(child.tag === "li" ? child.children : [child], inner, state).map((b) =>
      // List items carry no paragraph spacing of their own.
      typeof b === "object" && b !== null && "style" in b && (b as { style?: unknown }).style === "p"
        ? { ...b, style: "li" }
        : b,
    );
    if (blocks.length === 0) continue;
    items.push(blocks.length === 1 && blocks[0] !== undefined ? blocks[0] : { stack: blocks });
  }
  const start = Number(node.attrs.start);
  return node.tag === "ol"
    ? { ol: items, margin: [0, 0, 0, 8], ...(Number.isInteger(start) && start > 1 ? { start } : {}) }
    : { ul: items, margin: [0, 0, 0, 8] };
}

function rowsOf(node: HtmlElement): Array<{ row: HtmlElement; header: boolean }> {
  const rows: Array<{ row: HtmlElement; header: boolean }> = [];
  for (const child of node.children) {
    if (typeof child === "string") continue;
    if (child.tag === "tr") rows.push({ row: child, header: false });
    else if (child.tag === "thead" || child.tag === "tbody" || child.tag === "tfoot") {
      for (const tr of child.children) {
        if (typeof tr !== "string" && tr.tag === "tr") rows.push({ row: tr, header: child.tag === "thead" });
      }
    }
  }
  return rows;
}

function span(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 1000) : 1;
}

function table(node: HtmlElement, ctx: MappingContext, state: InlineState): Content {
  const rows = rowsOf(node);
  const columns = Math.max(
    1,
    ...rows.map(({ row }) =>
      row.children.reduce(
        (n, c) => n + (typeof c !== "string" && (c.tag === "td" || c.tag === "th") ? span(c.attrs.colspan) : 0),
        0,
      ),
    ),
  );
  const cellCtx = { ...ctx, maxWidth: Math.max(24, ctx.maxWidth / columns - 10) };
  const body: TableCell[][] = [];
  const covered: number[] = []; // rows still covered by a rowspan, per column
  let headerRows = 0;
  let inHeader = true;
  for (const { row, header } of rows) {
    const cells: TableCell[] = [];
    let col = 0;
    const skipCovered = () => {
      while ((covered[col] ?? 0) > 0) {
        covered[col] = (covered[col] ?? 1) - 1;
        cells.push({});
        col++;
      }
    };
    const isHeaderRow = header || row.children.every((c) => typeof c === "string" || c.tag !== "td");
    for (const child of row.children) {
      if (typeof child === "string" || (child.tag !== "td" && child.tag !== "th")) continue;
      skipCovered();
      const colSpan = Math.min(span(child.attrs.colspan), Math.max(1, columns - col));
      const rowSpan = span(child.attrs.rowspan);
      const stack = mapBlocks(child.children, cellCtx, child.tag === "th" ? { ...state, bold: true } : state).map(
        (b) =>
          typeof b === "object" && b !== null && "style" in b && (b as { style?: unknown }).style === "p"
            ? { ...b, style: "cell" }
            : b,
      );
      const cell: TableCell = { stack: stack.length ? stack : [""] } as TableCell;
      if (colSpan > 1) (cell as { colSpan?: number }).colSpan = colSpan;
      if (rowSpan > 1) (cell as { rowSpan?: number }).rowSpan = rowSpan;
      if (isHeaderRow) (cell as { fillColor?: string }).fillColor = "#f3f4f6";
      cells.push(cell);
      for (let k = 1; k < colSpan; k++) cells.push({});
      for (let k = 0; k < colSpan; k++) covered[col + k] = rowSpan - 1;
      col += colSpan;
    }
    while (col < columns) {
      if ((covered[col] ?? 0) > 0) {
        covered[col] = (covered[col] ?? 1) - 1;
        cells.push({});
      } else cells.push("");
      col++;
    }
    body.push(cells.slice(0, columns));
    if (inHeader && isHeaderRow) headerRows++;
    else inHeader = false;
  }
  if (body.length === 0) return { text: "" };
  return {
    table: {
      headerRows: headerRows < body.length ? headerRows : 0,
      widths: Array.from({ length: columns }, () => "*"),
      body,
      dontBreakRows: false,
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => "#9ca3af",
      vLineColor: () => "#9ca3af",
      paddingLeft: () => 4,
      paddingRight: () => 4,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 2, 0, 10],
  };
}
