import { describe, expect, it } from "vitest";

import { isOptionValue, labelledOptions, toOptionValue } from "./options.ts";

const SIZES = labelledOptions({ small: "Small", large: "Large" });

describe("labelledOptions", () => {
  it("makes one option per entry, in the record's order", () => {
    expect(SIZES).toEqual([
      { value: "small", label: "Small" },
      { value: "large", label: "Large" },
    ]);
  });

  it("refuses an empty record: a select needs an initial value", () => {
    expect(() => labelledOptions({})).toThrow("A select needs at least one option");
  });
});

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
