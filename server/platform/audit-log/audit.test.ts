import { describe, expect, it } from "vitest";
import { leadTarget } from "./audit.ts";

describe("the audit log's words for a deleted lead", () => {
  it("names the lead by its name and its day in New Delhi", () => {
    const lead = { id: 12, type: "contact", data: { fullName: " Asha Rao " }, createdAt: "2026-11-21T18:30:00.000Z" };
    expect(leadTarget(lead)).toBe("Lead #12 (Asha Rao, 22 Nov 2026)");
    expect(leadTarget({ ...lead, createdAt: "2026-09-30T18:29:59.999Z" })).toBe("Lead #12 (Asha Rao, 30 Sep 2026)");
  });

  it("falls back to the e-mail, then to no name", () => {
    const lead = { id: 7, type: "audit", data: { email: "ravi@example.in" }, createdAt: "2026-01-01T00:00:00.000Z" };
    expect(leadTarget(lead)).toBe("Lead #7 (ravi@example.in, 1 Jan 2026)");
    expect(leadTarget({ ...lead, data: { fullName: 42, email: "  " } })).toBe("Lead #7 (no name, 1 Jan 2026)");
  });
});
