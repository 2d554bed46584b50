/**
 * Lays a .docx out as a pdfmake document, reading Word's own XML: section page size,
 * orientation and margins; hard page breaks, section breaks and "page break before";
 * headers and footers with their images and page numbers on every page; images at their
 * size in the document; paragraph alignment, indentation and spacing; run colours, sizes,
 * bold/italic/underline/strike; the document's own styles; tables with merged cells,
 * column widths, borders and shading; numbered and nested lists; footnotes and endnotes
 * (as notes at the end); clickable links.
 * This module puts the document together; blocks.ts, paragraph.ts, table.ts and their
 * helpers lay out the content, header-footer.ts and notes.ts what goes around it.
 */
import type { Content, DynamicContent, TDocumentDefinitions } from "pdfmake/interfaces";
import { child, childElements, descendant } from "#app/tool-kit/office/ooxml-xml.ts";
import { estimateHeight } from "./block-height.ts";
import { layoutBlocks } from "./blocks.ts";
import type { DocxPackage } from "./docx-package.ts";
import { Numbering } from "./docx-numbering.ts";
import { DEFAULT_FONT_SIZE, StyleSheet, val } from "./docx-styles.ts";
import { fillPageFields, headerFooter, type HeaderFooter } from "./header-footer.ts";
import { BlockSink, type Context, type ImageSource } from "./layout-context.ts";
import { notesSection } from "./notes.ts";
import { readPageSetup } from "./page-setup.ts";
import { SINGLE_LINE } from "./run-style.ts";

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
    themeFonts: {
      minor: descendant(descendant(theme, "a:minorFont"), "a:latin")?.attrs.typeface,
      major: descendant(descendant(theme, "a:majorFont"), "a:latin")?.attrs.typeface,
    },
    layout: layoutBlocks,
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
