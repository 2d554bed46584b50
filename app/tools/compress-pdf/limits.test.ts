import { PDFDocument, PDFName, type PDFRef } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compressPdf, type JpegEncoder } from "./compress.ts";
import { ScanBudget } from "./scan-budget.ts";

// Hostile PDFs written here with pdf-lib: each must end, quickly, with a valid PDF.
const enc = new TextEncoder();

/** An encoder that records the size asked for and answers with a tiny real JPEG. */
async function recordingEncoder(delayMs = 0) {
  const jpeg = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer(),
  );
  const sizes: Array<[number, number]> = [];
  const encode: JpegEncoder = async (_source, width, height) => {
    sizes.push([width, height]);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return jpeg;
  };
  return { encode, sizes };
}

/** A 1000 x 1000 grey image (patterned: its JPEG is smaller than its Flate). */
function greyImage(doc: PDFDocument, side = 1000): PDFRef {
  const pixels = new Uint8Array(side * side).map((_, i) => (i * 31) % 256);
  const stream = doc.context.flateStream(pixels, {
    Type: "XObject",
    Subtype: "Image",
    Width: side,
    Height: side,
    ColorSpace: "DeviceGray",
    BitsPerComponent: 8,
  });
  return doc.context.register(stream);
}

/** One 300 x 300 pt page with `content` and the XObjects given. */
async function onePage(build: (doc: PDFDocument) => { content: string; xobjects: Record<string, PDFRef> }) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 300]);
  const { content, xobjects } = build(doc);
  page.node.set(PDFName.of("Contents"), doc.context.register(doc.context.flateStream(enc.encode(content))));
  page.node.set(PDFName.of("Resources"), doc.context.obj({ XObject: xobjects }));
  return doc.save();
}

/** `prefix`, then the 1000 px image drawn 10 pt wide (21 px at 150 dpi). */
const imageAfter = (prefix: string) =>
  onePage((doc) => ({ content: `${prefix} q 10 0 0 10 0 0 cm /Im0 Do Q`, xobjects: { Im0: greyImage(doc) } }));

describe("the content scan is bounded", () => {
  it(
    "a page of a million operators: the scan stops at the budget and the image is sized to the page",
    { timeout: 30_000 },
    async () => {
      const input = await imageAfter("q Q ".repeat(1_000_000));
      const { encode, sizes } = await recordingEncoder();
      const started = Date.now();
      const result = await compressPdf(
        input,
        { level: "balanced", limits: { scan: { tokens: 100_000, ms: 10_000 } } },
        encode,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result.scanCutShort).toBe(true);
      // 300 pt at 150 dpi: 625 px, not the 21 px of the 10 pt placement the scan never reached.
      expect(sizes).toEqual([[625, 625]]);
      expect((await PDFDocument.load(result.bytes)).getPageCount()).toBe(1);
    },
  );

  it(
    "the same page read in full when the budget allows: the image is sized where it is drawn",
    { timeout: 30_000 },
    async () => {
      const input = await imageAfter("q Q ".repeat(100_000));
      const { encode, sizes } = await recordingEncoder();
      const result = await compressPdf(input, { level: "balanced" }, encode);
      expect(result.scanCutShort).toBe(false);
      expect(sizes).toEqual([[21, 21]]);
    },
  );

  it(
    "a form that draws itself, and forms that each draw the next twice 40 deep, end",
    { timeout: 30_000 },
    async () => {
      const input = await onePage((doc) => {
        const selfRef = doc.context.nextRef();
        doc.context.assign(
          selfRef,
          doc.context.flateStream(enc.encode("/Me Do /Me Do"), {
            Type: "XObject",
            Subtype: "Form",
            BBox: [0, 0, 10, 10],
            Resources: { XObject: { Me: selfRef } },
          }),
        );
        let inner = greyImage(doc, 50);
        let name = "Im";
        for (let depth = 0; depth < 40; depth++) {
          const form = doc.context.flateStream(enc.encode(`/${name} Do /${name} Do`), {
            Type: "XObject",
            Subtype: "Form",
            BBox: [0, 0, 10, 10],
            Resources: { XObject: { [name]: inner } },
          });
          inner = doc.context.register(form);
          name = "Fm";
        }
        return { content: "/Me Do /Fm Do", xobjects: { Me: selfRef, Fm: inner } };
      });
      const { encode } = await recordingEncoder();
      const started = Date.now();
      const result = await compressPdf(
        input,
        { level: "balanced", limits: { scan: { tokens: 200_000, ms: 10_000 } } },
        encode,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result.scanCutShort).toBe(true);
      expect((await PDFDocument.load(result.bytes)).getPageCount()).toBe(1);
    },
  );

  it("a name of a million bytes is skipped, not turned into a string", { timeout: 30_000 }, async () => {
    const input = await imageAfter(`/${"a".repeat(1_000_000)} Do`);
    const { encode, sizes } = await recordingEncoder();
    const result = await compressPdf(input, { level: "balanced" }, encode);
    expect(result.scanCutShort).toBe(false);
    expect(sizes).toEqual([[21, 21]]);
  });
});

describe("re-encoding is bounded", () => {
  it(
    "three thousand images: past the time limit the rest are kept as they were, and said so",
    { timeout: 30_000 },
    async () => {
      const count = 3000;
      const input = await onePage((doc) => {
        const xobjects: Record<string, PDFRef> = {};
        for (let n = 0; n < count; n++) xobjects[`I${n}`] = greyImage(doc, 8 + (n % 50));
        return {
          content: Object.keys(xobjects)
            .map((key) => `/${key} Do`)
            .join("\n"),
          xobjects,
        };
      });
      const { encode, sizes } = await recordingEncoder(5);
      const result = await compressPdf(input, { level: "balanced", limits: { reencodeMs: 300 } }, encode);
      expect(result.imagesSkipped).toBeGreaterThan(0);
      expect(result.imagesSkipped + sizes.length).toBe(count);
      expect((await PDFDocument.load(result.bytes)).getPageCount()).toBe(1);
    },
  );
});

describe("progress", () => {
  it("moves once per page while the pages are read", { timeout: 30_000 }, async () => {
    const doc = await PDFDocument.create();
    for (let n = 0; n < 6; n++) doc.addPage([100, 100]).drawText(`Page ${n + 1}`);
    const progress: number[] = [];
    await compressPdf(
      await doc.save(),
      { level: "balanced", onProgress: (f) => progress.push(f) },
      (await recordingEncoder()).encode,
    );
    const scanning = progress.filter((f) => f > 0.05 && f <= 0.3);
    expect(scanning).toHaveLength(6);
    expect(scanning.at(-1)).toBeCloseTo(0.3);
  });
});

describe("ScanBudget", () => {
  it("runs out on tokens, or on the clock", () => {
    const byCount = new ScanBudget({ tokens: 3, ms: 1_000 });
    expect([byCount.spend(), byCount.spend(), byCount.spend(), byCount.spend()]).toEqual([true, true, true, false]);
    let now = 0;
    const byClock = new ScanBudget({ tokens: 1e9, ms: 1_000 }, () => now);
    for (let n = 0; n < 5000; n++) byClock.spend();
    expect(byClock.exhausted).toBe(false);
    now = 2_000;
    for (let n = 0; n < 5000; n++) byClock.spend();
    expect(byClock.exhausted).toBe(true);
  });
});
