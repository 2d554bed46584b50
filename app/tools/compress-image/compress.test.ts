import { describe, expect, it } from "vitest";
import { smallerOrOriginal } from "./compress.ts";

describe("smallerOrOriginal", () => {
  const original = new Uint8Array(1000).fill(7);

  it("keeps a smaller result", () => {
    const compressed = new Uint8Array(600);
    expect(smallerOrOriginal(original, compressed)).toBe(compressed);
  });

  it("gives back the original, unchanged, when the result is as large or larger", () => {
    expect(smallerOrOriginal(original, new Uint8Array(1000))).toBe(original);
    expect(smallerOrOriginal(original, new Uint8Array(1500))).toBe(original);
  });
});
