import { describe, expect, it } from "vitest";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { PDFDocument } from "pdf-lib";
import { EMPTY_FILE_MESSAGE, PNG_FILES_MESSAGE, SIZE_LIMITS } from "#app/tool-kit/conversion/input-rules.ts";
import { IMAGES_PDF_NAME } from "#app/tool-kit/conversion/file-names.ts";
import { makeJpeg, makePng, rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertPngsToPdf } from "#app/tools/png-to-pdf/convert.ts";

describe("convertPngsToPdf", () => {
  it("makes one page per image, in order, each sized to its image (96 px per inch)", async () => {
    const progress: number[] = [];
    const pdf = await convertPngsToPdf(
      [
        { name: "wide.png", data: makePng(400, 200) },
        makePng(120, 240, true).buffer as ArrayBuffer,
        { name: "square.png", data: makePng(64, 64) },
      ],
      { onProgress: (f) => progress.push(f) },
    );
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPages().map((p) => p.getSize())).toEqual([
      { width: 300, height: 150 },
      { width: 90, height: 180 },
      { width: 48, height: 48 },
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(IMAGES_PDF_NAME).toBe("converted-images.pdf");
  });

  it("rejects a mislabelled, empty, damaged or oversized file and an empty list, naming the file", async () => {
    const wrong = await rejection(convertPngsToPdf([{ name: "photo.png", data: makeJpeg() }]));
    expect(wrong.code).toBe("wrong-type");
    expect(wrong.message).toBe(`“photo.png” is not a PNG image. ${PNG_FILES_MESSAGE}`);
    expect((await rejection(convertPngsToPdf([]))).message).toBe(PNG_FILES_MESSAGE);
    expect((await rejection(convertPngsToPdf([{ name: "a.png", data: new Uint8Array() }]))).message).toBe(
      `“a.png”: ${EMPTY_FILE_MESSAGE}`,
    );
    const png = makePng(50, 50);
    const damaged = await rejection(convertPngsToPdf([png.slice(0, 40)]));
    expect(damaged.code).toBe("corrupt");
    expect(damaged.message).toBe(`Image 1: ${DAMAGED_FILE_MESSAGE}`);
    const garbage = await rejection(convertPngsToPdf([{ name: "scan.png", data: new Uint8Array([0, 1, 2, 250, 3]) }]));
    expect(garbage.message).toBe(`“scan.png”: ${DAMAGED_FILE_MESSAGE}`);
    const big = new Uint8Array(SIZE_LIMITS.png + 1);
    big.set(png);
    expect((await rejection(convertPngsToPdf([big]))).code).toBe("too-large");
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(convertPngsToPdf([makePng(10, 10)], { signal: controller.signal }))).code).toBe("aborted");
  });
});
