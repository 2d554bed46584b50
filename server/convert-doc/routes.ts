import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CONVERT_DOC_AVAILABLE_PATH,
  CONVERT_DOC_PATH,
  DOC_MAX_BYTES,
  DOC_MIME_TYPE,
  MSG_DOC_BUSY,
  MSG_DOC_FAILED,
  MSG_DOC_NOT_A_DOC,
  MSG_DOC_TIMEOUT,
  MSG_DOC_TOO_LARGE,
  MSG_DOC_UNAVAILABLE,
  type ConvertDocAvailability,
  type ConvertDocError,
} from "#contracts/convert-doc.ts";
import { isRateLimited, routeLimit, sendRateLimited } from "#server/limits/limit-message.ts";
import { convertDocWithSoffice, DocConversionError, findSoffice, looksLikeDoc } from "./soffice.ts";

export interface ConvertDocRouteOptions {
  /** Per conversion; LibreOffice's first start in a fresh profile takes a few seconds. */
  timeoutMs?: number;
  /** Conversions running at once on this instance; more get 503 (busy). */
  maxConcurrent?: number;
  /** Uploads per address per minute. */
  ratePerMinute?: number;
  /** Where temp directories go (tests). */
  tempRoot?: string;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" ? status : undefined;
}

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (isRateLimited(error)) {
    void sendRateLimited(reply, error);
  } else if (status === 413) {
    void reply.code(413).send({ error: MSG_DOC_TOO_LARGE } satisfies ConvertDocError);
  } else if (status !== undefined && status >= 400 && status < 500) {
    void reply.code(status === 415 ? 415 : 400).send({ error: MSG_DOC_NOT_A_DOC } satisfies ConvertDocError);
  } else {
    request.log.error({ err: error }, "doc conversion failed unexpectedly");
    void reply.code(422).send({ error: MSG_DOC_FAILED } satisfies ConvertDocError);
  }
}

/**
 * The legacy .doc path of Word to PDF: LibreOffice on the server when `soffice` is
 * on PATH. The upload is converted in a temp directory that is removed at once; nothing
 * is stored or logged but the outcome.
 */
export async function convertDocRoutes(app: FastifyInstance, opts: ConvertDocRouteOptions = {}): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const maxConcurrent = opts.maxConcurrent ?? 2;
  let running = 0;

  // Raw bytes, only in this plugin's scope and only up to the limit.
  app.addContentTypeParser(DOC_MIME_TYPE, { parseAs: "buffer", bodyLimit: DOC_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(CONVERT_DOC_AVAILABLE_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { available: findSoffice() !== null, maxBytes: DOC_MAX_BYTES } satisfies ConvertDocAvailability;
  });

  app.post(
    CONVERT_DOC_PATH,
    {
      bodyLimit: DOC_MAX_BYTES,
      errorHandler,
      config: { rateLimit: routeLimit(".doc conversions", { max: opts.ratePerMinute ?? 10, timeWindow: 60_000 }) },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || !looksLikeDoc(body)) {
        return reply.code(400).send({ error: MSG_DOC_NOT_A_DOC } satisfies ConvertDocError);
      }
      const soffice = findSoffice();
      if (!soffice) return reply.code(503).send({ error: MSG_DOC_UNAVAILABLE } satisfies ConvertDocError);
      if (running >= maxConcurrent) {
        return reply
          .code(503)
          .header("retry-after", "30")
          .send({ error: MSG_DOC_BUSY } satisfies ConvertDocError);
      }
      running += 1;
      const started = Date.now();
      try {
        const pdf = await convertDocWithSoffice(body, { soffice, timeoutMs, tempRoot: opts.tempRoot });
        request.log.info({ bytes: body.length, pdfBytes: pdf.length, ms: Date.now() - started }, "doc converted");
        return reply
          .code(200)
          .header("content-type", "application/pdf")
          .header("content-disposition", 'attachment; filename="converted.pdf"')
          .header("cache-control", "no-store")
          .send(pdf);
      } catch (error) {
        const timedOut = error instanceof DocConversionError && error.reason === "timeout";
        request.log.warn({ reason: timedOut ? "timeout" : "failed", ms: Date.now() - started }, "doc not converted");
        return reply
          .code(timedOut ? 504 : 422)
          .send({ error: timedOut ? MSG_DOC_TIMEOUT : MSG_DOC_FAILED } satisfies ConvertDocError);
      } finally {
        running -= 1;
      }
    },
  );
}
