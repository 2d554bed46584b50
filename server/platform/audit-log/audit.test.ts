import { describe, expect, it } from "vitest";
import { exportFilters, leadTarget } from "./audit.ts";
import { detailWithoutSearch, leadIdOnly } from "../db/migrations/2026-11-28-003-data-requests.ts";

describe("the audit log's words for a lead", () => {
  it("names a lead by its id only, never by the person's name or e-mail", () => {
    const lead = { id: 12, type: "contact", data: { fullName: " Asha Rao ", email: "asha@example.in" } };
    expect(leadTarget(lead)).toBe("Lead #12");
  });

  it("keeps an export's filters but not its search words", () => {
    expect(exportFilters({ format: "csv", type: "quote", q: "asha@example.in" })).toEqual({
      format: "csv",
      type: "quote",
      search: true,
    });
    expect(exportFilters({ format: "json", q: "  " })).toEqual({ format: "json", search: false });
  });
});

describe("the rewrite of entries written before", () => {
  it("leaves only the lead's id in a target that named the person", () => {
    expect(leadIdOnly("Lead #12 (Asha Rao, 22 Nov 2026)")).toBe("Lead #12");
    expect(leadIdOnly("Lead #7 (ravi@example.in, 1 Jan 2026)")).toBe("Lead #7");
    expect(leadIdOnly("Lead #7 (a name with (brackets), 1 Jan 2026)")).toBe("Lead #7");
    expect(leadIdOnly("Account priya")).toBe("Account priya");
  });

  it("drops an export's search words", () => {
    expect(JSON.parse(detailWithoutSearch('{"format":"csv","q":"ravi@example.in"}'))).toEqual({
      format: "csv",
      search: true,
    });
    expect(detailWithoutSearch('{"format":"csv"}')).toBe('{"format":"csv"}');
    expect(detailWithoutSearch("not json")).toBe("not json");
  });
});
