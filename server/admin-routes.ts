import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ADMIN_API_PREFIX } from "#contracts/auth/session.ts";
import { ADMIN_TIME_ZONE } from "#contracts/calendar.ts";
import {
  type ExportFormat,
  exportFileName,
  submissionExportQuerySchema,
  submissionListQuerySchema,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
} from "#contracts/leads/lead-desk.ts";
import { SOURCES_PATH, type SourcesReport, sourcesQuerySchema } from "#contracts/sources/sources-report.ts";
import type { AppConfig } from "#server/config.ts";
import { type AuthOptions, authRoutes, requireAdminSession } from "#server/auth/routes.ts";
import { requireSameOrigin } from "#server/platform/origin.ts";
import type { SignInLimiter } from "#server/auth/throttle.ts";
import { requireOwner } from "#server/auth/owner-only.ts";
import { accountRoutes } from "./accounts/routes.ts";
import { audit, exportFilters, leadTarget } from "./platform/audit-log/audit.ts";
import { jsonArrayChunks, oneChunkPerTurn, submissionCsvChunks, subscriberCsvChunks } from "./leads/desk/export.ts";
import { MAX_ROW_ID } from "#server/platform/db/keyset-pagination.ts";
import { localDateString } from "./platform/calendar.ts";
import { badQuery } from "./platform/bad-query.ts";
import { filteredLeadsRoute, leadFilter, leadRoutes } from "./leads/desk/routes.ts";
import { sourcesRange } from "./sources/sources-range.ts";
import { dataRequestRoutes } from "./privacy/data-requests-admin-routes.ts";
import { bookingAdminRoutes } from "./booking/admin-routes.ts";
import { replyTemplateRoutes } from "./leads/instant-reply/reply-template-routes.ts";
import { responseTargetRoutes } from "./leads/desk/response-target-routes.ts";
import { alertRoutes } from "./leads/assignment/routes.ts";

