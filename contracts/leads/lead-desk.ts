import { z } from "zod";
import type { ContactClick, ResponseVia } from "./first-response.ts";
import type { Channel, LeadContext } from "./lead-source.ts";

// Contracts of the lead desk: the pipeline a lead moves through, who owns it, when to follow
// up, notes, the timeline, replies, and the filters the list and the board share.
// Shared by app/admin (browser) and server/admin. Pure: zod only.
//
//   GET    /api/admin/stats                        → 200 AdminStats
//   GET    /api/admin/submissions/:id              → 200 AdminSubmission | 404
//   POST   /api/admin/submissions/:id/read         → 200 AdminSubmission (read_at set once)
//   DELETE /api/admin/submissions/:id              → 204 | 404 | 403 (staff)
//   GET    /api/admin/submissions/export?format=json|csv&type&q → file, streamed
//   GET    /api/admin/subscribers?q&cursor&limit   → 200 SubscriberPage
//   GET    /api/admin/subscribers/export?format=json|csv&q → file, streamed
//   GET    /api/admin/submissions?type&q&status&owner&from&to&due&cursor&limit → SubmissionPage
//   GET    /api/admin/pipeline?type&q&owner&from&to&due   → PipelineCounts (a count per status)
//   GET    /api/admin/board?type&q&owner&from&to&due      → Board (each column's count and first cards)
//   PATCH  /api/admin/submissions/:id  LeadUpdate          → 200 AdminSubmission | 400 | 404
//   POST   /api/admin/submissions/:id/unread               → 200 AdminSubmission (read_at cleared)
//   GET    /api/admin/submissions/:id/notes                → 200 LeadNote[] (newest first)
//   POST   /api/admin/submissions/:id/notes  { body }      → 201 LeadNote
//   PATCH  /api/admin/submissions/:id/notes/:noteId { body } → 200 LeadNote | 403 (not the author)
//   GET    /api/admin/submissions/:id/timeline             → 200 TimelineEvent[] (oldest first)
//   GET    /api/admin/submissions/:id/related              → 200 RelatedLead[] (same e-mail or phone)
//   POST   /api/admin/submissions/:id/reply { subject, body } → 200 ReplyQueued | 409 (no SMTP) | 422 (no e-mail)
//
// Every route answers 401 without a session, like the rest of /api/admin.

export const LEAD_STATUSES = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal sent",
  won: "Won",
  lost: "Lost",
};

/** Statuses whose follow-up date still matters: a won or lost lead is never "overdue". */
export const OPEN_STATUSES: readonly LeadStatus[] = ["new", "contacted", "qualified", "proposal"];

export const LOST_REASON_MAX = 200;
export const VALUE_ESTIMATE_MAX = 60;
export const NOTE_MAX = 5000;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;

export const MSG_LOST_REASON_REQUIRED = "Please give a short reason why this lead was lost.";
/** The admin panel's fixed texts, word for word as the product requires them. */
export const MSG_DELETE_CONFIRM = "Are you sure you want to delete this submission?";
export const MSG_DELETE_FAILED = "Failed to delete submission. Please try again.";
export const MSG_NOTE_REQUIRED = "Please write the note first.";
export const MSG_NOTE_NOT_YOURS = "Only the author of a note can edit it.";
/** A reply is queued in the mail outbox; the lead's timeline shows when it is sent. */
export interface ReplyQueued {
  queued: true;
}

export const MSG_REPLY_NO_SMTP = "E-mail is not set up on this server. Use the e-mail link instead.";
export const MSG_REPLY_NO_EMAIL = "This lead has no e-mail address to reply to.";

/** How many cards each board column shows before "Load more" (which pages with the list API). */
export const BOARD_COLUMN_SIZE = 30;

/** A calendar day in the admin time zone (Asia/Kolkata), as the date inputs give it. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-24.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "That date does not exist.");

/** Ids are 32-bit integer columns on PostgreSQL: a larger number cannot name a row. */
const rowId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** `owner`: an account id, "me" (the signed-in account) or "none" (no owner yet). */
export const ownerFilter = z.union([z.literal("me"), z.literal("none"), rowId]);
export type OwnerFilter = z.infer<typeof ownerFilter>;

