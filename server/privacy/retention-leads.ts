import type { ExpressionBuilder, Kysely } from "kysely";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";

// The purge of leads and applications (rows of `submissions`) with their notes, timeline
// events and consent records. A lead's last activity is the latest of its arrival and its
// timeline (every status, owner, follow-up, value, note and e-mail change is an event);
// its notes' own times are checked too. An application counts from its arrival only
// (contracts/privacy/retention.ts: the hiring decision is not recorded).

type Db = Kysely<DatabaseSchema>;
export type SubmissionKind = "leads" | "applications";

export interface SubmissionPurgeCounts {
  rows: number;
  notes: number;
  events: number;
  consentRecords: number;
}

/** Rows of `submissions` of `kind` with no activity since `cutoff` (ISO time). */
function expired(kind: SubmissionKind, cutoff: string) {
  return (eb: ExpressionBuilder<DatabaseSchema, "submissions">) =>
    eb.and([
      kind === "applications"
        ? eb("submissions.type", "=", "application")
        : eb("submissions.type", "<>", "application"),
      eb("submissions.created_at", "<", cutoff),
      ...(kind === "leads"
        ? [
            eb.not(
              eb.exists(
                eb
                  .selectFrom("lead_events")
                  .select("lead_events.id")
                  .whereRef("lead_events.submission_id", "=", "submissions.id")
                  .where("lead_events.created_at", ">=", cutoff),
              ),
            ),
            eb.not(
              eb.exists(
                eb
                  .selectFrom("lead_notes")
                  .select("lead_notes.id")
                  .whereRef("lead_notes.submission_id", "=", "submissions.id")
                  .where((note) =>
                    note.or([note("lead_notes.created_at", ">=", cutoff), note("lead_notes.edited_at", ">=", cutoff)]),
                  ),
              ),
            ),
          ]
        : []),
    ]);
}

const count = (value: unknown) => Number(value ?? 0);

/** What the purge would delete now: the rows and what goes with them. */
export async function countExpiredSubmissions(
  db: Db,
  kind: SubmissionKind,
  cutoff: string,
): Promise<SubmissionPurgeCounts> {
  const ids = db.selectFrom("submissions").select("submissions.id").where(expired(kind, cutoff));
  const rows = await db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll().as("n"))
    .where(expired(kind, cutoff))
    .executeTakeFirst();
  const notes = await db
    .selectFrom("lead_notes")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("submission_id", "in", ids)
    .executeTakeFirst();
  const events = await db
    .selectFrom("lead_events")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("submission_id", "in", ids)
    .executeTakeFirst();
  const consent = await db
    .selectFrom("consent_records")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("subject", "=", "submission")
    .where("subject_id", "in", ids)
    .executeTakeFirst();
  return { rows: count(rows?.n), notes: count(notes?.n), events: count(events?.n), consentRecords: count(consent?.n) };
}

/**
 * Deletes the expired rows of `kind` in batches of `batchSize`, each batch its own short
 * transaction. On PostgreSQL a batch first locks its rows (in id order, so two purges never
 * deadlock) and then checks again that they are still expired: a note added meanwhile keeps
 * its lead, and a row another purge deleted first is counted by that purge only.
 */
export async function deleteExpiredSubmissions(
  database: { db: Db; dialect: Dialect },
  kind: SubmissionKind,
  cutoff: string,
  options: { batchSize: number },
): Promise<SubmissionPurgeCounts> {
  const { db, dialect } = database;
  const total: SubmissionPurgeCounts = { rows: 0, notes: 0, events: 0, consentRecords: 0 };
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom("submissions")
      .select("id")
      .where(expired(kind, cutoff))
      .where("id", ">", after)
      .orderBy("id")
      .limit(options.batchSize)
      .execute();
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    after = ids.at(-1) ?? after;
    await db.transaction().execute(async (trx) => {
      if (dialect === "postgres")
        await trx.selectFrom("submissions").select("id").where("id", "in", ids).orderBy("id").forUpdate().execute();
      const still = (
        await trx.selectFrom("submissions").select("id").where("id", "in", ids).where(expired(kind, cutoff)).execute()
      ).map((row) => row.id);
      if (still.length === 0) return;
      total.notes += count(
        (await trx.deleteFrom("lead_notes").where("submission_id", "in", still).executeTakeFirst()).numDeletedRows,
      );
      total.events += count(
        (await trx.deleteFrom("lead_events").where("submission_id", "in", still).executeTakeFirst()).numDeletedRows,
      );
      total.consentRecords += count(
        (
          await trx
            .deleteFrom("consent_records")
            .where("subject", "=", "submission")
            .where("subject_id", "in", still)
            .executeTakeFirst()
        ).numDeletedRows,
      );
      total.rows += count(
        (await trx.deleteFrom("submissions").where("id", "in", still).executeTakeFirst()).numDeletedRows,
      );
    });
    if (batch.length < options.batchSize) break;
  }
  return total;
}
