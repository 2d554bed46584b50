import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { slimFonts } from "./fonts.ts";
import { ScanBudget } from "./scan-budget.ts";
import { fontUse } from "./text-scan.ts";

const corpusFile = path.resolve(import.meta.dirname, "../../../corpus/documents/pdf-images/pdfjs-bug1755507.pdf");

/** poppler-utils, installed on the machines that run the tests (as pdfinfo and pdftotext). */
const RENDERER = "pdftoppm";

/** Page 1 at 100 dpi, by poppler, and the text. */
function renderAndText(bytes: Uint8Array): { pixels: Buffer; text: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
  const file = path.join(dir, "in.pdf");
  fs.writeFileSync(file, bytes);
  execFileSync(RENDERER, ["-r", "100", "-singlefile", file, path.join(dir, "page")]);
  const pixels = fs.readFileSync(path.join(dir, "page.ppm"));
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  fs.rmSync(dir, { recursive: true });
  return { pixels, text };
}

/** The size of each embedded font program, by the font's BaseFont. */
function programSizes(doc: PDFDocument): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.lookup(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    const descriptor = object.lookup(PDFName.of("FontDescriptor"));
    const file = descriptor instanceof PDFDict ? descriptor.lookup(PDFName.of("FontFile3")) : undefined;
    const name = object.lookup(PDFName.of("BaseFont"));
    if (name instanceof PDFName) sizes.set(name.decodeText(), file instanceof PDFRawStream ? file.contents.length : 0);
  }
  return sizes;
}

describe("slimFonts", () => {
  it("bug1755507: an unused full font is dropped, a used one cut to its glyphs; page and text the same", async () => {
    const original = new Uint8Array(fs.readFileSync(corpusFile));
    const doc = await PDFDocument.load(original);
    const before = programSizes(doc);
    expect(slimFonts(doc, new ScanBudget())).toEqual({ dropped: 1, subset: 2 });
    const after = programSizes(doc);
    expect(before.get("PearsonMATHPRO12")).toBeGreaterThan(5000);
    expect(after.get("PearsonMATHPRO12")).toBe(0); // set with Tf, but no text is shown with it
    expect(after.get("FuturaStd-Bold")).toBeLessThan(before.get("FuturaStd-Bold")! / 4);
    const slimmed = renderAndText(await doc.save());
    const reference = renderAndText(original);
    expect(slimmed.text).toBe(reference.text);
    expect(slimmed.text).toContain("ESSENTIAL UNDERSTANDING");
    expect(slimmed.pixels.equals(reference.pixels)).toBe(true);
  });
});

describe("fontUse", () => {
  async function threeFonts() {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const font = (name: string) => doc.context.register(doc.context.obj({ Type: "Font", Subtype: "Type1", BaseFont: name }));
    const [f1, f2, f3] = [font("A"), font("B"), font("C")];
    page.node.set(PDFName.of("Resources"), doc.context.obj({ Font: { F1: f1, F2: f2 } }));
    page.node.set(
      PDFName.of("Contents"),
      doc.context.register(doc.context.stream("q BT /F1 12 Tf (A\\102) Tj ET Q BT /F2 9 Tf [<43> -20 (D)] TJ /F2 1 Tf ET")),
    );
    // F3 only in an annotation's look, a stream the scan does not read.
    const look = doc.context.stream("BT /F3 10 Tf (x) Tj ET", { Type: "XObject", Subtype: "Form", Resources: { Font: { F3: f3 } } });
    const annotation = doc.context.obj({ Type: "Annot", Subtype: "FreeText", Rect: [0, 0, 50, 50], AP: { N: doc.context.register(look) } });
    page.node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(annotation)]));
    return { doc, refs: [f1, f2, f3] as PDFRef[] };
  }

  it("follows Tf through q / Q and strings in Tj and TJ; fonts of unread streams are unknown", async () => {
    const { doc, refs } = await threeFonts();
    const use = fontUse(doc, new ScanBudget())!;
    expect([...use.codes.get(refs[0]!.toString())!]).toEqual([0x41, 0x42]);
    expect([...use.codes.get(refs[1]!.toString())!].sort()).toEqual([0x43, 0x44]);
    expect(use.unknown.has(refs[2]!.toString())).toBe(true);
    expect(use.unknown.has(refs[0]!.toString())).toBe(false);
  });

  it("counts a page's fonts as unknown when an unread stream shares its resources, or a graphics state sets one", async () => {
    const { doc, refs } = await threeFonts();
    const page = doc.getPage(0).node;
    const shared = doc.context.register(page.Resources()!);
    page.set(PDFName.of("Resources"), shared);
    const look = doc.context.stream("BT /F1 10 Tf (xyz) Tj ET", { Type: "XObject", Subtype: "Form", Resources: shared });
    doc.context.register(look);
    doc.context.register(doc.context.obj({ Type: "ExtGState", Font: [refs[1]!, 12] }));
    const use = fontUse(doc, new ScanBudget())!;
    expect(use.unknown.has(refs[0]!.toString())).toBe(true);
    expect(use.unknown.has(refs[1]!.toString())).toBe(true);
  });

  it("knows nothing when the scan is cut short", async () => {
    const { doc } = await threeFonts();
    expect(fontUse(doc, new ScanBudget({ tokens: 3, ms: 10_000 }))).toBeUndefined();
  });
});
