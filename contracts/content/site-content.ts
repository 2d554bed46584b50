import type { Article, CaseStudy } from "./schema.ts";

/** The published articles and case studies the pages show (app/site/content/site-content.ts hands them to loaders). */
export interface SiteContent {
  /** Newest first: the blog list's order. */
  articles: readonly Article[];
  /** The case-study list's order. */
  caseStudies: readonly CaseStudy[];
}
