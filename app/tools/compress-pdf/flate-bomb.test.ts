import { zlibSync } from "fflate";
import { PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compressPdf, type JpegEncoder } from "./compress.ts";
import { zerosBomb } from "./flate-bomb-test-support.ts";
import { EXPANDS_TOO_FAR_MESSAGE } from "./scan-budget.ts";

// Small PDFs whose streams inflate to gigabytes, written here with pdf-lib: each must be refused
// with the message, in seconds, without the worker's memory growing by gigabytes. The time bound
// is loose for a busy 2-core CI machine: the cap (256 MB decoded) inflates in about a second
// on an idle core, where reading the 2 GB would take many times longer, or exhaust memory.
const GB2 = zerosBomb(2); // 2 MB of zlib, 2 GB of zeros
const encode: JpegEncoder = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer(),
  );

type Place = (doc: PDFDocument, bomb: PDFRawStream) => void;

async function pdfWith(place: Place, bomb: PDFRawStream | ((doc: PDFDocument) => PDFRawStream)) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]);
  place(doc, typeof bomb === "function" ? bomb(doc) : bomb);
  return doc.save();
}

const raw = (doc: PDFDocument, bytes: Uint8Array, dict: Record<string, unknown>) =>
  doc.context.stream(bytes, dict as never) as PDFRawStream;

/** Runs the compressor and returns how long it took and how far the process's peak memory rose. */
async function refused(input: Uint8Array) {
  const peakBefore = process.resourceUsage().maxRSS;
  const started = Date.now();
  await expect(compressPdf(input, { level: "balanced" }, encode)).rejects.toThrow(EXPANDS_TOO_FAR_MESSAGE);
  return { ms: Date.now() - started, peakRiseMb: (process.resourceUsage().maxRSS - peakBefore) / 1024 };
}

const asContent: Place = (doc, bomb) => doc.getPage(0).node.set(PDFName.of("Contents"), doc.context.register(bomb));

describe("a Flate bomb is refused by the decoded-size caps", () => {
  it("page content Flate-compressed twice: 4.5 KB of stream, 2 GB of zeros", { timeout: 90_000 }, async () => {
    const twice = zlibSync(GB2, { level: 9 });
    expect(twice.length).toBeLessThan(10_000);
    const input = await pdfWith(asContent, (doc) =>
      raw(doc, twice, { Filter: [PDFName.of("FlateDecode"), PDFName.of("FlateDecode")] }),
    );
    expect(input.length).toBeLessThan(12_000);
    const { ms, peakRiseMb } = await refused(input);
    console.info(`twice-Flate content refused in ${ms} ms, peak memory +${Math.round(peakRiseMb)} MB`);
    expect(ms).toBeLessThan(20_000);
    expect(peakRiseMb).toBeLessThan(700);
  });

  it("an image whose pixels inflate to 2 GB, and a stream only the catalogue holds", { timeout: 90_000 }, async () => {
    const image = await pdfWith(
      (doc, bomb) => {
        const page = doc.getPage(0);
        page.node.set(PDFName.of("Resources"), doc.context.obj({ XObject: { Im0: doc.context.register(bomb) } }));
        page.node.set(
          PDFName.of("Contents"),
          doc.context.register(doc.context.stream("q 300 0 0 300 0 0 cm /Im0 Do Q")),
        );
      },
      (doc) =>
        raw(doc, GB2, {
          Type: "XObject",
          Subtype: "Image",
          Width: 7000,
          Height: 7000,
          ColorSpace: "DeviceGray",
          BitsPerComponent: 8,
          Filter: "FlateDecode",
        }),
    );
    // Not drawn anywhere: only the recompression of Flate streams reads it.
    const held = await pdfWith(
      (doc, bomb) => doc.catalog.set(PDFName.of("Extra"), doc.context.register(bomb)),
      (doc) => raw(doc, GB2, { Filter: "FlateDecode" }),
    );
    for (const input of [image, held]) {
      expect(input.length).toBeLessThan(2_200_000);
      const { ms, peakRiseMb } = await refused(input);
      console.info(`2 GB stream refused in ${ms} ms, peak memory +${Math.round(peakRiseMb)} MB`);
      expect(ms).toBeLessThan(20_000);
      expect(peakRiseMb).toBeLessThan(700);
    }
  });
});
