import { z } from "zod";

// First response (speed to lead): when a lead was first answered, and whether it waits too
// long. The first status change, note, e-mail sent from the desk, or click on the desk's
// Call, E-mail or WhatsApp link answers a lead; that moment is kept once per lead
// (submissions.first_response_at). Waiting time is office time (contracts/calendar.ts).
//
//   POST /api/admin/submissions/:id/contact-click { via }  → 204 | 400 | 404
//        (the desk's Call / E-mail / WhatsApp link was clicked; sent with fetch keepalive)

/**
 * The reply target: a lead not answered within this much office time is "Response overdue".
 * The owner sets it (admin_settings) from 15 office minutes to 3 office days; one office
 * hour until then.
 *
 *   GET /api/admin/response-target            → { minutes, defaultMinutes, min, max }
 *   PUT /api/admin/response-target { minutes } → 200 | 400 (with the reason) | 403 (not an owner)
 */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 60;
const RESPONSE_TARGET_MIN_MINUTES = 15;
/** Three office days of Monday to Friday (9:00 to 18:00, contracts/calendar.ts). */
export const RESPONSE_TARGET_MAX_MINUTES = 3 * 9 * 60;
export const RESPONSE_TARGET_PATH = "/api/admin/response-target";

export const responseTargetSchema = z
  .object({
    minutes: z
      .number({ error: "The response target must be a number of minutes." })
      .int({ error: "The response target must be a whole number of minutes." })
      .min(RESPONSE_TARGET_MIN_MINUTES, { error: "The response target must be at least 15 minutes." })
      .max(RESPONSE_TARGET_MAX_MINUTES, { error: "The response target can be at most 3 office days (27 hours)." }),
  })
  .strict();

export interface ResponseTargetAnswer {
  minutes: number;
  defaultMinutes: number;
}

/** A stored target in minutes; anything missing or out of range reads as the default. */
export function parseResponseTarget(value: string | undefined): number {
  const parsed = responseTargetSchema.safeParse({ minutes: Number(value) });
  return value && parsed.success ? parsed.data.minutes : DEFAULT_RESPONSE_TARGET_MINUTES;
}

/** "15 minutes", "1 hour", "2.5 hours": a target in office time, in words. */
export function formatResponseTarget(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
export const MSG_RESPONSE_OVERDUE = "Response overdue";

export const CONTACT_CLICKS = ["call", "email", "whatsapp"] as const;
export type ContactClick = (typeof CONTACT_CLICKS)[number];
export const contactClickSchema = z
  .object({ via: z.enum(CONTACT_CLICKS, { error: "Unknown contact link." }) })
  .strict();

/** What answered a lead first. */
export type ResponseVia = "status" | "note" | "email" | "call" | "whatsapp";

export const RESPONSE_VIA_LABELS: Readonly<Record<ResponseVia, string>> = {
  status: "status change",
  note: "note",
  email: "e-mail",
  call: "call",
  whatsapp: "WhatsApp",
};

export function contactClickPath(id: number): string {
  return `/api/admin/submissions/${id}/contact-click`;
}

/** True while a lead is unanswered and its reply was due (at `responseDueAt`, ISO) by `now`. */
export function isResponseOverdue(
  lead: { firstResponseAt: string | null; responseDueAt: string | null },
  now: Date,
): boolean {
  return (
    lead.firstResponseAt === null && lead.responseDueAt !== null && now.getTime() >= Date.parse(lead.responseDueAt)
  );
}

/** Statuses that count a lead as qualified in the outcomes: it reached Qualified or went further. */
export const QUALIFIED_STATUSES = ["qualified", "proposal", "won"] as const;

/**
 * The response-time buckets (office minutes; each bucket from its value up to the next) the
 * weekly medians are counted in: fine in the first hour, coarser later, so each day adds at
 * most 28 counts whatever the number of leads (the Sources report stays one cheap statement).
 * The median shown is the lower edge of its bucket.
 */
const RESPONSE_BUCKETS = [
  0, 1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 360, 420, 480, 540, 720, 1080, 1620, 2160, 3240, 5400,
  10800, 21600,
] as const;

export function responseBucket(minutes: number): number {
  let bucket = 0;
  for (const edge of RESPONSE_BUCKETS) if (minutes >= edge) bucket = edge;
  return bucket;
}
