import { BOOKING_TIME_ZONE, type UpcomingCall } from "#contracts/booking/booking.ts";

// The upcoming calls grouped by New Delhi day, soonest first: what the Calls view lists. Pure.

const dayKey = new Intl.DateTimeFormat("en-CA", {
  timeZone: BOOKING_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dayTitle = new Intl.DateTimeFormat("en-IN", {
  timeZone: BOOKING_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const time = new Intl.DateTimeFormat("en-IN", { timeZone: BOOKING_TIME_ZONE, hour: "numeric", minute: "2-digit" });

export interface CallDay {
  day: string;
  title: string;
  calls: (UpcomingCall & { from: string; to: string })[];
}

export function callDays(calls: readonly UpcomingCall[]): CallDay[] {
  const days = new Map<string, CallDay>();
  for (const call of [...calls].sort((a, b) => a.start.localeCompare(b.start))) {
    const start = new Date(call.start);
    const key = dayKey.format(start);
    const entry = days.get(key) ?? { day: key, title: dayTitle.format(start), calls: [] };
    entry.calls.push({ ...call, from: time.format(start), to: time.format(new Date(call.end)) });
    days.set(key, entry);
  }
  return [...days.values()];
}
