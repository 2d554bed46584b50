import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";

// Calls booked from /book (server/booking/), and each staff member's bookable hours.
// The partial unique index is what makes a time bookable once: whatever the instances and
// however many visitors pick it together, one active booking per staff member and start.

export function bookingsMigration(idColumn: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("bookings")
        .addColumn("id", "integer", idColumn)
        // The calendar event's UID: kept when the call is moved, so calendars update the event.
        .addColumn("uid", "text", (col) => col.notNull())
        .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
        // The lead; its deletion (or erasure) takes the booking with it.
        .addColumn("submission_id", "integer", (col) => col.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("staff_id", "integer", (col) => col.notNull())
        .addColumn("staff_name", "text", (col) => col.notNull())
        .addColumn("start_at", "text", (col) => col.notNull())
        .addColumn("end_at", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("changed_at", "text")
        .execute();
      await db.schema
        .createIndex("bookings_active_slot")
        .unique()
        .on("bookings")
        .columns(["staff_id", "start_at"])
        .where(sql.ref("status"), "=", "active")
        .execute();
      await db.schema.createIndex("bookings_start_at").on("bookings").columns(["start_at", "status"]).execute();
      await db.schema.createIndex("bookings_uid").on("bookings").columns(["uid", "sequence"]).execute();
      await db.schema.createIndex("bookings_submission_id").on("bookings").column("submission_id").execute();
      await db.schema
        .createTable("booking_availability")
        .addColumn("staff_id", "integer", (col) => col.primaryKey())
        // JSON (contracts/booking/booking.ts Availability).
        .addColumn("availability", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("booking_availability").ifExists().execute();
      await db.schema.dropTable("bookings").ifExists().execute();
    },
  };
}