export const DUE_FILTERS = ["today", "overdue"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/**
 * The filters the list, the board, the status counts and the exports share. `from` and `to`
 * are days in the admin time zone, both included; `due` keeps open leads whose follow-up is
 * today or before today.
 */
const leadFilterFields = {
  status: z.enum(LEAD_STATUSES).optional(),
  owner: ownerFilter.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  due: z.enum(DUE_FILTERS).optional(),
};

export interface LeadFilter {
  status?: LeadStatus;
  owner?: OwnerFilter;
  from?: string;
  to?: string;
  due?: DueFilter;
}

/**
 * A change to a lead: any of its fields, at least one. Lost needs a reason; null clears the
 * owner, the follow-up date or the value.
 */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: "Unknown status." }).optional(),
    lostReason: z
      .string()
      .trim()
      .max(LOST_REASON_MAX, `Keep the reason under ${LOST_REASON_MAX} characters.`)
      .optional(),
    ownerId: rowId.nullable().optional(),
    followUpOn: isoDay.nullable().optional(),
    valueEstimate: z
      .string()
      .trim()
      .max(VALUE_ESTIMATE_MAX, `Keep the value under ${VALUE_ESTIMATE_MAX} characters.`)
      .nullable()
      .optional(),
  })
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Nothing to change.")
  .refine((update) => update.status !== "lost" || (update.lostReason ?? "") !== "", {
    message: MSG_LOST_REASON_REQUIRED,
    path: ["lostReason"],
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const noteBodySchema = z.object({
  body: z
    .string({ error: MSG_NOTE_REQUIRED })
    .trim()
    .min(1, MSG_NOTE_REQUIRED)
    .max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`),
});

export const replySchema = z.object({
  subject: z
    .string({ error: "Please write a subject." })
    .trim()
    .min(1, "Please write a subject.")
    .max(REPLY_SUBJECT_MAX)
    .refine((value) => !/[\r\n]/.test(value), "The subject must be one line."),
  body: z.string({ error: "Please write the message." }).trim().min(1, "Please write the message.").max(REPLY_BODY_MAX),
});

/** The pipeline fields of a submission, as the admin API shows them. */
interface LeadFields {
  status: LeadStatus;
  lostReason: string | null;
  owner: { id: number; displayName: string } | null;
  /** YYYY-MM-DD in the admin time zone, or null. */
  followUpOn: string | null;
  valueEstimate: string | null;
  notesCount: number;
  /** Other submissions from the same person (same e-mail or phone) received before this one. */
  earlierRequests: number;
}

export type PipelineCounts = Record<LeadStatus, number>;

export interface BoardColumn {
  status: LeadStatus;
  count: number;
  items: AdminSubmission[];
  /** Pass as `cursor` to the list API with `status` to load more of this column. */
  nextCursor: string | null;
}

export interface Board {
  columns: BoardColumn[];
}

export interface LeadNote {
  id: number;
  body: string;
  author: { id: number | null; displayName: string };
  createdAt: string;
  /** Set when the author changed the text after writing it. */
  editedAt: string | null;
}

/** Who did something: an account, or null for the website itself (the lead arriving). */
export interface TimelineActor {
  id: number | null;
  displayName: string;
}

export type TimelineEvent =
  | { kind: "received"; at: string; actor: null; channel: string | null; landingPage: string | null }
  | { kind: "status"; at: string; actor: TimelineActor; from: LeadStatus; to: LeadStatus; lostReason: string | null }
  | { kind: "owner"; at: string; actor: TimelineActor; from: string | null; to: string | null }
  | { kind: "follow-up"; at: string; actor: TimelineActor; from: string | null; to: string | null }
  | { kind: "value"; at: string; actor: TimelineActor; from: string | null; to: string | null }
  | { kind: "note"; at: string; actor: TimelineActor; noteId: number; excerpt: string }
  | { kind: "note-edited"; at: string; actor: TimelineActor; noteId: number; excerpt: string }
  | { kind: "email"; at: string; actor: TimelineActor; to: string; subject: string }
  /** A call booked from /book, moved or cancelled (by the visitor's links or staff). */
  | { kind: "booking"; at: string; actor: TimelineActor; action: BookingAction; start: string; staffName: string }
  | {
      /** A mail the site sent by itself (the visitor's instant reply, the staff e-mail), from the mail outbox. */
      kind: "mail";
      at: string;
      actor: null;
      mailKind: string;
      to: string;
      subject: string;
      state: MailState;
      attempts: number;
      lastError: string | null;
      sentAt: string | null;
    }
  | { kind: "contact"; at: string; actor: TimelineActor; via: ContactClick }
  | { kind: "first-response"; at: string; actor: TimelineActor; via: ResponseVia; officeMinutes: number };

/** Where a mail of the outbox is: waiting (or waiting to be tried again), being sent, sent, or given up. */
export const MAIL_STATES = ["queued", "sending", "sent", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

type BookingAction = "booked" | "rescheduled" | "cancelled";

/**
 * What the person agreed to when they sent the lead (GET /api/admin/submissions/:id/consent):
 * the notice version they were shown, the purposes (contracts/privacy/notice.ts), when and on
 * which form; withdrawnAt once the optional purposes were withdrawn.
 */
export interface AdminConsent {
  id: number;
  form: string;
  noticeVersion: string;
  purposes: string[];
  createdAt: string;
  withdrawnAt: string | null;
}

export interface RelatedLead {
  id: number;
  type: string;
  timestamp: string;
  status: LeadStatus;
  /** How it matches: the same e-mail, the same phone number, or both. */
  match: "email" | "phone" | "both";
}

/** `wa.me` link of an E.164 number (digits only, no +), or null when there is none. */
export function whatsAppUrl(e164: unknown): string | null {
  if (typeof e164 !== "string" || !/^\+[1-9][0-9]{6,14}$/.test(e164)) return null;
  return `https://wa.me/${e164.slice(1)}`;
}

/** `mailto:` with a subject that names the request, for the "E-mail" button. */
export function mailtoUrl(email: unknown, subject: string): string | null {
  if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

const ADMIN_SUBMISSION_TYPES = ["contact", "quote", "application", "audit", "booking"] as const;
export const SUBMISSION_FILTERS = ["all", ...ADMIN_SUBMISSION_TYPES] as const;
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
  /** Calls booked from /book (type booking). */
  bookings: number;
  /** Open leads (not won or lost) whose follow-up date is today, and before today. */
  dueToday: number;
  overdue: number;
  /** Leads not answered yet whose reply target (contracts/leads/first-response.ts) has passed. */
  responseOverdue: number;
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
  /** When the lead was first answered (contracts/leads/first-response.ts); null while it waits. */
  firstResponseAt: string | null;
  /** When the reply target passes (office time); "Response overdue" from then while unanswered. */
  responseDueAt: string;
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
  toolContext: "Came from",
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
  callStart: "Call (UTC)",
  callWith: "Call with",
};

/** `submissions-2026-11-22.json`: the export's file name, dated in the admin time zone. */
export function exportFileName(kind: "submissions" | "subscribers", date: string, format: ExportFormat): string {
  return `${kind}-${date}.${format}`;
}
