import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readJpegInfo } from "./image-info.ts";

// corpus/photos/chelsea-rotated-gps.jpg (see its README) is stored sideways: EXIF orientation 6,
// followed by an XMP segment, which is APP1 too.
const photo = (name: string) => new Uint8Array(fs.readFileSync(`corpus/photos/${name}`));

/** The offsets of the APP1 segments of a JPEG, with the first bytes of each payload. */
function app1Payloads(bytes: Uint8Array): string[] {
  const found: string[] = [];
  let i = 2;
  while (i + 4 <= bytes.length && bytes[i] === 0xff && bytes[i + 1] !== 0xda) {
    const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0);
    if (bytes[i + 1] === 0xe1) found.push(Buffer.from(bytes.subarray(i + 4, i + 8)).toString("latin1"));
    i += 2 + length;
  }
  return found;
}

describe("readJpegInfo", () => {
  it("keeps the EXIF orientation when an XMP segment follows it", () => {
    const sideways = photo("chelsea-rotated-gps.jpg");
    expect(app1Payloads(sideways)).toEqual(["Exif", "http"]);
    expect(readJpegInfo(sideways)?.orientation).toBe(6);
  });

  it("reads a camera photo's size and its upright orientation", () => {
    expect(readJpegInfo(photo("nikon-gps.jpg"))).toMatchObject({ orientation: 1 });
  });
});
