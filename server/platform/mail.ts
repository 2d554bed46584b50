/**
 * Outgoing mail for every domain: the message shape, the transport seam tests replace, and
 * nodemailer's SMTP transport loaded on first use.
 */

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Extra headers (e.g. List-Unsubscribe); names and values are set by the server, never by a visitor. */
  headers?: Record<string, string>;
  /** Files sent with the mail (e.g. an .ics invitation): text content only. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Sends one e-mail. nodemailer's transport fits; tests pass a fake. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** One line of text: no CR/LF, so nothing a visitor types can add a mail header. */
export function oneLine(value: string, max = 120): string {
  return value
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, max);
}

/** nodemailer's SMTP transport for SMTP_URL, loaded on first use: a server without SMTP never loads it. */
export async function loadNodemailerTransport(smtpUrl: string): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      // Headers and attachments ({ filename, contentType, content }) are nodemailer's own shapes.
      await transport.sendMail(message);
    },
  };
}
