import type { Generated, Selectable } from "kysely";
import type { DatabaseTarget } from "#server/config.ts";

// Timestamps are ISO-8601 UTC text on both dialects, so both return the same values and
// they sort and compare as text. JSON data is stored as text for the same reason.

export type Dialect = DatabaseTarget["dialect"];

interface SubmissionsTable {
  id: Generated<number>;
  type: string;
  data: string;
  created_at: string;
  read_at: string | null;
}

interface SubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
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
}

export type SubmissionRow = Selectable<SubmissionsTable>;
