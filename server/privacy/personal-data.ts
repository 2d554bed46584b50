import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";
import { deleteUnlinkedMailsTo } from "#server/platform/mail-outbox/outbox-repository.ts";

// Everything the product holds about one e-mail address, read for a copy and removed for an
// erasure: the leads whose e-mail is the address (with their notes, timeline, booked calls
// and the outbox's copies of the mails sent about them), the newsletter rows, and the
// consent records. Visitors upload no files (the application form
// takes a link to a CV, not the CV), so a lead's files are its stored fields.

type Db = Kysely<DatabaseSchema>;

/** The address as the tables key it: submissions.email_key and subscribers.email are trimmed and lower-cased. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** What the copy and the erasure need beyond the database: the submissions' own delete keeps the reports' counts. */
export interface PersonalDataStore {
  db: Db;
  deleteSubmission(id: number): Promise<unknown>;
  /** The consent records of an address (server/privacy/consent-repository.ts). */
  consent: {
    listForEmail(email: string): Promise<unknown[]>;
    deleteByEmail(email: string): Promise<number>;
    withdrawMarketing(email: string, at: Date): Promise<number>;
  };
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function submissionIds(db: Db, email: string): Promise<number[]> {
  const rows = await db.selectFrom("submissions").select("id").where("email_key", "=", emailKey(email)).execute();
  return rows.map((row) => row.id);
}

/** The copy a person asked for: every row that is theirs, JSON fields read as JSON. */
export async function collectPersonalData(store: PersonalDataStore, email: string) {
  const { db } = store;
  const ids = await submissionIds(db, email);
  const none = ids.length === 0;
  const submissions = none
    ? []
    : await db.selectFrom("submissions").selectAll().where("id", "in", ids).orderBy("id").execute();
  const notes = none
    ? []
    : await db
        .selectFrom("lead_notes")
        .select(["id", "submission_id", "author_name", "body", "created_at", "edited_at"])
        .where("submission_id", "in", ids)
        .orderBy("id")
        .execute();
  const events = none
    ? []
    : await db
        .selectFrom("lead_events")
        .select(["id", "submission_id", "actor_name", "kind", "detail", "created_at"])
        .where("submission_id", "in", ids)
        .orderBy("id")
        .execute();
  const bookings = none
    ? []
    : await db
        .selectFrom("bookings")
        .select(["id", "submission_id", "staff_name", "start_at", "end_at", "status", "created_at", "changed_at"])
        .where("submission_id", "in", ids)
        .orderBy("id")
        .execute();
  const mails = none
    ? []
    : await db
        .selectFrom("mail_outbox")
        .select(["id", "lead_id", "kind", "message", "state", "created_at", "sent_at"])
        .where("lead_id", "in", ids)
        .orderBy("id")
        .execute();
  const subscriptions = await db.selectFrom("subscribers").selectAll().where("email", "=", emailKey(email)).execute();
  return {
    email: emailKey(email),
    submissions: submissions.map((row) => ({ ...row, data: parsed(row.data), source: parsed(row.source) })),
    notes,
    events: events.map((row) => ({ ...row, detail: parsed(row.detail) })),
    bookings,
    mails: mails.map((row) => ({ ...row, message: parsed(row.message) })),
    subscriptions: subscriptions.map((row) => ({ ...row, source: parsed(row.source) })),
    consentRecords: await store.consent.listForEmail(emailKey(email)),
  };
}

export interface ErasureCounts {
  submissions: number;
  notes: number;
  events: number;
  bookings: number;
  mails: number;
  subscribers: number;
  consentRecords: number;
}

/** Whether anything is held for the address (the "my data" page mails a link only then). */
export async function holdsPersonalData(store: PersonalDataStore, email: string): Promise<boolean> {
  const key = emailKey(email);
  const lead = await store.db.selectFrom("submissions").select("id").where("email_key", "=", key).executeTakeFirst();
  if (lead) return true;
  const subscriber = await store.db.selectFrom("subscribers").select("id").where("email", "=", key).executeTakeFirst();
  if (subscriber) return true;
  return (await store.consent.listForEmail(key)).length > 0;
}

/** Removes every row of the address; the counts are what the pseudonymous record keeps. */
export async function erasePersonalData(store: PersonalDataStore, email: string): Promise<ErasureCounts> {
  const { db } = store;
  const ids = await submissionIds(db, email);
  const count = async (table: "lead_notes" | "lead_events" | "bookings") =>
    ids.length === 0
      ? 0
      : Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .where("submission_id", "in", ids)
              .executeTakeFirstOrThrow()
          ).n,
        );
  const notes = await count("lead_notes");
  const events = await count("lead_events");
  const bookings = await count("bookings");
  let mails = 0;
  // Notes, events and bookings go with their lead (on delete cascade; a cancelled or moved
  // booking too), and the reports' daily counts with it. The outbox's copies have no such
  // key: they are deleted by the lead's id.
  for (const id of ids) {
    await db.deleteFrom("lead_notes").where("submission_id", "=", id).execute();
    await db.deleteFrom("lead_events").where("submission_id", "=", id).execute();
    await db.deleteFrom("bookings").where("submission_id", "=", id).execute();
    const outbox = await db.deleteFrom("mail_outbox").where("lead_id", "=", id).executeTakeFirst();
    mails += Number(outbox.numDeletedRows);
    await store.deleteSubmission(id);
  }
  const subscribers = await db.deleteFrom("subscribers").where("email", "=", emailKey(email)).executeTakeFirst();
  const consentRecords = await store.consent.deleteByEmail(emailKey(email));
  // The confirmations mailed to the address (a lead's own mails went with the lead).
  await deleteUnlinkedMailsTo(db, email);
  return {
    submissions: ids.length,
    notes,
    events,
    bookings,
    mails,
    subscribers: Number(subscribers.numDeletedRows),
    consentRecords,
  };
}
