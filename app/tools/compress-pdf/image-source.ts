/**
 * Which embedded images we can re-encode faithfully, and their pixels: JPEG (DCTDecode)
 * as is, and 8-bit Flate images (with or without PNG predictors) inflated to RGBA. Grey
 * includes a black-ink separation (a tint of CMYK black, shown as the grey 1 - tint), and
 * a one-component image may be inverted by its Decode array. Images with transparency
 * (SMask, Mask), masks, other Decode arrays, other bit depths or colour spaces are left alone.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFContext } from "pdf-lib";
import { isConversionError } from "#app/tool-kit/conversion/conversion-error.ts";
import { inflateCapped } from "./bounded-decode.ts";
import type { ScanBudget } from "./scan-budget.ts";

export type ImageSource =
  | { kind: "jpeg"; bytes: Uint8Array; width: number; height: number }
  | { kind: "pixels"; rgba: Uint8ClampedArray; width: number; height: number };

export interface ReadableImage {
  source: ImageSource;
  /** The colour space the re-encoded (RGB) image keeps: an RGB ICC profile, or DeviceRGB. */
  colorSpace: PDFName | PDFRef | PDFArray;
}

const name = (text: string) => PDFName.of(text);

function numberAt(dict: PDFDict, key: string): number | undefined {
  const value = dict.lookup(name(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

function filters(dict: PDFDict): string[] {
  const filter = dict.lookup(name("Filter"));
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray)
    return filter.asArray().map((item) => (item instanceof PDFName ? item.decodeText() : "?"));
  return [];
}

const numbersOf = (value: unknown) =>
  value instanceof PDFArray ? value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN)) : [];

/** [/Separation name /DeviceCMYK f] where f goes from no ink to full black: a tint t is the grey 1 - t. */
function isBlackInk(space: PDFArray): boolean {
  if (space.size() !== 4 || space.lookup(0) !== name("Separation") || space.lookup(2) !== name("DeviceCMYK"))
    return false;
  const tint = space.lookup(3);
  if (!(tint instanceof PDFDict)) return false;
  return (
    numberAt(tint, "FunctionType") === 2 &&
    numberAt(tint, "N") === 1 &&
    numbersOf(tint.lookup(name("C0"))).join() === "0,0,0,0" &&
    numbersOf(tint.lookup(name("C1"))).join() === "0,0,0,1" &&
    [undefined, "0,1"].includes(tint.has(name("Domain")) ? numbersOf(tint.lookup(name("Domain"))).join() : undefined)
  );
}

/** 1 or 3 components, the colour space to keep, and whether samples are ink (inverted to grey); undefined for any other space. */
function colourSpace(
  context: PDFContext,
  dict: PDFDict,
): { components: 1 | 3; keep: ReadableImage["colorSpace"]; ink?: boolean } | undefined {
  const raw = dict.get(name("ColorSpace"));
  const space = context.lookup(raw);
  if (space instanceof PDFArray && isBlackInk(space)) return { components: 1, keep: name("DeviceRGB"), ink: true };
  if (space === name("DeviceRGB")) return { components: 3, keep: name("DeviceRGB") };
  if (space === name("DeviceGray")) return { components: 1, keep: name("DeviceRGB") };
  if (space instanceof PDFArray && space.size() === 2 && space.lookup(0) === name("ICCBased")) {
    const profile = space.lookup(1);
    const n = profile instanceof PDFRawStream ? numberAt(profile.dict, "N") : undefined;
    // An RGB profile stays with the RGB pixels; a grey one cannot describe them.
    if (n === 3 && raw instanceof PDFRef) return { components: 3, keep: raw };
    if (n === 3 && raw instanceof PDFArray) return { components: 3, keep: raw };
    if (n === 1) return { components: 1, keep: name("DeviceRGB") };
  }
  return undefined;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes PNG row filters (predictors 10 to 15): each row starts with its filter type. */
function unpredictPng(data: Uint8Array, bytesPerPixel: number, rowBytes: number, rows: number): Uint8Array | undefined {
  if (data.length < (rowBytes + 1) * rows) return undefined;
  const out = new Uint8Array(rowBytes * rows);
  for (let y = 0; y < rows; y++) {
    const type = data[y * (rowBytes + 1)];
    const src = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x]!;
      const left = x >= bytesPerPixel ? out[row + x - bytesPerPixel]! : 0;
      const up = y > 0 ? out[row - rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? out[row - rowBytes + x - bytesPerPixel]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) value = raw + paeth(left, up, upLeft);
      else return undefined;
      out[row + x] = value & 0xff;
    }
  }
  return out;
}

