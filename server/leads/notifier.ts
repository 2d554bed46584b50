import type { FastifyBaseLogger } from "fastify";
import { loadNodemailerTransport, type MailMessage, type MailTransport, oneLine } from "#server/platform/mail.ts";
import { SUBMISSION_FIELD_LABELS } from "#contracts/leads/lead-desk.ts";
import type { SubmissionType } from "#contracts/leads/form-constants.ts";
import type { AuditReportRefusal, AuditRequest } from "#contracts/leads/forms.ts";
import { scoreColor } from "#contracts/seo-audit/audit.ts";
import { adminLeadPath } from "#contracts/leads/assignment.ts";
import { checkTitles } from "#server/seo-audit/scoring/checks.ts";
import type { MailOutbox } from "#server/platform/mail-outbox/mail-outbox.ts";

/** A submission that has just been committed. */
export interface NewLead {
  id: number;
  type: SubmissionType;
  data: Record<string, unknown>;
  createdAt: Date;
  /** Audit requests: whether the visitor was e-mailed the report (the staff e-mail says so). */
  reportEmailed?: boolean;
  /** Audit requests: why the server chose not to e-mail the report, when it did. */
  reportRefusal?: AuditReportRefusal;
}

/**
 * Tells staff about a new lead (implementations may throw or hang: callers never wait) and,
 * where the server can send mail, e-mails a visitor the SEO audit report they asked for.
 */
export interface LeadNotifier {
  notify(lead: NewLead): Promise<void>;
  /** E-mails the visitor of an audit request its report summary; absent when the server sends no mail. */
  sendAuditReport?(lead: NewLead): Promise<void>;
}

const noopNotifier: LeadNotifier = { notify: async () => {} };

const typeTitles: Record<SubmissionType, string> = {
  contact: "Contact message",
  quote: "Quote request",
  application: "Job application",
  audit: "SEO audit report request",
  booking: "Call booked",
};

/** A plain-text e-mail (never HTML: visitor text is shown as typed). */
export function formatLeadEmail(lead: NewLead, from: string, to: string, publicUrl?: string | null): MailMessage {
  const name = typeof lead.data.fullName === "string" ? lead.data.fullName : "someone";
  const opening =
    typeof lead.data.openingTitle === "string" && lead.data.openingTitle ? ` for ${lead.data.openingTitle}` : "";
  const lines = [`${typeTitles[lead.type]} #${lead.id}, received ${lead.createdAt.toISOString()}`, ""];
  for (const [key, value] of Object.entries(lead.data)) {
    const shown = Array.isArray(value) ? value.join(", ") : String(value ?? "");
    // Whether the audit was verified is said in words below.
    if (shown === "" || key === "auditVerified") continue;
    lines.push(`${SUBMISSION_FIELD_LABELS[key] ?? key}: ${shown}`);
  }
  if (lead.reportRefusal) lines.push("", STAFF_REFUSALS[lead.reportRefusal]);
  else if (lead.reportEmailed === true) lines.push("", "The report summary was e-mailed to the visitor.");
  else if (lead.reportEmailed === false)
    lines.push(
      "",
      "The report could NOT be e-mailed to the visitor (the mail server refused it or did not answer in time): please send it.",
    );
  // The lead's own page in the admin, where the site's public address is known.
  lines.push(
    "",
    publicUrl
      ? `Open the lead to reply: ${publicUrl}${adminLeadPath(lead.id)}`
      : "Open the admin dashboard to reply and mark it as read.",
  );
  return { from, to, subject: oneLine(`${typeTitles[lead.type]}${opening} from ${name}`), text: lines.join("\n") };
}

const UNVERIFIED =
  "The report was NOT e-mailed to the visitor: the request did not carry our server's proof of the audit";
const CHECK_FIRST = "Check the request is genuine before you send the report.";

/** Why the visitor was not e-mailed the report, for staff. */
const STAFF_REFUSALS: Record<AuditReportRefusal, string> = {
  missing: `${UNVERIFIED} (none was sent), so the URL and figures above are only what the browser sent. ${CHECK_FIRST}`,
  invalid: `${UNVERIFIED} (it was altered), so the URL and figures above are only what the browser sent. ${CHECK_FIRST}`,
  expired: `${UNVERIFIED} (the audit was over an hour old), so the URL and figures above are only what the browser sent. ${CHECK_FIRST}`,
  recipient: `The report was NOT e-mailed to the visitor: this address was already sent one today (one a day). ${CHECK_FIRST}`,
  sender: `The report was NOT e-mailed to the visitor: their network asked for too many reports today. ${CHECK_FIRST}`,
  daily: `The report was NOT e-mailed to the visitor: today's cap of report e-mails was reached. ${CHECK_FIRST}`,
};

const SCORE_LABELS = { green: "Good", yellow: "Needs improvement", red: "Poor" } as const;

/**
 * The e-mail a visitor asked for on the SEO audit page: the audited URL, the score, the counts
 * and the issues, as plain text. Anyone can type any address into the form, so the mail holds
 * nothing else a sender chose: no name, and only issue titles the audit itself uses.
 */
