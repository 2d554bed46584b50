/** Pictures inside a run (DrawingML and VML), at their size in the document, fitted into the space. */
import { descendant, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { EMU_PER_POINT, type Context, type Inline } from "./layout-context.ts";

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

export function drawingImage(ctx: Context, drawing: XmlElement): Inline | undefined {
  const extent = descendant(drawing, "wp:extent");
  const blip = descendant(drawing, "a:blip");
  const cx = Number(extent?.attrs.cx) / EMU_PER_POINT;
  const cy = Number(extent?.attrs.cy) / EMU_PER_POINT;
  return imageInline(ctx, blip?.attrs["r:embed"], cx, cy);
}

/** A VML shape's width or height in points, from its CSS-like style. */
export function vmlSize(style: string, name: string): number {
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

export function vmlImage(ctx: Context, pict: XmlElement): Inline | undefined {
  const data = descendant(pict, "v:imagedata");
  const style = descendant(pict, "v:shape")?.attrs.style ?? "";
  return imageInline(ctx, data?.attrs["r:id"], vmlSize(style, "width"), vmlSize(style, "height"));
}
