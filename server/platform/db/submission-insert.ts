import { type Kysely, type QueryCreator, sql } from "kysely";
import { localDateString } from "#server/platform/calendar.ts";
import type { AdminLeadSource } from "#contracts/leads/lead-desk.ts";
import type { StoredLeadSource } from "#contracts/leads/lead-source-schema.ts";
import type { ConsentForm, Purpose } from "#contracts/privacy/notice.ts";
import type { ConsentRecordsTable, DatabaseSchema, LeadDaysTable } from "#server/platform/db/schema.ts";

type Db = Kysely<DatabaseSchema>;

export interface NewSubmission {
  type: string;
  /** Validated form data; stored as JSON text. */
  data: Record<string, unknown>;
  createdAt: Date;
  /** Where the lead came from; null when its form sent no usable context. */
  source?: StoredLeadSource | null;
  /** What the person agreed to by sending the form; stored with the row, in its transaction. */
  consent?: LeadConsent | null;
  /** Digest of the form's idempotency key and content (server/leads/idempotency.ts); unique. */
  idempotencyKey?: string | null;
}

/** A consent as the forms give it (contracts/privacy/notice.ts). */
export interface LeadConsent {
  form: ConsentForm;
  noticeVersion: string;
  purposes: readonly Purpose[];
}

export type ConsentRow = Omit<ConsentRecordsTable, "id" | "withdrawn_at">;

/** The one definition of a consent_records row: the e-mail trimmed and lower-cased, purposes as JSON text. */
export function consentRow(record: {
  email: string;
  subject: ConsentRow["subject"];
  subjectId: number;
  consent: LeadConsent;
  createdAt: Date;
}): ConsentRow {
  return {
    email: record.email.trim().toLowerCase(),
    subject: record.subject,
    subject_id: record.subjectId,
    form: record.consent.form,
    notice_version: record.consent.noticeVersion,
    purposes: JSON.stringify(record.consent.purposes),
    created_at: record.createdAt.toISOString(),
  };
}

/** The consent row of a stored submission; null when it records none. */
export function submissionConsentRow(id: number, submission: NewSubmission): ConsentRow | null {
  if (!submission.consent) return null;
  const email = typeof submission.data.email === "string" ? submission.data.email : "";
  return consentRow({
    email,
    subject: "submission",
    subjectId: id,
    consent: submission.consent,
    createdAt: submission.createdAt,
  });
}

export function insertConsentQuery(db: QueryCreator<DatabaseSchema>, row: ConsentRow) {
  return db.insertInto("consent_records").values(row);
}

/** The stored source as the admin shows it; null when none was recorded (or it cannot be read). */
export function parseSource(text: string | null): AdminLeadSource | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as AdminLeadSource) : null;
  } catch {
    return null;
  }
}

/** The source columns of a lead (submission or subscriber), all null without a source. */
export function leadSourceValues(source: StoredLeadSource | null | undefined) {
  return {
    source: source ? JSON.stringify(source) : null,
    channel: source?.channel ?? null,
    landing_page: source?.landingPage ?? null,
    utm_source: source?.utm.utm_source ?? null,
    utm_campaign: source?.utm.utm_campaign ?? null,
  };
}

/**
 * The one definition of the insert of a submission. The Kysely path executes it; the
 * SQLite group commit compiles it once and runs the compiled statement for every row;
 * the PostgreSQL group commit executes it with a batch's rows.
 * The values' keys are in column order: the compiled parameters follow them.
 */
export function submissionValues(submission: NewSubmission) {
  return {
    type: submission.type,
    data: JSON.stringify(submission.data),
    created_at: submission.createdAt.toISOString(),
    ...leadSourceValues(submission.source),
    ...personKeys(submission.data),
    idempotency_key: submission.idempotencyKey ?? null,
  };
}

/** The keys that link one person's requests: the e-mail trimmed and lower-cased, and the E.164 phone. */
function personKeys(data: Record<string, unknown>) {
  const email = typeof data.email === "string" ? data.email.trim().toLowerCase() : "";
  const phone = typeof data.contactNumberE164 === "string" ? data.contactNumberE164 : "";
  return { email_key: email || null, phone_key: phone || null };
}