function toRgba(samples: Uint8Array, components: 1 | 3, pixels: number, invert: boolean): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let p = 0, s = 0; p < pixels; p++, s += components) {
    const r = invert ? 255 - samples[s]! : samples[s]!;
    rgba[p * 4] = r;
    rgba[p * 4 + 1] = components === 3 ? samples[s + 1]! : r;
    rgba[p * 4 + 2] = components === 3 ? samples[s + 2]! : r;
    rgba[p * 4 + 3] = 255;
  }
  return rgba;
}

function inflatePixels(
  budget: ScanBudget,
  stream: PDFRawStream,
  components: 1 | 3,
  width: number,
  height: number,
  invert: boolean,
): Uint8ClampedArray | undefined {
  const parms = stream.dict.lookup(name("DecodeParms"));
  const predictor = parms instanceof PDFDict ? (numberAt(parms, "Predictor") ?? 1) : 1;
  if (parms instanceof PDFDict) {
    const colors = numberAt(parms, "Colors") ?? 1;
    const bits = numberAt(parms, "BitsPerComponent") ?? 8;
    const columns = numberAt(parms, "Columns") ?? 1;
    if (predictor >= 10 && (colors !== components || bits !== 8 || columns !== width)) return undefined;
  }
  if (predictor !== 1 && predictor < 10) return undefined; // TIFF predictor: kept as is
  let data: Uint8Array = inflateCapped(stream.getContents(), budget);
  if (predictor >= 10) {
    const unpredicted = unpredictPng(data, components, width * components, height);
    if (!unpredicted) return undefined;
    data = unpredicted;
  }
  if (data.length < width * height * components) return undefined;
  return toRgba(data, components, width * height, invert);
}

/** The image's pixels and the colour space to keep, or undefined to leave it as it is. */
export function readImage(context: PDFContext, stream: PDFRawStream, budget: ScanBudget): ReadableImage | undefined {
  const dict = stream.dict;
  const width = numberAt(dict, "Width") ?? 0;
  const height = numberAt(dict, "Height") ?? 0;
  if (width < 1 || height < 1 || width * height > 60_000_000) return undefined;
  for (const key of ["Mask", "ImageMask", "SMaskInData", "Alternates", "OPI"]) {
    if (dict.has(name(key))) return undefined;
  }
  if (numberAt(dict, "BitsPerComponent") !== 8) return undefined;
  const space = colourSpace(context, dict);
  if (!space) return undefined;
  // Decode [1 0] inverts a one-component image; with ink samples, inverting twice leaves grey as stored.
  const decode = dict.has(name("Decode")) ? numbersOf(dict.lookup(name("Decode"))).join() : "0,1";
  if (decode !== "0,1" && !(decode === "1,0" && space.components === 1)) return undefined;
  const invert = (decode === "1,0") !== (space.ink === true);
  const chain = filters(dict);
  try {
    if (chain.length === 1 && chain[0] === "DCTDecode" && !dict.has(name("DecodeParms"))) {
      if (invert) return undefined; // the JPEG is passed on as stored, not inverted
      return { source: { kind: "jpeg", bytes: stream.getContents(), width, height }, colorSpace: space.keep };
    }
    if (chain.length === 1 && chain[0] === "FlateDecode") {
      const rgba = inflatePixels(budget, stream, space.components, width, height, invert);
      return rgba ? { source: { kind: "pixels", rgba, width, height }, colorSpace: space.keep } : undefined;
    }
  } catch (error) {
    if (isConversionError(error)) throw error; // it expands past the caps: the file is refused
    return undefined; // a stream that does not inflate stays as it is
  }
  return undefined;
}
