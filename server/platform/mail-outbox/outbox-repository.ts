import { type Kysely, sql, type Updateable } from "kysely";
import { MAIL_STATES, type MailState } from "#contracts/leads/lead-desk.ts";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";
import type { MailMessage } from "#server/platform/mail.ts";

// The mail_outbox table. A mail is claimed by one atomic UPDATE … RETURNING: on PostgreSQL the
// rows it picks are locked with FOR UPDATE SKIP LOCKED, so two instances never take the same
// row; SQLite has one writer at a time. While a mail is being sent, next_attempt_at is when the
// claim lapses: a mail whose instance died mid-send is taken again after that (sent at least
// once, never lost).

type Db = Kysely<DatabaseSchema>;

/** A claimed mail: what to send, and the attempt it is (the claim's token). */
export interface ClaimedMail {
  id: number;
  message: MailMessage;
  attempts: number;
}

/** A mail as a lead's timeline shows it. */
export interface OutboxEntry {
  id: number;
  kind: string;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailOutboxRepository {
  enqueue(message: MailMessage, meta: { leadId?: number | null; kind: string }, now: Date): Promise<number>;
  /** Takes up to `limit` due mails for this worker until `now + leaseMs`; none another worker holds. */
  claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]>;
  /** False when the claim was lost (it lapsed and another worker took the mail). */
  markSent(mail: ClaimedMail, at: Date): Promise<boolean>;
  /** Back to the queue until `retryAt`, or `failed` for good when retryAt is null. */
  markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<boolean>;
  forLead(leadId: number): Promise<OutboxEntry[]>;
  /** The lead's mails, when the lead is erased. */
  deleteForLead(leadId: number): Promise<void>;
}

const state = (value: string): MailState =>
  (MAIL_STATES as readonly string[]).includes(value) ? (value as MailState) : "queued";

function parseMessage(text: string): MailMessage {
  return JSON.parse(text) as MailMessage;
}

/** A lead's mails, oldest first (its timeline reads them). */
export async function outboxEntriesForLead(db: Db, leadId: number): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["id", "kind", "message", "state", "attempts", "last_error", "created_at", "sent_at"])
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const message = parseMessage(row.message);
    return {
      id: Number(row.id),
      kind: row.kind,
      to: message.to,
      subject: message.subject,
      state: state(row.state),
      attempts: Number(row.attempts),
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    };
  });
}

/**
 * Deletes the mails to `address` that belong to no lead (the my-data and newsletter
 * confirmations), when the person is erased; a lead's own mails go with the lead. LIKE only
 * narrows the rows (`_` and `%` in an address match more, never less); the address is then
 * compared exactly.
 */
export async function deleteUnlinkedMailsTo(db: Db, address: string): Promise<number> {
  const key = address.trim().toLowerCase();
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["id", "message"])
    .where("lead_id", "is", null)
    .where(sql<string>`lower(message)`, "like", `%${key.replaceAll("\\", "_")}%`)
    .execute();
  const ids = rows.filter((row) => parseMessage(row.message).to.trim().toLowerCase() === key).map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom("mail_outbox").where("id", "in", ids).execute();
  return ids.length;
}

export function createMailOutboxRepository(db: Db, dialect: Dialect): MailOutboxRepository {
  const claimable = (now: string) =>
    db
      .selectFrom("mail_outbox")
      .select("id")
      .where("state", "in", ["queued", "sending"])
      .where("next_attempt_at", "<=", now);

  /** Ends this worker's claim: only while the mail is still the one it claimed. */
  async function finish(mail: ClaimedMail, values: Updateable<DatabaseSchema["mail_outbox"]>) {
    const result = await db
      .updateTable("mail_outbox")
      .set(values)
      .where("id", "=", mail.id)
      .where("state", "=", "sending")
      .where("attempts", "=", mail.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    async enqueue(message, meta, now) {
      const at = now.toISOString();
      const row = await db
        .insertInto("mail_outbox")
        .values({
          message: JSON.stringify(message),
          lead_id: meta.leadId ?? null,
          kind: meta.kind,
          state: "queued",
          next_attempt_at: at,
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async claim(now, leaseMs, limit) {
      const at = now.toISOString();
      const due = claimable(at).orderBy("next_attempt_at").orderBy("id").limit(limit);
      const claim = {
        state: "sending",
        attempts: sql<number>`attempts + 1`,
        next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
      };
      // PostgreSQL may run an IN (… LIMIT) subquery more than once, and then take more than
      // `limit` rows: the locked rows are picked once, in a materialised CTE.
      const rows =
        dialect === "postgres"
          ? await db
              .with(
                (cte) => cte("due").materialized(),
                () => due.forUpdate().skipLocked(),
              )
              .updateTable("mail_outbox")
              .set(claim)
              .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
              .returning(["id", "message", "attempts"])
              .execute()
          : await db
              .updateTable("mail_outbox")
              .set(claim)
              .where("id", "in", due)
              // Checked again on the row itself: only a mail still due is taken.
              .where("state", "in", ["queued", "sending"])
              .where("next_attempt_at", "<=", at)
              .returning(["id", "message", "attempts"])
              .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        message: parseMessage(row.message),
        attempts: Number(row.attempts),
      }));
    },

    markSent: (mail, at) => finish(mail, { state: "sent", sent_at: at.toISOString(), last_error: null }),

    markFailed: (mail, error, retryAt) =>
      finish(mail, {
        state: retryAt ? "queued" : "failed",
        last_error: error.slice(0, 500),
        ...(retryAt && { next_attempt_at: retryAt.toISOString() }),
      }),

    forLead: (leadId) => outboxEntriesForLead(db, leadId),

    async deleteForLead(leadId) {
      await db.deleteFrom("mail_outbox").where("lead_id", "=", leadId).execute();
    },
  };
}
