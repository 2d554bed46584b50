/**
 * Time zone of every admin date: the counters' windows (today, this week, this month) start
 * at midnight in New Delhi, where the agency works, whatever zone the server runs in.
 * Asia/Kolkata has no daylight saving time (UTC+05:30 all year).
 */
import { clockMinutes, OFFICE_HOURS } from "./office-hours.ts";

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

// Business time: how long a lead waited while the office was open (the contact page's office
// hours, New Delhi). The clock stops in the evening, at night, and on Sunday. Asia/Kolkata is
// UTC+05:30 all year, so local days are fixed 24-hour spans and need no time-zone database.

/** Office hours per weekday (0 Sunday … 6 Saturday) in minutes after local midnight; null: closed. */
const OFFICE_MINUTES = OFFICE_HOURS.map((day) => day && { open: clockMinutes(day.from), close: clockMinutes(day.to) });

const ZONE_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Far enough for any lead the desk keeps; bounds the loops for absurd inputs. */
const MAX_SCAN_DAYS = 3 * 366;

/** The UTC instant of local midnight of the local day that contains `time`. */
function localMidnight(time: number): number {
  return Math.floor((time + ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - ZONE_OFFSET_MS;
}

/** The office's open span on the local day that starts at `midnight`, or null on a closed day. */
function openSpan(midnight: number): { start: number; end: number } | null {
  const hours = OFFICE_MINUTES[new Date(midnight + ZONE_OFFSET_MS).getUTCDay()];
  return hours ? { start: midnight + hours.open * MINUTE_MS, end: midnight + hours.close * MINUTE_MS } : null;
}

/** Office time (ms) between two instants; 0 when `end` is not after `start`. */
export function businessMsBetween(start: number, end: number): number {
  let total = 0;
  let midnight = localMidnight(start);
  for (let days = 0; midnight < end && days <= MAX_SCAN_DAYS; days++, midnight += DAY_MS) {
    const span = openSpan(midnight);
    if (span) total += Math.max(0, Math.min(end, span.end) - Math.max(start, span.start));
  }
  return total;
}

/** The first instant at which `ms` of office time has passed since `start` (a lead's reply is due). */
export function addBusinessMs(start: number, ms: number): number {
  let left = ms;
  let midnight = localMidnight(start);
  for (let days = 0; days <= MAX_SCAN_DAYS; days++, midnight += DAY_MS) {
    const span = openSpan(midnight);
    if (!span || span.end <= start) continue;
    const from = Math.max(start, span.start);
    if (left <= span.end - from) return from + left;
    left -= span.end - from;
  }
  return midnight;
}

/**
 * The last instant from which `ms` of office time has passed by `end`: a lead that arrived
 * at or before it has waited at least `ms` (the overdue counter's cut-off).
 */
export function subtractBusinessMs(end: number, ms: number): number {
  let left = ms;
  let midnight = localMidnight(end);
  for (let days = 0; days <= MAX_SCAN_DAYS; days++, midnight -= DAY_MS) {
    const span = openSpan(midnight);
    if (!span || span.start >= end) continue;
    const to = Math.min(end, span.end);
    if (left <= to - span.start) return to - left;
    left -= to - span.start;
  }
  return midnight;
}

/** The Monday (YYYY-MM-DD, local) of the week a day belongs to: weekly reports start on Monday. */
export function weekOf(day: string): string {
  const time = dayToUtc(day);
  if (time === null) throw new RangeError(`Not a day: ${day}`);
  const weekday = new Date(time).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
