import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { smallerOrStripped } from "./compress.ts";

// Real photos (corpus/photos, see its README): nikon-gps.jpg is a camera's JPEG with its
// EXIF (make, model, GPS position); chelsea-rotated-gps.jpg is stored sideways with a GPS position.
const photo = (name: string) => new Uint8Array(fs.readFileSync(`corpus/photos/${name}`));
const GPS_IFD_TAG = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
const hasGps = (exif: Buffer | undefined) => !!exif && GPS_IFD_TAG.some((tag) => exif.includes(tag));

async function pixels(bytes: Uint8Array) {
  return sharp(bytes).rotate().raw().toBuffer();
}

describe("smallerOrStripped", () => {
  const original = photo("nikon-gps.jpg");

  it("keeps a smaller result", () => {
    const compressed = new Uint8Array(600);
    expect(smallerOrStripped(original, compressed, "jpeg")).toEqual({ bytes: compressed, alreadyCompact: false });
  });

  it("judges by the picture without its metadata: a result smaller than the file but not than its picture is not offered", () => {
    const stripped = smallerOrStripped(original, original, "jpeg").bytes;
    expect(stripped.length).toBeLessThan(original.length - 1);
    const between = new Uint8Array(stripped.length + 1);
    expect(smallerOrStripped(original, between, "jpeg")).toEqual({ bytes: stripped, alreadyCompact: true });
  });

  it("an already compact camera photo comes back with the same picture but no EXIF, GPS or camera", async () => {
    const before = await sharp(original).metadata();
    expect(hasGps(before.exif)).toBe(true);
    const { bytes, alreadyCompact } = smallerOrStripped(original, new Uint8Array(original.length), "jpeg");
    expect(alreadyCompact).toBe(true);
    expect(bytes.length).toBeLessThan(original.length);
    const after = await sharp(bytes).metadata();
    expect([after.exif, after.xmp, after.iptc]).toEqual([undefined, undefined, undefined]);
    expect(Buffer.from(bytes).includes(Buffer.from("NIKON"))).toBe(false);
    expect((await pixels(bytes)).equals(await pixels(original))).toBe(true);
  });

  it("a photo stored sideways keeps only its orientation, so it still shows upright", async () => {
    const sideways = photo("chelsea-rotated-gps.jpg");
    expect(hasGps((await sharp(sideways).metadata()).exif)).toBe(true);
    const { bytes } = smallerOrStripped(sideways, sideways, "jpeg");
    const after = await sharp(bytes).metadata();
    expect(after.orientation).toBe(6);
    expect(hasGps(after.exif)).toBe(false);
    expect(after.exif!.length).toBeLessThan(40);
    expect((await pixels(bytes)).equals(await pixels(sideways))).toBe(true);
  });

  it("PNG and WebP lose their EXIF too, picture unchanged", async () => {
    const exif = { IFD0: { Make: "NIKON", Model: "COOLPIX P6000" } };
    for (const format of ["png", "webp"] as const) {
      const tagged = sharp(photo("coffee.png")).withExif(exif);
      const input = new Uint8Array(
        await (format === "png" ? tagged.png() : tagged.webp({ lossless: true })).toBuffer(),
      );
      expect((await sharp(input).metadata()).exif, format).toBeDefined();
      const { bytes } = smallerOrStripped(input, input, format);
      expect((await sharp(bytes).metadata()).exif, format).toBeUndefined();
      expect(Buffer.from(bytes).includes(Buffer.from("NIKON")), format).toBe(false);
      expect((await pixels(bytes)).equals(await pixels(input)), format).toBe(true);
    }
  });

  it("an AVIF loses its EXIF (GPS) and XMP items, picture unchanged", async () => {
    const input = new Uint8Array(await sharp(original).keepMetadata().avif({ quality: 30 }).toBuffer());
    expect(hasGps((await sharp(input).metadata()).exif)).toBe(true);
    const { bytes, alreadyCompact } = smallerOrStripped(input, input, "avif");
    expect(alreadyCompact).toBe(true);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(Buffer.from(bytes).includes(Buffer.from("NIKON"))).toBe(false);
    expect((await pixels(bytes)).equals(await pixels(input))).toBe(true);
  });

  it("a file whose metadata cannot be cut gets the fresh encoding, which carries none, even if larger", () => {
    const unreadable = new Uint8Array(400).fill(7);
    const compressed = new Uint8Array(500);
    expect(smallerOrStripped(unreadable, compressed, "avif")).toEqual({ bytes: compressed, alreadyCompact: false });
  });
});
