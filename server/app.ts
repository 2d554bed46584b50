import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { type AppConfig, DEFAULT_MAIL_RETRY_MS } from "./config.ts";
import type { AppDatabase } from "./platform/db/database.ts";
import { leadsRoutes } from "./leads/routes.ts";
import { newsletterRoutes } from "./leads/newsletter/routes.ts";
import type { MailTransport } from "./platform/mail.ts";
import { adminRoutes } from "./admin-routes.ts";
import { closeConnectionsOnShutdown } from "./platform/graceful-close.ts";
import { repositories } from "./repositories.ts";
import { addRequestLog } from "./platform/request-log.ts";
import { addSecurityHeaders } from "./platform/security-headers.ts";
import { healthRoutes } from "./platform/health.ts";
import { seoAuditRoutes } from "./seo-audit/routes.ts";
import { convertDocRoutes } from "./convert-doc/routes.ts";
import { staticSite } from "./site/static-site.ts";
import { publishedContentPages } from "./site/published-content-pages.ts";
import { readSiteRoutes, toolSlugsOf } from "./site/built-routes.ts";
import { limitMessage, RateLimitedError } from "./platform/limits/limit-message.ts";
import { clientKey } from "./platform/limits/client-key.ts";
import { isCapacityFull, sendCapacityFull } from "./platform/limits/concurrency-cap.ts";
import { SharedCounters, sharedRateLimitStore } from "./platform/limits/shared-limits.ts";
import {
  limitConnectionsPerClient,
  limitPipelinedRequests,
  SLOW_CLIENT_LIMITS,
  type SlowClientLimits,
  uncountedPeers,
} from "./platform/limits/slow-clients.ts";
import { SharedSignInThrottle } from "./auth/shared-sign-in-throttle.ts";
import { compactLeadDaysHourly } from "./sources/lead-days-compaction.ts";
import { contentPublishing } from "./content/editor-routes.ts";
import { myDataRoutes } from "./privacy/my-data-routes.ts";
import { bookingRoutes } from "./booking/routes.ts";
import { mailOutbox } from "./platform/mail-outbox/mail-outbox.ts";
import { createLeadAlerts } from "./leads/assignment/lead-alerts.ts";
import { alertsServiceWorkerRoute } from "./leads/assignment/service-worker.ts";

export interface BuildAppOptions {
  config: AppConfig;
  database: AppDatabase;
  /** Where the built site is; null for API-only instances (API tests). */
  clientDir?: string | null;
  logger?: FastifyServerOptions["logger"];
  /** The clock, injectable so tests can move time instead of waiting. */
  now?: () => Date;
  /** The site's tool slugs; by default those of the build's route list (none for API-only instances). */
  knownTools?: ReadonlySet<string>;
  /** Makes the mail transport of the lead desk's replies from SMTP_URL (tests pass a fake); nodemailer by default. */
  loadMailTransport?: (smtpUrl: string) => Promise<MailTransport>;
  /** Lets a test's local push service (plain HTTP) be subscribed to lead alerts. */
  allowHttpPushEndpoints?: boolean;
  /** Bounds on connections that never finish a request; tests shorten them. */
  slowClientLimits?: SlowClientLimits;
}

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
  }
}

const defaultClientDir = path.resolve(import.meta.dirname, "../build/client");

/** Request bodies above this size get 413 before they are read whole. */
const defaultBodyLimit = 32 * 1024;

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function that trusts the
 * nearest `hops` senders (Fastify 5 ignores a bare number, failing closed): the address
 * `hops` entries from the end of X-Forwarded-For is the client's.
 */
