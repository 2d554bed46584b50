import { RETENTION_DAYS } from "#contracts/privacy/retention.ts";
import { PURGED_KINDS, type RetentionPeriods } from "./retention-periods.ts";
import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

// Rows for the retention purge's tests, dated relative to an injected `now`.

type Db = Kysely<DatabaseSchema>;
export const DAY_MS = 86_400_000;

/** The notice's periods, as the purge takes them when nothing overrides them. */
export const NOTICE_PERIODS = Object.fromEntries(
  PURGED_KINDS.map((kind) => [kind, RETENTION_DAYS[kind]]),
) as RetentionPeriods;

/** The instant `days` days (plus `ms`) before `now`, as stored. */
export const ago = (now: Date, days: number, ms = 0) => new Date(now.getTime() - days * DAY_MS - ms).toISOString();

async function addConsent(db: Db, subject: "submission" | "subscriber", subjectId: number, at: string) {
  await sql`insert into consent_records (email, subject, subject_id, form, notice_version, purposes, created_at)
    values ('person@example.in', ${subject}, ${subjectId}, 'contact', '1', '["reply"]', ${at})`.execute(db);
}

/** A submission with a consent record, and optionally a note and an event at the given times. */
export async function addSubmission(
  db: Db,
  type: string,
  createdAt: string,
  activity: { noteAt?: string; noteEditedAt?: string; eventAt?: string } = {},
): Promise<number> {
  const { id } = await db
    .insertInto("submissions")
    .values({ type, data: JSON.stringify({ fullName: "Asha Rao", email: "asha@example.in" }), created_at: createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (activity.noteAt)
    await db
      .insertInto("lead_notes")
      .values({
        submission_id: id,
        author_name: "Priya",
        body: "Called back",
        created_at: activity.noteAt,
        edited_at: activity.noteEditedAt ?? null,
      })
      .execute();
  if (activity.eventAt)
    await db
      .insertInto("lead_events")
      .values({ submission_id: id, actor_name: "Priya", kind: "status", detail: "{}", created_at: activity.eventAt })
      .execute();
  await addConsent(db, "submission", id, createdAt);
  return id;
}

let nextSubscriber = 0;

/** A subscriber (with a consent record): asked at `createdAt`, confirmed and unsubscribed when given. */
export async function addSubscriber(
  db: Db,
  createdAt: string,
  state: { confirmedAt?: string; unsubscribedAt?: string } = {},
): Promise<number> {
  nextSubscriber += 1;
  const { rows } = await sql<{ id: number }>`insert into subscribers (email, created_at, confirmed_at, unsubscribed_at)
    values (${`reader${nextSubscriber}@example.in`}, ${createdAt}, ${state.confirmedAt ?? null},
      ${state.unsubscribedAt ?? null}) returning id`.execute(db);
  const id = Number(rows[0]?.id);
  await addConsent(db, "subscriber", id, createdAt);
  return id;
}

export async function addAuditEntry(db: Db, createdAt: string): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ actor_name: "Priya", action: "lead.deleted", target: "Lead #1", detail: "{}", created_at: createdAt })
    .execute();
}

/** The ids left in a table. */
export async function idsOf(
  db: Db,
  table: "submissions" | "subscribers" | "lead_notes" | "lead_events" | "audit_log" | "mail_outbox" | "bookings",
) {
  return (await db.selectFrom(table).select("id").orderBy("id").execute()).map((row) => row.id);
}

export async function consentSubjects(db: Db): Promise<string[]> {
  const { rows } = await sql<{ subject: string; subject_id: number }>`select subject, subject_id from consent_records
    order by subject, subject_id`.execute(db);
  return rows.map((row) => `${row.subject}:${row.subject_id}`);
}

/** An outbox mail in `state`, queued at `createdAt` (and sent then when "sent"). */
export async function addOutboxMail(db: Db, state: string, createdAt: string): Promise<number> {
  const { id } = await db
    .insertInto("mail_outbox")
    .values({
      message: JSON.stringify({ to: "asha@example.in", subject: "We received your message", text: "Thank you." }),
      lead_id: null,
      kind: "instant-reply",
      state,
      next_attempt_at: createdAt,
      created_at: createdAt,
      sent_at: state === "sent" ? createdAt : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
