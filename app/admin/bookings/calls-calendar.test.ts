import { describe, expect, it } from "vitest";
import { callDays } from "./calls-calendar.ts";

const call = (id: number, start: string, end: string) => ({
  id,
  submissionId: id,
  staffId: 1,
  staffName: "Asha",
  start,
  end,
  name: `P${id}`,
});

describe("the Calls view's calendar", () => {
  it("groups calls by New Delhi day, soonest first, times in New Delhi", () => {
    // 23:00Z on the 23rd is 4:30 am on the 24th in New Delhi.
    const days = callDays([
      call(2, "2026-11-23T23:00:00.000Z", "2026-11-23T23:30:00.000Z"),
      call(1, "2026-11-23T03:30:00.000Z", "2026-11-23T04:00:00.000Z"),
    ]);
    expect(days.map((day) => day.day)).toEqual(["2026-11-23", "2026-11-24"]);
    expect(days[0]!.title).toBe("Monday, 23 November");
    expect(days[0]!.calls[0]).toMatchObject({ id: 1, from: "9:00 am", to: "9:30 am" });
    expect(days[1]!.calls[0]).toMatchObject({ id: 2, from: "4:30 am" });
  });
});
