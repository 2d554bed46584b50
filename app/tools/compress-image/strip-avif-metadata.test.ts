import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { stripAvif } from "./strip-avif-metadata.ts";

// Real AVIFs, written by libheif (through sharp) from the corpus photos with their camera EXIF
// and GPS position kept, plus an XMP packet: as a phone or an editor that exports AVIF stores them.
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Model="XMP-CAMERA"/></rdf:RDF></x:xmpmeta>';

async function avifOf(photo: string, xmp = true): Promise<Uint8Array> {
  const image = sharp(fs.readFileSync(`corpus/photos/${photo}`)).keepMetadata();
  return new Uint8Array(await (xmp ? image.withXmp(XMP) : image).avif({ quality: 50 }).toBuffer());
}

const nikon = avifOf("nikon-gps.jpg");
const GPS_IFD_TAG = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text));
const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();

describe("stripAvif", () => {
  it("drops the EXIF (camera, GPS) and XMP items and their bytes; the picture decodes the same", async () => {
    const input = await nikon;
    const before = await sharp(input).metadata();
    expect(GPS_IFD_TAG.some((tag) => before.exif?.includes(tag))).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(contains(input, "NIKON")).toBe(true);

    const output = stripAvif(input);
    const after = await sharp(output).metadata();
    expect([after.exif, after.xmp]).toEqual([undefined, undefined]);
    for (const text of ["NIKON", "XMP-CAMERA", "Exif", "application/rdf+xml"])
      expect(contains(output, text), text).toBe(false);
    expect(input.length - output.length).toBeGreaterThan(before.exif!.length + XMP.length);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect((await pixels(output)).equals(await pixels(input))).toBe(true);
  });

  it("a photo stored sideways keeps its rotation property, so it still shows upright", async () => {
    const input = await avifOf("chelsea-rotated-gps.jpg", false);
    const output = stripAvif(input);
    expect(contains(output, "irot")).toBe(true);
    expect((await sharp(output).metadata()).exif).toBeUndefined();
    const after = await sharp(output).metadata();
    expect([after.width, after.height]).toEqual([300, 451]);
    expect((await pixels(output)).equals(await pixels(input))).toBe(true);
  });

  it("an AVIF without metadata comes back as it is", async () => {
    const plain = new Uint8Array(await sharp("corpus/photos/coffee.png").avif({ quality: 50 }).toBuffer());
    expect(stripAvif(plain)).toBe(plain);
  });

  it("refuses what it cannot read rather than return a broken file", async () => {
    const input = await nikon;
    expect(() => stripAvif(input.subarray(0, 200))).toThrow();
    expect(() => stripAvif(new TextEncoder().encode("not an image at all"))).toThrow();
  });
});
