import type { Kysely, Updateable } from "kysely";
import type { LeadStatus, LeadUpdate, TimelineActor } from "#contracts/leads/lead-desk.ts";
import { insertLeadEvent, type NewLeadEvent } from "./lead-events-repository.ts";
import { countOutcome, outcomeOf } from "#server/platform/db/lead-outcomes.ts";
import type { DatabaseSchema, Dialect } from "#server/platform/db/schema.ts";
import { parseSource } from "#server/platform/db/submission-insert.ts";

type Db = Kysely<DatabaseSchema>;

export const MSG_UNKNOWN_OWNER = "That account does not exist or is disabled: choose an active account as owner.";

export type LeadUpdateResult = "updated" | "not-found" | { error: string };

/** The account's name as the lead desk shows it; null when it is missing or disabled. */
async function activeAccountName(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom("admin_users")
    .select(["username", "display_name", "disabled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && row.disabled_at === null ? (row.display_name ?? row.username) : null;
}

/** "" means "none" for a free-text field. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Changes a lead's pipeline fields and writes one timeline event per field that really
 * changed, all in one transaction. Lost keeps its reason; leaving Lost clears it.
 */
export async function updateLead(
  db: Db,
  dialect: Dialect,
  id: number,
  update: LeadUpdate,
  actor: TimelineActor,
  now: Date,
): Promise<LeadUpdateResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("submissions")
      .leftJoin("admin_users as owner", "owner.id", "submissions.owner_id")
      .select([
        "submissions.status",
        "submissions.lost_reason",
        "submissions.owner_id",
        "submissions.follow_up_on",
        "submissions.value_estimate",
        "submissions.created_at",
        "submissions.source",
        "owner.display_name as owner_display_name",
        "owner.username as owner_username",
      ])
      .where("submissions.id", "=", id)
      // Two changes at once on PostgreSQL: the second waits, so each event's "from" is true.
      // (SQLite runs one transaction at a time.)
      .$if(dialect === "postgres", (query) => query.forUpdate("submissions"))
      .executeTakeFirst();
    if (!lead) return "not-found";

    const changes: Updateable<DatabaseSchema["submissions"]> = {};
    const events: NewLeadEvent[] = [];

    const status = (update.status ?? lead.status) as LeadStatus;
    const lostReason = status === "lost" ? (orNull(update.lostReason) ?? lead.lost_reason) : null;
    if (status !== lead.status || lostReason !== lead.lost_reason) {
      changes.status = status;
      changes.lost_reason = lostReason;
      events.push({ kind: "status", from: lead.status as LeadStatus, to: status, lostReason });
    }

    if (update.ownerId !== undefined && update.ownerId !== lead.owner_id) {
      const toName = update.ownerId === null ? null : await activeAccountName(trx, update.ownerId);
      if (update.ownerId !== null && toName === null) return { error: MSG_UNKNOWN_OWNER };
      const fromName =
        lead.owner_id === null ? null : (lead.owner_display_name ?? lead.owner_username ?? `#${lead.owner_id}`);
      changes.owner_id = update.ownerId;
      events.push({ kind: "owner", from: fromName, to: toName });
    }

    if (update.followUpOn !== undefined && update.followUpOn !== lead.follow_up_on) {
      changes.follow_up_on = update.followUpOn;
      events.push({ kind: "follow-up", from: lead.follow_up_on, to: update.followUpOn });
    }

    const value = update.valueEstimate === undefined ? undefined : orNull(update.valueEstimate);
    if (value !== undefined && value !== lead.value_estimate) {
      changes.value_estimate = value;
      events.push({ kind: "value", from: lead.value_estimate, to: value });
    }

    if (events.length === 0) return "updated";
    await trx.updateTable("submissions").set(changes).where("id", "=", id).execute();
    for (const event of events) await insertLeadEvent(trx, id, actor, event, now);
    if (changes.status !== undefined) {
      // The Sources report's outcomes follow the status: e.g. Proposal sent → Won adds a win.
      const [before, after] = [outcomeOf(lead.status), outcomeOf(status)];
      const source = parseSource(lead.source);
      const change = { qualified: after.qualified - before.qualified, won: after.won - before.won };
      await countOutcome(trx, { id, createdAt: new Date(lead.created_at), source }, change);
    }
    return "updated";
  });
}
