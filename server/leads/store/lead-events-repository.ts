import type { Kysely } from "kysely";
import { CONTACT_CLICKS, type ContactClick, type ResponseVia } from "#contracts/leads/first-response.ts";
import { LEAD_STATUSES, type LeadStatus, type TimelineActor, type TimelineEvent } from "#contracts/leads/lead-desk.ts";
import { countResponse, responseMinutes } from "#server/platform/db/lead-outcomes.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";
import { parseSource } from "../../platform/db/submission-insert.ts";
import { outboxEntriesForLead } from "#server/platform/mail-outbox/outbox-repository.ts";

type Db = Kysely<DatabaseSchema>;

/** An event as it is written: its kind and the fields the timeline shows for it. */
export type NewLeadEvent = DistributiveOmit<Exclude<TimelineEvent, { kind: "received" }>, "at" | "actor">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface LeadEventsRepository {
  /** The lead's timeline, oldest first: its arrival, then every event; null when it does not exist. */
  timeline(submissionId: number): Promise<TimelineEvent[] | null>;
  /** Records something done outside the database (an e-mail sent, a link clicked); false when the lead is gone. */
  record(submissionId: number, actor: TimelineActor, event: NewLeadEvent, at: Date): Promise<boolean>;
}

/** What an event answers a lead by, when it does: a status change, a note, an e-mail, a contact link. */
function responseVia(event: NewLeadEvent): ResponseVia | null {
  if (event.kind === "status" || event.kind === "note" || event.kind === "email") return event.kind;
  return event.kind === "contact" ? event.via : null;
}

/**
 * Keeps the lead's first response, once: only the first answer finds first_response_at empty
 * (a concurrent one on PostgreSQL waits for the row and then finds it set), and only that one
 * counts the response time and writes the "first-response" event.
 */
async function recordFirstResponse(db: Db, submissionId: number, actor: TimelineActor, via: ResponseVia, at: Date) {
  const row = await db
    .updateTable("submissions")
    .set({ first_response_at: at.toISOString() })
    .where("id", "=", submissionId)
    .where("first_response_at", "is", null)
    .returning(["created_at", "source"])
    .executeTakeFirst();
  if (!row) return;
  const lead = { id: submissionId, createdAt: new Date(row.created_at), source: parseSource(row.source) };
  await countResponse(db, lead, at, 1);
  const officeMinutes = responseMinutes(lead.createdAt, at);
  await writeEvent(db, submissionId, actor, { kind: "first-response", via, officeMinutes }, at);
}

/**
 * Writes one event of a lead (inside the caller's transaction, with the change it records);
 * the lead's first answer also records its first response.
 */
export async function insertLeadEvent(
  db: Db,
  submissionId: number,
  actor: TimelineActor,
  event: NewLeadEvent,
  at: Date,
): Promise<void> {
  await writeEvent(db, submissionId, actor, event, at);
  const via = responseVia(event);
  if (via) await recordFirstResponse(db, submissionId, actor, via, at);
}

async function writeEvent(db: Db, submissionId: number, actor: TimelineActor, event: NewLeadEvent, at: Date) {
  const { kind, ...detail } = event;
  await db
    .insertInto("lead_events")
    .values({
      submission_id: submissionId,
      actor_id: actor.id,
      actor_name: actor.displayName,
      kind,
      detail: JSON.stringify(detail),
      created_at: at.toISOString(),
    })
    .execute();
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const status = (value: unknown): LeadStatus =>
  (LEAD_STATUSES as readonly unknown[]).includes(value) ? (value as LeadStatus) : "new";

/** A stored event as the timeline shows it; null for a kind this version does not know. */
function toTimelineEvent(row: {
  kind: string;
  detail: string;
  created_at: string;
  actor_id: number | null;
  actor_name: string;
}): TimelineEvent | null {
  let detail: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.detail);
    if (parsed && typeof parsed === "object") detail = parsed as Record<string, unknown>;
  } catch {
    // An unreadable detail shows as an event without its values.
  }
  const base = { at: row.created_at, actor: { id: row.actor_id, displayName: row.actor_name } };
  switch (row.kind) {
    case "status":
      return {
        ...base,
        kind: "status",
        from: status(detail.from),
        to: status(detail.to),
        lostReason: text(detail.lostReason),
      };
    case "owner":
    case "follow-up":
    case "value":
      return { ...base, kind: row.kind, from: text(detail.from), to: text(detail.to) };
    case "note":
    case "note-edited":
      return { ...base, kind: row.kind, noteId: Number(detail.noteId ?? 0), excerpt: text(detail.excerpt) ?? "" };
    case "email":
      return { ...base, kind: "email", to: text(detail.to) ?? "", subject: text(detail.subject) ?? "" };
    case "booking":
      return {
        ...base,
        kind: "booking",
        action: detail.action === "rescheduled" || detail.action === "cancelled" ? detail.action : "booked",
        start: text(detail.start) ?? "",
        staffName: text(detail.staffName) ?? "",
      };
    case "contact":
      return (CONTACT_CLICKS as readonly unknown[]).includes(detail.via)
        ? { ...base, kind: "contact", via: detail.via as ContactClick }
        : null;
    case "first-response":
      return {
        ...base,
        kind: "first-response",
        via: (text(detail.via) ?? "status") as ResponseVia,
        officeMinutes: Number(detail.officeMinutes ?? 0),
      };
    default:
      return null;
  }
}

/** The lead_events table: what staff did to each lead, with who and when. */
export function createLeadEventsRepository(db: Db): LeadEventsRepository {
  return {
    async record(submissionId, actor, event, at) {
      return db.transaction().execute(async (trx) => {
        const lead = await trx.selectFrom("submissions").select("id").where("id", "=", submissionId).executeTakeFirst();
        if (!lead) return false;
        await insertLeadEvent(trx, submissionId, actor, event, at);
        return true;
      });
    },

    async timeline(submissionId) {
      const lead = await db
        .selectFrom("submissions")
        .select(["created_at", "source"])
        .where("id", "=", submissionId)
        .executeTakeFirst();
      if (!lead) return null;
      const source = parseSource(lead.source);
      const rows = await db
        .selectFrom("lead_events")
        .select(["kind", "detail", "created_at", "actor_id", "actor_name"])
        .where("submission_id", "=", submissionId)
        .orderBy("id")
        .execute();
      const events: TimelineEvent[] = [
        {
          kind: "received",
          at: lead.created_at,
          actor: null,
          channel: source?.channel ?? null,
          landingPage: source?.landingPage ?? null,
        },
      ];
      const later: TimelineEvent[] = [];
      for (const row of rows) {
        const event = toTimelineEvent(row);
        if (event) later.push(event);
      }
      for (const mail of await outboxEntriesForLead(db, submissionId)) {
        const { createdAt, kind, id: _id, ...rest } = mail;
        later.push({ kind: "mail", at: createdAt, actor: null, mailKind: kind, ...rest });
      }
      // Events and mails by time (a stable sort keeps each one's own order).
      later.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      return [...events, ...later];
    },
  };
}
