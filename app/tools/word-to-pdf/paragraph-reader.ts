/** Reads a paragraph's content into runs and pictures: fields, links, revisions, symbols, notes and text boxes. */
import { child, childElements, descendant, textOf, type XmlElement } from "#app/tool-kit/office/ooxml-xml.ts";
import { lowerRoman } from "./docx-numbering.ts";
import { readRunProps, val, type RunProps } from "./docx-styles.ts";
import { drawingImage, vmlImage } from "./inline-images.ts";
import { PAGE_TOKEN, PAGES_TOKEN, type Context, type Inline } from "./layout-context.ts";
import { noteFor } from "./notes.ts";
import { runStyle } from "./run-style.ts";
import { symbolText } from "./symbols.ts";
import { textBoxes, type TextBox } from "./text-boxes.ts";

interface Field {
  instr: string;
  phase: "instr" | "result";
}

export class ParagraphReader {
  readonly inlines: Inline[] = [];
  /** Where hard page breaks fall, as indexes into inlines. */
  readonly breaks: number[] = [];
  readonly boxes: TextBox[] = [];
  private readonly fields: Field[] = [];

  constructor(
    private readonly ctx: Context,
    private readonly paraRun: RunProps,
  ) {}

  private push(text: string, props: RunProps, link: string | undefined) {
    if (!text || props.hidden) return;
    const run = { text: props.caps ? text.toUpperCase() : text, ...runStyle(props, link, this.ctx.themeFonts) };
    this.inlines.push({ kind: "run", run });
  }

  private get skipping(): boolean {
    return this.fields.some(
      (f) =>
        f.phase === "instr" ||
        (f.phase === "result" && this.ctx.pageFields && /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/.test(f.instr)),
    );
  }

