import { describe, expect, it } from "vitest";
import { EVERY_FILTER } from "./lead-test-support.ts";
import { ANY_LEADS, dateRangeError, hasLeadFilters, leadQueryKey, leadQueryParams } from "./lead-query.ts";

describe("the lead filters as query parameters", () => {
  it("leaves out what is not set, and the type 'all'", () => {
    expect(leadQueryParams(ANY_LEADS)).toEqual({
      type: undefined,
      q: undefined,
      status: undefined,
      owner: undefined,
      from: undefined,
      to: undefined,
      due: undefined,
    });
  });

  it("sends every filter the bar holds", () => {
    const everyFilter = EVERY_FILTER;
    // Each filter goes out under its own name, unchanged.
    expect(leadQueryParams(everyFilter)).toEqual({ ...everyFilter });
    expect(leadQueryParams({ ...ANY_LEADS, owner: "7" }).owner).toBe("7");
    expect(leadQueryParams({ ...ANY_LEADS, owner: "someone" }).owner).toBeUndefined();
  });

  it("sends no half-typed or impossible day, nor a range that ends before it starts", () => {
    expect(leadQueryParams({ ...ANY_LEADS, from: "2026-11" }).from).toBeUndefined();
    expect(leadQueryParams({ ...ANY_LEADS, to: "2026-02-30" }).to).toBeUndefined();
    const reversed = { ...ANY_LEADS, from: "2026-11-24", to: "2026-11-01" };
    expect(dateRangeError(reversed)).toBe("To must be on or after From.");
    expect(leadQueryParams(reversed)).toMatchObject({ from: undefined, to: undefined });
    expect(dateRangeError({ from: "2026-11-01", to: "" })).toBeNull();
  });

  it("keys the filters, so equal filters share a key", () => {
    expect(leadQueryKey({ ...ANY_LEADS, status: "won" })).toBe(leadQueryKey({ ...ANY_LEADS, status: "won" }));
    expect(leadQueryKey({ ...ANY_LEADS, status: "won" })).not.toBe(leadQueryKey(ANY_LEADS));
    // A half-typed day asks for the same leads as none.
    expect(leadQueryKey({ ...ANY_LEADS, to: "2026-1" })).toBe(leadQueryKey(ANY_LEADS));
  });

  it("tells filters beyond type and search apart", () => {
    expect(hasLeadFilters({ ...ANY_LEADS, type: "quote", q: "x" })).toBe(false);
    expect(hasLeadFilters({ ...ANY_LEADS, due: "overdue" })).toBe(true);
    expect(hasLeadFilters({ ...ANY_LEADS, owner: "none" })).toBe(true);
  });
});
