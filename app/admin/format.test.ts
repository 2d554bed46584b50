import { describe, expect, it } from "vitest";
import { isHttpUrl } from "#contracts/admin.ts";
import { fieldLabel, formatDateTime, orderedFields } from "./format.ts";

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

  it("makes only http(s) links clickable", () => {
    expect(isHttpUrl("https://example.com/a")).toBe(true);
    expect(isHttpUrl("http://example.com")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("data:text/html,x")).toBe(false);
    expect(isHttpUrl("example.com")).toBe(false);
    expect(isHttpUrl(42)).toBe(false);
  });
});
