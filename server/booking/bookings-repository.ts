import type { Kysely } from "kysely";
import {
  type Availability,
  type BookingStatus,
  DEFAULT_AVAILABILITY,
  type UpcomingCall,
} from "#contracts/booking/booking.ts";
import { availabilitySchema } from "#contracts/booking/booking-schemas.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";
import {
  countLeadDayQuery,
  insertConsentQuery,
  insertSubmissionQuery,
  leadDayKeys,
  type NewSubmission,
  submissionConsentRow,
} from "#server/platform/db/submission-insert.ts";
import type { Busy, StaffHours } from "./slots.ts";

// Bookings and availability in the database. A booking and its lead are written in one
// transaction: when the unique index refuses the time (another visitor was first), neither is kept.

type Db = Kysely<DatabaseSchema>;

export interface NewBooking {
  uid: string;
  staffId: number;
  staffName: string;
  start: string;
  end: string;
  createdAt: Date;
}

export interface StoredBooking {
  id: number;
  uid: string;
  sequence: number;
  submissionId: number;
  staffId: number;
  staffName: string;
  start: string;
  end: string;
  status: BookingStatus;
  /** The lead's name and e-mail (the booking keeps no copy, so erasing the lead erases them). */
  name: string;
  email: string;
  phone: string;
}

