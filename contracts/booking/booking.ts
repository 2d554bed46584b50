import { ADMIN_TIME_ZONE } from "../calendar.ts";
import { OFFICE_HOURS } from "../office-hours.ts";

// Booking a call (/book): the paths, the answers and the texts the page and the server share.
// Pure (no zod), so the page imports it up front.
//
//   GET  /api/booking/slots?from=YYYY-MM-DD  → SlotsAnswer (BOOKING_WINDOW_DAYS days from `from`)
//   POST /api/bookings          { start, fullName, contactNumber, email, marketingConsent?, context?, homepage }
//                               → 201 BookingCreated | 400 { error, fields } | 409 SlotTaken | 429
//   GET  /api/bookings/manage?token=…        → BookingView (the link in the mails; no account needed)
//   POST /api/bookings/cancel   { token }    → BookingView
//   POST /api/bookings/reschedule { token, start } → BookingView | 409 SlotTaken
//   GET  /api/admin/booking/availability     → StaffAvailability[] (a staff member: their own; an owner: everyone)
//   PUT  /api/admin/booking/availability/:id Availability → StaffAvailability
//   GET  /api/admin/booking/calls            → UpcomingCall[] (the calendar of upcoming calls)

export const BOOK_PAGE = "/book";
/** Pages the booking's links open: unlisted (noindex), the token in the query. */
export const BOOK_PAGES = {
  confirmed: "/book/confirmed",
  reschedule: "/book/reschedule",
  cancel: "/book/cancel",
} as const;

export const BOOKING_SLOTS_PATH = "/api/booking/slots";
export const BOOKINGS_PATH = "/api/bookings";
export const BOOKING_MANAGE_PATH = "/api/bookings/manage";
export const BOOKING_CANCEL_PATH = "/api/bookings/cancel";
export const BOOKING_RESCHEDULE_PATH = "/api/bookings/reschedule";
/** Under ADMIN_API_PREFIX (contracts/auth/session.ts), spelt out so the pages need no zod. */
export const BOOKING_AVAILABILITY_API_PATH = "/api/admin/booking/availability";
export const BOOKING_CALLS_API_PATH = "/api/admin/booking/calls";

/** Where the agency works: availability is set, and every call is also shown, in New Delhi time. */
export const BOOKING_TIME_ZONE = ADMIN_TIME_ZONE;
/** Days the page offers, today included. */
export const BOOKING_WINDOW_DAYS = 14;
/** Free times the 409 answer offers instead of the one just taken. */
export const NEXT_SLOTS_OFFERED = 3;

/** A day as the page shows it: before now, no hours that day, every time taken, or times to pick. */
export type SlotDayState = "past" | "closed" | "full" | "open";

export interface Slot {
  /** ISO-8601 UTC. */
  start: string;
  end: string;
}

export interface SlotDay {
  /** YYYY-MM-DD in New Delhi. */
  day: string;
  state: SlotDayState;
  slots: Slot[];
}

export interface SlotsAnswer {
  timeZone: string;
  days: SlotDay[];
}

export interface BookingCreated {
  /** The signed token of the booking's links (reschedule, cancel, confirmation page). */
  token: string;
  start: string;
  end: string;
  staffName: string;
}

export type BookingStatus = "active" | "cancelled" | "rescheduled";

export interface BookingView {
  status: BookingStatus;
  start: string;
  end: string;
  staffName: string;
  name: string;
}

/** The answer when another visitor booked the time first, with the next free times to pick instead. */
export interface SlotTaken {
  error: string;
  nextSlots: Slot[];
}

export const MSG_SLOT_TAKEN =
  "That time was just taken by someone else. Please pick another time: the next free ones are below.";
export const MSG_SLOT_UNKNOWN = "That time is not free to book. Please pick one of the times shown.";
export const MSG_LINK_REFUSED = "This link does not work. Please use the link in your latest e-mail from us.";
export const MSG_BOOKING_CLOSED = "This call was cancelled, so it can no longer be changed.";

/** A staff member's bookable hours, as the admin sets them (checked by availabilitySchema). */
export interface Availability {
  takesCalls: boolean;
  callMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  /** Sunday first (index 0), as Date.getUTCDay counts; times "HH:MM" in New Delhi. */
  weekly: DayHours[];
}

interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

export interface StaffAvailability {
  staffId: number;
  staffName: string;
  availability: Availability;
}

export interface UpcomingCall {
  id: number;
  submissionId: number;
  staffId: number;
  staffName: string;
  start: string;
  end: string;
  name: string;
}

/** A booking lead's data (the desk and exports show these): the person's fields and the call's. */
export const BOOKING_LEAD_FIELDS = [
  "fullName",
  "contactNumber",
  "contactNumberE164",
  "email",
  "callStart",
  "callWith",
] as const;

export const CALL_LENGTHS = [15, 20, 30, 45, 60] as const;
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The office hours (contracts/office-hours.ts): every staff member's hours until they set their own. */
export const DEFAULT_AVAILABILITY: Availability = {
  takesCalls: true,
  callMinutes: 30,
  bufferMinutes: 10,
  noticeMinutes: 120,
  // A closed day keeps a weekday's hours, ready for when it is opened.
  weekly: OFFICE_HOURS.map((day) => (day ? { open: true, ...day } : { open: false, from: "09:00", to: "18:00" })),
};
