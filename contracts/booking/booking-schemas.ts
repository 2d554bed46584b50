import { z } from "zod";
import { personFields, withE164 } from "../leads/forms.ts";
import { clockMinutes } from "../office-hours.ts";
import { CALL_LENGTHS } from "./booking.ts";

// The booking's checks, shared by the page and the server.

const MSG_TIME = "Please pick a time from the list.";

/** An instant as ISO-8601 UTC, whole minutes (what the slots list gives). */
const slotStart = z
  .string({ error: MSG_TIME })
  .max(40, MSG_TIME)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(\.000)?Z$/.test(value) && !Number.isNaN(Date.parse(value)),
    MSG_TIME,
  )
  .transform((value) => new Date(value).toISOString());

/** The visitor's part: the time picked, and name, phone and e-mail checked as on every lead form. */
export const bookingFormSchema = z
  .object({
    start: slotStart,
    fullName: personFields.fullName,
    contactNumber: personFields.contactNumber,
    email: personFields.email,
    marketingConsent: personFields.marketingConsent,
  })
  .transform(withE164);

export const slotsQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "from must be a day, YYYY-MM-DD.")
    .optional(),
});

export const bookingTokenSchema = z.object({ token: z.string().min(1).max(2048) });
export const rescheduleSchema = bookingTokenSchema.extend({ start: slotStart });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "09:30" → 570. */
export const minutesOf = clockMinutes;

const dayHours = z
  .object({
    open: z.boolean(),
    from: z.string().regex(TIME, "Times are HH:MM, 24-hour."),
    to: z.string().regex(TIME, "Times are HH:MM, 24-hour."),
  })
  .refine((day) => !day.open || minutesOf(day.from) < minutesOf(day.to), {
    message: "A day's hours must end after they start.",
  });

/** A staff member's bookable hours, as the admin saves them. */
export const availabilitySchema = z.object({
  takesCalls: z.boolean(),
  callMinutes: z.union(
    CALL_LENGTHS.map((length) => z.literal(length)),
    { error: "Please pick a call length from the list." },
  ),
  bufferMinutes: z.number().int().min(0, "The buffer is 0 to 60 minutes.").max(60, "The buffer is 0 to 60 minutes."),
  noticeMinutes: z
    .number()
    .int()
    .min(0, "The notice is 0 to 7 days.")
    .max(7 * 24 * 60, "The notice is 0 to 7 days."),
  weekly: z.array(dayHours).length(7, "Give hours for each day of the week."),
});
