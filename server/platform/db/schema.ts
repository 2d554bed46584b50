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

/** The lead desk's columns (contracts/leads/lead-desk.ts); defaults make a new row a New lead. */
interface LeadDeskColumns {
  status: Generated<string>;
  lost_reason: string | null;
  owner_id: number | null;
  /** YYYY-MM-DD in the admin time zone. */
  follow_up_on: string | null;
  value_estimate: string | null;
  notes_count: Generated<number>;
  /** The e-mail, trimmed and lower-cased, and the E.164 phone: how one person's requests are linked. */
  email_key: string | null;
  phone_key: string | null;
}

interface SubmissionsTable extends LeadSourceColumns, LeadDeskColumns {
  id: Generated<number>;
  type: string;
  data: string;
  created_at: string;
  read_at: string | null;
  /** Digest of the form's idempotency key and content (server/leads/idempotency.ts); unique. */
  idempotency_key: string | null;
  /** An audit request's answer as JSON, so a repeat of it is answered the same. */
  first_answer: string | null;
  /** When the lead was first answered (contracts/leads/first-response.ts); set once. */
  first_response_at: string | null;
}

interface SubscribersTable extends LeadSourceColumns {
  id: Generated<number>;
  email: string;
  created_at: string;
  /** When the address's owner opened the confirmation link; null: not on the list yet. */
  confirmed_at: string | null;
  /** When the owner unsubscribed; set: off the list. */
  unsubscribed_at: string | null;
}

/**
 * Leads per Asia/Kolkata day and source, kept up to date on every insert and delete:
 * dimension "channel" (key1 channel), "campaign" (utm_source, utm_campaign), "page"
 * (landing page) and "tool" (a tool the lead used), "response" (first responses: key1 the
 * week, key2 the office-minutes bucket; server/platform/db/lead-outcomes.ts). '' stands for "not recorded".
 */
export interface LeadDaysTable {
  day: string;
  dimension: "channel" | "campaign" | "page" | "tool" | "response";
  key1: string;
  key2: string;
  /**
   * Which of the count's LEAD_DAY_SHARDS rows: the lead's id modulo that, or on PostgreSQL's
   * group commit the batch's turn; the report sums them.
   */
  shard: number;
  leads: number;
  /** Of those leads, how many are qualified and won now (server/platform/db/lead-outcomes.ts). */
  qualified: Generated<number>;
  won: Generated<number>;
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
  display_name: string | null;
  /** "owner" or "staff" (contracts/accounts/accounts.ts). */
  role: Generated<string>;
  disabled_at: string | null;
  /** SHA-256 of a one-time set-password token, and when it stops working. */
  password_link_hash: string | null;
  password_link_expires_at: string | null;
  /** Two-factor sign-in (server/auth/totp.ts): the base32 key once confirmed, and when. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** A key shown for setting up, not yet confirmed with a code. */
  totp_pending_secret: string | null;
  /** The last 30-second step whose code signed in: a code is never accepted twice. */
  totp_last_step: number | null;
}

/** A note on a lead. The author's name is copied so the note keeps it if the account goes. */
interface LeadNotesTable {
  id: Generated<number>;
  submission_id: number;
  author_id: number | null;
  author_name: string;
  body: string;
  created_at: string;
  edited_at: string | null;
}

/** What happened to a lead (status, owner, follow-up, value, note, email), with who and when. */
interface LeadEventsTable {
  id: Generated<number>;
  submission_id: number;
  actor_id: number | null;
  actor_name: string;
  kind: string;
  /** JSON: the event's fields (from/to, lostReason, noteId and excerpt, to and subject). */
  detail: string;
  created_at: string;
}

/** Deletions, exports and account changes: who, what, when. Never deleted by the app. */
interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target: string;
  detail: string;
  created_at: string;
}

interface AdminSessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /** When the session was last used (kept to the minute or so); null: not since sign-in. */
  last_seen_at: string | null;
}

/** A browser that signed in to an account before (SHA-256 of its cookie's token). */
interface AdminKnownDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** A two-factor recovery code, hashed; deleted when used. */
interface AdminRecoveryCodesTable {
  code_hash: string;
  user_id: number;
  created_at: string;
}

/** The second step of a sign-in (a code), or a required two-factor setup, pending. */
interface AdminSignInChallengesTable {
  token_hash: string;
  user_id: number;
  /** "code" or "setup". */
  purpose: string;
  failures: Generated<number>;
  expires_at: string;
}

/** Settings the owners choose, one row each (server/auth/two-factor-settings.ts). */
interface AdminSettingsTable {
  key: string;
  value: string;
}

/** A shared rate-limit or throttle counter (server/platform/limits/shared-limits.ts). */
interface SharedLimitsTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch: the end of the key's current window. */
  expires_at: number;
}

/**
 * An article or case study staff publish from the admin (contracts/content/content-admin.ts). `id`
 * counts per kind (lead sources name /blog/3); `input` is the editor's fields as JSON.
 */