export function formatAuditReportEmail(lead: NewLead, from: string): MailMessage {
  const report = lead.data as AuditRequest;
  const known = checkTitles();
  const titles = (list: readonly string[]) => list.filter((title) => known.has(title)).map((title) => `- ${title}`);
  const critical = titles(report.criticalIssues ?? []);
  const warnings = titles(report.warningIssues ?? []);
  const url = oneLine(report.auditedUrl, 2048);
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // The schema accepted it as a URL; the whole text is the next best subject.
  }
  const lines = [
    "Hello,",
    "",
    "Here is the summary of the SEO audit you ran with the free SEO Audit Generator of Crestline Digital.",
    "",
    `Page: ${url}`,
    `Overall score: ${report.auditScore}/100 (${SCORE_LABELS[scoreColor(report.auditScore)]})`,
    `Critical issues: ${report.criticalCount}`,
    `Warnings: ${report.warningCount}`,
    `Passed checks: ${report.passedCount}`,
  ];
  if (critical.length > 0) lines.push("", "Critical issues:", ...critical);
  if (warnings.length > 0) lines.push("", "Warnings:", ...warnings);
  lines.push(
    "",
    "Run the audit again on our SEO Audit Generator page to see what was found for each check, how to fix it, and to download the full report.",
    "",
    report.criticalCount + report.warningCount > 0
      ? "Want our team to fix these issues? Reply to this e-mail and we will send you a free quote."
      : "Want more traffic from search? Reply to this e-mail and we will send you a free quote.",
    "",
    "Crestline Digital",
    "",
    "You receive this e-mail because this address was entered on our SEO audit page. We will not add it to any mailing list.",
  );
  return {
    from,
    to: oneLine(report.email, 254),
    subject: oneLine(`Your SEO audit of ${host}: ${report.auditScore}/100`),
    text: lines.join("\n"),
  };
}

/** Sends a staff e-mail per lead, and audit reports to visitors, through the given transport. */
function createMailNotifier(transport: MailTransport, to: string, from = to): Required<LeadNotifier> {
  return {
    notify: (lead) => transport.send(formatLeadEmail(lead, from, to)),
    sendAuditReport: (lead) => transport.send(formatAuditReportEmail(lead, from)),
  };
}

/**
 * The notifier for SMTP_URL + NOTIFY_EMAIL (config.smtp), or a no-op when they are not set.
 * Mail goes out from NOTIFY_EMAIL: staff e-mails to it, audit reports to the visitor (whose
 * replies then reach the team). The transport is created on first use; when it cannot be (a
 * malformed SMTP_URL) that is logged once and every mail is skipped (an audit report then
 * counts as not sent): a lead is never lost by mail.
 */
export function createSmtpNotifier(
  smtp: { url: string; notifyEmail: string } | null,
  log: FastifyBaseLogger,
  loadTransport: (url: string) => Promise<MailTransport> = loadNodemailerTransport,
): LeadNotifier {
  if (!smtp) return noopNotifier;
  let transport: Promise<MailTransport | null> | undefined;
  const mailer = async () => {
    transport ??= loadTransport(smtp.url).catch((error: unknown) => {
      log.warn(`SMTP_URL is set but no mail transport could be made from it: staff e-mails are off (${String(error)})`);
      return null;
    });
    const ready = await transport;
    return ready ? createMailNotifier(ready, smtp.notifyEmail) : null;
  };
  return {
    async notify(lead) {
      await (await mailer())?.notify(lead);
    },
    async sendAuditReport(lead) {
      const ready = await mailer();
      if (!ready) throw new Error("no mail transport");
      await ready.sendAuditReport(lead);
    },
  };
}

/**
 * The notifier of a server with a mail outbox: the staff e-mail is queued there (sent with
 * retries, shown on the lead's timeline); the audit report is still sent at once, because the
 * answer to the visitor says whether the mail server took it.
 */
export function createOutboxNotifier(
  outbox: MailOutbox | null,
  smtp: { url: string; notifyEmail: string } | null,
  log: FastifyBaseLogger,
  loadTransport: (url: string) => Promise<MailTransport> = loadNodemailerTransport,
  publicUrl: string | null = null,
): LeadNotifier {
  const direct = createSmtpNotifier(smtp, log, loadTransport);
  if (!smtp || !outbox?.enabled) return direct;
  return {
    async notify(lead) {
      const mail = formatLeadEmail(lead, smtp.notifyEmail, smtp.notifyEmail, publicUrl);
      await outbox.enqueue(mail, { leadId: lead.id, kind: "staff-notification" });
    },
    sendAuditReport: direct.sendAuditReport,
  };
}

/** How long a notification may take before it is given up (it never delays the answer). */
const NOTIFY_TIMEOUT_MS = 15_000;

/**
 * How long the answer to an audit request waits for the mail server to accept the visitor's
 * report. The lead is committed before; past this the page says the team will send it.
 */
export const AUDIT_REPORT_TIMEOUT_MS = 8_000;

/**
 * E-mails the visitor of a committed audit request its report and tells whether the mail
 * server accepted it in time. False without mail settings, on a failure (logged) or a hang:
 * the answer says so and the team sends the report.
 */
export async function sendAuditReport(
  notifier: LeadNotifier,
  lead: NewLead,
  log: FastifyBaseLogger,
  timeoutMs = AUDIT_REPORT_TIMEOUT_MS,
): Promise<boolean> {
  if (!notifier.sendAuditReport) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    await Promise.race([Promise.resolve().then(() => notifier.sendAuditReport?.(lead)), timeout]);
    return true;
  } catch (error) {
    log.warn(
      { err: error, submissionId: lead.id },
      "audit report e-mail to the visitor failed; the submission is stored",
    );
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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
