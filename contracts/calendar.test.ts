import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBusinessMs, businessMsBetween, subtractBusinessMs, weekOf } from "./calendar.ts";

// Office hours (New Delhi, UTC+05:30): Mon-Fri 9:00-18:00, Saturday 10:00-16:00, Sunday closed.
// 2026-11-27 is a Friday; 09:00 IST is 03:30 UTC, 18:00 IST is 12:30 UTC.
const at = (iso: string) => new Date(iso).getTime();
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe("office time between two instants", () => {
  it("counts the whole span inside one working day", () => {
    expect(businessMsBetween(at("2026-11-27T04:00:00Z"), at("2026-11-27T05:15:00Z"))).toBe(75 * MINUTE);
  });

  it("stops the clock in the evening and starts it again at 9:00 the next morning", () => {
    // Thursday 17:30 IST → Friday 09:30 IST: 30 minutes on Thursday, 30 on Friday.
    expect(businessMsBetween(at("2026-11-26T12:00:00Z"), at("2026-11-27T04:00:00Z"))).toBe(60 * MINUTE);
  });

  it("counts Saturday's shorter hours and skips Sunday", () => {
    // Friday 17:00 IST → Monday 10:00 IST: 1 h Friday + 6 h Saturday + 0 Sunday + 1 h Monday.
    expect(businessMsBetween(at("2026-11-27T11:30:00Z"), at("2026-11-30T04:30:00Z"))).toBe(8 * HOUR);
  });

  it("uses New Delhi's day, not UTC's: 20:00 UTC is already 01:30 the next day there", () => {
    // Friday 20:00 UTC = Saturday 01:30 IST → Saturday 11:00 IST (05:30 UTC): one hour, Saturday's.
    expect(businessMsBetween(at("2026-11-27T20:00:00Z"), at("2026-11-28T05:30:00Z"))).toBe(HOUR);
  });

  it("is zero on a Sunday and when the end is before the start", () => {
    expect(businessMsBetween(at("2026-11-29T04:00:00Z"), at("2026-11-29T12:00:00Z"))).toBe(0);
    expect(businessMsBetween(at("2026-11-27T06:00:00Z"), at("2026-11-27T05:00:00Z"))).toBe(0);
  });
});

describe("when an hour of office time has passed", () => {
  it("is an hour later inside office hours", () => {
    expect(new Date(addBusinessMs(at("2026-11-27T04:00:00Z"), HOUR)).toISOString()).toBe("2026-11-27T05:00:00.000Z");
  });

  it("carries over the evening: Thursday 17:30 IST → Friday 09:30 IST", () => {
    expect(new Date(addBusinessMs(at("2026-11-26T12:00:00Z"), HOUR)).toISOString()).toBe("2026-11-27T04:00:00.000Z");
  });

  it("carries a Saturday-evening lead over Sunday to Monday 10:00 IST", () => {
    expect(new Date(addBusinessMs(at("2026-11-28T14:00:00Z"), HOUR)).toISOString()).toBe("2026-11-30T04:30:00.000Z");
  });

  it("from Monday's start, the overdue cut-off is Saturday 15:00 IST for a 1-hour target at Monday 09:00", () => {
    expect(new Date(subtractBusinessMs(at("2026-11-30T03:30:00Z"), HOUR)).toISOString()).toBe(
      "2026-11-28T09:30:00.000Z",
    );
    // Monday 09:30 IST: half an hour on Monday, half on Saturday.
    expect(new Date(subtractBusinessMs(at("2026-11-30T04:00:00Z"), HOUR)).toISOString()).toBe(
      "2026-11-28T10:00:00.000Z",
    );
  });

  it("agrees with itself: waited(start, due) is the target, and the cut-off is the last start that waited it", () => {
    const base = at("2026-11-01T00:00:00Z");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        fc.integer({ min: 1, max: 3 * 9 * 60 }),
        (startMinute, targetMinutes) => {
          const start = base + startMinute * MINUTE;
          const target = targetMinutes * MINUTE;
          const due = addBusinessMs(start, target);
          expect(businessMsBetween(start, due)).toBe(target);
          expect(businessMsBetween(start, due - MINUTE)).toBeLessThan(target);
          const cutOff = subtractBusinessMs(start, target);
          expect(businessMsBetween(cutOff, start)).toBe(target);
          expect(businessMsBetween(cutOff + MINUTE, start)).toBeLessThan(target);
        },
      ),
    );
  });
});

describe("weekOf", () => {
  it("gives the Monday of the week", () => {
    expect(weekOf("2026-11-27")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2026-11-30")).toBe("2026-11-30");
  });
});
