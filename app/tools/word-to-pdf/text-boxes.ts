/** The text boxes drawn inside a run (DrawingML and VML shapes), and how much room each takes in the flow. */
import { child, childElements, descendant, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { vmlSize } from "./inline-images.ts";
import { EMU_PER_POINT } from "./layout-context.ts";

/** A text box's paragraphs, and the height its shape takes in the flow (none when text runs over or under it). */
export interface TextBox {
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
export function textBoxes(element: XmlElement, out: TextBox[], textWidth: number) {
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
