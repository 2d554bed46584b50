import { withFallbackPages } from "#contracts/site/site-routes.ts";
import { pages } from "./pages.ts";
import { tools } from "../tools/registry.ts";
import { articles } from "../site/content/articles/all.ts";
import { caseStudies } from "../site/content/case-studies/all.ts";
import { articleIdPath, articlePath, caseStudyIdPath, caseStudyPath } from "#contracts/content/content-paths.ts";

/** Every public URL path of the site, in sitemap order. */
export function publicPaths(): string[] {
  return [
    ...Object.values(pages).map((page) => page.path),
    ...caseStudies.map(caseStudyPath),
    ...articles.map(articlePath),
    ...tools.map((tool) => `/tools/${tool.slug}`),
  ];
}

/**
 * The permanent redirects the server answers (old path → public path): each article's and
 * case study's id URL of before slugs (/blog/1) to its slug URL, so old links keep working.
 */
export function redirectPaths(): Record<string, string> {
  return Object.fromEntries([
    ...caseStudies.map((caseStudy) => [caseStudyIdPath(caseStudy), caseStudyPath(caseStudy)]),
    ...articles.map((article) => [articleIdPath(article), articlePath(article)]),
  ]);
}

/** What the build prerenders: the public pages plus the unlisted, admin and fallback pages (contracts/site/site-routes.ts). */
export function prerenderPaths(): string[] {
  return withFallbackPages(publicPaths());
}
