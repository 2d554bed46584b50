import { describe, expect, it } from "vitest";
import { isHttpUrl } from "#contracts/site/web-address.ts";
import { SUBMISSION_TYPES } from "#contracts/leads/form-constants.ts";
import { earlierRequestsText, fieldLabel, followUpState, formatDateTime, orderedFields, typeLabel } from "./format.ts";

describe("dashboard formatting", () => {
  it("shows dates in New Delhi time", () => {
    expect(formatDateTime("2026-11-22T10:00:00.000Z")).toMatch(/22 Nov 2026.*3:30\s?pm/i);
  });

  it("orders known fields first and keeps unknown ones", () => {
    const fields = orderedFields({ message: "Hi", extraThing: "x", fullName: "Asha", website: "", platforms: [] });
    expect(fields.map(([key]) => key)).toEqual(["fullName", "message", "extraThing"]);
    expect(fieldLabel("extraThing")).toBe("Extra thing");
    expect(fieldLabel("websiteUrl")).toBe("Website URL");
  });

  it("shows where a tool's offer brought the visitor from, right after the goals", () => {
    const fields = orderedFields({ toolContext: "the Word Counter", goals: "More leads", fullName: "Asha" });
    expect(fields.map(([key]) => key)).toEqual(["fullName", "goals", "toolContext"]);
    expect(fieldLabel("toolContext")).toBe("Came from");
  });

  it("names every submission type, audit requests included", () => {
    for (const type of SUBMISSION_TYPES) expect(typeLabel(type)).toMatch(/^[A-Z]/);
    expect(typeLabel("audit")).toBe("Audit");
  });

  it("shows an audit request's report summary with labels, zero counts included", () => {
    const fields = orderedFields({
      criticalIssues: ["Page title"],
      auditScore: 62,
      fullName: "Kavya",
      auditedUrl: "https://shop.example.in/",
      warningIssues: [],
      criticalCount: 1,
      warningCount: 0,
      passedCount: 31,
      email: "kavya@example.in",
    });
    expect(fields.map(([key]) => fieldLabel(key))).toEqual([
      "Full name",
      "Email",
      "Audited URL",
      "Audit score",
      "Critical count",
      "Warning count",
      "Passed count",
      "Critical issues",
    ]);
  });

  it.each([
    ["https://example.com/a", true],
    ["http://example.com", true],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["example.com", false],
    [42, false],
  ])("makes only http(s) links clickable: %s", (value, clickable) => {
    expect(isHttpUrl(value)).toBe(clickable);
  });
});

describe("lead facts", () => {
  it("counts the person's earlier requests", () => {
    expect(earlierRequestsText(0)).toBeNull();
    expect(earlierRequestsText(1)).toBe("1 earlier request");
    expect(earlierRequestsText(2)).toBe("2 earlier requests");
  });

  it("tells an overdue follow-up from today's and a later one", () => {
    expect(followUpState("2026-11-23", "2026-11-24")).toBe("overdue");
    expect(followUpState("2026-11-24", "2026-11-24")).toBe("today");
    expect(followUpState("2026-12-01", "2026-11-24")).toBe("later");
  });
});
