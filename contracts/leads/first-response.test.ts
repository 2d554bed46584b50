import { describe, expect, it } from "vitest";
import { isResponseOverdue, responseBucket } from "./first-response.ts";

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
