/** What the layout modules share: the runs and images of a paragraph, where blocks go, and the context of a part. */
import type { Content, ContentText } from "pdfmake/interfaces";
import type { XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import type { DocxPackage, DocxPart } from "./docx-package.ts";
import type { Numbering } from "./docx-numbering.ts";
import type { StyleSheet } from "./docx-styles.ts";

/** Stand-ins for PAGE and NUMPAGES fields in headers and footers, filled in per page. */
export const PAGE_TOKEN = "\u0000PAGE\u0000";
export const PAGES_TOKEN = "\u0000NUMPAGES\u0000";
export const EMU_PER_POINT = 12_700;

export type Run = ContentText & { text: string };
export type Inline = { kind: "run"; run: Run } | { kind: "image"; image: Content; width: number; height: number };

export interface Note {
  label: string;
  blocks: Content[];
}

/** Where laid-out blocks go: a page or section break waits for the next block. */
export class BlockSink {
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

export interface Context {
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
  /** The theme's body (minor) and heading (major) fonts, which runs may name as "+minor" and "+major". */
  themeFonts: ThemeFonts;
  /**
   * Lays out what a block holds (a cell, a text box, a note): blocks.ts's layoutBlocks, passed
   * in so that paragraphs, tables and notes need not import the module that imports them.
   */
  layout(container: XmlElement, ctx: Context, sink: BlockSink): void;
}

export interface ThemeFonts {
  minor?: string;
  major?: string;
}