function fastifyTrustProxy(trustProxy: AppConfig["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof trustProxy === "number") return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy.length > 0 ? trustProxy : false;
}

/** Builds the whole server: external plugins, then app services, then routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const slowClients = options.slowClientLimits ?? SLOW_CLIENT_LIMITS;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: defaultBodyLimit,
    requestTimeout: slowClients.requestTimeoutMs,
    connectionTimeout: slowClients.idleTimeoutMs,
    http: { headersTimeout: slowClients.headersTimeoutMs, connectionsCheckingInterval: slowClients.checkIntervalMs },
    // Behind a TLS proxy, only the listed proxies' X-Forwarded-For/-Proto are believed.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Our own one-line request log replaces Fastify's two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
  });
  addRequestLog(app);
  closeConnectionsOnShutdown(app);
  limitConnectionsPerClient(app.server, {
    max: slowClients.maxPerClient,
    uncounted: uncountedPeers(config.trustProxy, config.rateLimitAllowList),
    log: app.log,
  });

  // External plugins.
  addSecurityHeaders(app);
  limitPipelinedRequests(app, slowClients.maxPipelined);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(fastifyCookie);
  // Per-route limits only: routes opt in with `config.rateLimit` made by routeLimit(), whose
  // 429 names what was limited (server/limits). On PostgreSQL the counts (and the sign-in
  // throttle's) are shared by every instance; on SQLite they are kept in memory.
  const shared = database.dialect === "postgres" ? new SharedCounters(database.db) : null;
  await app.register(fastifyRateLimit, {
    global: false,
    // A database hiccup lets requests through rather than failing tools that need no database.
    ...(shared && { store: sharedRateLimitStore(shared, app.log), skipOnError: true }),
    // An IPv6 client is counted per /64, the block it is usually given (server/platform/limits/client-key.ts);
    // the allow-list still names exact addresses.
    keyGenerator: (request) => clientKey(request.ip),
    allowList: (request) => config.rateLimitAllowList.includes(request.ip),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(limitMessage("requests", Math.ceil(context.ttl / 1000))),
  });

  // Bad input is the client's fault: answer 4xx with a reason, never 5xx.
  app.setErrorHandler((error: Partial<Error> & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    // An export that fails before its first byte has already named a CSV or file download.
    reply.removeHeader("content-disposition").type("application/json; charset=utf-8");
    // A full concurrency cap is not a failure: 503 with Retry-After and its sentence.
    if (isCapacityFull(error)) return sendCapacityFull(reply, error);
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message ?? "Bad request" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "Something went wrong on our side. Please try again." });
  });

  // App services: one repository per table, decorated on the instance for the routes.
  await app.register(repositories, { database });
  compactLeadDaysHourly(app, options.now ?? (() => new Date()));
  await app.register(mailOutbox, {
    database,
    smtp: config.smtp,
    retryMs: config.mailRetryMs ?? DEFAULT_MAIL_RETRY_MS,
    loadTransport: options.loadMailTransport,
    now: options.now,
  });
  const now = options.now ?? (() => new Date());
  app.decorate(
    "leadAlerts",
    createLeadAlerts({ db: database.db, secrets: app.serverSecrets, config, now, outbox: app.mailOutbox }),
  );

  // Routes.
  await app.register(healthRoutes, { database });
  await app.register(adminRoutes, {
    config,
    now: options.now,
    allowHttpPushEndpoints: options.allowHttpPushEndpoints,
    throttle: shared ? new SharedSignInThrottle(shared, options.now ?? (() => new Date())) : undefined,
  });
  const clientDir = options.clientDir === null ? null : (options.clientDir ?? defaultClientDir);
  const knownTools =
    options.knownTools ?? (clientDir ? toolSlugsOf(readSiteRoutes(clientDir).publicPaths) : new Set<string>());
  await app.register(leadsRoutes, {
    knownTools,
    smtp: config.smtp,
    publicUrl: config.publicUrl,
    loadMailTransport: options.loadMailTransport,
    now: options.now,
    rateLimitAllowList: config.rateLimitAllowList,
    onNewLead: (lead, log) => void app.leadAlerts.newLead(lead, log),
  });
  await app.register(alertsServiceWorkerRoute);
  await app.register(newsletterRoutes, { now: options.now });
  // Content publishing: the editor's API, uploaded images, and `content`/`contentEvents` for the pages.
  await app.register(contentPublishing, { config, database, now: options.now });
  await app.register(myDataRoutes, { config, now: options.now });
  await app.register(bookingRoutes, { config, now: options.now, knownTools });
  // The SEO audit, the crawl and the link preview.
  await app.register(seoAuditRoutes, { allowHosts: config.seoAuditAllowHosts });
  await app.register(convertDocRoutes);
  if (clientDir) {
    await app.register(staticSite, {
      clientDir,
      content: await publishedContentPages(app, clientDir, { config, now: options.now }),
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: "Not found" }));
  }
  app.decorate("config", config);
  return app;
}
