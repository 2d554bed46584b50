import type { FastifyInstance, FastifyRequest } from "fastify";
import { findSession } from "#server/auth/sessions.ts";
import { sessionCookieName } from "#server/auth/session-cookie.ts";
import type { AppConfig } from "#server/config.ts";
import { readSiteRoutes } from "./built-routes.ts";
import { ContentPages, loadServerBuild, serverBuildRendering } from "./content-pages.ts";

/**
 * The pages of published content, rendered with the build's server bundle from the content
 * source (content-pages.ts) and watched for changes until the server closes; undefined when
 * the build has no server bundle.
 */
export async function publishedContentPages(
  app: FastifyInstance,
  clientDir: string,
  options: { config: AppConfig; now?: () => Date },
) {
  const build = await loadServerBuild(clientDir);
  if (!build) return undefined;
  const now = options.now ?? (() => new Date());
  const pages = new ContentPages({
    clientDir,
    ...serverBuildRendering(build),
    source: app.content,
    readUploadedImage: async (name) => (await app.contentImages.read(name))?.bytes,
    sitePaths: readSiteRoutes(clientDir).publicPaths,
    now,
    log: (error, message) => app.log.error({ err: error }, message),
    prerenderOnChange: true,
  });
  // In the background: a request that comes first renders its page itself.
  pages.prerender().catch((error: unknown) => app.log.error({ err: error }, "prerendering the content pages failed"));
  const stop = pages.watch(app.contentEvents);
  app.addHook("onClose", async () => stop());
  const isSignedIn = async (request: FastifyRequest) =>
    (await findSession(app.adminSessions, request.cookies[sessionCookieName(options.config)], now())) !== null;
  return { pages, isSignedIn };
}
