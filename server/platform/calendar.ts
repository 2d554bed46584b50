import { ADMIN_TIME_ZONE } from "#contracts/calendar.ts";

// The dashboard counters' windows, in the agency's time zone (contracts/auth/session.ts
// ADMIN_TIME_ZONE, Asia/Kolkata) whatever zone the server's machine is set to:
//   today      from local midnight today
//   this week  the last 7 days back from midnight today: from local midnight 7 days ago
//              (so the 7 whole days before today, plus today so far)
//   this month from local midnight on the 1st of the current month

interface DayParts {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in ms (Asia/Kolkata: +5 h 30 min). */
function offsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The UTC instant of local midnight at the start of the given local day (day may overflow). */
export function zonedMidnight({ year, month, day }: DayParts, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let instant = guess - offsetMs(guess, timeZone);
  // Where the offset changes around that midnight (daylight saving), check once more.
  const again = guess - offsetMs(instant, timeZone);
  if (again !== instant) instant = again;
  return new Date(instant);
}

function localDay(now: Date, timeZone = ADMIN_TIME_ZONE): DayParts {
  const { year, month, day } = zonedParts(now, timeZone);
  return { year, month, day };
}

/**
 * The last date string made per zone, by UTC minute: every zone's offset is a whole number
 * of minutes, so the local date cannot change within one. Every stored lead asks for its
 * day, and formatting it anew is a measurable share of a submission's CPU under load.
 */
const lastDateByZone = new Map<string, { minute: number; date: string }>();

/** `2026-11-22`: the local date (a lead's day in the daily counts, export file names). */
export function localDateString(now: Date, timeZone = ADMIN_TIME_ZONE): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDateByZone.get(timeZone);
  if (last?.minute === minute) return last.date;
  const { year, month, day } = localDay(now, timeZone);
  const date = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  lastDateByZone.set(timeZone, { minute, date });
  return date;
}

export interface StatsWindows {
  todayFrom: Date;
  weekFrom: Date;
  monthFrom: Date;
}

export function statsWindows(now: Date, timeZone = ADMIN_TIME_ZONE): StatsWindows {
  const today = localDay(now, timeZone);
  return {
    todayFrom: zonedMidnight(today, timeZone),
    weekFrom: zonedMidnight({ ...today, day: today.day - 7 }, timeZone),
    monthFrom: zonedMidnight({ ...today, day: 1 }, timeZone),
  };
}

/**
 * The UTC instant at which a local day (`2026-11-24`, a valid date) starts, `addDays` days
 * later: a day range's end is the start of the day after it.
 */
export function localDayStart(day: string, addDays = 0, timeZone = ADMIN_TIME_ZONE): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedMidnight({ year, month, day: date + addDays }, timeZone);
}
