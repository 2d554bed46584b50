import { describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY } from "#contracts/booking/booking.ts";
import { businessMsBetween } from "#contracts/calendar.ts";
import { OFFICE_HOURS_TEXT, officeHoursRows } from "#contracts/office-hours.ts";
import { contact } from "#app/site/content/contact.ts";
import { quote } from "#app/site/content/quote.ts";

// The office hours are written once (contracts/office-hours.ts); every place that shows or
// uses them says the same, and the contact page keeps the spec's words.
describe("office hours", () => {
  it("are the spec's words on the contact page and in the instant reply", () => {
    expect(contact.officeHours.rows).toEqual([
      { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
      { days: "Saturday", hours: "10:00 AM-4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(OFFICE_HOURS_TEXT).toBe(
      "Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM, India time (closed on Sunday)",
    );
  });

  it("are the hours the phone card and the quote page's phone panel give (the spec's words)", () => {
    const [weekdays, saturday] = officeHoursRows();
    const hours = `${weekdays!.days} ${weekdays!.hours}`;
    const saturdays = `${saturday!.days} ${saturday!.hours}`;
    expect(contact.infoCards.find((card) => card.kind === "phone")?.note).toBe(`${hours}, ${saturdays}.`);
    expect(quote.phonePanel.text).toBe(`Call us ${hours} or ${saturdays} and speak to a strategist directly.`);
  });

  it("are every staff member's bookable hours until they set their own", () => {
    const weekday = { open: true, from: "09:00", to: "18:00" };
    expect(DEFAULT_AVAILABILITY.weekly).toEqual([
      { open: false, from: "09:00", to: "18:00" },
      weekday,
      weekday,
      weekday,
      weekday,
      weekday,
      { open: true, from: "10:00", to: "16:00" },
    ]);
  });

  it("are the clock of first responses", () => {
    const hour = 60 * 60 * 1000;
    // Monday 23 Nov 2026 from midnight to midnight India time (UTC+05:30): nine office hours.
    const monday = Date.parse("2026-11-22T18:30:00Z");
    expect(businessMsBetween(monday, monday + 24 * hour)).toBe(9 * hour);
    // Saturday 28 Nov: six; Sunday 29 Nov: none.
    expect(businessMsBetween(monday + 5 * 24 * hour, monday + 6 * 24 * hour)).toBe(6 * hour);
    expect(businessMsBetween(monday + 6 * 24 * hour, monday + 7 * 24 * hour)).toBe(0);
  });
});
