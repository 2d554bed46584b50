import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MSG_URL_REQUIRED } from "#contracts/seo-audit/audit.ts";
import {
  LINK_PREVIEW_PATH,
  linkPreviewRequestSchema,
  type LinkPreviewError,
} from "#contracts/seo-audit/link-preview.ts";
import { ConcurrencyCap, sendLimitRefusal } from "#server/platform/limits/concurrency-cap.ts";
import { routeLimit } from "#server/platform/limits/limit-message.ts";
import type { Analyse } from "../analysis/analysis-tasks.ts";
import { isAuditError } from "../errors.ts";
import type { FetchOptions } from "../fetching/fetch-options.ts";
import { checkLinkPreview } from "./preview.ts";

// POST /api/link-preview: bad input and every failure of the checked site are 4xx with a
// reason (the site's failure is not ours); a full cap 503 with Retry-After, as the audit.

const CHECKS_AT_ONCE = 4;
const MSG_FAILED = "The page could not be checked. Check the address and try again in a moment.";

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (sendLimitRefusal(reply, error)) return;
  if (isAuditError(error)) {
    request.log.info({ code: error.code, detail: error.detail }, "link preview refused");
    void reply.code(error.status === 400 ? 400 : 422).send({ error: error.message } satisfies LinkPreviewError);
    return;
  }
  const status = error.statusCode ?? 0;
  if (status >= 400 && status < 500) {
    void reply.code(status === 413 || status === 415 ? status : 400).send({ error: MSG_URL_REQUIRED });
    return;
  }
  request.log.error({ err: error }, "link preview failed unexpectedly");
  void reply.code(422).send({ error: MSG_FAILED } satisfies LinkPreviewError);
}

/** Registered by the SEO audit's routes (seo-audit/routes.ts), whose fetch limits and analysis workers it shares. */
interface LinkPreviewRouteOptions {
  /** How the previewed page is fetched: the audit's limits. */
  options: FetchOptions;
  /** Where the page's tags are read: the audit's analysis workers. */
  analyse: Analyse;
}

export async function linkPreviewRoutes(app: FastifyInstance, { options, analyse }: LinkPreviewRouteOptions) {
  const checks = new ConcurrencyCap("link preview checks", CHECKS_AT_ONCE, 30);
  // Each check makes the server fetch another site (a page and one image): as the audit, 10 a minute per client.
  const rateLimit = routeLimit("link preview checks", { max: 10, timeWindow: 60_000 });
  app.post(LINK_PREVIEW_PATH, { errorHandler, config: { rateLimit } }, async (request, reply) => {
    const parsed = linkPreviewRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.path.length ? parsed.error.issues[0].message : MSG_URL_REQUIRED;
      return reply.code(400).send({ error: message, fields: { url: message } } satisfies LinkPreviewError);
    }
    return reply.code(200).send(await checks.run(() => checkLinkPreview(parsed.data.url, options, analyse)));
  });
}
