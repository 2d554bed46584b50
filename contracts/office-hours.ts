// The agency's office hours in New Delhi (Asia/Kolkata, India time), written once: the contact
// page's table, the instant reply's words, the office-time clock of first responses
// (contracts/calendar.ts) and every staff member's bookable hours until they set their own
// (contracts/booking/booking.ts) all come from this table. Pure (no zod): page bundles import it.

/** An open day's hours, "HH:MM" in India time. */
interface OfficeDay {
  from: string;
  to: string;
}

/** Per weekday, Sunday first (as Date.getDay()); null: closed. */
const WEEKDAY: OfficeDay = { from: "09:00", to: "18:00" };
export const OFFICE_HOURS: readonly (OfficeDay | null)[] = [
  null,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  WEEKDAY,
  { from: "10:00", to: "16:00" },
];

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SHORT_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** The week as the contact page reads it, Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The minutes of an office weekday (9:00 to 18:00: 540), the unit of "office days". */
export function weekdayMinutes(): number {
  return clockMinutes(WEEKDAY.to) - clockMinutes(WEEKDAY.from);
}

/** "09:30" → 570. */
export function clockMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/** "09:00" → "9:00 AM", "18:00" → "6:00 PM". */
export function clock12(clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${hours >= 12 ? "PM" : "AM"}`;
}

interface DayRun {
  days: number[];
  hours: OfficeDay | null;
}

/** Neighbouring days (Monday first) with the same hours, as the page groups them. */
function dayRuns(): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of WEEK_ORDER) {
    const hours = OFFICE_HOURS[day] ?? null;
    const previous = runs.at(-1);
    if (previous && previous.hours?.from === hours?.from && previous.hours?.to === hours?.to) previous.days.push(day);
    else runs.push({ days: [day], hours });
  }
  return runs;
}

/** The contact page's table: "Mon-Fri" · "9:00 AM-6:00 PM", "Saturday" · "10:00 AM-4:00 PM", "Sunday" · "Closed". */
export function officeHoursRows(): { days: string; hours: string }[] {
  return dayRuns().map(({ days, hours }) => ({
    days: days.length === 1 ? DAY_NAMES[days[0]!]! : `${SHORT_NAMES[days[0]!]}-${SHORT_NAMES[days.at(-1)!]}`,
    hours: hours ? `${clock12(hours.from)}-${clock12(hours.to)}` : "Closed",
  }));
}

/** The hours in a sentence, for mail: "Monday to Friday 9:00 AM to 6:00 PM, …, India time (closed on Sunday)". */
function officeHoursSentence(): string {
  const runs = dayRuns();
  const open = runs
    .filter((run) => run.hours)
    .map(({ days, hours }) => {
      const names = days.length === 1 ? DAY_NAMES[days[0]!] : `${DAY_NAMES[days[0]!]} to ${DAY_NAMES[days.at(-1)!]}`;
      return `${names} ${clock12(hours!.from)} to ${clock12(hours!.to)}`;
    });
  const closed = runs.filter((run) => !run.hours).flatMap((run) => run.days.map((day) => DAY_NAMES[day]));
  return `${open.join(", ")}, India time${closed.length ? ` (closed on ${closed.join(" and ")})` : ""}`;
}

export const OFFICE_HOURS_TEXT = officeHoursSentence();
