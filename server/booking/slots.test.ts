import { describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY } from "#contracts/booking/booking.ts";
import { nextFreeSlots, slotDays, staffFreeAt, staffTimes, type StaffHours } from "./slots.ts";

// Which times the page offers: the office hours by default, a call plus buffer apart, never
// within the notice, never over another call of the same staff member, days marked.

const asha: StaffHours = { id: 1, name: "Asha", email: null, availability: DEFAULT_AVAILABILITY };
// Monday 23 Nov 2026, 10:00 am in New Delhi.
const MONDAY_10 = new Date("2026-11-23T04:30:00.000Z");
const at = (iso: string) => Date.parse(iso);

describe("booking slots", () => {
  it("offers the office hours in New Delhi, every call plus buffer", () => {
    const times = staffTimes(asha, "2026-11-23");
    expect(new Date(times[0]!.start).toISOString()).toBe("2026-11-23T03:30:00.000Z");
    expect(times[1]!.start - times[0]!.start).toBe(40 * 60_000);
    // The last call ends by 6:00 pm (12:30Z).
    expect(times.at(-1)!.end).toBeLessThanOrEqual(at("2026-11-23T12:30:00.000Z"));
    expect(staffTimes(asha, "2026-11-22")).toEqual([]); // Sunday: closed
    expect(new Date(staffTimes(asha, "2026-11-28")[0]!.start).toISOString()).toBe("2026-11-28T04:30:00.000Z"); // Saturday 10 am
    expect(staffTimes({ ...asha, availability: { ...DEFAULT_AVAILABILITY, takesCalls: false } }, "2026-11-23")).toEqual(
      [],
    );
  });

  it("keeps the minimum notice, the buffer around other calls, and marks past, closed, full and open days", () => {
    const busy = [{ staffId: 1, start: at("2026-11-23T07:30:00.000Z"), end: at("2026-11-23T08:00:00.000Z") }];
    const days = slotDays({ now: MONDAY_10, fromDay: "2026-11-22", days: 3, staff: [asha], busy });
    expect(days.map((day) => day.state)).toEqual(["past", "open", "open"]);
    const monday = days[1]!.slots.map((slot) => slot.start);
    // 10:00 am + 2 hours' notice: the first is 12:20 pm (06:50Z).
    expect(monday[0]).toBe("2026-11-23T06:50:00.000Z");
    // The call at 1:00 pm (07:30Z) and its 10-minute buffers take 12:20-1:40 pm's neighbours.
    expect(monday).not.toContain("2026-11-23T07:30:00.000Z");
    expect(monday).toContain("2026-11-23T08:10:00.000Z");
    const late = slotDays({
      now: new Date("2026-11-23T12:00:00.000Z"),
      fromDay: "2026-11-23",
      days: 1,
      staff: [asha],
      busy: [],
    });
    expect(late[0]!.state).toBe("past");
    const tuesday = staffTimes(asha, "2026-11-24").map((time) => ({ staffId: 1, ...time }));
    const full = slotDays({ now: MONDAY_10, fromDay: "2026-11-24", days: 1, staff: [asha], busy: tuesday });
    expect(full[0]).toEqual({ day: "2026-11-24", state: "full", slots: [] });
    const sunday = slotDays({ now: MONDAY_10, fromDay: "2026-11-29", days: 1, staff: [asha], busy: [] });
    expect(sunday[0]!.state).toBe("closed");
  });

  it("finds the staff free at a time, and the next free times", () => {
    const ravi: StaffHours = { ...asha, id: 2, name: "Ravi" };
    const busy = [{ staffId: 1, start: at("2026-11-24T03:30:00.000Z"), end: at("2026-11-24T04:00:00.000Z") }];
    const query = { now: MONDAY_10, staff: [asha, ravi], busy };
    expect(staffFreeAt(query, "2026-11-24T03:30:00.000Z").map((slot) => slot.staffId)).toEqual([2]);
    expect(staffFreeAt(query, "2026-11-24T03:31:00.000Z")).toEqual([]);
    expect(staffFreeAt(query, "2026-11-23T04:30:00.000Z")).toEqual([]); // inside the notice
    const next = nextFreeSlots({ ...query, fromDay: "2026-11-23", days: 2 }, 2);
    expect(next.map((slot) => slot.start)).toEqual(["2026-11-23T06:50:00.000Z", "2026-11-23T07:30:00.000Z"]);
  });
});
