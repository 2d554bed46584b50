import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY } from "#contracts/booking/booking.ts";
import { AvailabilityForm } from "./availability-form.tsx";

function render() {
  const weekly = DEFAULT_AVAILABILITY.weekly.map((day, index) =>
    index === 1 ? { open: true, from: "08:30", to: "17:15" } : index === 0 ? { ...day, open: false } : day,
  );
  const member = { staffId: 1, staffName: "Asha", availability: { ...DEFAULT_AVAILABILITY, weekly } };
  return load(renderToStaticMarkup(<AvailabilityForm member={member} onSignedOut={() => false} />));
}

describe("availability form: each day's hours", () => {
  it("names each time input after its day and edge and shows that day's hours", () => {
    const $ = render();
    expect($('input[aria-label="Monday from"]').attr("value")).toBe("08:30");
    expect($('input[aria-label="Monday to"]').attr("value")).toBe("17:15");
    expect($('input[type="time"]')).toHaveLength(14);
  });

  it("disables a closed day's from and to", () => {
    const $ = render();
    expect($('input[aria-label="Sunday from"]').is("[disabled]")).toBe(true);
    expect($('input[aria-label="Sunday to"]').is("[disabled]")).toBe(true);
    expect($('input[aria-label="Monday from"]').is("[disabled]")).toBe(false);
  });
});
