import { BOOK_PAGES, BOOKING_TIME_ZONE } from "#contracts/booking/booking.ts";
import { type MailMessage, oneLine } from "#server/platform/mail.ts";
import { buildInvitation, type CalendarPerson } from "./ics.ts";
import type { StoredBooking } from "./bookings-repository.ts";

// The mails of a booking: the visitor's and the staff member's, each with the same .ics
// (an invitation, a moved invitation or a cancellation) and the links that change the call.

export type BookingMailKind = "booked" | "rescheduled" | "cancelled";

export interface BookingMailInput {
  kind: BookingMailKind;
  booking: Pick<
    StoredBooking,
    "uid" | "sequence" | "start" | "end" | "staffName" | "name" | "email" | "phone" | "submissionId"
  >;
  staffEmail: string;
  from: string;
  publicUrl: string;
  token: string;
  now: Date;
}

const delhiTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: BOOKING_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Mon, 30 Nov 2026, 10:00 am (New Delhi)". */
function delhiWhen(iso: string): string {
  return `${delhiTime.format(new Date(iso))} (New Delhi)`;
}

const SUBJECTS: Record<BookingMailKind, string> = {
  booked: "Your call with Crestline Digital",
  rescheduled: "Your call with Crestline Digital has moved",
  cancelled: "Your call with Crestline Digital is cancelled",
};

/** The two mails, the visitor's and the staff member's; each carries the invitation. */
export function bookingMails(input: BookingMailInput): { visitor: MailMessage; staff: MailMessage } {
  const { booking, publicUrl, token } = input;
  const link = (page: string) => `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
  const when = delhiWhen(booking.start);
  const name = oneLine(booking.name, 100);
  const organizer: CalendarPerson = { name: "Crestline Digital", email: input.from };
  const visitor: CalendarPerson = { name, email: booking.email };
  const staff: CalendarPerson = { name: booking.staffName, email: input.staffEmail };
  const ics = buildInvitation({
    method: input.kind === "cancelled" ? "CANCEL" : "REQUEST",
    uid: booking.uid,
    sequence: booking.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    stamp: input.now,
    summary: `Call: ${name} and ${booking.staffName} (Crestline Digital)`,
    description: `A call with Crestline Digital. We call you on ${booking.phone}.\nChange the time: ${link(BOOK_PAGES.reschedule)}\nCancel: ${link(BOOK_PAGES.cancel)}`,
    organizer,
    attendees: [visitor, staff],
  });
  const method = input.kind === "cancelled" ? "CANCEL" : "REQUEST";
  const attachments = [
    {
      filename: input.kind === "cancelled" ? "cancel.ics" : "invite.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: ics,
    },
  ];
  const changeLines =
    input.kind === "cancelled"
      ? ["To book another time:", `${publicUrl}/book`]
      : ["Need another time?", link(BOOK_PAGES.reschedule), "", "Cannot make it?", link(BOOK_PAGES.cancel)];
  const visitorMail: MailMessage = {
    from: input.from,
    to: booking.email,
    subject: `${SUBJECTS[input.kind]}: ${when}`,
    text: [
      `Hello ${name},`,
      "",
      input.kind === "cancelled"
        ? `Your call with ${booking.staffName} on ${when} is cancelled.`
        : `Your call with ${booking.staffName} is booked for ${when}. We will call you on ${oneLine(booking.phone, 40)}.`,
      "The invitation for your calendar is attached.",
      "",
      ...changeLines,
      "",
      "Crestline Digital",
    ].join("\n"),
    attachments,
  };
  const staffMail: MailMessage = {
    from: input.from,
    to: input.staffEmail,
    subject: `${input.kind === "booked" ? "Call booked" : input.kind === "rescheduled" ? "Call moved" : "Call cancelled"}: ${name}, ${when}`,
    text: [
      `${name} ${input.kind === "cancelled" ? "cancelled the call" : "booked a call"} with ${booking.staffName}: ${when}.`,
      `Phone: ${oneLine(booking.phone, 40)}`,
      `E-mail: ${booking.email}`,
      `Lead #${booking.submissionId} in the lead desk: ${publicUrl}/admin/leads/${booking.submissionId}`,
      "",
      "The invitation for your calendar is attached. The visitor's links:",
      ...changeLines,
    ].join("\n"),
    attachments,
  };
  return { visitor: visitorMail, staff: staffMail };
}
