import type { Article, CaseStudy } from "./schema.ts";

// The one place the URL of an article or a case study is made: links, canonical and
// og:url, JSON-LD, the sitemap and the feed all call these.

/** `/blog/<slug>`: the address of an article. */
export function articlePath(article: Pick<Article, "slug">): string {
  return `/blog/${article.slug}`;
}

/** `/case-studies/<slug>`: the address of a case study. */
export function caseStudyPath(caseStudy: Pick<CaseStudy, "slug">): string {
  return `/case-studies/${caseStudy.slug}`;
}

/** `/blog/<id>`: the address an article had before slugs; it answers 301 to articlePath. */
export function articleIdPath(article: Pick<Article, "id">): string {
  return `/blog/${article.id}`;
}

/** `/case-studies/<id>`: the address a case study had before slugs; it answers 301 to caseStudyPath. */
export function caseStudyIdPath(caseStudy: Pick<CaseStudy, "id">): string {
  return `/case-studies/${caseStudy.id}`;
}
