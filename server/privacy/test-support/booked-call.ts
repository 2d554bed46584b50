import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

// A lead's booked call as /book leaves it after one move (the first row replaced, the second
// active, at a fixed staff member and start), and the confirmation mail queued in the outbox.

export const BOOKED = { staffId: 1, start: "2027-01-05T05:30:00.000Z", end: "2027-01-05T06:00:00.000Z" };

export async function bookCallWithMail(db: Kysely<DatabaseSchema>, leadId: number, email: string) {
  const at = "2026-11-28T10:00:00.000Z";
  const row = (sequence: number, status: string, start: string) => ({
    uid: `call-${leadId}@crestline.test`,
    sequence,
    submission_id: leadId,
    staff_id: BOOKED.staffId,
    staff_name: "Asha Verma",
    start_at: start,
    end_at: BOOKED.end,
    status,
    created_at: at,
  });
  const bookings = await db
    .insertInto("bookings")
    .values([row(0, "rescheduled", "2027-01-04T05:30:00.000Z"), row(1, "active", BOOKED.start)])
    .returning("id")
    .execute();
  const mails = await db
    .insertInto("mail_outbox")
    .values({
      message: JSON.stringify({ to: email, subject: "Your call is booked", text: "See you on 5 January." }),
      lead_id: leadId,
      kind: "booking",
      state: "sent",
      next_attempt_at: at,
      created_at: at,
      sent_at: at,
    })
    .returning("id")
    .execute();
  return { bookings, mails };
}
