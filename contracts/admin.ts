import { z } from "zod";
import type { Role } from "./admin-accounts.ts";
import type { Channel, LeadContext } from "./lead-source.ts";
import { type LeadFields, leadFilterFields } from "./lead-desk.ts";

// Contracts of the admin panel: sign-in and dashboard.
// Shared by app/admin (browser) and server/auth + server/admin. Pure: zod only.
//
//   GET    /api/auth/session                       → 200 AdminSessionInfo (public: signed in? demo credentials?)
//   POST   /api/auth/sign-in   { username, password } → 200 { username } + cookie | 400 | 401 | 403 | 429
//   POST   /api/auth/sign-out                      → 204, session deleted, cookie cleared
//   GET    /api/admin/stats                        → 200 AdminStats
//   GET    /api/admin/submissions?type&q&cursor&limit (+ the lead desk's filters) → 200 SubmissionPage (newest first)
//   GET    /api/admin/submissions/:id              → 200 AdminSubmission | 404
//   POST   /api/admin/submissions/:id/read         → 200 AdminSubmission (read_at set once)
//   DELETE /api/admin/submissions/:id              → 204 | 404 | 403 (staff)
//
// The lead desk's routes are in contracts/lead-desk.ts, the accounts' in contracts/admin-accounts.ts.
//   GET    /api/admin/submissions/export?format=json|csv&type&q → file, streamed
//   GET    /api/admin/subscribers?q&cursor&limit   → 200 SubscriberPage
//   GET    /api/admin/subscribers/export?format=json|csv&q → file, streamed
//
// Every /api/admin/* answers 401 without a valid session. POST and DELETE (here and on
// /api/auth/*) answer 403 unless the Origin header names this host (CSRF).

export const AUTH_SESSION_PATH = "/api/auth/session";
export const AUTH_SIGN_IN_PATH = "/api/auth/sign-in";
export const AUTH_SIGN_OUT_PATH = "/api/auth/sign-out";
export const ADMIN_API_PREFIX = "/api/admin";

/** The admin panel's fixed texts, word for word as the product requires them. */
export const MSG_INVALID_CREDENTIALS = "Invalid username or password";
export const MSG_DELETE_CONFIRM = "Are you sure you want to delete this submission?";
export const MSG_DELETE_FAILED = "Failed to delete submission. Please try again.";
export const MSG_SIGNED_OUT = "Please sign in to continue.";
export const MSG_FORBIDDEN_ORIGIN = "This request must come from the admin pages of this site.";

/**
 * Time zone of every admin date: the counters' windows (today, this week, this month) start
 * at midnight in New Delhi, where the agency works, whatever zone the server runs in.
 * Asia/Kolkata has no daylight saving time (UTC+05:30 all year).
 */
export const ADMIN_TIME_ZONE = "Asia/Kolkata";

/** Session lifetime: 24 hours from sign-in, not extended by use. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A session also ends after this long without a request (OWASP ASVS 3.3.2). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** The delay before a failed sign-in answers, so guessing passwords is slow. */
export const SIGN_IN_FAILURE_DELAY_MS = 1000;

/** Throttle of failed sign-ins, counted per server instance over a sliding window. */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failed attempts for one username (any address) before 429. */
  maxFailuresPerUsername: 5,
  /** Failed attempts from one address (any username) before 429. */
  maxFailuresPerAddress: 20,
} as const;

export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const signInRequestSchema = z.object({
  username: z
    .string({ error: "Please enter your username." })
    .trim()
    .min(1, "Please enter your username.")
    .max(USERNAME_MAX),
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(PASSWORD_MAX),
});

export interface AdminSessionInfo {
  signedIn: boolean;
  username: string | null;
  /** The signed-in account; null when signed out. */
  user: { id: number; displayName: string; role: Role } | null;
  /** True when the server can send e-mail (SMTP set): "Reply" sends from the dashboard. False when signed out. */
  replyByEmail: boolean;
  /** ISO-8601; when the session ends (24 h after sign-in). */
  expiresAt: string | null;
  /** Shown on /admin in demo mode only (no admin configured, not production); null otherwise. */
  demoCredentials: { username: string; password: string } | null;
}

export interface SignInResult {
  username: string;
  expiresAt: string;
}

