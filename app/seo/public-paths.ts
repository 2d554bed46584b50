import { pages } from "./pages.ts";
import { tools } from "../tools/registry.ts";
import { articleIds, caseStudyIds } from "../content/content-ids.ts";

/** Every public URL path of the site, in sitemap order. */
export function publicPaths(): string[] {
  return [
    ...Object.values(pages).map((page) => page.path),
    ...caseStudyIds.map((id) => `/case-studies/${id}`),
    ...articleIds.map((id) => `/blog/${id}`),
    ...tools.map((tool) => `/tools/${tool.slug}`),
  ];
}

// Pages the server sends with HTTP 404 for paths that are no page. Each is prerendered
// (so visitors without JavaScript see it) under a path of the same route the unknown URL
// matches, so the page hydrates without a mismatch. The server never answers them 200.
export const notFoundPagePath = "/404";
export const fallbackPages = [
  { pattern: /^\/tools\/[^/]+\/?$/, path: "/tools/coming-soon" },
  { pattern: /^\/blog\/[^/]+\/?$/, path: "/blog/not-found" },
  { pattern: /^\/case-studies\/[^/]+\/?$/, path: "/case-studies/not-found" },
] as const;

/** The fallback page for a path that is no page: section-specific, else the generic 404. */
export function fallbackPagePath(urlPath: string): string {
  return fallbackPages.find((fallback) => fallback.pattern.test(urlPath))?.path ?? notFoundPagePath;
}

/** What the build prerenders: the public pages plus the fallback pages. */
export function prerenderPaths(): string[] {
  return [...publicPaths(), notFoundPagePath, ...fallbackPages.map((fallback) => fallback.path)];
}
