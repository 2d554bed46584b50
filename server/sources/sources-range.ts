import { ADMIN_TIME_ZONE, addDays, daysInRange, isDay } from "#contracts/calendar.ts";
import { SOURCES_DEFAULT_DAYS, SOURCES_MAX_DAYS } from "#contracts/sources/sources-report.ts";
import type { SourcesRange } from "#server/sources/lead-sources-repository.ts";
import { localDateString } from "../platform/calendar.ts";

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
  if (!isDay(toDay)) return { error: "Please choose real calendar dates." };
  const fromDay = query.from ?? addDays(toDay, -(SOURCES_DEFAULT_DAYS - 1));
  if (!isDay(fromDay)) return { error: "Please choose real calendar dates." };
  if (fromDay > toDay) return { error: "The start date must not be after the end date." };
  if (daysInRange({ from: fromDay, to: toDay }) > SOURCES_MAX_DAYS)
    return { error: `Please choose at most ${SOURCES_MAX_DAYS} days.` };
  return { fromDay, toDay };
}
