import { REPLY_SUBJECT_MAX } from "#contracts/leads/lead-desk.ts";
import { loadNodemailerTransport, type MailTransport, oneLine } from "#server/platform/mail.ts";

/** How long the answer waits for the mail server to take a reply. */
const REPLY_TIMEOUT_MS = 15_000;

/** Sends a staff member's reply to a lead; resolves once the mail server has accepted it. */
export type ReplySender = (message: { to: string; subject: string; text: string }) => Promise<void>;

/**
 * The reply sender of SMTP_URL + NOTIFY_EMAIL (config.smtp), or null when the server sends
 * no mail. Replies go out from NOTIFY_EMAIL, the address the team reads, as plain text. The
 * transport is made on first use (nodemailer is never loaded without SMTP), and made again
 * after a failure to make it, so a fixed mail server needs no restart.
 */
export function createReplySender(
  smtp: { url: string; notifyEmail: string } | null,
  loadTransport: (url: string) => Promise<MailTransport> = loadNodemailerTransport,
): ReplySender | null {
  if (!smtp) return null;
  let transport: Promise<MailTransport> | undefined;
  return async ({ to, subject, text }) => {
    transport ??= loadTransport(smtp.url).catch((error: unknown) => {
      transport = undefined;
      throw error;
    });
    const ready = await transport;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REPLY_TIMEOUT_MS / 1000} s`)), REPLY_TIMEOUT_MS);
      timer.unref();
    });
    try {
      await Promise.race([
        ready.send({
          from: smtp.notifyEmail,
          to: oneLine(to, 254),
          subject: oneLine(subject, REPLY_SUBJECT_MAX),
          text,
        }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
}
