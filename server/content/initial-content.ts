import type { ArticleInput, CaseStudyInput } from "#contracts/content-admin.ts";
import { articles } from "#app/content/articles/all.ts";
import { caseStudies } from "#app/content/case-studies/all.ts";
import type { Insertable } from "kysely";
import type { ContentItemsTable } from "#server/db/schema.ts";
import { htmlToMarkdown } from "./html-to-markdown.ts";

// The content of the build before content was published from the admin: the six articles and
// six case studies of app/content/, as the content migration stores them. Articles keep their
// HTML as the page's body (so the first pages are byte for byte those of the build) and get a
// Markdown body to edit; each is published at its date. Case studies have no date: they are
// published from the first article's month on.

type NewContentItem = Insertable<ContentItemsTable>;

const CASE_STUDIES_PUBLISHED_AT = "2024-12-01T00:00:00.000Z";

export function initialContentRows(): NewContentItem[] {
  const articleRows = articles.map((article): NewContentItem => {
    const { id, slug, content, readTime: _computed, ...fields } = article;
    const input: ArticleInput = { ...fields, slug, body: htmlToMarkdown(content) };
    const at = `${article.date}T00:00:00.000Z`;
    return row("article", id, slug, at, JSON.stringify(input), content);
  });
  const caseStudyRows = caseStudies.map((caseStudy): NewContentItem => {
    const { id, ...input } = caseStudy satisfies CaseStudyInput & { id: number };
    return row("case-study", id, input.slug, CASE_STUDIES_PUBLISHED_AT, JSON.stringify(input), null);
  });
  return [...articleRows, ...caseStudyRows];
}

function row(
  kind: ContentItemsTable["kind"],
  id: number,
  slug: string,
  at: string,
  input: string,
  html: string | null,
): NewContentItem {
  return {
    kind,
    id,
    slug,
    status: "published",
    publish_at: at,
    input,
    html,
    created_at: at,
    updated_at: at,
    updated_by: null,
  };
}