/** One submission, or several in one multi-row INSERT (its ids come back in the rows' order). */
export function insertSubmissionQuery(db: QueryCreator<DatabaseSchema>, submission: NewSubmission | NewSubmission[]) {
  const values = Array.isArray(submission) ? submission.map(submissionValues) : submissionValues(submission);
  return db.insertInto("submissions").values(values).returning(["id"]);
}

export type LeadDayKey = Omit<LeadDaysTable, "leads" | "qualified" | "won">;

/**
 * Rows per daily count. Every lead of a day adds to its channel's and landing page's count:
 * on PostgreSQL, concurrent inserts would queue on those few rows' locks until each commit's
 * flush; spread over 16 rows they rarely meet. The report sums the rows.
 */
export const LEAD_DAY_SHARDS = 16;

/**
 * The Sources report's daily counts one lead belongs to (lead_days): its channel, its
 * campaign when it has one, its landing page and each distinct tool it used or came from.
 */
export function leadDayKeys(id: number, lead: { createdAt: Date; source?: StoredLeadSource | null }): LeadDayKey[] {
  const shard = id % LEAD_DAY_SHARDS;
  return leadDayRows(lead).map((key) => ({ ...key, shard }));
}

/** A lead's daily counts before its id picks their shard. */
export function leadDayRows(lead: { createdAt: Date; source?: StoredLeadSource | null }): Omit<LeadDayKey, "shard">[] {
  const day = localDateString(lead.createdAt);
  const source = lead.source;
  const channel = source?.channel ?? "direct";
  const keys: Omit<LeadDayKey, "shard">[] = [
    { day, dimension: "channel", key1: channel, key2: "" },
    { day, dimension: "page", key1: source?.landingPage ?? "", key2: "" },
  ];
  if (channel === "campaign") {
    keys.push({
      day,
      dimension: "campaign",
      key1: source?.utm.utm_source ?? "",
      key2: source?.utm.utm_campaign ?? "",
    });
  }
  const tools = new Set(source?.toolsUsed.map((use) => use.tool));
  if (source?.offerTool) tools.add(source.offerTool);
  for (const tool of tools) keys.push({ day, dimension: "tool", key1: tool, key2: "" });
  return keys;
}

export type LeadDayCount = LeadDayKey & { leads: number };

/** The daily counts a batch of new leads adds to: one entry per distinct row, so a batch writes each row once. */
export function leadDayCounts(leads: readonly { id: number; submission: NewSubmission }[]): LeadDayCount[] {
  const counts = new Map<string, LeadDayCount>();
  for (const { id, submission } of leads) {
    for (const key of leadDayKeys(id, submission)) {
      const name = JSON.stringify(key);
      const entry = counts.get(name) ?? { ...key, leads: 0 };
      entry.leads += 1;
      counts.set(name, entry);
    }
  }
  return [...counts.values()];
}

/** Adds `leads` (1 for a new lead, -1 for a deleted one) to one daily count. */
export function countLeadDayQuery(db: Db, count: LeadDayCount) {
  return db
    .insertInto("lead_days")
    .values(count)
    .onConflict((conflict) =>
      conflict
        .columns(["day", "dimension", "key1", "key2", "shard"])
        .doUpdateSet({ leads: sql<number>`lead_days.leads + excluded.leads` }),
    );
}

/**
 * Inserts one submission with its consent and daily counts, in one transaction, and returns its id.
 * When the promise resolves the rows are committed: only then may the caller acknowledge
 * the lead, so an acknowledged lead is never lost.
 */
export async function insertSubmission(db: Db, submission: NewSubmission): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await insertSubmissionQuery(trx, submission).executeTakeFirstOrThrow();
    const consent = submissionConsentRow(id, submission);
    if (consent) await insertConsentQuery(trx, consent).execute();
    for (const key of leadDayKeys(id, submission)) await countLeadDayQuery(trx, { ...key, leads: 1 }).execute();
    return id;
  });
}
