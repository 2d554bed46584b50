import { ADMIN_TIME_ZONE } from "#contracts/calendar.ts";
import { SOURCES_MAX_DAYS } from "#contracts/sources/sources-report.ts";

// The Sources report's date range: calendar days (YYYY-MM-DD) in the admin time zone, both
// ends included, as GET /api/admin/sources takes them (contracts/sources/sources-report.ts). Pure
// (tested in sources-range.test.ts): day arithmetic runs on UTC midnights, so it never meets
// a daylight-saving jump, and only "today" depends on the time zone.

export interface DayRange {
  from: string;
  to: string;
}

/** The quick ranges beside the date inputs, in days, today included. */
export const PRESET_DAYS = [7, 30, 90] as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const zoneDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: ADMIN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** UTC midnight of a day, or null when the text is not a real calendar day. */
function dayToUtc(day: string): number | null {
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

export function addDays(day: string, days: number): string {
  const time = dayToUtc(day);
  if (time === null) throw new RangeError(`Not a day: ${day}`);
  return utcToDay(time + days * DAY_MS);
}

/** The last `days` days, today (in the admin time zone) included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = todayInAdminZone(now);
  return { from: addDays(to, -(days - 1)), to };
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

/** Why a range cannot be asked for, and which input to fix; null when it can be. */
export function rangeError({ from, to }: DayRange): { field: keyof DayRange; message: string } | null {
  if (!isDay(from)) return { field: "from", message: "Enter a From date." };
  if (!isDay(to)) return { field: "to", message: "Enter a To date." };
  if (to < from) return { field: "to", message: "To must be on or after From." };
  if (daysInRange({ from, to }) > SOURCES_MAX_DAYS) {
    return { field: "from", message: `Choose at most ${SOURCES_MAX_DAYS} days.` };
  }
  return null;
}

/** The preset a range is (the last 7, 30 or 90 days up to today), or null. */
export function presetOf(range: DayRange, today: string): number | null {
  if (range.to !== today) return null;
  return PRESET_DAYS.find((days) => addDays(today, -(days - 1)) === range.from) ?? null;
}

const longDay = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
const shortDay = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });

/** "24 Nov 2026": a calendar day as written, never shifted by the browser's time zone. */
export function formatDay(day: string): string {
  const time = dayToUtc(day);
  return time === null ? day : longDay.format(time);
}

/** "24 Nov": a day in a chart's axis. */
export function formatShortDay(day: string): string {
  const time = dayToUtc(day);
  return time === null ? day : shortDay.format(time);
}

/** "26 Oct – 24 Nov 2026", "28 Dec 2026 – 3 Jan 2027", "24 Nov 2026". */
export function formatRange({ from, to }: DayRange): string {
  if (from === to) return formatDay(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? formatShortDay(from) : formatDay(from)} – ${formatDay(to)}`;
}
