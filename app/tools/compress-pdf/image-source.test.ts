import { zlibSync } from "fflate";
import { PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readImage } from "./image-source.ts";
import { ScanBudget } from "./scan-budget.ts";

/** Four 8-bit samples: 0, 64, 192, 255. */
const SAMPLES = new Uint8Array([0, 64, 192, 255]);

async function greyImage(colorSpace: unknown, decode?: number[]) {
  const doc = await PDFDocument.create();
  const dict: Record<string, unknown> = {
    Type: "XObject",
    Subtype: "Image",
    Width: 4,
    Height: 1,
    BitsPerComponent: 8,
    ColorSpace: typeof colorSpace === "string" ? PDFName.of(colorSpace) : doc.context.obj(colorSpace as never),
    Filter: "FlateDecode",
  };
  if (decode) dict.Decode = decode;
  const stream = doc.context.stream(zlibSync(SAMPLES), dict as never) as PDFRawStream;
  return { doc, stream };
}

/** The grey of each pixel as read, or undefined when the image is left alone. */
async function greys(colorSpace: unknown, decode?: number[]) {
  const { doc, stream } = await greyImage(colorSpace, decode);
  const image = readImage(doc.context, stream, new ScanBudget());
  if (!image || image.source.kind !== "pixels") return undefined;
  const { rgba } = image.source;
  return [0, 1, 2, 3].map((p) => rgba[p * 4]!);
}

const blackInk = (c1: number[]) => [
  "Separation",
  "Black",
  "DeviceCMYK",
  { FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: c1, N: 1 },
];

describe("readImage: grey and black-ink images", () => {
  it("reads grey as stored, and inverted by Decode [1 0]", async () => {
    expect(await greys("DeviceGray")).toEqual([0, 64, 192, 255]);
    expect(await greys("DeviceGray", [1, 0])).toEqual([255, 191, 63, 0]);
  });

  it("reads a black-ink separation as the grey 1 - tint, and with Decode [1 0] as stored", async () => {
    expect(await greys(blackInk([0, 0, 0, 1]))).toEqual([255, 191, 63, 0]);
    expect(await greys(blackInk([0, 0, 0, 1]), [1, 0])).toEqual([0, 64, 192, 255]);
  });

  it("leaves alone a separation of another ink, and other Decode arrays", async () => {
    expect(await greys(blackInk([1, 0, 0, 0]))).toBeUndefined();
    expect(await greys("DeviceGray", [0, 0.5])).toBeUndefined();
    expect(await greys("DeviceRGB", [1, 0, 1, 0, 1, 0])).toBeUndefined();
  });
});