export interface AdminRouteOptions {
  config: AppConfig;
  /** The injectable clock of buildApp; defaults to the real one. */
  now?: () => Date;
  /** Only for tests of the auth module itself; the default is 1 second (SIGN_IN_FAILURE_DELAY_MS). */
  failureDelayMs?: number;
  /** The sign-in throttle shared through PostgreSQL; in memory when absent. */
  throttle?: SignInLimiter;
  /** Lets a test's local push service (plain HTTP) be subscribed to lead alerts. */
  allowHttpPushEndpoints?: boolean;
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
const NOT_FOUND = { error: "This submission no longer exists." };

function sendFile(reply: FastifyReply, chunks: AsyncIterable<string>, fileName: string, format: ExportFormat) {
  return reply
    .header("content-type", format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(Readable.from(oneChunkPerTurn(chunks), { objectMode: false }));
}

/**
 * The admin panel's server side: /api/auth/* (session, sign-in, sign-out) and /api/admin/*
 * (stats, submissions, subscribers, exports), all behind a server-side session;
 * state-changing requests must come from this origin.
 */
export async function adminRoutes(app: FastifyInstance, opts: AdminRouteOptions) {
  const now = opts.now ?? (() => new Date());
  const auth: AuthOptions = { config: opts.config, now, failureDelayMs: opts.failureDelayMs, throttle: opts.throttle };
  const { submissions, subscribers } = app;
  app.decorateRequest("adminSession", null);

  await app.register(authRoutes, auth);

  await app.register(async (admin) => {
    admin.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    admin.addHook("onRequest", requireAdminSession(auth));
    admin.addHook("onRequest", requireSameOrigin);

    admin.get(`${ADMIN_API_PREFIX}/stats`, async () => submissions.stats(now()));

    admin.get(
      `${ADMIN_API_PREFIX}/submissions`,
      filteredLeadsRoute(submissionListQuerySchema, now, (filter) => submissions.list(filter)),
    );

    admin.get(`${ADMIN_API_PREFIX}/submissions/export`, async (request, reply) => {
      const query = submissionExportQuerySchema.safeParse(request.query);
      if (!query.success) return badQuery(reply, query.error);
      const filter = leadFilter(query.data, request, now());
      if ("error" in filter) return reply.code(400).send(filter);
      const { format } = query.data;
      await audit(request, now(), {
        action: "export.submissions",
        target: "Submissions",
        detail: exportFilters(query.data),
      });
      const rows = submissions.iterate(filter);
      const chunks = format === "json" ? jsonArrayChunks(rows) : submissionCsvChunks(rows, filter.type);
      return sendFile(reply, chunks, exportFileName("submissions", localDateString(now()), format), format);
    });

    admin.get(`${ADMIN_API_PREFIX}/submissions/:id`, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      const submission = params.success ? await submissions.get(params.data.id) : null;
      return submission ?? reply.code(404).send(NOT_FOUND);
    });

    admin.post(`${ADMIN_API_PREFIX}/submissions/:id/read`, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      const submission = params.success ? await submissions.markRead(params.data.id, now()) : null;
      return submission ?? reply.code(404).send(NOT_FOUND);
    });

    admin.delete(`${ADMIN_API_PREFIX}/submissions/:id`, { onRequest: requireOwner }, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      const deleted = params.success ? await submissions.delete(params.data.id) : null;
      if (!deleted) return reply.code(404).send(NOT_FOUND);
      await audit(request, now(), {
        action: "lead.deleted",
        target: leadTarget(deleted),
        detail: { type: deleted.type },
      });
      request.log.info({ id: deleted.id, by: request.adminSession?.username }, "submission deleted");
      return reply.code(204).send();
    });

    admin.get(`${ADMIN_API_PREFIX}/subscribers`, async (request, reply) => {
      const query = subscriberListQuerySchema.safeParse(request.query);
      if (!query.success) return badQuery(reply, query.error);
      return subscribers.list(query.data);
    });

    admin.get(`${ADMIN_API_PREFIX}/subscribers/export`, async (request, reply) => {
      const query = subscriberExportQuerySchema.safeParse(request.query);
      if (!query.success) return badQuery(reply, query.error);
      const { format, q } = query.data;
      await audit(request, now(), {
        action: "export.subscribers",
        target: "Subscribers",
        detail: exportFilters(query.data),
      });
      const rows = subscribers.iterate(q);
      const chunks = format === "json" ? jsonArrayChunks(rows) : subscriberCsvChunks(rows);
      return sendFile(reply, chunks, exportFileName("subscribers", localDateString(now()), format), format);
    });

    admin.get(SOURCES_PATH, async (request, reply) => {
      const query = sourcesQuerySchema.safeParse(request.query);
      if (!query.success) return badQuery(reply, query.error);
      const range = sourcesRange(query.data, now());
      if ("error" in range) return reply.code(400).send({ error: range.error });
      const report = await app.leadSources.report(range);
      return { from: range.fromDay, to: range.toDay, timeZone: ADMIN_TIME_ZONE, ...report } satisfies SourcesReport;
    });

    await admin.register(accountRoutes, { now });
    await admin.register(leadRoutes, { config: opts.config, now });
    await admin.register(dataRequestRoutes, { now });
    await admin.register(bookingAdminRoutes, { now });
    const mail = { mailOn: opts.config.smtp !== null, publicUrl: opts.config.publicUrl };
    await admin.register(replyTemplateRoutes, { now, ...mail });
    await admin.register(responseTargetRoutes, { now });
    const pushOptions = { allowHttpPushEndpoints: opts.allowHttpPushEndpoints };
    await admin.register(alertRoutes, { config: opts.config, now, ...pushOptions });

    // Any other /api/admin path: still 401 without a session (the hook runs first), 404 with one.
    admin.all(`${ADMIN_API_PREFIX}/*`, async (_request, reply) => reply.code(404).send({ error: "Not found" }));
  });
}
