import type { Kysely } from "kysely";
import type { AdminLeadSource } from "#contracts/admin.ts";
import type { StoredLeadSource } from "#contracts/lead-source-schema.ts";
import type { DatabaseSchema } from "./schema.ts";

type Db = Kysely<DatabaseSchema>;

export interface NewSubmission {
  type: string;
  /** Validated form data; stored as JSON text. */
  data: Record<string, unknown>;
  createdAt: Date;
  /** Where the lead came from; null when its form sent no usable context. */
  source?: StoredLeadSource | null;
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
 * SQLite group commit compiles it once and runs the compiled statement for every row.
 * The values' keys are in column order: the compiled parameters follow them.
 */
export function submissionValues(submission: NewSubmission) {
  return {
    type: submission.type,
    data: JSON.stringify(submission.data),
    created_at: submission.createdAt.toISOString(),
    ...leadSourceValues(submission.source),
  };
}

export function insertSubmissionQuery(db: Db, submission: NewSubmission) {
  return db.insertInto("submissions").values(submissionValues(submission)).returning(["id"]);
}

/** One lead_tools row per distinct tool the lead used (the JSON source keeps every run). */
export function leadToolRows(id: number, submission: NewSubmission) {
  const tools = new Set(submission.source?.toolsUsed.map((use) => use.tool));
  if (submission.source?.offerTool) tools.add(submission.source.offerTool);
  const leadAt = submission.createdAt.toISOString();
  return [...tools].map((tool) => ({ submission_id: id, tool, lead_at: leadAt }));
}

export function insertLeadToolQuery(db: Db, row: ReturnType<typeof leadToolRows>[number]) {
  return db.insertInto("lead_tools").values(row);
}

/**
 * Inserts one submission with its tools, in one transaction, and returns its id. When the
 * promise resolves the rows are committed: only then may the caller acknowledge the lead,
 * so an acknowledged lead is never lost.
 */
export async function insertSubmission(db: Db, submission: NewSubmission): Promise<number> {
  const insert = async (trx: Db) => {
    const { id } = await insertSubmissionQuery(trx, submission).executeTakeFirstOrThrow();
    const tools = leadToolRows(id, submission);
    if (tools.length > 0) await trx.insertInto("lead_tools").values(tools).execute();
    return id;
  };
  if (leadToolRows(0, submission).length === 0) return insert(db);
  return db.transaction().execute(insert);
}
