import { z } from "zod";
import { ADMIN_DASHBOARD_PAGE, SET_PASSWORD_PAGE } from "../accounts/accounts.ts";
import { FORM_SENT_PAGES } from "../leads/form-constants.ts";
import { BOOK_PAGES } from "../booking/booking.ts";

// The site's route table as the server needs it. The build writes the public paths (from
// the app's pages, content slugs and tool registry) and the permanent redirects (content id
// URLs to slug URLs) to SITE_ROUTES_FILE in the client build; the server reads that file,
// so it knows every page without importing the app.

/** In the client build folder; a dotfile, so the static file server never sends it. */
export const SITE_ROUTES_FILE = ".site-routes.json";

/** A path on this site: one leading slash (never "//host"), no query or fragment. */
const urlPathSchema = z.string().regex(/^\/(?!\/)[^?#\s]*$/, "a URL path on this site, without query or fragment");

export const siteRoutesSchema = z
  .object({
    /** Every public URL path of the site, in sitemap order. */
    publicPaths: z.array(urlPathSchema),
    /** Old path → public path, answered with HTTP 301 (the old path with a trailing slash too). */
    redirects: z.record(urlPathSchema, urlPathSchema),
  })
  .superRefine(({ publicPaths, redirects }, context) => {
    const pages = new Set(publicPaths);
    for (const [from, to] of Object.entries(redirects)) {
      if (pages.has(from)) context.addIssue({ code: "custom", message: `${from} is a page and a redirect` });
      if (!pages.has(to)) context.addIssue({ code: "custom", message: `${from} redirects to ${to}, which is no page` });
    }
  });

export type SiteRoutes = z.infer<typeof siteRoutesSchema>;

// Pages the server sends with HTTP 404 for paths that are no page. Each is prerendered
// (so visitors without JavaScript see it) under a path of the same route the unknown URL
// matches, so the page hydrates without a mismatch. The server never answers them 200.
const notFoundPagePath = "/404";
const fallbackPages = [
  { pattern: /^\/tools\/[^/]+\/?$/, path: "/tools/coming-soon" },
  { pattern: /^\/blog\/[^/]+\/?$/, path: "/blog/not-found" },
  { pattern: /^\/case-studies\/[^/]+\/?$/, path: "/case-studies/not-found" },
] as const;

/** The fallback page for a path that is no page: section-specific, else the generic 404. */
export function fallbackPagePath(urlPath: string): string {
  return fallbackPages.find((fallback) => fallback.pattern.test(urlPath))?.path ?? notFoundPagePath;
}

/**
 * Pages served with HTTP 200 but kept out of the sitemap (their HTML says noindex): the
 * thank-you pages a lead form sent without JavaScript lands on, and the pages a booking's links open.
 */
export const unlistedPagePaths: readonly string[] = [...Object.values(FORM_SENT_PAGES), ...Object.values(BOOK_PAGES)];

/**
 * The admin pages: prerendered so the sign-in form (working without JavaScript) and the
 * dashboard's loading skeleton are in the HTML the server sends. Never listed (noindex),
 * and sent uncached: what they show after hydration depends on the session.
 */
export const adminPagePaths: readonly string[] = ["/admin", ADMIN_DASHBOARD_PAGE, SET_PASSWORD_PAGE];

/**
 * Every view of the dashboard has its URL (/admin/leads, /admin/leads/123, /admin/sources?…;
 * the app's table is app/admin/admin-views.tsx). One route of the app takes them all, so the
 * server sends the dashboard's prerendered page (ADMIN_DASHBOARD_PAGE) for any path of this
 * shape, and the page itself says when a view does not exist or is the owner's only.
 */
export const adminViewPathPattern = /^\/admin\/[a-z][a-z0-9-]*(\/[A-Za-z0-9-]+)?\/?$/;

/** The dashboard's one URL of before views had their own: now the leads, its first view. */
export const OLD_DASHBOARD_PAGE = "/admin/dashboard";

/** What the build prerenders: the public pages, the unlisted and admin pages and the fallback pages. */
export function withFallbackPages(publicPaths: readonly string[]): string[] {
  return [
    ...publicPaths,
    ...unlistedPagePaths,
    ...adminPagePaths,
    notFoundPagePath,
    ...fallbackPages.map((fallback) => fallback.path),
  ];
}
