import { describe, expect, it } from "vitest";
import { OFFICE_HOURS_TEXT } from "#contracts/leads/reply-templates.ts";
import { contact } from "#app/site/content/contact.ts";

// The instant reply quotes the office hours in words; they must be the contact page's.
describe("office hours in the instant reply", () => {
  it("are the contact page's", () => {
    expect(contact.officeHours.rows).toEqual([
      { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
      { days: "Saturday", hours: "10:00 AM-4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(OFFICE_HOURS_TEXT).toBe(
      "Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM, India time (closed on Sunday)",
    );
  });
});
