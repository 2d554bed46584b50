import { REPLY_SUBJECT_MAX } from "#contracts/leads/lead-desk.ts";
import { type MailMessage, oneLine } from "#server/platform/mail.ts";

/**
 * A staff member's reply to a lead, as the outbox sends it: from NOTIFY_EMAIL (the address
 * the team reads), plain text, the address and subject on one line each.
 */
export function replyMessage(from: string, reply: { to: string; subject: string; text: string }): MailMessage {
  return {
    from,
    to: oneLine(reply.to, 254),
    subject: oneLine(reply.subject, REPLY_SUBJECT_MAX),
    text: reply.text,
  };
}
