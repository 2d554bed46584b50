import { describe, expect, it } from "vitest";

import { isOptionValue, toOptionValue, type Options } from "./options.ts";

const SIZES = [
  { value: "small", label: "Small" },
  { value: "large", label: "Large" },
] as const satisfies Options;

describe("isOptionValue", () => {
  it("accepts only the options' values, compared exactly", () => {
    expect(isOptionValue(SIZES, "large")).toBe(true);
    expect(isOptionValue(SIZES, "Large")).toBe(false);
    expect(isOptionValue(SIZES, "medium")).toBe(false);
    expect(isOptionValue(SIZES, 3)).toBe(false);
  });
});

describe("toOptionValue", () => {
  it("keeps a known value and falls back to the first option otherwise", () => {
    expect(toOptionValue(SIZES, "large")).toBe("large");
    expect(toOptionValue(SIZES, "huge")).toBe("small");
    expect(toOptionValue(SIZES, undefined)).toBe("small");
  });
});
