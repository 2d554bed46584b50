import crypto from "node:crypto";
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  FORM_POST_PATHS,
  HONEYPOT_FIELD,
  honeypotFilled,
  type LeadError,
  MSG_INVALID_FIELDS,
  SUBMISSIONS_PATH,
  SUBSCRIBERS_PATH,
  type SubmissionCreated,
  type SubscribeResult,
} from "#contracts/leads/form-constants.ts";
import {
  AUDIT_REPORT_CAPS,
  type AuditRequest,
  type AuditRequestCreated,
  fieldErrors,
  MSG_AUDIT_REPORT_REFUSED,
  submissionDataSchema,
  submissionRequestSchema,
  subscribeFormSchema,
  subscribeRequestSchema,
} from "#contracts/leads/forms.ts";
import { z } from "zod";
import { MSG_CHECK_INBOX, MSG_NEWSLETTER_NEEDS_EMAIL } from "#contracts/leads/newsletter.ts";
import type { MailTransport } from "#server/platform/mail.ts";
import { createNewsletter, type NewsletterMailCaps } from "./newsletter/subscription.ts";
import { TOOL_RUNS_PATH } from "#contracts/leads/lead-source.ts";
import { storedLeadSource } from "#contracts/leads/lead-source-schema.ts";
import { localDateString } from "#server/platform/calendar.ts";
import {
  asSubmissionEnvelope,
  browserAnswer,
  FORM_CONTENT_TYPE,
  type FormKind,
  readFormFields,
  refuseCrossSiteForm,
  requireFormPost,
} from "../platform/form-pages.ts";
import { emailAuditReport, verifiedAuditRequest } from "./audit-report.ts";
import {
  AUDIT_REPORT_TIMEOUT_MS,
  createOutboxNotifier,
  type LeadNotifier,
  type NewLead,
  notifyInBackground,
} from "./notifier.ts";
import { queueInstantReply } from "./instant-reply/instant-reply.ts";
import { firstAnswer, idempotencyDigest, insertOnce, REPLAYED_HEADER } from "./idempotency.ts";
import type { FirstLead } from "./store/lead-repeats-repository.ts";
import type { ReportCaps } from "./report-sends.ts";
import { isRateLimited, limitMessage, routeLimit, sendRateLimited } from "#server/platform/limits/limit-message.ts";
import { clientKey } from "#server/platform/limits/client-key.ts";
import { withConsent } from "#server/privacy/form-consent.ts";

/**
 * Per-address limits (shared by all instances on PostgreSQL, per instance on SQLite: see
 * server/limits), applied to every request to the route, rejected ones included:
 * - 10 a minute: a person sends one form, maybe two or three after fixing a field or
 *   retrying a failure; the headroom is for offices, colleges and mobile carriers that
 *   put many visitors behind one address.
 * - 60 an hour: caps what one source can pour into the staff's inbox (at most 1,440 rows
 *   a day) once the minute window keeps resetting. Bots that fill the honeypot store
 *   nothing anyway; this stops the ones that do not.
 */
export const LEAD_RATE_LIMITS = {
  perMinute: { max: 10, timeWindow: 60_000 },
  perHour: { max: 60, timeWindow: 3_600_000 },
} as const;

export interface LeadsRouteOptions {
  /** SMTP_URL + NOTIFY_EMAIL; null turns staff e-mails and audit-report e-mails off. */
  smtp?: { url: string; notifyEmail: string } | null;
  /** config.publicUrl: the origin of the newsletter's mailed links; null turns subscribing off. */
  publicUrl?: string | null;
  /** Makes the newsletter's mail transport from SMTP_URL (tests pass a fake); nodemailer by default. */
  loadMailTransport?: (smtpUrl: string) => Promise<MailTransport>;
  /** Overrides NEWSLETTER_MAIL_CAPS (tests). */
  newsletterCaps?: NewsletterMailCaps;
  /** Overrides the SMTP notifier (tests). */
  notifier?: LeadNotifier;
  /** Overrides AUDIT_REPORT_TIMEOUT_MS (tests). */
  auditReportTimeoutMs?: number;
  /** Overrides the daily caps of report e-mails, AUDIT_REPORT_CAPS (tests). */
  auditReportCaps?: ReportCaps;
  /** Overrides the daily caps of instant replies, INSTANT_REPLY_CAPS (tests). */
  instantReplyCaps?: ReportCaps;
  now?: () => Date;
  rateLimits?: { perMinute: { max: number; timeWindow: number }; perHour: { max: number; timeWindow: number } };
  /** RATE_LIMIT_ALLOW_LIST: addresses no per-address limit applies to (load tests). */
  rateLimitAllowList?: string[];
  /** The site's tool slugs: a lead's source names only these. */
  knownTools?: ReadonlySet<string>;
  /** Called once a lead is committed (assignment and alerts); must not throw, is not awaited. */
  onNewLead?: (lead: NewLead, log: FastifyBaseLogger) => void;
}

