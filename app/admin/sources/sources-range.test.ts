import { describe, expect, it } from "vitest";
import { SOURCES_DEFAULT_DAYS, SOURCES_MAX_DAYS } from "#contracts/sources/sources-report.ts";
import { addDays, daysInRange, eachDay, isDay, todayInAdminZone } from "#contracts/calendar.ts";
import { formatDay, formatRange, lastDays, presetOf, rangeError, rangeOfSearch } from "./sources-range.ts";

describe("the Sources report's days", () => {
  it("takes today in New Delhi, not in UTC or the browser's zone", () => {
    // 20:00 UTC on 23 Nov is 01:30 on 24 Nov in New Delhi (UTC+05:30).
    expect(todayInAdminZone(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(todayInAdminZone(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(todayInAdminZone(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
  });

  it("defaults to the last 30 days, today included", () => {
    const range = lastDays(SOURCES_DEFAULT_DAYS, new Date("2026-11-23T20:00:00Z"));
    expect(range).toEqual({ from: "2026-10-26", to: "2026-11-24" });
    expect(daysInRange(range)).toBe(30);
    expect(lastDays(7, new Date("2026-03-03T00:00:00Z"))).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(lastDays(1, new Date("2026-11-24T06:00:00Z"))).toEqual({ from: "2026-11-24", to: "2026-11-24" });
  });

  it("counts days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysInRange({ from: "2028-02-01", to: "2028-03-01" })).toBe(30);
    expect(daysInRange({ from: "2026-11-24", to: "2026-11-23" })).toBe(0);
    expect(eachDay({ from: "2026-12-30", to: "2027-01-02" })).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });

  it.each([
    ["2026-11-24", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["", false],
    ["24/11/2026", false],
  ])("knows a real day from a typo: %j", (text, real) => {
    expect(isDay(text)).toBe(real);
  });

  it("refuses empty, reversed and too long ranges, naming the input to fix", () => {
    expect(rangeError({ from: "2026-10-26", to: "2026-11-24" })).toBeNull();
    expect(rangeError({ from: "", to: "2026-11-24" })).toEqual({ field: "from", message: "Enter a From date." });
    expect(rangeError({ from: "2026-11-24", to: "" })).toEqual({ field: "to", message: "Enter a To date." });
    expect(rangeError({ from: "2026-11-25", to: "2026-11-24" })?.field).toBe("to");
    const longest = { from: addDays("2026-11-24", -(SOURCES_MAX_DAYS - 1)), to: "2026-11-24" };
    expect(rangeError(longest)).toBeNull();
    expect(rangeError({ ...longest, from: addDays(longest.from, -1) })?.message).toBe(
      `Choose at most ${SOURCES_MAX_DAYS} days.`,
    );
    // A year half typed into a date input ("0002-11-24") is just a range too long.
    expect(rangeError({ from: "0002-11-24", to: "2026-11-24" })?.field).toBe("from");
  });

  it("recognises the presets only when they end today", () => {
    expect(presetOf({ from: "2026-11-18", to: "2026-11-24" }, "2026-11-24")).toBe(7);
    expect(presetOf({ from: "2026-10-26", to: "2026-11-24" }, "2026-11-24")).toBe(30);
    expect(presetOf({ from: "2026-08-27", to: "2026-11-24" }, "2026-11-24")).toBe(90);
    expect(presetOf({ from: "2026-10-25", to: "2026-11-23" }, "2026-11-24")).toBeNull();
    expect(presetOf({ from: "2026-11-01", to: "2026-11-24" }, "2026-11-24")).toBeNull();
  });

  it("writes days as calendar days, whatever the browser's zone", () => {
    expect(formatDay("2026-11-24")).toBe("24 Nov 2026");
    expect(formatRange({ from: "2026-10-26", to: "2026-11-24" })).toBe("26 Oct – 24 Nov 2026");
    expect(formatRange({ from: "2026-12-28", to: "2027-01-03" })).toBe("28 Dec 2026 – 3 Jan 2027");
    expect(formatRange({ from: "2026-11-24", to: "2026-11-24" })).toBe("24 Nov 2026");
  });
});

describe("the Sources range in the URL", () => {
  it("opens the range of ?from=…&to=…, and none that cannot be asked for", () => {
    const range = (search: string) => rangeOfSearch(new URLSearchParams(search));
    expect(range("from=2026-11-01&to=2026-11-24")).toEqual({ from: "2026-11-01", to: "2026-11-24" });
    expect(range("")).toBeNull();
    expect(range("from=2026-11-24&to=2026-11-01")).toBeNull();
    expect(range("from=2020-01-01&to=2026-11-24")).toBeNull();
    expect(range("from=soon&to=2026-11-24")).toBeNull();
  });
});
