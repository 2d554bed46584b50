import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import { createIndex, dropTables, requiredColumns } from "./table-parts.ts";

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
        .$call(
          requiredColumns({
            staff_id: "integer",
            staff_name: "text",
            start_at: "text",
            end_at: "text",
            status: "text",
            created_at: "text",
          }),
        )
        .addColumn("changed_at", "text")
        .execute();
      await db.schema
        .createIndex("bookings_active_slot")
        .unique()
        .on("bookings")
        .columns(["staff_id", "start_at"])
        .where(sql.ref("status"), "=", "active")
        .execute();
      await createIndex(db, "bookings_start_at", "bookings", ["start_at", "status"]);
      await createIndex(db, "bookings_uid", "bookings", ["uid", "sequence"]);
      await createIndex(db, "bookings_submission_id", "bookings", ["submission_id"]);
      await db.schema
        .createTable("booking_availability")
        .addColumn("staff_id", "integer", (col) => col.primaryKey())
        // JSON (contracts/booking/booking.ts Availability).
        .addColumn("availability", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
    },
    down: (db: Kysely<unknown>) => dropTables(db, ["booking_availability", "bookings"]),
  };
}
