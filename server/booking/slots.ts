import { addDays, dayToUtc, todayInAdminZone } from "#contracts/calendar.ts";
import { type Availability, BOOKING_TIME_ZONE, type Slot, type SlotDay } from "#contracts/booking/booking.ts";
import { minutesOf } from "#contracts/booking/booking-schemas.ts";
import { zonedMidnight } from "#server/platform/calendar.ts";

// Which times can be booked. Pure: the routes pass the staff, their busy times and the clock.
// A staff member's times start at their day's opening and follow each other every call plus
// buffer, so two of their own times never overlap and the database's unique (staff, start)
// among active bookings is enough to stop one time being booked twice.

const MINUTE = 60_000;

export interface StaffHours {
  id: number;
  name: string;
  /** Where the member's invitations go: their username when it is an address, else the team's inbox. */
  email: string | null;
  availability: Availability;
}

export interface Busy {
  staffId: number;
  start: number;
  end: number;
}

export interface SlotQuery {
  now: Date;
  fromDay: string;
  days: number;
  staff: readonly StaffHours[];
  busy: readonly Busy[];
}

/** A time one staff member can take: the free times of a day are the union over staff. */
export interface StaffSlot extends Slot {
  staffId: number;
}

/** UTC instant of a New Delhi day's midnight. */
function dayStart(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return zonedMidnight({ year, month, day: date }, BOOKING_TIME_ZONE).getTime();
}

/** Every time a staff member's hours offer on a day, taken or not. */
export function staffTimes(member: StaffHours, day: string): { start: number; end: number }[] {
  const hours = member.availability;
  if (!hours.takesCalls) return [];
  const utc = dayToUtc(day);
  if (utc === null) return [];
  const weekday = hours.weekly[new Date(utc).getUTCDay()];
  if (!weekday?.open) return [];
  const midnight = dayStart(day);
  const open = midnight + minutesOf(weekday.from) * MINUTE;
  const close = midnight + minutesOf(weekday.to) * MINUTE;
  const length = hours.callMinutes * MINUTE;
  const step = (hours.callMinutes + hours.bufferMinutes) * MINUTE;
  const times = [];
  for (let start = open; start + length <= close; start += step) times.push({ start, end: start + length });
  return times;
}

/** Free when far enough ahead and clear of the member's other calls by the buffer. */
function isFree(member: StaffHours, time: { start: number; end: number }, now: number, busy: readonly Busy[]) {
  const hours = member.availability;
  if (time.start < now + hours.noticeMinutes * MINUTE) return false;
  const buffer = hours.bufferMinutes * MINUTE;
  return !busy.some(
    (call) => call.staffId === member.id && call.start < time.end + buffer && call.end + buffer > time.start,
  );
}

/** One day's free times (each with the first staff member free then) and its state. */
function slotDay(query: SlotQuery, day: string, today: string): { day: SlotDay; staffSlots: StaffSlot[] } {
  const now = query.now.getTime();
  const byStart = new Map<number, StaffSlot>();
  let offered = false;
  let ahead = false;
  for (const member of query.staff) {
    for (const time of staffTimes(member, day)) {
      offered = true;
      if (time.start >= now + member.availability.noticeMinutes * MINUTE) ahead = true;
      if (byStart.has(time.start) || !isFree(member, time, now, query.busy)) continue;
      byStart.set(time.start, {
        start: new Date(time.start).toISOString(),
        end: new Date(time.end).toISOString(),
        staffId: member.id,
      });
    }
  }
  const staffSlots = [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
  const state = day < today || (offered && !ahead) ? "past" : !offered ? "closed" : staffSlots.length ? "open" : "full";
  return { day: { day, state, slots: staffSlots.map(({ start, end }) => ({ start, end })) }, staffSlots };
}

/** The days from `fromDay` with their state and free times. */
export function slotDays(query: SlotQuery): SlotDay[] {
  const today = todayInAdminZone(query.now);
  return Array.from({ length: query.days }, (_, index) => slotDay(query, addDays(query.fromDay, index), today).day);
}

/** The staff free at exactly `start` (ISO), in the order of the staff list. */
export function staffFreeAt(query: Omit<SlotQuery, "fromDay" | "days">, start: string): StaffSlot[] {
  const at = Date.parse(start);
  const now = query.now.getTime();
  const free: StaffSlot[] = [];
  for (const member of query.staff) {
    // Hours end by midnight, so a time belongs to the New Delhi day it starts on.
    for (const time of staffTimes(member, todayInAdminZone(new Date(at)))) {
      if (time.start === at && isFree(member, time, now, query.busy)) {
        free.push({
          start: new Date(time.start).toISOString(),
          end: new Date(time.end).toISOString(),
          staffId: member.id,
        });
      }
    }
  }
  return free;
}

/** The first `count` free times from now, over the days given. */
export function nextFreeSlots(query: SlotQuery, count: number): Slot[] {
  return slotDays(query)
    .flatMap((day) => day.slots)
    .filter((slot) => Date.parse(slot.start) > query.now.getTime())
    .slice(0, count);
}
