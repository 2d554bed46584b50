/** Footnotes and endnotes: each laid out where its reference is read, and printed at the end. */
import type { Content } from "pdfmake/interfaces";
import { childElements, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { BlockSink, type Context, type Note } from "./layout-context.ts";

export function noteFor(ctx: Context, kind: "footnotes" | "endnotes", id: string | undefined, label: string) {
  const part = ctx.pkg.related(kind);
  const note = childElements(part?.root.children[0] as XmlElement | undefined).find((n) => n.attrs["w:id"] === id);
  const notes = ctx[kind];
  const index = notes.length;
  notes.push({ label, blocks: [] });
  if (!note || !part) return;
  const sink = new BlockSink();
  ctx.layout(note, { ...ctx, part, pageFields: false }, sink);
  const entry = notes[index];
  if (entry) entry.blocks = sink.blocks;
}

export function notesSection(title: string, notes: Note[]): Content[] {
  if (notes.length === 0) return [];
  return [
    { canvas: [{ type: "line", x1: 0, y1: 0, x2: 144, y2: 0, lineWidth: 0.5 }], margin: [0, 12, 0, 6] },
    { text: title, fontSize: 9, bold: true, margin: [0, 0, 0, 4] },
    ...notes.map(
      (note) =>
        ({
          columns: [
            { width: 18, text: note.label, fontSize: 9 },
            { width: "*", stack: note.blocks.length ? note.blocks : [""], fontSize: 9 },
          ],
          margin: [0, 0, 0, 2],
        }) as Content,
    ),
  ];
}
