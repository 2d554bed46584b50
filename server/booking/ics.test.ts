import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvitation, escapeText, foldLine } from "./ics.ts";

// The invitation as RFC 5545 wants it: CRLF lines of at most 75 octets, UTC times, and a
// calendar a real parser (ical.js) reads back with the same times and people.

const invitation = {
  method: "REQUEST" as const,
  uid: "abc@crestline-booking",
  sequence: 1,
  start: new Date("2026-11-23T03:30:00.000Z"),
  end: new Date("2026-11-23T04:00:00.000Z"),
  stamp: new Date("2026-11-22T10:00:00.000Z"),
  summary: "Call: Meera Iyer, Asha Verma; a long summary with commas, semicolons; and more",
  description: `Line one\nहिन्दी पाठ ${"x".repeat(120)}`,
  organizer: { name: "Crestline Digital", email: "team@crestline.example" },
  attendees: [
    { name: 'Meera "M" Iyer', email: "meera@example.in" },
    { name: "Asha Verma", email: "asha@crestline.example" },
  ],
};

describe("the .ics invitation", () => {
  it("ends every line with CRLF and folds at 75 octets without splitting a character", () => {
    const text = buildInvitation(invitation);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(
      foldLine("é".repeat(50))
        .split("\r\n ")
        .every((part) => !part.includes("\uFFFD")),
    ).toBe(true);
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("parses back with ical.js: method, UID, times in UTC, organizer and attendees", () => {
    const calendar = new ICAL.Component(ICAL.parse(buildInvitation(invitation)));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe("abc@crestline-booking");
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-23T03:30:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-23T04:00:00.000Z");
    expect(event.summary).toBe(invitation.summary);
    expect(event.description).toBe(invitation.description);
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:team@crestline.example");
    expect(vevent.getAllProperties("attendee").map((property) => property.getFirstValue())).toEqual([
      "mailto:meera@example.in",
      "mailto:asha@crestline.example",
    ]);
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-22T10:00:00Z");
  });

  it("a cancellation says so", () => {
    const calendar = new ICAL.Component(ICAL.parse(buildInvitation({ ...invitation, method: "CANCEL" })));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
