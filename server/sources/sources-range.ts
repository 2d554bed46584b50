import { ADMIN_TIME_ZONE } from "#contracts/calendar.ts";
import { SOURCES_DEFAULT_DAYS, SOURCES_MAX_DAYS } from "#contracts/sources/sources-report.ts";
import type { SourcesRange } from "#server/sources/lead-sources-repository.ts";
import { localDateString } from "../platform/calendar.ts";

const DAY_MS = 86_400_000;

/** 2026-11-24 → its parts; null when it is no calendar date (2026-02-30). */
function parseDay(text: string): { year: number; month: number; day: number } | null {
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The day `days` calendar days after `text` (before, when negative). */
function addDays(text: string, days: number): string {
  const parts = parseDay(text)!;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Sources report's range from its query: both days included, in the admin time zone.
 * Defaults to the last 30 days (today included); a missing end is today, a missing start
 * 29 days before the end. Returns a message for a range that cannot be answered.
 */
export function sourcesRange(
  query: { from?: string; to?: string },
  now: Date,
  timeZone = ADMIN_TIME_ZONE,
): SourcesRange | { error: string } {
  const toDay = query.to ?? localDateString(now, timeZone);
  const fromDay = query.from ?? addDays(toDay, -(SOURCES_DEFAULT_DAYS - 1));
  const from = parseDay(fromDay);
  const to = parseDay(toDay);
  if (!from || !to) return { error: "Please choose real calendar dates." };
  if (fromDay > toDay) return { error: "The start date must not be after the end date." };
  const until = addDays(toDay, 1);
  const days = Math.round((Date.parse(until) - Date.parse(fromDay)) / DAY_MS);
  if (days > SOURCES_MAX_DAYS) return { error: `Please choose at most ${SOURCES_MAX_DAYS} days.` };
  return { fromDay, toDay };
}
