/** Lays out a container of block-level content: its paragraphs, tables and the content controls around them. */
import { child, childElements, descendant, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import type { BlockSink, Context } from "./layout-context.ts";
import { paragraph, type PreviousParagraph } from "./paragraph.ts";
import { table } from "./table.ts";

/** Lays out a container of block-level content (body, cell, header, note, text box). */
export function layoutBlocks(container: XmlElement, ctx: Context, sink: BlockSink, sections?: SectionHandler) {
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

export type SectionHandler = (sectPr: XmlElement, sink: BlockSink) => void;
