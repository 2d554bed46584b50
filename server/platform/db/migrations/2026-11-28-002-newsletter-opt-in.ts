import { type Kysely, sql } from "kysely";
import { createIndex } from "./table-parts.ts";

// Double opt-in and unsubscribe (server/leads/newsletter/): an address is on the list only
// while confirmed_at is set and unsubscribed_at is not. Addresses stored before double
// opt-in existed count as confirmed when they were stored: each mail to them carries the
// one-click unsubscribe link, and the list is not silently emptied by the 7-day purge of
// unconfirmed addresses.
export const newsletterOptIn = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("subscribers").addColumn("confirmed_at", "text").execute();
    await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", "text").execute();
    await sql`update subscribers set confirmed_at = created_at`.execute(db);
    // The purge's look-ups: unconfirmed by age, left by when they left.
    await createIndex(db, "subscribers_confirmed_created", "subscribers", ["confirmed_at", "created_at"]);
    await createIndex(db, "subscribers_unsubscribed_at", "subscribers", ["unsubscribed_at"]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("subscribers_unsubscribed_at").ifExists().execute();
    await db.schema.dropIndex("subscribers_confirmed_created").ifExists().execute();
    await db.schema.alterTable("subscribers").dropColumn("unsubscribed_at").execute();
    await db.schema.alterTable("subscribers").dropColumn("confirmed_at").execute();
  },
};
