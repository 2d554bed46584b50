import type { Kysely } from "kysely";

// A lead form sends an idempotency key (contracts/leads/idempotency.ts): the server keeps its
// digest with the lead, unique, so a second tap or a retry finds the first lead instead of
// storing another, even when both arrive at once. `first_answer` keeps what an audit request
// was answered (whether its report was e-mailed), so a repeat is answered the same.
export const submissionIdempotency = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").addColumn("idempotency_key", "text").execute();
    await db.schema.alterTable("submissions").addColumn("first_answer", "text").execute();
    // Rows without a key (older leads, API clients that send none) are never equal to each other.
    await db.schema
      .createIndex("submissions_idempotency_key")
      .unique()
      .on("submissions")
      .column("idempotency_key")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("submissions_idempotency_key").ifExists().execute();
    await db.schema.alterTable("submissions").dropColumn("first_answer").execute();
    await db.schema.alterTable("submissions").dropColumn("idempotency_key").execute();
  },
};
