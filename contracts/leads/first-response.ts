import { z } from "zod";

// First response (speed to lead): when a lead was first answered, and whether it waits too
// long. The first status change, note, e-mail sent from the desk, or click on the desk's
// Call, E-mail or WhatsApp link answers a lead; that moment is kept once per lead
// (submissions.first_response_at). Waiting time is office time (contracts/calendar.ts).
//
//   POST /api/admin/submissions/:id/contact-click { via }  → 204 | 400 | 404
//        (the desk's Call / E-mail / WhatsApp link was clicked; sent with fetch keepalive)

/** The reply target: a lead not answered within this much office time is "Response overdue". */
export const RESPONSE_TARGET_MS = 60 * 60 * 1000;
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
