import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import {
  expectedCallTime,
  REPLY_TEMPLATE_TYPES,
  REPLY_TYPE_LABELS,
  renderReplyTemplate,
  type ReplyTemplateType,
} from "#contracts/leads/reply-templates.ts";
import { OFFICE_HOURS_TEXT } from "#contracts/office-hours.ts";
import { localDateString } from "#server/platform/calendar.ts";
import { type MailMessage, oneLine } from "#server/platform/mail.ts";
import { auditTokenKey } from "../audit-report-token.ts";
import type { NewLead } from "../notifier.ts";
import { claimReportSend, type ReportCaps } from "../report-sends.ts";
import { replyTemplate } from "./reply-templates-store.ts";

// The e-mail a visitor gets the moment their form is stored: what we received, what happens
// next, when to expect a call, and a link to book one. Anyone can type any address into a
// form, so replies are capped like the newsletter's and "my data"'s mails (per address, per
// sending network, per day) and carry nothing the sender wrote but a first name made of letters.

/** Replies per address a day (as the newsletter's and my data's 3), per network (my data's 10), and to everyone. */
export const INSTANT_REPLY_CAPS: ReportCaps = { perRecipient: 3, perSender: 10, perDay: 2000 };

export const BOOKING_PATH = "/book";

/** "Asha" from "Asha Rao"; "there" when the name has no letters: no links or words of a sender's choosing. */
export function firstName(fullName: unknown): string {
  const first = typeof fullName === "string" ? (fullName.trim().split(/\s+/)[0] ?? "") : "";
  const letters = first.replace(/[^\p{L}\p{M}'-]/gu, "").slice(0, 40);
  return /\p{L}/u.test(letters) ? letters : "there";
}

const isReplyType = (type: string): type is ReplyTemplateType =>
  (REPLY_TEMPLATE_TYPES as readonly string[]).includes(type);

/** The reply to a lead from its type's template. */
async function instantReplyMail(
  app: FastifyInstance,
  lead: NewLead,
  from: string,
  publicUrl: string,
): Promise<MailMessage | null> {
  const email = lead.data.email;
  if (typeof email !== "string" || !isReplyType(lead.type)) return null;
  const template = await replyTemplate(app, lead.type);
  const filled = renderReplyTemplate(template, {
    name: firstName(lead.data.fullName),
    type: REPLY_TYPE_LABELS[lead.type].toLowerCase(),
    bookingLink: `${publicUrl}${BOOKING_PATH}`,
    officeHours: OFFICE_HOURS_TEXT,
    callTime: expectedCallTime(lead.createdAt),
  });
  return { from, to: oneLine(email, 254), subject: oneLine(filled.subject, 200), text: filled.body };
}

export interface InstantReplyOptions {
  /** config.smtp's sender (NOTIFY_EMAIL): replies to the reply reach the team. */
  from: string;
  publicUrl: string;
  /** clientKey() of the address the form came from. */
  sender: string;
  caps?: ReportCaps;
}

/**
 * Queues the reply to a stored lead in the mail outbox, within the caps. Never throws: a
 * failure is logged, and the lead is already stored and answered.
 */
export async function queueInstantReply(
  app: FastifyInstance,
  lead: NewLead,
  options: InstantReplyOptions,
  log: FastifyBaseLogger,
): Promise<"queued" | "capped" | "none"> {
  try {
    const message = await instantReplyMail(app, lead, options.from, options.publicUrl);
    if (!message || !app.mailOutbox.enabled) return "none";
    const send = { email: message.to, sender: options.sender, day: localDateString(lead.createdAt) };
    const key = await auditTokenKey(app);
    const capped = await claimReportSend(
      app.sharedCounters,
      key,
      send,
      lead.createdAt,
      options.caps ?? INSTANT_REPLY_CAPS,
      "instant-reply",
    );
    if (capped) {
      log.info({ submissionId: lead.id, cap: capped }, "instant reply not sent: cap reached");
      return "capped";
    }
    await app.mailOutbox.enqueue(message, { leadId: lead.id, kind: "instant-reply" });
    return "queued";
  } catch (error) {
    log.warn({ err: error, submissionId: lead.id }, "instant reply could not be queued; the submission is stored");
    return "none";
  }
}
