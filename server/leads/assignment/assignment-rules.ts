import type { Kysely, Selectable } from "kysely";
import type { AssignmentRule } from "#contracts/leads/assignment.ts";
import type { AssignmentRulesTable, DatabaseSchema } from "#server/platform/db/schema.ts";
import type { SubmissionType } from "#contracts/leads/form-constants.ts";
import { insertLeadEvent } from "../store/lead-events-repository.ts";

type Db = Kysely<DatabaseSchema>;

/** What a rule looks at: the lead's type and, for a quote, the platforms it asks about. */
export interface LeadToAssign {
  id: number;
  type: SubmissionType;
  data: Record<string, unknown>;
}

/** The account a lead was given to. */
export interface Assignee {
  id: number;
  username: string;
  displayName: string;
}

/** The name the timeline shows for a change made by the rules rather than a person. */
const RULES_ACTOR = { id: null, displayName: "Assignment rules" } as const;

function accountIdsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function matches(rule: { kind: string; match: string | null }, lead: LeadToAssign): boolean {
  if (rule.kind === "any") return true;
  if (rule.kind === "type") return rule.match === lead.type;
  if (rule.kind === "platform") {
    const platforms = lead.data.platforms;
    return Array.isArray(platforms) && platforms.includes(rule.match);
  }
  return false;
}

type RuleRow = Selectable<AssignmentRulesTable>;

/** Where assignLead finds the rules' rows, in order. */
export interface RuleRows {
  read(): Promise<RuleRow[]>;
  /** Drops a cached copy; the next read is the database's. */
  forget(): RuleRows;
}

const selectRuleRows = (db: Db) =>
  db.selectFrom("assignment_rules").selectAll().orderBy("position").orderBy("id").execute();

/** The rules as the database holds them now, read each time. */
function currentRules(db: Db): RuleRows {
  const rows: RuleRows = { read: () => selectRuleRows(db), forget: () => rows };
  return rows;
}

/**
 * How long a copy of the rules serves new leads before it is read again. Every lead needs
 * the rules and they change only when the owner saves them, so reading them per lead was
 * wasted work under load. A save on this instance drops the copy at once; one on another
 * instance sharing PostgreSQL reaches this one's leads within this time.
 */
export const RULES_COPY_MS = 2_000;

/** The rules, read at most once per RULES_COPY_MS (and after forget()). */
export function cachedRules(db: Db, now: () => number = Date.now): RuleRows {
  let copy: { rows: Promise<RuleRow[]>; readAt: number } | null = null;
  const rows: RuleRows = {
    read() {
      if (!copy || now() - copy.readAt >= RULES_COPY_MS) {
        const read = selectRuleRows(db);
        copy = { rows: read, readAt: now() };
        // A failed read is not kept: the next lead tries again.
        read.catch(() => {
          if (copy?.rows === read) copy = null;
        });
      }
      return copy.rows;
    },
    forget() {
      copy = null;
      return rows;
    },
  };
  return rows;
}

/** The rules in order, as the admin edits them. */
export async function readRules(db: Db): Promise<AssignmentRule[]> {
  const rows = await selectRuleRows(db);
  return rows.map((row) => ({
    kind: row.kind as AssignmentRule["kind"],
    match: row.match,
    accountIds: accountIdsOf(row.account_ids),
  }));
}

/**
 * Replaces the rules. A rule saved unchanged at the same place keeps its turn counter, so
 * editing one rule does not send the next leads of the others back to their first account.
 */
export async function saveRules(db: Db, rules: readonly AssignmentRule[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const old = await selectRuleRows(trx);
    await trx.deleteFrom("assignment_rules").execute();
    for (const [position, rule] of rules.entries()) {
      const accountIds = JSON.stringify(rule.accountIds);
      const same = old[position];
      const kept = same && same.kind === rule.kind && same.match === rule.match && same.account_ids === accountIds;
      await trx
        .insertInto("assignment_rules")
        .values({ position, kind: rule.kind, match: rule.match, account_ids: accountIds, turns: kept ? same.turns : 0 })
        .execute();
    }
  });
}

/** The rule read was saved again since (changed, moved or removed). */
const RULE_CHANGED = "rule changed";

/**
 * The account the first matching rule gives the lead to, or null (no rule matches, or none
 * of its accounts is active). The rule's turn is taken with one UPDATE … RETURNING, atomic
 * on SQLite and PostgreSQL alike: instances taking leads at the same moment each get their
 * own turn, so the accounts of a rule get leads in strict rotation.
 */
async function pickAssignee(
  db: Db,
  lead: LeadToAssign,
  rules: RuleRows,
): Promise<Assignee | null | typeof RULE_CHANGED> {
  const rule = (await rules.read()).find((candidate) => matches(candidate, lead));
  if (!rule) return null;
  const named = accountIdsOf(rule.account_ids);
  let accounts = db
    .selectFrom("admin_users")
    .select(["id", "username", "display_name"])
    .where("disabled_at", "is", null)
    .orderBy("id");
  accounts = named.length > 0 ? accounts.where("id", "in", named) : accounts.where("role", "=", "staff");
  const pool = await accounts.execute();
  if (pool.length === 0) return null;
  // Only the rule as it was read takes a turn: one saved since is a new row, or on SQLite
  // may reuse the id for another rule.
  const taken = await db
    .updateTable("assignment_rules")
    .set((eb) => ({ turns: eb("turns", "+", 1) }))
    .where("id", "=", rule.id)
    .where("position", "=", rule.position)
    .where("kind", "=", rule.kind)
    .where("match", rule.match === null ? "is" : "=", rule.match)
    .where("account_ids", "=", rule.account_ids)
    .returning("turns")
    .executeTakeFirst();
  if (!taken) return RULE_CHANGED;
  const chosen = pool[(taken.turns - 1) % pool.length];
  return chosen
    ? { id: chosen.id, username: chosen.username, displayName: chosen.display_name ?? chosen.username }
    : null;
}

/**
 * Gives the lead to the account its rules choose, with an "owner" event on its timeline.
 * Null when no rule gives it out, or when it already has an owner or is gone (a person was
 * quicker): a lead may stay unassigned.
 */
export async function assignLead(
  db: Db,
  lead: LeadToAssign,
  at: Date,
  rules: RuleRows = currentRules(db),
): Promise<Assignee | null> {
  let assignee = await pickAssignee(db, lead, rules);
  // The copy of the rules is older than a save: read them again, once.
  if (assignee === RULE_CHANGED) assignee = await pickAssignee(db, lead, rules.forget());
  if (assignee === null || assignee === RULE_CHANGED) return null;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("submissions")
      .set({ owner_id: assignee.id })
      .where("id", "=", lead.id)
      .where("owner_id", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    await insertLeadEvent(trx, lead.id, RULES_ACTOR, { kind: "owner", from: null, to: assignee.displayName }, at);
    return assignee;
  });
}
