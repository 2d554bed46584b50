import { describe, expect, it } from "vitest";
import { sourcesRange } from "./sources-range.ts";

const now = new Date("2026-11-24T20:00:00.000Z"); // 25 Nov in New Delhi

describe("the Sources report's range from its query", () => {
  it("defaults to the last 30 days of New Delhi, today included", () => {
    expect(sourcesRange({}, now)).toEqual({ fromDay: "2026-10-27", toDay: "2026-11-25" });
    expect(sourcesRange({ to: "2026-03-01" }, now)).toEqual({ fromDay: "2026-01-31", toDay: "2026-03-01" });
  });

  it("answers a sentence, never an exception, for a day that is no calendar day", () => {
    expect(sourcesRange({ to: "2026-02-30" }, now)).toEqual({ error: "Please choose real calendar dates." });
    expect(sourcesRange({ from: "2026-02-30", to: "2026-03-01" }, now)).toEqual({
      error: "Please choose real calendar dates.",
    });
  });

  it("refuses a reversed range and one longer than the report allows", () => {
    expect(sourcesRange({ from: "2026-11-02", to: "2026-11-01" }, now)).toEqual({
      error: "The start date must not be after the end date.",
    });
    expect(sourcesRange({ from: "2025-01-01", to: "2026-11-01" }, now)).toMatchObject({ error: expect.any(String) });
  });
});