/** The `context` beside a form's data, checked; a lead is never refused for it. */
function sourceOf(body: unknown, knownTools: ReadonlySet<string>) {
  const context = body && typeof body === "object" ? (body as { context?: unknown }).context : undefined;
  return context === undefined || context === null ? null : storedLeadSource(context, (slug) => knownTools.has(slug));
}

/**
 * Tool-run beacons per address: a busy visitor converts a batch of files or reruns a
 * generator many times a minute; a flood beyond this is no person.
 */
export const TOOL_RUN_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;
/** What a 429 says was limited ("Too many form submissions from your network…"). */
const LIMITED: Record<FormKind, string> = { submissions: "form submissions", subscribers: "sign-ups" };

const toolRunSchema = z.object({ tool: z.string().max(80) });
const MSG_UNKNOWN_TOOL = "Unknown tool.";

const MSG_NOT_JSON = "Please send the form as JSON (Content-Type: application/json).";
const MSG_BAD_JSON = "The form could not be read. Please send a JSON object.";
const MSG_TOO_LARGE = "The form is too large. Please shorten your text and try again.";
const MSG_SERVER = "Failed to submit form. Please try again.";

function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "statusCode" in error) {
    const status = (error as { statusCode: unknown }).statusCode;
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/** Bad input is always 4xx with a readable reason; only a real server fault is 500. */
function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (isRateLimited(error)) {
    void sendRateLimited(reply, error);
    return;
  }
  const status = statusOf(error);
  if (status === 413) {
    void reply.code(413).send({ error: MSG_TOO_LARGE } satisfies LeadError);
    return;
  }
  if (status === 415) {
    void reply.code(415).send({ error: MSG_NOT_JSON } satisfies LeadError);
    return;
  }
  if (status !== undefined && status >= 400 && status < 500) {
    void reply.code(400).send({ error: MSG_BAD_JSON } satisfies LeadError);
    return;
  }
  request.log.error({ err: error }, "lead could not be stored");
  void reply.code(500).send({ error: MSG_SERVER } satisfies LeadError);
}

/** application/json (any charset) or a +json type; anything else is refused before the body is read. */
function isJson(request: FastifyRequest): boolean {
  const type = request.headers["content-type"];
  if (typeof type !== "string") return false;
  const media = type.split(";")[0]?.trim().toLowerCase() ?? "";
  return media === "application/json";
}

function invalid(reply: FastifyReply, fields: Record<string, string>) {
  return reply.code(400).send({ error: MSG_INVALID_FIELDS, fields } satisfies LeadError);
}

/** A believable id for a bot whose honeypot was filled: nothing is stored. */
function decoyId(): number {
  return crypto.randomInt(1_000, 1_000_000);
}

/**
 * POST /api/submissions and POST /api/subscribers: validated with the shared schemas,
 * stored through the repositories, and answered 201 only once the row is committed, so an
 * acknowledged lead is never lost. An audit request is answered once the visitor's report
 * e-mail is accepted or has failed (bounded by AUDIT_REPORT_TIMEOUT_MS), so the answer's
 * `reportEmailed` is true only for a mail that went out; when the server chose not to send it
 * (no valid report token, a daily cap: audit-report.ts), `reportNotSent` says why.
 */
