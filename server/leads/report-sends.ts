import crypto from "node:crypto";
import { AUDIT_REPORT_CAPS, type AuditReportRefusal } from "#contracts/leads/forms.ts";
import type { SharedCounters } from "#server/platform/limits/shared-limits.ts";

// The daily caps of report e-mails: one per recipient, a few per sending network, and a
// ceiling for everyone. Counted in the database (shared_limits), so they hold across restarts
// and for every instance. A key names its day, so each day starts from nothing; rows live two
// days and are then swept. Every send that is attempted counts, whether or not the mail
// server then accepts it: nothing can be replayed through a failing mail server.

export type ReportCaps = { readonly [Key in keyof typeof AUDIT_REPORT_CAPS]: number };

const ROW_LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;

/** The recipient as a keyed hash: the counters never hold an e-mail address. */
function recipientKey(key: Buffer, email: string): string {
  return crypto.createHmac("sha256", key).update(`recipient:${email.trim().toLowerCase()}`).digest("base64url");
}

export interface ReportSend {
  email: string;
  /** clientKey() of the requesting address. */
  sender: string;
  /** The calendar day the caps count for (YYYY-MM-DD). */
  day: string;
}

/**
 * Counts one report e-mail against its caps: null when it may go, else the cap it would pass
 * (whose count, and those counted before it, are taken back: a refused send uses up nothing).
 */
export async function claimReportSend(
  counters: SharedCounters,
  key: Buffer,
  send: ReportSend,
  now: Date,
  caps: ReportCaps = AUDIT_REPORT_CAPS,
  /** Which mails are counted: each kind has its own counters ("audit-report", "instant-reply"). */
  kind = "audit-report",
): Promise<Extract<AuditReportRefusal, "recipient" | "sender" | "daily"> | null> {
  const steps = [
    { cap: "recipient", key: `${kind}:to:${recipientKey(key, send.email)}:${send.day}`, max: caps.perRecipient },
    { cap: "sender", key: `${kind}:from:${send.sender}:${send.day}`, max: caps.perSender },
    { cap: "daily", key: `${kind}:day:${send.day}`, max: caps.perDay },
  ] as const;
  const counted: string[] = [];
  for (const step of steps) {
    const { count } = await counters.increment(step.key, ROW_LIFETIME_MS, now.getTime());
    counted.push(step.key);
    if (count > step.max) {
      await Promise.all(counted.map((counter) => counters.takeBack(counter)));
      return step.cap;
    }
  }
  return null;
}
