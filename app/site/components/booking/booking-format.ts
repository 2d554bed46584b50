import { BOOKING_TIME_ZONE, type SlotDayState } from "#contracts/booking/booking.ts";

// How the booking pages write days and times: the visitor's own zone beside New Delhi's. Pure.

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(timeZone: string) {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", { timeZone, hour: "numeric", minute: "2-digit" });
    timeFormats.set(timeZone, format);
  }
  return format;
}

/** "10:00 am" in a zone. */
function timeIn(iso: string, timeZone: string): string {
  return timeFormat(timeZone).format(new Date(iso));
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** "Mon, 23 Nov" for a YYYY-MM-DD day. */
export function dayLabel(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

const longFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
  });

/** "Monday, 23 November, 9:00 am". */
export function whenIn(iso: string, timeZone: string): string {
  return longFormat(timeZone).format(new Date(iso));
}

/** The browser's zone; New Delhi's when the browser does not say. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BOOKING_TIME_ZONE;
  } catch {
    return BOOKING_TIME_ZONE;
  }
}

/** True when the two zones show the same clock time at that instant (no need to say it twice). */
export function sameClock(iso: string, zone: string): boolean {
  return timeIn(iso, zone) === timeIn(iso, BOOKING_TIME_ZONE) && whenIn(iso, zone) === whenIn(iso, BOOKING_TIME_ZONE);
}

/** "Europe/London" → "London": the zone as people say it. */
export function zoneName(timeZone: string): string {
  if (timeZone === BOOKING_TIME_ZONE) return "New Delhi";
  return (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
}

/** A time as the list shows it: "2:30 pm your time (London) · 9:00 am New Delhi", or just New Delhi's. */
export function slotLabel(iso: string, zone: string): string {
  const delhi = `${timeIn(iso, BOOKING_TIME_ZONE)} New Delhi`;
  return sameClock(iso, zone) ? delhi : `${timeIn(iso, zone)} your time (${zoneName(zone)}) · ${delhi}`;
}

export const DAY_STATE_LABELS: Record<SlotDayState, string> = {
  past: "Past",
  closed: "Closed",
  full: "Fully booked",
  open: "Free times",
};
