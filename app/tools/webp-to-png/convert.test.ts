import { describe, expect, it } from "vitest";
import { ConversionError } from "#app/tools/conversion/conversion-error.ts";
import { EMPTY_FILE_MESSAGE, WEBP_FILE_MESSAGE, SIZE_LIMITS } from "#app/tools/conversion/input-rules.ts";
import { imageResultName } from "#app/tools/conversion/file-names.ts";
import { CANVAS_UNAVAILABLE_MESSAGE } from "#app/tools/conversion/image-reencode.ts";
import { makePng } from "#app/tools/conversion/test-fixtures.ts";
import { convertWebpToPng } from "#app/tools/webp-to-png/convert.ts";

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
describe("convertWebpToPng", () => {
  it("rejects a mislabelled file with the tool's wrong-type message, and an empty or oversized one", async () => {
    expect((await rejection(convertWebpToPng(makePng(4, 4)))).message).toBe(WEBP_FILE_MESSAGE);
    expect((await rejection(convertWebpToPng(new Uint8Array()))).message).toBe(EMPTY_FILE_MESSAGE);
    expect((await rejection(convertWebpToPng(new Uint8Array(SIZE_LIMITS.webp + 1)))).code).toBe("too-large");
  });

  it("says so clearly where there is no canvas (Node)", async () => {
    const webp = new Uint8Array([
      ...new TextEncoder().encode("RIFF"),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode("WEBPVP8 "),
    ]);
    const error = await rejection(convertWebpToPng(webp));
    expect(error.code).toBe("unsupported");
    expect(error.message).toBe(CANVAS_UNAVAILABLE_MESSAGE);
  });

  it("names the result converted.png", () => {
    expect(imageResultName("png")).toBe("converted.png");
  });
});
