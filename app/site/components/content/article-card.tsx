import { articlePath } from "#contracts/content/content-paths.ts";
import type { Article } from "#contracts/content/schema.ts";
import { ArticleMeta } from "./article-meta.tsx";
import { ContentImage } from "./content-image.tsx";
import { Tag } from "./tag.tsx";
import { ReadMoreLink } from "./read-more-link.tsx";

export type ArticleCardData = Pick<
  Article,
  "id" | "slug" | "title" | "excerpt" | "image" | "category" | "author" | "date" | "readTime"
>;

/** The card fields of an article (no body): what the related-articles list carries. */
export function articleCardData(article: Article): ArticleCardData {
  const { id, slug, title, excerpt, image, category, author, date, readTime } = article;
  return { id, slug, title, excerpt, image, category, author, date, readTime };
}

interface ArticleCardProps {
  article: ArticleCardData;
  linkLabel: string;
  sizes: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
}

/** An article card: image, category, title, excerpt, author, date, read time, link. */
export function ArticleCard({ article, linkLabel, sizes, headingLevel = 2, eager = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <ContentImage image={article.image} sizes={sizes} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <Tag>{article.category}</Tag>
        </div>
        <Heading className="mt-3 text-lg font-bold leading-snug text-slate-900">{article.title}</Heading>
        <p className="mt-2 text-sm leading-6 text-slate-600">{article.excerpt}</p>
        <div className="mt-4">
          <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
        </div>
        <div className="mt-auto pt-5">
          <ReadMoreLink to={articlePath(article)} label={linkLabel} title={article.title} />
        </div>
      </div>
    </article>
  );
}
