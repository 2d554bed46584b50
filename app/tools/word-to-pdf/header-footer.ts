/** Headers and footers: the default, first-page and even-page ones of the sections, with their page numbers filled in per page. */
import type { Content } from "pdfmake/interfaces";
import { child, childElements, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { layoutBlocks } from "./blocks.ts";
import { toggle } from "./docx-styles.ts";
import { BlockSink, PAGE_TOKEN, PAGES_TOKEN, type Context } from "./layout-context.ts";

export function fillPageFields<T>(node: T, page: number, pages: number): T {
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

export interface HeaderFooter {
  blocks: Content[];
  first?: Content[];
  even?: Content[];
}

export function headerFooter(
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
  const titlePage = sectPrs.some((s) => !!toggle(child(s, "w:titlePg")));
  const first = titlePage ? (layout(reference("first")) ?? []) : undefined;
  const settings = childElements(ctx.pkg.related("settings")?.root)[0];
  const even = toggle(child(settings, "w:evenAndOddHeaders")) ? (layout(reference("even")) ?? []) : undefined;
  if (!blocks && !first && !even) return undefined;
  return { blocks: blocks ?? [], first, even };
}
