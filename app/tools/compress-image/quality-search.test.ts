import { describe, expect, it } from "vitest";
import { searchQuality } from "./quality-search.ts";

/** A stand-in encoder: 1 KB plus 100 bytes per quality step, like a real one growing with quality. */
function fakeEncoder() {
  const calls: number[] = [];
  const encode = async (quality: number) => {
    calls.push(quality);
    return new Uint8Array(1000 + quality * 100);
  };
  return { encode, calls };
}

describe("searchQuality", () => {
  it("finds the highest quality that fits the target, in a few encodes", async () => {
    const { encode, calls } = fakeEncoder();
    const result = await searchQuality(encode, 6_050);
    expect(result).toMatchObject({ quality: 50, fits: true });
    expect(result.bytes.length).toBe(6_000);
    expect(calls.length).toBeLessThanOrEqual(8);
  });

  it("gives quality 100 when everything fits and the smallest file, flagged, when nothing does", async () => {
    expect((await searchQuality(fakeEncoder().encode, 1e9)).quality).toBe(100);
    const tooSmall = await searchQuality(fakeEncoder().encode, 500);
    expect(tooSmall).toMatchObject({ quality: 1, fits: false });
    expect(tooSmall.bytes.length).toBe(1_100);
  });

  it("reports progress that never goes past 1", async () => {
    const seen: number[] = [];
    await searchQuality(fakeEncoder().encode, 6_050, (f) => seen.push(f));
    expect(seen.length).toBeGreaterThan(3);
    expect(Math.max(...seen)).toBeLessThanOrEqual(1);
  });
});
