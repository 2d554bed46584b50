import { articleIdPath, articlePath, caseStudyIdPath, caseStudyPath } from "#app/content/content-paths.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { ContentSource } from "#server/content/content-source.ts";

/**
 * A content source that never changes: the given content, all of it published. For
 * instances and tests without the content tables (and the build's content by default).
 */
export function fixedContentSource({ articles, caseStudies }: SiteContent): ContentSource {
  const redirects = Object.fromEntries([
    ...caseStudies.map((caseStudy) => [caseStudyIdPath(caseStudy), caseStudyPath(caseStudy)]),
    ...articles.map((article) => [articleIdPath(article), articlePath(article)]),
  ]);
  return {
    published: async () => ({ articles: [...articles], caseStudies: [...caseStudies], redirects, nextChangeAt: null }),
    previewBySlug: async (kind, slug) =>
      (kind === "article" ? articles : caseStudies).find((item) => item.slug === slug),
    version: async () => 0,
  };
}