export async function leadsRoutes(app: FastifyInstance, opts: LeadsRouteOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const outbox = app.hasDecorator("mailOutbox") ? app.mailOutbox : null;
  const notifier = opts.notifier ?? createOutboxNotifier(outbox, opts.smtp ?? null, app.log, opts.loadMailTransport, opts.publicUrl);
  /** Queues the visitor's instant reply (server/leads/instant-reply/) where the server sends mail. */
  const instantReply = async (request: FastifyRequest, lead: NewLead) => {
    const { smtp, publicUrl } = opts;
    if (!outbox?.enabled || !smtp || !publicUrl) return;
    const options = { from: smtp.notifyEmail, publicUrl, sender: clientKey(request.ip), caps: opts.instantReplyCaps };
    await queueInstantReply(app, lead, options, request.log);
  };
  const limits = opts.rateLimits ?? LEAD_RATE_LIMITS;
  const knownTools = opts.knownTools ?? new Set<string>();
  const newsletter = createNewsletter(app, {
    smtp: opts.smtp ?? null,
    publicUrl: opts.publicUrl ?? null,
    caps: opts.newsletterCaps,
  });

  app.setErrorHandler(errorHandler);

  // The minute window is @fastify/rate-limit's per-route config; the hour window is a
  // second limiter, one per kind of lead (its JSON and no-JS routes count together),
  // checked first in onRequest.
  const hourlyLimiters = new Map<FormKind, ReturnType<typeof app.createRateLimit>>();
  const hourly = (name: FormKind) => {
    // The key carries the route name, so the allow-list is matched on the address itself.
    const allowList = opts.rateLimitAllowList ?? [];
    const limiter =
      hourlyLimiters.get(name) ??
      app.createRateLimit({
        ...limits.perHour,
        keyGenerator: (request) => `${name}:${clientKey(request.ip)}`,
        allowList: (request) => allowList.includes(request.ip),
      });
    hourlyLimiters.set(name, limiter);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        void reply
          .code(429)
          .header("retry-after", result.ttlInSeconds)
          .send({ error: limitMessage(LIMITED[name], result.ttlInSeconds) } satisfies LeadError);
        return reply;
      }
    };
  };
  const requireJson = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isJson(request)) {
      void reply.code(415).send({ error: MSG_NOT_JSON } satisfies LeadError);
      return reply;
    }
  };
  const routeOptions = (name: FormKind) => ({
    config: { rateLimit: routeLimit(LIMITED[name], limits.perMinute) },
    onRequest: [hourly(name), requireJson],
    // Answers are a few bytes and forms are small JSON: no compression hooks either way.
    compress: false as const,
    decompress: false as const,
  });
  // The same forms sent without JavaScript (server/platform/form-pages.ts): urlencoded, run through the same
  // handlers and limits, answered with a redirect or an HTML page.
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string" }, (_request, body, done) => {
    done(null, readFormFields(String(body)));
  });
  // A post from another site is refused (403, a page saying so) once the body says which
  // form it was, so the page links back to that form.
  const formRouteOptions = (name: FormKind) => ({
    ...routeOptions(name),
    onRequest: [hourly(name), requireFormPost],
    preHandler: name === "submissions" ? [asSubmissionEnvelope, refuseCrossSiteForm] : [refuseCrossSiteForm],
    onSend: browserAnswer(name),
  });

  const storeSubmission = async (request: FastifyRequest, reply: FastifyReply) => {
    const envelope = submissionRequestSchema.safeParse(request.body);
    if (!envelope.success) return invalid(reply, fieldErrors(envelope.error));
    const { type, data } = envelope.data;
    const parsed = submissionDataSchema(type, data).safeParse(data);
    if (!parsed.success) return invalid(reply, fieldErrors(parsed.error));

    if (honeypotFilled(envelope.data[HONEYPOT_FIELD])) {
      request.log.info({ type }, "honeypot filled: submission dropped");
      // The answer a real request would get, so a bot learns nothing.
      if (type !== "audit") return reply.code(201).send({ id: decoyId() } satisfies SubmissionCreated);
      const { refusal } = await verifiedAuditRequest(
        app,
        parsed.data as AuditRequest,
        envelope.data.reportToken,
        now(),
      );
      const decoy: AuditRequestCreated = {
        id: decoyId(),
        reportEmailed: refusal === null && notifier.sendAuditReport !== undefined,
      };
      if (refusal) decoy.reportNotSent = MSG_AUDIT_REPORT_REFUSED[refusal];
      return reply.code(201).send(decoy);
    }

    const createdAt = now();
    const source = sourceOf(request.body, knownTools);
    // The marketing box is stored as the lead's consent, beside it, not as one of its fields.
    const { data: fields, consent } = withConsent(type, parsed.data);
    const sentKey = envelope.data.idempotencyKey;
    const idempotencyKey = sentKey ? idempotencyDigest(sentKey, type, parsed.data) : null;
    // A repeat (a second tap, a retry) is answered with the first lead; nothing is stored or sent again.
    const replay = async (first: FirstLead) => {
      const waitMs = (opts.auditReportTimeoutMs ?? AUDIT_REPORT_TIMEOUT_MS) + 1_000;
      const answer = await firstAnswer(app, { key: idempotencyKey ?? "", first, type }, waitMs);
      return reply.code(201).header(REPLAYED_HEADER, "true").send(answer);
    };
    if (type !== "audit") {
      const stored = await insertOnce(app, { type, data: fields, createdAt, source, consent, idempotencyKey });
      if (stored.repeatOf) return replay(stored.repeatOf);
      const id = stored.id;
      // Queued before the answer, so a visitor told "the confirmation is in your inbox" gets it.
      await instantReply(request, { id, type, data: fields, createdAt });
      void notifyInBackground(notifier, { id, type, data: fields, createdAt }, request.log);
      opts.onNewLead?.({ id, type, data: fields, createdAt }, request.log);
      return reply.code(201).send({ id } satisfies SubmissionCreated);
    }
    const earlier = idempotencyKey ? await app.leadRepeats.find(idempotencyKey) : null;
    if (earlier) return replay(earlier);
    // An audit request stores the facts of the audit its token names, and is e-mailed only then.
    const audit = await verifiedAuditRequest(app, fields as AuditRequest, envelope.data.reportToken, createdAt);
    const stored = await insertOnce(app, { type, data: audit.data, createdAt, source, consent, idempotencyKey });
    if (stored.repeatOf) return replay(stored.repeatOf);
    const id = stored.id;
    const lead = { id, type, data: audit.data, createdAt };
    const outcome = await emailAuditReport(
      app,
      notifier,
      lead,
      {
        refusal: audit.refusal,
        sender: clientKey(request.ip),
        caps: opts.auditReportCaps ?? AUDIT_REPORT_CAPS,
        timeoutMs: opts.auditReportTimeoutMs,
      },
      request.log,
    );
    // The report mail is the reply when it went. When a daily cap stopped it, no other mail goes
    // either (the caps are what keep the form from flooding an inbox); otherwise (an unverified
    // request, a mail server that failed) the visitor still hears from us.
    const capped = ["recipient", "sender", "daily"].includes(outcome.reportRefusal ?? "");
    if (!outcome.reportEmailed && !capped) await instantReply(request, lead);
    void notifyInBackground(notifier, { ...lead, ...outcome }, request.log);
    opts.onNewLead?.(lead, request.log);
    const answer: AuditRequestCreated = { id, reportEmailed: outcome.reportEmailed };
    if (outcome.reportRefusal) answer.reportNotSent = MSG_AUDIT_REPORT_REFUSED[outcome.reportRefusal];
    if (idempotencyKey) await app.leadRepeats.keepAnswer(id, JSON.stringify(answer));
    return reply.code(201).send(answer);
  };
  app.post(SUBMISSIONS_PATH, routeOptions("submissions"), storeSubmission);
  app.post(FORM_POST_PATHS.submissions, formRouteOptions("submissions"), storeSubmission);

  // A finished tool run: one anonymous count for the tool and the day. Sent by
  // navigator.sendBeacon, so the answer is never read; bad input still gets its 4xx.
  app.post(
    TOOL_RUNS_PATH,
    {
      config: { rateLimit: routeLimit("tool runs", TOOL_RUN_RATE_LIMIT) },
      onRequest: [requireJson],
      compress: false,
      decompress: false,
    },
    async (request, reply) => {
      const body = toolRunSchema.safeParse(request.body);
      if (!body.success || !knownTools.has(body.data.tool)) {
        return reply.code(400).send({ error: MSG_UNKNOWN_TOOL } satisfies LeadError);
      }
      await app.leadSources.countToolRun(body.data.tool, localDateString(now()));
      return reply.code(204).send();
    },
  );

  const storeSubscriber = async (request: FastifyRequest, reply: FastifyReply) => {
    const envelope = subscribeRequestSchema.safeParse(request.body);
    if (!envelope.success) return invalid(reply, { email: "Please enter your email address." });
    const parsed = subscribeFormSchema.safeParse({ email: envelope.data.email });
    if (!parsed.success) return invalid(reply, fieldErrors(parsed.error));

    // Double opt-in needs mail: without it, say so rather than store an address nobody can confirm.
    if (!newsletter.ready) return reply.code(503).send({ error: MSG_NEWSLETTER_NEEDS_EMAIL } satisfies LeadError);
    const accepted = { message: MSG_CHECK_INBOX } satisfies SubscribeResult;
    if (honeypotFilled(envelope.data[HONEYPOT_FIELD])) {
      request.log.info("honeypot filled: subscription dropped");
      return reply.code(202).send(accepted);
    }

    // The same answer for every address: whether it is on the list is told only to its mailbox.
    // Queued or capped: the same answer (the outbox sends the mail, with retries).
    await newsletter.subscribe(parsed.data.email, sourceOf(request.body, knownTools), now());
    return reply.code(202).send(accepted);
  };
  app.post(SUBSCRIBERS_PATH, routeOptions("subscribers"), storeSubscriber);
  app.post(FORM_POST_PATHS.subscribers, formRouteOptions("subscribers"), storeSubscriber);
}
