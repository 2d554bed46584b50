/**
 * The Node tests every image re-encoder (PNG to JPEG, WebP to JPG, WebP to PNG) runs on
 * its own convert function. Decoding and encoding need the browser's canvas: covered by
 * the Chromium e2e tests. Here: the input checks, which run before any canvas work.
 * Test-only: no app module imports this file.
 */
import { describe, expect, it } from "vitest";
import type { BinaryInput } from "#app/tool-kit/conversion/conversion.ts";
import { imageResultName } from "#app/tool-kit/conversion/file-names.ts";
import { CANVAS_UNAVAILABLE_MESSAGE } from "#app/tool-kit/images/image-reencode.ts";
import { EMPTY_FILE_MESSAGE } from "#app/tool-kit/conversion/input-rules.ts";
import { rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";

interface ReencoderCase {
  convert: (input: BinaryInput) => Promise<Uint8Array>;
  /** The tool's wrong-type message and size limit. */
  message: string;
  maxBytes: number;
  /** A file of another type. */
  wrongType: Uint8Array;
  /** A file of the right type: it passes the checks and then needs a canvas. */
  rightType: Uint8Array;
  /** The result's format, a file name and the name its result must get. */
  result: ["jpeg" | "png", string, string];
}

export function describeImageReencoder({ convert, message, maxBytes, wrongType, rightType, result }: ReencoderCase) {
  describe(convert.name, () => {
    it("rejects a mislabelled file with the tool's wrong-type message, and an empty or oversized one", async () => {
      expect((await rejection(convert(wrongType))).message).toBe(message);
      expect((await rejection(convert(new Uint8Array()))).message).toBe(EMPTY_FILE_MESSAGE);
      expect((await rejection(convert(new Uint8Array(maxBytes + 1)))).code).toBe("too-large");
    });

    it("says so clearly where there is no canvas (Node)", async () => {
      const error = await rejection(convert(rightType));
      expect(error.code).toBe("unsupported");
      expect(error.message).toBe(CANVAS_UNAVAILABLE_MESSAGE);
    });

    it(`names the result of ${result[1]} ${result[2]}, and converted.${result[2].split(".").pop()} without a name`, () => {
      expect(imageResultName(result[1], result[0])).toBe(result[2]);
      expect(imageResultName(undefined, result[0])).toBe(`converted.${result[2].split(".").pop()}`);
    });
  });
}
