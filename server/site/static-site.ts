import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FEED_PATH, FEED_TYPE } from "#contracts/content/blog-feed.ts";
import { ADMIN_DASHBOARD_PAGE } from "#contracts/accounts/accounts.ts";
import {
  OLD_DASHBOARD_PAGE,
  adminPagePaths,
  adminViewPathPattern,
  fallbackPagePath,
  unlistedPagePaths,
  withFallbackPages,
} from "#contracts/site/site-routes.ts";
import { readSiteRoutes } from "./built-routes.ts";
import { type ContentPages, contentItemOf, contentListPaths } from "./content-pages.ts";
import { contentRoutes } from "./published-page-routes.ts";
import { type HtmlPage, htmlFileOf, loadHtmlPage, scriptFileContentSecurityPolicy } from "./html-pages.ts";
import { sendPage, withQuery } from "./send-page.ts";
import { CAREERS_PATH, careersRoute } from "./careers-apply-pages.ts";
import { searchLimit, TOOLS_PATH, toolsRoute } from "./searched-pages.ts";

/**
 * The types of the static files whose extension does not tell them, by URL path: React
 * Router's per-route data files for client-side navigation, and the blog's Atom feed.
 */
function staticFileType(urlPath: string): string | undefined {
  if (urlPath === FEED_PATH) return `${FEED_TYPE}; charset=utf-8`;
  if (urlPath.endsWith(".data")) return "text/x-script";
  return undefined;
}

export interface StaticSiteOptions {
  /** build/client: the prerendered pages and the hashed assets. */
  clientDir: string;
  /**
   * The pages of published content, rendered while the server runs (content-pages.ts);
   * without it the build's own pages of them are served as they are.
   */
  content?: { pages: ContentPages; isSignedIn: (request: FastifyRequest) => Promise<boolean> };
}

/**
 * Serves the built site: each prerendered page from memory at its path (the admin pages
 * uncached and unindexed), the build's permanent redirects (an article's or case study's id
 * URL to its slug URL), hashed assets from disk with long cache lifetimes, and a
 * real HTTP 404 (with the not-found or 'Tool Coming Soon' page) for every other path.
 */
export async function staticSite(app: FastifyInstance, opts: StaticSiteOptions) {
  const { clientDir, content } = opts;
  if (!fs.existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No site build in ${clientDir}: run "npm run build" first`);
  }
  const { publicPaths, redirects } = readSiteRoutes(clientDir);
  const load = (urlPath: string) => loadHtmlPage(htmlFileOf(clientDir, urlPath));
  const builtPages = new Map(withFallbackPages(publicPaths).map((urlPath) => [urlPath, load(urlPath)]));

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    const page = builtPages.get(fallbackPagePath(urlPath));
    if (!page) return reply.code(404).send({ error: "Not found" });
    return sendPage(request, reply, page, 404);
  };
  // With published content, its pages (and their redirects) are the content routes'.
  const isContentPage = (urlPath: string) =>
    content !== undefined && (contentListPaths.includes(urlPath) || contentItemOf(urlPath) !== undefined);

  for (const urlPath of [...publicPaths, ...unlistedPagePaths]) {
    if (isContentPage(urlPath)) continue;
    const page = builtPages.get(urlPath) ?? load(urlPath);
    if (urlPath === CAREERS_PATH && content) app.get(urlPath, careersRoute(page, content.pages));
    else if (urlPath === TOOLS_PATH && content)
      app.get(urlPath, toolsRoute(page, content.pages, searchLimit(app, "tools")));
    else app.get(urlPath, (request, reply) => sendPage(request, reply, page, 200));
    if (urlPath !== "/") app.get(`${urlPath}/`, (request, reply) => reply.redirect(withQuery(request, urlPath), 301));
  }
  if (content) {
    contentRoutes(app, { ...content, notFound });
  } else {
    for (const [from, to] of Object.entries(redirects)) {
      for (const oldPath of [from, `${from}/`]) {
        app.get(oldPath, (request, reply) => reply.redirect(withQuery(request, to), 301));
      }
    }
  }
  const sendAdminPage = (page: HtmlPage) => (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply.header("x-robots-tag", "noindex"), page, 200, "no-store");
  for (const urlPath of adminPagePaths) {
    app.get(urlPath, sendAdminPage(builtPages.get(urlPath) ?? load(urlPath)));
  }
  // Each dashboard view's URL (/admin/sources, /admin/leads/123) is the dashboard's page; the
  // app's one admin route finds the view in the path.
  const dashboard = sendAdminPage(builtPages.get(ADMIN_DASHBOARD_PAGE) ?? load(ADMIN_DASHBOARD_PAGE));
  for (const pattern of ["/admin/:view", "/admin/:view/:item"]) {
    app.get(pattern, (request, reply) => {
      const urlPath = request.url.split("?")[0] ?? "";
      return adminViewPathPattern.test(urlPath) ? dashboard(request, reply) : notFound(request, reply);
    });
  }
  app.get(OLD_DASHBOARD_PAGE, (request, reply) => reply.redirect(withQuery(request, ADMIN_DASHBOARD_PAGE), 302));

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    dotfiles: "ignore",
    // Pages go through the routes above (with their CSP and status), never as raw files.
    allowedPath: (pathName) => !pathName.endsWith(".html"),
    cacheControl: false,
    setHeaders(reply, filePath) {
      // filePath is the file sent: the build's .br or .gz copy when the browser takes it.
      if (/\.m?js(\.br|\.gz)?$/.test(filePath)) {
        reply.header("content-security-policy", scriptFileContentSecurityPolicy);
      }
      // Hashed build assets never change; content images and media change rarely (a month,
      // revalidated after); anything else at the root (favicon, sitemap) for an hour.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      const media = /[/\\](images|media)[/\\]/.test(filePath);
      reply.header(
        "cache-control",
        immutable
          ? "public, max-age=31536000, immutable"
          : media
            ? "public, max-age=2592000, stale-while-revalidate=86400"
            : "public, max-age=3600",
      );
    },
  });

  // Files whose type their name cannot tell, set after @fastify/static, which types a
  // precompressed copy (.br, .gz) by that copy's own name (application/octet-stream).
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode === 200) {
      const type = staticFileType(request.url.split("?")[0] ?? "");
      if (type) reply.header("content-type", type);
    }
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api") {
      return reply.code(404).send({ error: "Not found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "Not found" });
    }
    return notFound(request, reply);
  });
}
