import { describe, expect, it } from "vitest";
import { deadlineState } from "./data-requests-format.ts";

describe("a data request's deadline", () => {
  const open = { status: "confirmed" as const, deadlineAt: "2027-02-20T10:00:00.000Z" };

  it("counts the days left, and says when it is overdue", () => {
    expect(deadlineState(open, new Date("2027-02-10T10:00:00.000Z"))).toEqual({ text: "10 days left", overdue: false });
    expect(deadlineState(open, new Date("2027-02-19T12:00:00.000Z"))).toEqual({ text: "1 day left", overdue: false });
    expect(deadlineState(open, new Date("2027-02-20T10:00:00.000Z"))).toEqual({ text: "Due today", overdue: false });
    expect(deadlineState(open, new Date("2027-02-21T11:00:00.000Z"))).toEqual({ text: "1 day overdue", overdue: true });
    expect(deadlineState(open, new Date("2027-02-25T11:00:00.000Z"))).toEqual({
      text: "5 days overdue",
      overdue: true,
    });
  });

  it("shows none once the request is closed", () => {
    expect(deadlineState({ ...open, status: "completed" }, new Date("2027-03-01T00:00:00.000Z"))).toBeNull();
  });
});
