import { describe, expect, it } from "vitest";
import { ConversionError } from "#app/tools/conversion/conversion-error.ts";
import { EMPTY_FILE_MESSAGE, PNG_FILE_MESSAGE, SIZE_LIMITS } from "#app/tools/conversion/input-rules.ts";
import { imageResultName } from "#app/tools/conversion/file-names.ts";
import { CANVAS_UNAVAILABLE_MESSAGE } from "#app/tools/conversion/image-reencode.ts";
import { makeJpeg, makePng } from "#app/tools/conversion/test-fixtures.ts";
import { convertPngToJpeg } from "#app/tools/png-to-jpeg/convert.ts";

async function rejection(promise: Promise<unknown>): Promise<ConversionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConversionError);
  return error as ConversionError;
}

// Decoding and encoding need the browser's canvas: covered by the Chromium e2e
// tests. Here: the input checks, which run before any canvas work.
describe("convertPngToJpeg", () => {
  it("rejects a mislabelled file with the tool's wrong-type message, and an empty or oversized one", async () => {
    expect((await rejection(convertPngToJpeg(makeJpeg()))).message).toBe(PNG_FILE_MESSAGE);
    expect((await rejection(convertPngToJpeg(new Uint8Array()))).message).toBe(EMPTY_FILE_MESSAGE);
    expect((await rejection(convertPngToJpeg(new Uint8Array(SIZE_LIMITS.png + 1)))).code).toBe("too-large");
  });

  it("says so clearly where there is no canvas (Node)", async () => {
    const error = await rejection(convertPngToJpeg(makePng(4, 4)));
    expect(error.code).toBe("unsupported");
    expect(error.message).toBe(CANVAS_UNAVAILABLE_MESSAGE);
  });

  it("names the result converted.jpg", () => {
    expect(imageResultName("jpeg")).toBe("converted.jpg");
  });
});
