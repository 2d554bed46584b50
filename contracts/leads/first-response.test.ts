import { describe, expect, it } from "vitest";
import {
  formatResponseTarget,
  isResponseOverdue,
  parseResponseTarget,
  responseBucket,
  responseTargetSchema,
} from "./first-response.ts";

describe("response-time buckets", () => {
  it("keeps the first minutes apart and groups later times into wider buckets", () => {
    expect([0, 1, 4, 5, 59, 60, 89, 90, 870, 3930, 99_999].map(responseBucket)).toEqual([
      0, 1, 3, 5, 45, 60, 60, 90, 720, 3240, 21600,
    ]);
  });
});

describe("isResponseOverdue", () => {
  const due = "2026-11-27T05:00:00.000Z";
  it("is true from the due time while the lead is unanswered", () => {
    expect(isResponseOverdue({ firstResponseAt: null, responseDueAt: due }, new Date("2026-11-27T04:59:59.999Z"))).toBe(
      false,
    );
    expect(isResponseOverdue({ firstResponseAt: null, responseDueAt: due }, new Date(due))).toBe(true);
    expect(isResponseOverdue({ firstResponseAt: due, responseDueAt: due }, new Date("2026-12-01T00:00:00Z"))).toBe(
      false,
    );
  });
});

describe("the response target", () => {
  it("takes whole minutes from 15 to 3 office days (1620), each refusal with a reason", () => {
    for (const minutes of [15, 60, 1620]) expect(responseTargetSchema.safeParse({ minutes }).success).toBe(true);
    const reasons = [14, 1621, 30.5, "30", null, Number.NaN].map(
      (minutes) => responseTargetSchema.safeParse({ minutes }).error?.issues[0]?.message,
    );
    expect(reasons).toEqual([
      "The response target must be at least 15 minutes.",
      "The response target can be at most 3 office days (27 hours).",
      "The response target must be a whole number of minutes.",
      "The response target must be a number of minutes.",
      "The response target must be a number of minutes.",
      "The response target must be a number of minutes.",
    ]);
  });

  it("reads a stored value, and anything missing or out of range as one office hour", () => {
    expect(["30", "1620", undefined, "", "abc", "10", "2000", "30.5"].map(parseResponseTarget)).toEqual([
      30, 1620, 60, 60, 60, 60, 60, 60,
    ]);
    expect([15, 60, 90, 1620].map(formatResponseTarget)).toEqual(["15 minutes", "1 hour", "1.5 hours", "27 hours"]);
  });
});
