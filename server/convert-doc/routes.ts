import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CONVERT_DOC_AVAILABLE_PATH,
  CONVERT_DOC_PATH,
  DOC_MAX_BYTES,
  DOC_MIME_TYPE,
  MSG_DOC_FAILED,
  MSG_DOC_NOT_A_DOC,
  MSG_DOC_TIMEOUT,
  MSG_DOC_TOO_LARGE,
  MSG_DOC_UNAVAILABLE,
  type ConvertDocAvailability,
  type ConvertDocError,
} from "#contracts/tools/convert-doc.ts";
import { ConcurrencyCap, isCapacityFull, sendCapacityFull } from "#server/platform/limits/concurrency-cap.ts";
import { isRateLimited, routeLimit, sendRateLimited } from "#server/platform/limits/limit-message.ts";
import { probeSandbox, type SandboxLimits, type SandboxTools } from "./sandbox.ts";
import { convertDocWithSoffice, DocConversionError, findSoffice, looksLikeDoc } from "./soffice.ts";

/** The answer when production has LibreOffice but no sandbox to run it in. */
export const MSG_DOC_NO_SANDBOX =
  "Legacy .doc files cannot be converted on this server right now: its converter only runs sealed off from the rest of the server, and that is not set up. Please save the document as .docx and try again.";

/**
 * `required`: LibreOffice runs only in the sandbox (production). `preferred`: in the
 * sandbox when this machine can build one, else unconfined with a warning at start (so
 * `npm start` works on a fresh machine). `off`: never sandboxed (tests of the route alone).
 */
export type SandboxMode = "required" | "preferred" | "off";

export function defaultSandboxMode(env: NodeJS.ProcessEnv = process.env): SandboxMode {
  return env.NODE_ENV === "production" ? "required" : "preferred";
}

export interface ConvertDocRouteOptions {
  /** Per conversion; LibreOffice's first start in a fresh profile takes a few seconds. */
  timeoutMs?: number;
  /** Conversions running at once on this instance, for every visitor; more get 503 (busy). */
  maxConcurrent?: number;
  /** Whether LibreOffice must, may or must not run in the sandbox; by NODE_ENV by default. */
  sandbox?: SandboxMode;
  /** The sandbox's memory, CPU, file-size and process limits (tests). */
  limits?: SandboxLimits;
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
  } else if (isCapacityFull(error)) {
    void sendCapacityFull(reply, error);
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
 * on PATH, in the sandbox (sandbox.ts). The upload is converted in a temp directory that
 * is removed at once; nothing is stored or logged but the outcome.
 */
export async function convertDocRoutes(app: FastifyInstance, opts: ConvertDocRouteOptions = {}): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const cap = new ConcurrencyCap(".doc conversions", opts.maxConcurrent ?? 2, 30);
  const mode = opts.sandbox ?? defaultSandboxMode();
  const probe = mode === "off" ? { reason: "switched off" } : await probeSandbox();
  const sandbox: SandboxTools | null = "tools" in probe ? probe.tools : null;
  const reason = "reason" in probe ? probe.reason : undefined;
  const refused = mode === "required" && !sandbox;
  if (!sandbox && mode !== "off" && findSoffice()) {
    if (refused) {
      app.log.error(
        { reason },
        "LibreOffice will not run: .doc conversions need the sandbox in production (apt-get install bubblewrap)",
      );
    } else {
      app.log.warn({ reason }, "LibreOffice runs WITHOUT the sandbox (install bubblewrap); production refuses to");
    }
  }

  // Raw bytes, only in this plugin's scope and only up to the limit.
  app.addContentTypeParser(DOC_MIME_TYPE, { parseAs: "buffer", bodyLimit: DOC_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(CONVERT_DOC_AVAILABLE_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { available: !refused && findSoffice() !== null, maxBytes: DOC_MAX_BYTES } satisfies ConvertDocAvailability;
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
      if (refused) return reply.code(503).send({ error: MSG_DOC_NO_SANDBOX } satisfies ConvertDocError);
      return cap.run(async () => {
        const started = Date.now();
        try {
          const pdf = await convertDocWithSoffice(body, {
            soffice,
            timeoutMs,
            tempRoot: opts.tempRoot,
            sandbox,
            limits: opts.limits,
          });
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
        }
      });
    },
  );
}
