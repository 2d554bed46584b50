import { type Kysely, sql } from "kysely";
import { countOutcome, countResponse, outcomeOf } from "../lead-outcomes.ts";
import type { DatabaseSchema } from "../schema.ts";
import { parseSource } from "../submission-insert.ts";

// First response and outcomes (contracts/leads/first-response.ts): when each lead was first
// answered, and the qualified and won counts beside the leads in the Sources report's daily
// counts. Leads answered before are taken from their timeline (first status change, note or
// e-mail); their outcomes and response times are counted once here.

const BATCH = 500;

export const firstResponseMigration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<DatabaseSchema>;
    await db.schema.alterTable("submissions").addColumn("first_response_at", "text").execute();
    await db.schema
      .alterTable("lead_days")
      .addColumn("qualified", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("lead_days")
      .addColumn("won", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    // The "Response overdue" counter: unanswered leads by arrival, a range of a small index.
    await db.schema
      .createIndex("submissions_unanswered_created_at")
      .on("submissions")
      .column("created_at")
      .where(sql.ref("first_response_at"), "is", null)
      .execute();
    await sql`update submissions set first_response_at = (
        select min(lead_events.created_at) from lead_events
        where lead_events.submission_id = submissions.id and lead_events.kind in ('status', 'note', 'email'))
      where exists (select 1 from lead_events where lead_events.submission_id = submissions.id
        and lead_events.kind in ('status', 'note', 'email'))`.execute(db);
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom("submissions")
        .select(["id", "created_at", "source", "status", "first_response_at"])
        .where("id", ">", after)
        .where((eb) => eb.or([eb("first_response_at", "is not", null), eb("status", "<>", "new")]))
        .orderBy("id")
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const lead = { id: row.id, createdAt: new Date(row.created_at), source: parseSource(row.source) };
        await countOutcome(db, lead, outcomeOf(row.status));
        if (row.first_response_at) await countResponse(db, lead, new Date(row.first_response_at), 1);
      }
      if (rows.length < BATCH) break;
      after = rows.at(-1)?.id ?? after;
    }
  },
  async down(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<DatabaseSchema>;
    await db.deleteFrom("lead_days").where("dimension", "=", "response").execute();
    await db.schema.dropIndex("submissions_unanswered_created_at").ifExists().execute();
    await db.schema.alterTable("lead_days").dropColumn("won").execute();
    await db.schema.alterTable("lead_days").dropColumn("qualified").execute();
    await db.schema.alterTable("submissions").dropColumn("first_response_at").execute();
  },
};
