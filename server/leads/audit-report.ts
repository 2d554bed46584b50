import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AuditReportRefusal, AuditRequest } from "#contracts/leads/forms.ts";
import { localDateString } from "#server/platform/calendar.ts";
import { auditTokenKey, checkAuditToken } from "./audit-report-token.ts";
import { type LeadNotifier, type NewLead, sendAuditReport } from "./notifier.ts";
import { claimReportSend, type ReportCaps } from "./report-sends.ts";

// 'E-mail me this report' (a lead of type audit): what is stored, and whether the report
// e-mail may go. The mail goes only for an audit this server ran (a valid report token), within
// the daily caps; every request is stored either way, and the answer says why no mail went.

/**
 * The data to store: the token's URL, score and counts over whatever the request claims, with
 * auditVerified true; or, without a valid token, the request's data marked unverified and the
 * reason no report will be e-mailed.
 */
export async function verifiedAuditRequest(
  app: FastifyInstance,
  data: AuditRequest,
  token: unknown,
  now: Date,
): Promise<{ data: AuditRequest; refusal: AuditReportRefusal | null }> {
  const check = checkAuditToken(await auditTokenKey(app), token, now);
  if (!check.ok) return { data: { ...data, auditVerified: false }, refusal: check.reason };
  const { url, score, critical, warning, passed } = check.facts;
  return {
    data: {
      ...data,
      auditedUrl: url,
      auditScore: score,
      criticalCount: critical,
      warningCount: warning,
      passedCount: passed,
      auditVerified: true,
    },
    refusal: null,
  };
}

export interface ReportOutcome {
  reportEmailed: boolean;
  reportRefusal?: AuditReportRefusal;
}

/**
 * E-mails the visitor of a stored request its report when it is verified, the server sends
 * mail and the caps allow it. A failure to count is logged and answered as a mail that could
 * not go (the staff e-mail then asks the team to send it): the stored lead is never at risk.
 */
export async function emailAuditReport(
  app: FastifyInstance,
  notifier: LeadNotifier,
  lead: NewLead,
  options: { refusal: AuditReportRefusal | null; sender: string; caps: ReportCaps; timeoutMs?: number },
  log: FastifyBaseLogger,
): Promise<ReportOutcome> {
  if (options.refusal) return { reportEmailed: false, reportRefusal: options.refusal };
  if (!notifier.sendAuditReport) return { reportEmailed: false };
  const email = String(lead.data.email);
  try {
    const send = { email, sender: options.sender, day: localDateString(lead.createdAt) };
    const capped = await claimReportSend(
      app.sharedCounters,
      await auditTokenKey(app),
      send,
      lead.createdAt,
      options.caps,
    );
    if (capped) return { reportEmailed: false, reportRefusal: capped };
  } catch (error) {
    log.warn({ err: error, submissionId: lead.id }, "report e-mails could not be counted; none is sent");
    return { reportEmailed: false };
  }
  return { reportEmailed: await sendAuditReport(notifier, lead, log, options.timeoutMs) };
}