export interface ContentItemsTable {
  kind: "article" | "case-study";
  id: number;
  slug: string;
  /** "draft" or "published"; published with a future publish_at is scheduled. */
  status: "draft" | "published";
  publish_at: string | null;
  input: string;
  /** An article's body as sanitised HTML (what the page shows); null for a case study. */
  html: string | null;
  created_at: string;
  updated_at: string;
  /** The display name of the account that saved it last; null for the initial content. */
  updated_by: string | null;
  /** Raised by every change of the item: which version of it an instance has built. */
  revision: Generated<number>;
}

/** A slug an item had before: its old URL answers 301 to the current one. */
interface ContentSlugsTable {
  kind: "article" | "case-study";
  slug: string;
  id: number;
}

/** The last id given to each kind, so a deleted item's id is never given to another. */
interface ContentIdsTable {
  kind: "article" | "case-study";
  last_id: number;
}

/** One variant of an uploaded image (`<hash>-<width>.<webp|avif>`), stored so every instance serves it. */
interface ContentImagesTable {
  name: string;
  hash: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  created_at: string;
}

/** One row: raised in the same transaction as every content change, read by every instance. */
interface ContentVersionTable {
  id: number;
  version: number;
}

/** A secret the server made for itself (a signing key), shared by every instance. */
interface ServerSecretsTable {
  name: string;
  /** base64url. */
  value: string;
  created_at: string;
}

/** What a stored submission or subscriber agreed to (contracts/privacy/notice.ts). */
export interface ConsentRecordsTable {
  id: Generated<number>;
  /** Trimmed and lower-cased: how withdrawal and erasure find a person's records. */
  email: string;
  subject: "submission" | "subscriber";
  subject_id: number;
  form: string;
  notice_version: string;
  /** The purposes agreed, a JSON array of text: ["reply"] or ["reply","marketing"]. */
  purposes: string;
  created_at: string;
  /** When the optional purposes (marketing, newsletter) were withdrawn; null while they stand. */
  withdrawn_at: string | null;
}

/** A person's request from the "my data" page (server/privacy/); the address only while it is open. */
interface DataRequestsTable {
  id: Generated<number>;
  kind: string;
  email_hash: string;
  email: string | null;
  details: string | null;
  /** "received" (link mailed), "confirmed", "completed" or "refused". */
  status: string;
  outcome: string | null;
  requested_at: string;
  confirmed_at: string | null;
  deadline_at: string;
  completed_at: string | null;
  completed_by: string | null;
}

/** A call booked from /book (server/booking/); moving it writes a new row with the same uid. */
interface BookingsTable {
  id: Generated<number>;
  uid: string;
  sequence: Generated<number>;
  submission_id: number;
  staff_id: number;
  staff_name: string;
  start_at: string;
  end_at: string;
  /** "active", "cancelled" or "rescheduled" (replaced by a later row). */
  status: string;
  created_at: string;
  changed_at: string | null;
}

/** A staff member's bookable hours as JSON (contracts/booking/booking.ts); none: the office hours. */
interface BookingAvailabilityTable {
  staff_id: number;
  availability: string;
  updated_at: string;
}

/** One outgoing mail (server/platform/mail-outbox/): queued, sending, sent or failed. */
interface MailOutboxTable {
  id: Generated<number>;
  /** The MailMessage as JSON. */
  message: string;
  lead_id: number | null;
  kind: string;
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** An assignment rule (contracts/leads/assignment.ts); `turns` counts the leads it has given out. */
export interface AssignmentRulesTable {
  id: Generated<number>;
  position: number;
  /** "any", "type" or "platform". */
  kind: string;
  /** The lead type or platform a rule of that kind matches; null for "any". */
  match: string | null;
  /** JSON array of account ids taking turns; [] means every active account. */
  account_ids: string;
  turns: Generated<number>;
}

/** An account's own alert settings; no row: e-mail alerts on, to the username if it is an address. */
interface AlertSettingsTable {
  user_id: number;
  email: string | null;
  email_on: Generated<number>;
}

/** A browser where an account turned alerts on (a Web Push subscription). */
interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface DatabaseSchema {
  submissions: SubmissionsTable;
  subscribers: SubscribersTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_known_devices: AdminKnownDevicesTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_sign_in_challenges: AdminSignInChallengesTable;
  admin_settings: AdminSettingsTable;
  lead_days: LeadDaysTable;
  tool_runs: ToolRunsTable;
  lead_notes: LeadNotesTable;
  lead_events: LeadEventsTable;
  audit_log: AuditLogTable;
  shared_limits: SharedLimitsTable;
  content_items: ContentItemsTable;
  content_slugs: ContentSlugsTable;
  content_ids: ContentIdsTable;
  content_images: ContentImagesTable;
  content_version: ContentVersionTable;
  server_secrets: ServerSecretsTable;
  consent_records: ConsentRecordsTable;
  data_requests: DataRequestsTable;
  bookings: BookingsTable;
  booking_availability: BookingAvailabilityTable;
  mail_outbox: MailOutboxTable;
  assignment_rules: AssignmentRulesTable;
  alert_settings: AlertSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
}

export type SubmissionRow = Selectable<SubmissionsTable>;
