import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { JPG_FILES_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { readJpegInfo } from "#app/tool-kit/images/image-info.ts";
import { makeJpeg, makeJpegWithOrientation, makePng, rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertJpgsToPdf } from "#app/tools/jpg-to-pdf/convert.ts";

describe("convertJpgsToPdf", () => {
  it("makes one page per JPEG in order; a camera's quarter-turn orientation turns the page", async () => {
    expect(readJpegInfo(makeJpeg())).toEqual({ width: 24, height: 12, orientation: 1 });
    expect(readJpegInfo(makeJpegWithOrientation(6))?.orientation).toBe(6);
    const pdf = await convertJpgsToPdf([
      makeJpeg(),
      { name: "phone.jpg", data: makeJpegWithOrientation(6) },
      makeJpegWithOrientation(3),
    ]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPages().map((p) => p.getSize())).toEqual([
      { width: 18, height: 9 },
      { width: 9, height: 18 },
      { width: 18, height: 9 },
    ]);
  });

  it("rejects a PNG renamed .jpg and a damaged JPEG", async () => {
    const wrong = await rejection(convertJpgsToPdf([{ name: "scan.jpg", data: makePng(8, 8) }]));
    expect(wrong.message).toBe(`“scan.jpg” is not a JPG/JPEG image. ${JPG_FILES_MESSAGE}`);
    const damaged = await rejection(convertJpgsToPdf([makeJpeg().slice(0, 30)]));
    expect(damaged.code).toBe("corrupt");
  });
});
