import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  MSG_URL_REQUIRED,
  SEO_AUDIT_PATH,
  seoAuditRequestSchema,
  type SeoAuditError,
  type SeoAuditResult,
} from "#contracts/seo-audit/audit.ts";
import { SEO_CRAWL_PATH, type SeoCrawlResult } from "#contracts/seo-audit/crawl.ts";
import { AnalysisPool } from "./analysis/analysis-pool.ts";
import type { Analyse } from "./analysis/analysis-tasks.ts";
import { runSeoAudit } from "./audit.ts";
import { crawlSite } from "./crawl.ts";
import { ERR_UNEXPECTED, isAuditError } from "./errors.ts";
import type { FetchOptions } from "./fetching/fetch-options.ts";
import { linkPreviewRoutes } from "./link-preview/routes.ts";
import { withReportToken } from "#server/leads/audit-report-token.ts";
import { ConcurrencyCap, sendLimitRefusal } from "#server/platform/limits/concurrency-cap.ts";
import { routeLimit } from "#server/platform/limits/limit-message.ts";

const MSG_BAD_BODY = 'Send a JSON body such as {"url": "https://example.com"}.';

export interface SeoAuditRouteOptions extends Partial<Omit<FetchOptions, "allowHosts">> {
  /** Hosts that may be audited even when private (SEO_AUDIT_ALLOW_HOSTS). */
  allowHosts: string[];
}

// Per instance, whoever asks: audits and crawls at once (each also waits on other sites),
// and the worker threads that read what they fetch, sized for a 2-core server.
const AUDITS_AT_ONCE = 4;
const CRAWLS_AT_ONCE = 2;
const RETRY_AFTER_SECONDS = 30;
const ANALYSIS_WORKERS = 2;
/** Busy time one audit's analysis may take: a 5 MB page is read in about 2 s. */
const ANALYSIS_CPU_MS = 5_000;

function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "statusCode" in error) {
    const s = (error as { statusCode: unknown }).statusCode;
    return typeof s === "number" ? s : undefined;
  }
  return undefined;
}

/**
 * Never answers 5xx other than 502/504 from the audit: bad input is 4xx, anything else 502.
 * The rate limit's 429 and a full cap's 503 keep their status, message and Retry-After.
 */
function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (sendLimitRefusal(reply, error)) return;
  if (isAuditError(error)) {
    request.log.info({ code: error.code, detail: error.detail }, "seo audit refused");
    void reply.code(error.status).send({ error: error.message } satisfies SeoAuditError);
    return;
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const empty = error.code === "FST_ERR_CTP_EMPTY_JSON_BODY";
    const body: SeoAuditError = empty
      ? { error: MSG_URL_REQUIRED, fields: { url: MSG_URL_REQUIRED } }
      : { error: MSG_BAD_BODY };
    void reply.code(status === 413 || status === 415 ? status : 400).send(body);
    return;
  }
  request.log.error({ err: error }, "seo audit failed unexpectedly");
  void reply.code(502).send({ error: ERR_UNEXPECTED } satisfies SeoAuditError);
}

export async function seoAuditRoutes(app: FastifyInstance, opts: SeoAuditRouteOptions): Promise<void> {
  const { allowHosts, ...fetchOptions } = opts;
  const options: FetchOptions = { ...fetchOptions, allowHosts: [...allowHosts] };
  const pool = new AnalysisPool({
    size: ANALYSIS_WORKERS,
    budget: { cpuMs: ANALYSIS_CPU_MS, wallMs: ANALYSIS_CPU_MS + 1_000 },
  });
  app.addHook("onClose", () => pool.close());
  const analyse: Analyse = (kind, input, budget) => pool.run(kind, input, budget);
  // Link previews read their pages' tags in the same workers: one cap on the CPU that
  // fetched pages can take.
  await app.register(linkPreviewRoutes, { options, analyse });
  const audits = new ConcurrencyCap("SEO audits", AUDITS_AT_ONCE, RETRY_AFTER_SECONDS);
  const crawls = new ConcurrencyCap("site crawls", CRAWLS_AT_ONCE, RETRY_AFTER_SECONDS);

  // Each audit makes the server fetch another site: 10 audits a minute per address keeps
  // a person's re-runs smooth and stops the tool being used as a crawler or a proxy.
  const rateLimit = routeLimit("audits", { max: 10, timeWindow: 60_000 });
  app.post(SEO_AUDIT_PATH, { errorHandler, config: { rateLimit } }, async (request, reply) => {
    const url = parseRequest(request, reply);
    if (url === null) return reply;
    const result: SeoAuditResult = await audits.run(() => runSeoAudit(url, options, analyse));
    // Signed proof of this audit, which 'E-mail me this report' must bring back (server/leads).
    return reply.code(200).send(await withReportToken(request.server, result));
  });

  // A crawl fetches up to 20 pages: 3 a minute per address.
  const crawlLimit = routeLimit("crawls", { max: 3, timeWindow: 60_000 });
  app.post(SEO_CRAWL_PATH, { errorHandler, config: { rateLimit: crawlLimit } }, async (request, reply) => {
    const url = parseRequest(request, reply);
    if (url === null) return reply;
    const result: SeoCrawlResult = await crawls.run(() => crawlSite(url, options, undefined, analyse));
    return reply.code(200).send(result);
  });
}

/** The URL to audit, or null after answering 400 with the field's message. */
function parseRequest(request: FastifyRequest, reply: FastifyReply): string | null {
  const parsed = seoAuditRequestSchema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data.url;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = typeof issue.path[0] === "string" ? issue.path[0] : "url";
    fields[key] ??= issue.path.length === 0 ? MSG_URL_REQUIRED : issue.message;
  }
  const first = Object.values(fields)[0] ?? MSG_URL_REQUIRED;
  void reply.code(400).send({ error: first, fields } satisfies SeoAuditError);
  return null;
}
