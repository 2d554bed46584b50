import { withFallbackPages } from "../../contracts/site-routes.ts";
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

/** What the build prerenders: the public pages plus the unlisted, admin and fallback pages (contracts/site-routes.ts). */
export function prerenderPaths(): string[] {
  return withFallbackPages(publicPaths());
}
