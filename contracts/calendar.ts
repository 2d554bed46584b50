/**
 * Time zone of every admin date: the counters' windows (today, this week, this month) start
 * at midnight in New Delhi, where the agency works, whatever zone the server runs in.
 * Asia/Kolkata has no daylight saving time (UTC+05:30 all year).
 */
export const ADMIN_TIME_ZONE = "Asia/Kolkata";

// Calendar days (YYYY-MM-DD) in the admin time zone, shared by the admin's Sources report and
// the server's range checks. Day arithmetic runs on UTC midnights, so it never meets a
// daylight-saving jump, and only "today" depends on the time zone.

/** A range of calendar days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const zoneDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: ADMIN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** UTC midnight of a day, or null when the text is not a real calendar day. */
export function dayToUtc(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const check = new Date(time);
  // Date.UTC maps years 0-99 to 1900-1999: set the year again so "0002-11-24" stays year 2.
  check.setUTCFullYear(year);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return check.getTime();
}

function utcToDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  return dayToUtc(day) !== null;
}

/** Today's date in the admin time zone (New Delhi), whatever zone the browser is in. */
export function todayInAdminZone(now: Date = new Date()): string {
  const parts = Object.fromEntries(zoneDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` calendar days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const time = dayToUtc(day);
  if (time === null) throw new RangeError(`Not a day: ${day}`);
  return utcToDay(time + days * DAY_MS);
}

/** How many days a range covers, both ends included (0 when `to` is before `from`). */
export function daysInRange({ from, to }: DayRange): number {
  const start = dayToUtc(from);
  const end = dayToUtc(to);
  if (start === null || end === null || end < start) return 0;
  return Math.round((end - start) / DAY_MS) + 1;
}

/** Every day of a range, oldest first. */
export function eachDay(range: DayRange): string[] {
  const count = daysInRange(range);
  return Array.from({ length: count }, (_, index) => addDays(range.from, index));
}
