import { addDays, type DayRange, daysInRange, dayToUtc, isDay, todayInAdminZone } from "#contracts/calendar.ts";
import { SOURCES_MAX_DAYS } from "#contracts/sources/sources-report.ts";

// The Sources report's date range: calendar days (YYYY-MM-DD) in the admin time zone, both
// ends included, as GET /api/admin/sources takes them (contracts/sources/sources-report.ts). Pure
// (tested in sources-range.test.ts); the day arithmetic is contracts/calendar.ts's.

/** The quick ranges beside the date inputs, in days, today included. */
export const PRESET_DAYS = [7, 30, 90] as const;

/** The last `days` days, today (in the admin time zone) included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = todayInAdminZone(now);
  return { from: addDays(to, -(days - 1)), to };
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

/** The range of the Sources view's URL (?from=…&to=…) when it can be asked for, else null. */
export function rangeOfSearch(params: URLSearchParams): DayRange | null {
  const range = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  return rangeError(range) === null ? range : null;
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
