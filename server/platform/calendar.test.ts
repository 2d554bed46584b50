import { describe, expect, it } from "vitest";
import { localDateString, localDayStart, statsWindows, zonedMidnight } from "./calendar.ts";

describe("stats windows in Asia/Kolkata", () => {
  it("starts today at local midnight (18:30 UTC the day before)", () => {
    const w = statsWindows(new Date("2026-11-22T10:00:00.000Z"));
    expect(w.todayFrom.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(w.weekFrom.toISOString()).toBe("2026-11-14T18:30:00.000Z");
    expect(w.monthFrom.toISOString()).toBe("2026-10-31T18:30:00.000Z");
  });

  it("uses the local date, not the UTC one, just after local midnight", () => {
    // 2026-12-01 00:10 in New Delhi is still 30 November in UTC.
    const w = statsWindows(new Date("2026-11-30T18:40:00.000Z"));
    expect(w.todayFrom.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(w.monthFrom.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(w.weekFrom.toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(localDateString(new Date("2026-11-30T18:40:00.000Z"))).toBe("2026-12-01");
  });

  it("gives each zone and each minute its own date (the last date is remembered per zone and minute)", () => {
    expect(localDateString(new Date("2026-11-30T18:29:59.000Z"))).toBe("2026-11-30");
    expect(localDateString(new Date("2026-11-30T18:29:59.000Z"), "America/New_York")).toBe("2026-11-30");
    expect(localDateString(new Date("2026-11-30T18:30:00.000Z"))).toBe("2026-12-01");
    expect(localDateString(new Date("2026-11-30T18:30:59.000Z"))).toBe("2026-12-01");
    expect(localDateString(new Date("2026-12-01T04:59:00.000Z"), "America/New_York")).toBe("2026-11-30");
    expect(localDateString(new Date("2026-12-01T05:00:00.000Z"), "America/New_York")).toBe("2026-12-01");
    expect(localDateString(new Date("2026-11-30T18:29:00.000Z"))).toBe("2026-11-30");
  });

  it("crosses month and year boundaries for the week", () => {
    const w = statsWindows(new Date("2027-01-03T06:00:00.000Z"));
    expect(w.weekFrom.toISOString()).toBe("2026-12-26T18:30:00.000Z");
    expect(w.monthFrom.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("handles zones with daylight saving time", () => {
    // Europe/Berlin: CEST (+2) on 29 March 2026 after 02:00 local; midnight is still +1.
    expect(zonedMidnight({ year: 2026, month: 3, day: 29 }, "Europe/Berlin").toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(zonedMidnight({ year: 2026, month: 3, day: 30 }, "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    expect(zonedMidnight({ year: 2026, month: 11, day: 22 }, "UTC").toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });
});

describe("day ranges in Asia/Kolkata", () => {
  it("starts a day at local midnight and ends it where the next one starts, across months and years", () => {
    expect(localDayStart("2026-11-20").toISOString()).toBe("2026-11-19T18:30:00.000Z");
    expect(localDayStart("2026-11-30", 1).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(localDayStart("2026-12-31", 1).toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(localDayStart("2028-02-28", 1).toISOString()).toBe("2028-02-28T18:30:00.000Z");
  });
});