/** True for the database's refusal of a duplicate key: SQLite's or PostgreSQL's. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

function parseAvailability(text: string | null): Availability {
  if (!text) return DEFAULT_AVAILABILITY;
  try {
    const parsed = availabilitySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
  } catch {
    return DEFAULT_AVAILABILITY;
  }
}

function personOf(data: string): { name: string; email: string; phone: string } {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    const text = (key: string) => (typeof value[key] === "string" ? value[key] : "");
    return { name: text("fullName"), email: text("email"), phone: text("contactNumber") };
  } catch {
    return { name: "", email: "", phone: "" };
  }
}

export function createBookingsRepository(db: Db) {
  const bookingColumns = [
    "bookings.id",
    "bookings.uid",
    "bookings.sequence",
    "bookings.submission_id",
    "bookings.staff_id",
    "bookings.staff_name",
    "bookings.start_at",
    "bookings.end_at",
    "bookings.status",
    "submissions.data",
  ] as const;
  /** Bookings with their lead's data (name, e-mail, phone), the one shape every read returns. */
  const selectBookings = () =>
    db
      .selectFrom("bookings")
      .innerJoin("submissions", "submissions.id", "bookings.submission_id")
      .select(bookingColumns);
  type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>["executeTakeFirstOrThrow"]>>;
  const toBooking = (row: Row): StoredBooking => ({
    id: row.id,
    uid: row.uid,
    sequence: row.sequence,
    submissionId: row.submission_id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    start: row.start_at,
    end: row.end_at,
    status: row.status as BookingStatus,
    ...personOf(row.data),
  });

  return {
    /** Every active account with its hours (the office hours until set), oldest account first. */
    async staff(): Promise<StaffHours[]> {
      const rows = await db
        .selectFrom("admin_users")
        .leftJoin("booking_availability", "booking_availability.staff_id", "admin_users.id")
        .select([
          "admin_users.id",
          "admin_users.username",
          "admin_users.display_name",
          "booking_availability.availability",
        ])
        .where("admin_users.disabled_at", "is", null)
        .orderBy("admin_users.id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.display_name ?? row.username,
        email: row.username.includes("@") ? row.username : null,
        availability: parseAvailability(row.availability),
      }));
    },

    async setAvailability(staffId: number, availability: Availability, now: Date): Promise<void> {
      const values = { staff_id: staffId, availability: JSON.stringify(availability), updated_at: now.toISOString() };
      await db
        .insertInto("booking_availability")
        .values(values)
        .onConflict((conflict) =>
          conflict.column("staff_id").doUpdateSet({ availability: values.availability, updated_at: values.updated_at }),
        )
        .execute();
    },

    /** Active calls that overlap [from, to). */
    async busy(from: Date, to: Date): Promise<Busy[]> {
      const rows = await db
        .selectFrom("bookings")
        .select(["staff_id", "start_at", "end_at"])
        .where("status", "=", "active")
        .where("start_at", "<", to.toISOString())
        .where("end_at", ">", from.toISOString())
        .execute();
      return rows.map((row) => ({
        staffId: row.staff_id,
        start: Date.parse(row.start_at),
        end: Date.parse(row.end_at),
      }));
    },

    /** Stores the lead and its booking; null when the time was taken first (nothing is stored). */
    async book(booking: NewBooking, lead: NewSubmission): Promise<{ id: number; submissionId: number } | null> {
      try {
        return await db.transaction().execute(async (trx) => {
          const { id: submissionId } = await insertSubmissionQuery(trx, lead).executeTakeFirstOrThrow();
          const consent = submissionConsentRow(submissionId, lead);
          if (consent) await insertConsentQuery(trx, consent).execute();
          for (const key of leadDayKeys(submissionId, lead))
            await countLeadDayQuery(trx, { ...key, leads: 1 }).execute();
          const { id } = await trx
            .insertInto("bookings")
            .values({
              uid: booking.uid,
              sequence: 0,
              submission_id: submissionId,
              staff_id: booking.staffId,
              staff_name: booking.staffName,
              start_at: booking.start,
              end_at: booking.end,
              status: "active",
              created_at: booking.createdAt.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          return { id, submissionId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** The booking's latest version (the one its links act on). */
    async byUid(uid: string): Promise<StoredBooking | null> {
      const row = await selectBookings()
        .where("bookings.uid", "=", uid)
        .orderBy("bookings.sequence", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? toBooking(row) : null;
    },

    async cancel(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("bookings")
        .set({ status: "cancelled", changed_at: now.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "active")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves a call: the current row steps aside, a new one (same uid, next sequence) holds the new time. */
    async reschedule(current: StoredBooking, next: NewBooking): Promise<number | null> {
      try {
        return await db.transaction().execute(async (trx) => {
          const moved = await trx
            .updateTable("bookings")
            .set({ status: "rescheduled", changed_at: next.createdAt.toISOString() })
            .where("id", "=", current.id)
            .where("status", "=", "active")
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) throw new Error("The call is no longer active.");
          const { id } = await trx
            .insertInto("bookings")
            .values({
              uid: current.uid,
              sequence: current.sequence + 1,
              submission_id: current.submissionId,
              staff_id: next.staffId,
              staff_name: next.staffName,
              start_at: next.start,
              end_at: next.end,
              status: "active",
              created_at: next.createdAt.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Active calls ending after `from`, soonest first; a staff member's own when `staffId` is set. */
    async upcoming(from: Date, limit: number, staffId?: number): Promise<UpcomingCall[]> {
      let query = selectBookings()
        .where("bookings.status", "=", "active")
        .where("bookings.end_at", ">", from.toISOString());
      if (staffId !== undefined) query = query.where("bookings.staff_id", "=", staffId);
      const rows = await query.orderBy("bookings.start_at").limit(limit).execute();
      return rows.map((row) => {
        const booking = toBooking(row);
        return {
          id: booking.id,
          submissionId: booking.submissionId,
          staffId: booking.staffId,
          staffName: booking.staffName,
          start: booking.start,
          end: booking.end,
          name: booking.name,
        };
      });
    },

    /** Every booking of a lead, newest first (the lead's timeline). */
    async ofLead(submissionId: number): Promise<StoredBooking[]> {
      const rows = await selectBookings()
        .where("bookings.submission_id", "=", submissionId)
        .orderBy("bookings.sequence", "desc")
        .execute();
      return rows.map(toBooking);
    },
  };
}