const ADMIN_SUBMISSION_TYPES = ["contact", "quote", "application", "audit"] as const;
const SUBMISSION_FILTERS = ["all", ...ADMIN_SUBMISSION_TYPES] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

export interface AdminStats {
  total: number;
  today: number;
  thisWeek: number;
  thisMonth: number;
  contactForms: number;
  quoteForms: number;
  applications: number;
  /** SEO audit reports asked for by e-mail (type audit). */
  auditRequests: number;
  /** Open leads (not won or lost) whose follow-up date is today, and before today. */
  dueToday: number;
  overdue: number;
  /** The windows used, ISO-8601 UTC, for display and checks. */
  windows: { todayFrom: string; weekFrom: string; monthFrom: string; timeZone: string };
}

/** Where a stored lead came from: the context its form sent and the channel derived from it. */
export interface AdminLeadSource extends LeadContext {
  channel: Channel;
}

/** A submission as the admin API shows it (`created_at` exposed as `timestamp`), with its pipeline fields. */
export interface AdminSubmission extends LeadFields {
  id: number;
  type: string;
  timestamp: string;
  readAt: string | null;
  data: Record<string, unknown>;
  /** Null for leads sent without context (JavaScript off, storage off, or sent before sources were kept). */
  source: AdminLeadSource | null;
}

export interface SubmissionPage {
  items: AdminSubmission[];
  /** Pass as `cursor` to get the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface AdminSubscriber {
  id: number;
  email: string;
  timestamp: string;
  source: AdminLeadSource | null;
}

export interface SubscriberPage {
  items: AdminSubscriber[];
  nextCursor: string | null;
}

export const PAGE_SIZE_DEFAULT = 50;
const PAGE_SIZE_MAX = 200;
const SEARCH_MAX = 200;

const pageFields = {
  q: z.string().trim().max(SEARCH_MAX).optional().default(""),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional().default(PAGE_SIZE_DEFAULT),
};

export const submissionListQuerySchema = z.object({
  type: z.enum(SUBMISSION_FILTERS).optional().default("all"),
  ...pageFields,
  ...leadFilterFields,
});

/** The board and the per-status counts: the list's filters without status and paging. */
export const pipelineQuerySchema = z.object({
  type: z.enum(SUBMISSION_FILTERS).optional().default("all"),
  q: pageFields.q,
  owner: leadFilterFields.owner,
  from: leadFilterFields.from,
  to: leadFilterFields.to,
  due: leadFilterFields.due,
});

export const subscriberListQuerySchema = z.object(pageFields);

const EXPORT_FORMATS = ["json", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const submissionExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).optional().default("json"),
  type: z.enum(SUBMISSION_FILTERS).optional().default("all"),
  q: pageFields.q,
  ...leadFilterFields,
});

export const subscriberExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).optional().default("csv"),
  q: pageFields.q,
});

/** The fields the dashboard's search looks in: name, e-mail and the message of each form. */
export const SEARCH_FIELDS = ["fullName", "email", "message", "goals", "coverNote"] as const;

/** Labels of the known data fields, in the order the detail panel and the CSV show them. */
export const SUBMISSION_FIELD_LABELS: Readonly<Record<string, string>> = {
  fullName: "Full name",
  email: "Email",
  contactNumber: "Contact number",
  contactNumberE164: "Phone (E.164)",
  website: "Website",
  websiteUrl: "Website URL",
  monthlyBudget: "Monthly budget",
  platforms: "Platforms",
  goals: "Goals",
  message: "Message",
  openingTitle: "Opening",
  openingId: "Opening id",
  portfolioUrl: "CV or portfolio",
  coverNote: "Cover note",
  auditedUrl: "Audited URL",
  auditScore: "Audit score",
  criticalCount: "Critical count",
  warningCount: "Warning count",
  passedCount: "Passed count",
  criticalIssues: "Critical issues",
  warningIssues: "Warnings",
  source: "Source form",
};

/** `submissions-2026-11-22.json`: the export's file name, dated in the admin time zone. */
export function exportFileName(kind: "submissions" | "subscribers", date: string, format: ExportFormat): string {
  return `${kind}-${date}.${format}`;
}

/** True when a value is an absolute http(s) URL, the only links the detail panel makes clickable. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
