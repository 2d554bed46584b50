/** A section's page: its size and margins, read from its w:sectPr. */
import { child, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { twips } from "./docx-styles.ts";

export interface PageSetup {
  /** Points. */
  width: number;
  height: number;
  margins: [left: number, top: number, right: number, bottom: number];
  header: number;
  footer: number;
}

const A4: PageSetup = { width: 595.28, height: 841.89, margins: [72, 72, 72, 72], header: 36, footer: 36 };

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
