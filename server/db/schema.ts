import type { Generated, Selectable } from "kysely";
import type { DatabaseTarget } from "#server/config.ts";

// Timestamps are ISO-8601 UTC text on both dialects, so both return the same values and
// they sort and compare as text. JSON data is stored as text for the same reason.

export type Dialect = DatabaseTarget["dialect"];

/** Where a lead came from: the form's context as JSON, and the columns reports group by. */
interface LeadSourceColumns {
  source: string | null;
  channel: string | null;
  landing_page: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}

interface SubmissionsTable extends LeadSourceColumns {
  id: Generated<number>;
  type: string;
  data: string;
  created_at: string;
  read_at: string | null;
}

interface SubscribersTable extends LeadSourceColumns {
  id: Generated<number>;
  email: string;
  created_at: string;
}

/**
 * Leads per Asia/Kolkata day and source, kept up to date on every insert and delete:
 * dimension "channel" (key1 channel), "campaign" (utm_source, utm_campaign), "page"
 * (landing page) and "tool" (a tool the lead used). '' stands for "not recorded".
 */
export interface LeadDaysTable {
  day: string;
  dimension: "channel" | "campaign" | "page" | "tool";
  key1: string;
  key2: string;
  /** Which of the count's rows (the lead's id modulo LEAD_DAY_SHARDS); the report sums them. */
  shard: number;
  leads: number;
}

/** Finished tool runs per tool and day (Asia/Kolkata calendar day): a counter, no personal data. */
interface ToolRunsTable {
  tool: string;
  day: string;
  runs: number;
}

export interface AdminUsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
}

interface AdminSessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface DatabaseSchema {
  submissions: SubmissionsTable;
  subscribers: SubscribersTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  lead_days: LeadDaysTable;
  tool_runs: ToolRunsTable;
}

export type SubmissionRow = Selectable<SubmissionsTable>;
