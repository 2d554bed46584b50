import type { Article, CaseStudy } from "#contracts/content/schema.ts";
import type { ContentKind } from "#contracts/content/content-admin.ts";

// What the site's pages need of the content staff publish from the admin (the repository in
// content-repository.ts implements it; the page renderer in server/site/content-pages.ts
// reads it). Articles and case studies come in the app's own types, so the same route
// modules render the content of the build (app/site/content/) and of the database.

/** The public content at one moment. */
export interface PublishedContent {
  /** Published articles, newest date first (the blog list's order). */
  articles: Article[];
  /** Published case studies, in id order (the list page's order). */
  caseStudies: CaseStudy[];
  /**
   * Old path → current path, answered with 301: each item's id URL (/blog/1), and every
   * slug it had before (/blog/old-name).
   */
  redirects: Record<string, string>;
  /** The earliest scheduled publication still to come (ISO instant), when the content changes by itself. */
  nextChangeAt: string | null;
}

export interface ContentSource {
  published(now: Date): Promise<PublishedContent>;
  /** The saved version of an item by its slug, whatever its status: a signed-in preview. */
  previewBySlug(kind: ContentKind, slug: string): Promise<Article | CaseStudy | undefined>;
  /** A number every change raises (on any instance sharing the database). */
  version(): Promise<number>;
}
