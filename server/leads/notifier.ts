import type { FastifyBaseLogger } from "fastify";
import type { SubmissionType } from "#contracts/form-constants.ts";

/** A submission that has just been committed. */
export interface NewLead {
  id: number;
  type: SubmissionType;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** Tells staff about a new lead. Implementations may throw or hang: callers never wait. */
export interface LeadNotifier {
  notify(lead: NewLead): Promise<void>;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Sends one e-mail. nodemailer's transport fits; tests pass a fake. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

const noopNotifier: LeadNotifier = { notify: async () => {} };

const typeTitles: Record<SubmissionType, string> = {
  contact: "Contact message",
  quote: "Quote request",
  application: "Job application",
  audit: "SEO audit report request",
};

const fieldLabels: Record<string, string> = {
  source: "Form",
  openingTitle: "Opening",
  openingId: "Opening id",
  fullName: "Full name",
  contactNumber: "Contact number",
  email: "Email",
  website: "Website",
  websiteUrl: "Website URL",
  monthlyBudget: "Monthly ad budget",
  platforms: "Platforms",
  goals: "Goals",
  message: "Message",
  portfolioUrl: "CV or portfolio",
  coverNote: "Cover note",
  auditedUrl: "Audited URL",
  auditScore: "Audit score",
  criticalCount: "Critical count",
  warningCount: "Warning count",
  passedCount: "Passed count",
  criticalIssues: "Critical issues",
  warningIssues: "Warnings",
};

/** One line of text: no CR/LF, so nothing a visitor types can add a mail header. */
function oneLine(value: string, max = 120): string {
  return value
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, max);
}

/** A plain-text e-mail (never HTML: visitor text is shown as typed). */
export function formatLeadEmail(lead: NewLead, from: string, to: string): MailMessage {
  const name = typeof lead.data.fullName === "string" ? lead.data.fullName : "someone";
  const opening =
    typeof lead.data.openingTitle === "string" && lead.data.openingTitle ? ` for ${lead.data.openingTitle}` : "";
  const lines = [`${typeTitles[lead.type]} #${lead.id}, received ${lead.createdAt.toISOString()}`, ""];
  for (const [key, value] of Object.entries(lead.data)) {
    const shown = Array.isArray(value) ? value.join(", ") : String(value ?? "");
    if (shown === "") continue;
    lines.push(`${fieldLabels[key] ?? key}: ${shown}`);
  }
  lines.push("", "Open the admin dashboard to reply and mark it as read.");
  return { from, to, subject: oneLine(`${typeTitles[lead.type]}${opening} from ${name}`), text: lines.join("\n") };
}

/** Sends a staff e-mail per lead through the given transport. */
function createMailNotifier(transport: MailTransport, to: string, from = to): LeadNotifier {
  return { notify: (lead) => transport.send(formatLeadEmail(lead, from, to)) };
}

/** nodemailer's SMTP transport for SMTP_URL, loaded on first use: a server without SMTP never loads it. */
async function loadNodemailerTransport(smtpUrl: string): Promise<MailTransport> {
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
  };
}

/**
 * The notifier for SMTP_URL + NOTIFY_EMAIL (config.smtp), or a no-op when they are not set.
 * The transport is created on first use; when it cannot be (a malformed SMTP_URL) that is
 * logged once and every notification is skipped: a lead is never lost or delayed by mail.
 */
export function createSmtpNotifier(
  smtp: { url: string; notifyEmail: string } | null,
  log: FastifyBaseLogger,
  loadTransport: (url: string) => Promise<MailTransport> = loadNodemailerTransport,
): LeadNotifier {
  if (!smtp) return noopNotifier;
  let transport: Promise<MailTransport | null> | undefined;
  return {
    async notify(lead) {
      transport ??= loadTransport(smtp.url).catch((error: unknown) => {
        log.warn(`SMTP_URL is set but no mail transport could be made from it: staff e-mails are off (${String(error)})`);
        return null;
      });
      const ready = await transport;
      if (ready) await createMailNotifier(ready, smtp.notifyEmail).notify(lead);
    },
  };
}

/** How long a notification may take before it is given up (it never delays the answer). */
const NOTIFY_TIMEOUT_MS = 15_000;

/**
 * Sends the notification after the answer has gone, in the background: a failure or a
 * hang is logged and affects neither the stored row nor the response: the lead is already
 * committed and acknowledged.
 */
export function notifyInBackground(
  notifier: LeadNotifier,
  lead: NewLead,
  log: FastifyBaseLogger,
  timeoutMs = NOTIFY_TIMEOUT_MS,
): Promise<void> {
  // No staff e-mail configured: nothing to schedule (no timer per submission).
  if (notifier === noopNotifier) return Promise.resolve();
  return new Promise((resolve) => {
    setImmediate(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        timer.unref();
      });
      Promise.resolve()
        .then(() => Promise.race([notifier.notify(lead), timeout]))
        .catch((error: unknown) => {
          log.warn({ err: error, submissionId: lead.id }, "staff notification e-mail failed; the submission is stored");
        })
        .finally(() => {
          clearTimeout(timer);
          resolve();
        });
    });
  });
}