  private fieldLink(): string | undefined {
    for (let i = this.fields.length - 1; i >= 0; i--) {
      const m = /HYPERLINK\s+"([^"]+)"/.exec(this.fields[i]?.instr ?? "");
      if (m?.[1] && /^(https?:|mailto:)/i.test(m[1])) return m[1];
    }
    return undefined;
  }

  private pageToken(instr: string, props: RunProps) {
    const m = /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/.exec(instr);
    if (!m || !this.ctx.pageFields) return false;
    this.push(m[1] === "PAGE" ? PAGE_TOKEN : PAGES_TOKEN, props, undefined);
    return true;
  }

  read(container: XmlElement, link?: string, revision?: RunProps) {
    for (const node of childElements(container)) {
      switch (node.name) {
        case "w:r":
          this.run(node, link, revision);
          break;
        case "w:hyperlink": {
          const rel = node.attrs["r:id"] ? this.ctx.part.rels.get(node.attrs["r:id"]) : undefined;
          const target = rel?.external && /^(https?:|mailto:)/i.test(rel.target) ? rel.target : undefined;
          this.read(node, target ?? link);
          break;
        }
        case "w:fldSimple": {
          const instr = node.attrs["w:instr"] ?? "";
          const props = { ...this.paraRun, ...readRunProps(child(descendant(node, "w:r"), "w:rPr")) };
          if (!this.pageToken(instr, props)) {
            const m = /HYPERLINK\s+"([^"]+)"/.exec(instr);
            this.read(node, m?.[1] && /^(https?:|mailto:)/i.test(m[1]) ? m[1] : link);
          }
          break;
        }
        case "w:ins":
        case "w:moveTo":
          // Tracked insertions and deletions show as an office suite prints them: underlined, struck through.
          this.read(node, link, { underline: true, color: "#b5082e" });
          break;
        case "w:del":
        case "w:moveFrom":
          this.read(node, link, { strike: true, color: "#b5082e" });
          break;
        case "w:smartTag":
        case "w:customXml":
        case "w:bdo":
        case "w:dir":
          this.read(node, link);
          break;
        case "w:sdt":
          this.read(child(node, "w:sdtContent") ?? node, link);
          break;
        case "mc:AlternateContent":
          this.read(child(node, "mc:Choice") ?? child(node, "mc:Fallback") ?? node, link);
          break;
        default:
          // w:del, w:pPr, bookmarks, comments, math: nothing to draw.
          break;
      }
    }
  }

  private run(run: XmlElement, link: string | undefined, revision?: RunProps) {
    const direct = readRunProps(child(run, "w:rPr"));
    const styled = this.ctx.styles.character(val(child(child(run, "w:rPr"), "w:rStyle")));
    const props: RunProps = { ...this.paraRun, ...styled, ...direct, ...revision };
    for (const item of childElements(run)) {
      switch (item.name) {
        case "w:fldChar": {
          const type = item.attrs["w:fldCharType"];
          if (type === "begin") this.fields.push({ instr: "", phase: "instr" });
          else if (type === "separate") {
            const field = this.fields[this.fields.length - 1];
            if (field) {
              field.phase = "result";
              this.pageToken(field.instr, props);
            }
          } else if (type === "end") {
            const field = this.fields.pop();
            // A PAGE field without a result part still shows its number.
            if (field?.phase === "instr") this.pageToken(field.instr, props);
          }
          break;
        }
        case "w:instrText": {
          const field = this.fields[this.fields.length - 1];
          if (field) field.instr += textOf(item);
          break;
        }
        default:
          if (!this.skipping) this.item(item, props, link ?? this.fieldLink());
      }
    }
  }

  private item(item: XmlElement, props: RunProps, link: string | undefined) {
    switch (item.name) {
      case "w:t":
      case "w:delText":
        this.push(symbolText(textOf(item)), props, link);
        break;
      case "w:tab":
      case "w:ptab":
        this.push("    ", props, link);
        break;
      case "w:br":
      case "w:cr":
        if (item.attrs["w:type"] === "page") this.breaks.push(this.inlines.length);
        else if (item.attrs["w:type"] !== "column") this.push("\n", props, undefined);
        break;
      case "w:noBreakHyphen":
        this.push("\u2011", props, link);
        break;
      case "w:sym": {
        const code = parseInt(item.attrs["w:char"] ?? "", 16);
        if (Number.isFinite(code))
          this.push(symbolText(String.fromCodePoint(code < 0x100 ? code + 0xf000 : code)), props, link);
        break;
      }
      case "w:footnoteReference":
      case "w:endnoteReference": {
        const label = this.ctx[item.name === "w:footnoteReference" ? "footnotes" : "endnotes"].length + 1;
        const text = item.name === "w:footnoteReference" || label > 39 ? String(label) : lowerRoman(label);
        noteFor(this.ctx, item.name === "w:footnoteReference" ? "footnotes" : "endnotes", item.attrs["w:id"], text);
        this.push(text, { ...props, vertAlign: "sup" }, undefined);
        break;
      }
      case "w:drawing":
      case "w:pict":
      case "w:object": {
        // DrawingML (w:drawing) or VML (w:pict, w:object): a picture, text boxes, or both.
        const image = item.name === "w:drawing" ? drawingImage(this.ctx, item) : vmlImage(this.ctx, item);
        if (image) this.inlines.push(image);
        textBoxes(item, this.boxes, this.ctx.maxWidth);
        break;
      }
      case "mc:AlternateContent":
        for (const inner of childElements(child(item, "mc:Choice") ?? child(item, "mc:Fallback")))
          this.item(inner, props, link);
        break;
      case "w:ruby": {
        // The base text, then its reading (furigana) small and raised.
        this.read(child(item, "w:rubyBase") ?? item, link);
        const reading = new ParagraphReader(this.ctx, { ...props, vertAlign: "sup" });
        reading.read(child(item, "w:rt") ?? item);
        for (const inline of reading.inlines)
          if (inline.kind === "run") this.inlines.push({ kind: "run", run: { ...inline.run, sup: true } });
        break;
      }
      default:
        break;
    }
  }
}
