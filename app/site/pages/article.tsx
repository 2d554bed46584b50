import type { Route } from "./+types/article";
import { ArticleBody } from "#app/site/components/content/article-body.tsx";
import { ArticleCard, articleCardData } from "#app/site/components/content/article-card.tsx";
import { ArticleMeta } from "#app/site/components/content/article-meta.tsx";
import { BackLink } from "#app/site/components/content/back-link.tsx";
import { ContentImage } from "#app/site/components/content/content-image.tsx";
import { ContentCtaBanner } from "#app/site/components/content/content-cta-banner.tsx";
import { ShareLinks } from "#app/site/components/content/share-links.tsx";
import { SubscribeBox } from "#app/site/components/forms/subscribe-box.tsx";
import { Tag } from "#app/site/components/content/tag.tsx";
import { getArticle, getArticleBySlug, relatedArticles } from "#app/site/content/articles/all.ts";
import { blogPage } from "#app/site/content/blog-page.ts";
import { articlePath } from "#contracts/content/content-paths.ts";
import { siteContentOf } from "#app/site/content/site-content.ts";
import { articleJsonLd } from "#app/seo/article-json-ld.ts";
import { JsonLd } from "#app/seo/json-ld.tsx";
import { absoluteUrl, pageMeta } from "#app/seo/meta.ts";
import { pages } from "#app/seo/pages.ts";
import { breadcrumbJsonLd } from "#app/seo/structured-data.ts";
import { contentBySlug } from "./content-by-slug.ts";
import { NotFoundContent } from "./not-found-content.tsx";
import { readOnlyPage } from "#app/lib/page-scripts.ts";
import { RENDERED_NEAR_VIEW } from "#app/site/components/sections/near-view.ts";

/** A page that only reads: served without React (app/lib/page-scripts.ts). */
export const handle = readOnlyPage;

// Runs at build time for each prerendered slug, and on the server for the published
// articles (site-content.ts). An unknown slug yields no article: that prerendered page
// (/blog/not-found) is what the server sends, with HTTP 404, for every unknown slug. The
// server answers an article's old id URL (/blog/1) with a 301 to its slug; the redirect
// here does the same under the dev server.

export function loader({ params, request, context }: Route.LoaderArgs) {
  const { articles } = siteContentOf(context);
  const article = contentBySlug(params.slug, request, {
    bySlug: (slug) => getArticleBySlug(slug, articles),
    byId: (id) => getArticle(id, articles),
    pathOf: articlePath,
  });
  return {
    article,
    // Only the card fields of the related articles travel with the page, not their bodies.
    related: article ? relatedArticles(article.id, 3, articles).map(articleCardData) : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const article = loaderData?.article;
  if (!article) return [{ title: "Article not found | Crestline Digital" }, { name: "robots", content: "noindex" }];
  return [
    ...pageMeta({
      title: `${article.title} | Crestline Digital Blog`,
      description: article.excerpt,
      path: articlePath(article),
      type: "article",
      image: article.image.src,
    }),
    { property: "article:published_time", content: article.date },
    { property: "article:section", content: article.category },
    { name: "author", content: article.author },
  ];
};

function ArticleNotFound() {
  return (
    <NotFoundContent
      title="Article not found"
      message="We could not find that article. It may have been moved or the link may be mistyped."
      backTo={{ to: "/blog", label: "Back to the blog" }}
    />
  );
}

const labels = blogPage.article;

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  if (!article) return <ArticleNotFound />;
  const path = articlePath(article);

  return (
    <>
      <JsonLd data={articleJsonLd(article)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blog", path: pages.blog.path },
          { name: article.title, path },
        ])}
      />
      <article>
        <header className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
          <div className="mx-auto max-w-3xl px-4 pb-28 pt-8 sm:px-6 sm:pb-36">
            <BackLink to="/blog" onDark>
              {labels.backLabel}
            </BackLink>
            <div className="mt-6">
              <Tag tone="onDark">{article.category}</Tag>
            </div>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
              {article.title}
            </h1>
            <div className="mt-6">
              <ArticleMeta
                author={`${article.author}, ${article.authorRole}`}
                date={article.date}
                readTime={article.readTime}
                onDark
              />
            </div>
            <div className="mt-6">
              <ShareLinks url={absoluteUrl(path)} title={article.title} label={labels.shareLabel} onDark />
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <ContentImage
            image={article.image}
            sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
            eager
            priority="high"
            className="-mt-20 rounded-2xl shadow-xl ring-1 ring-slate-900/5 sm:-mt-28"
          />
          <div className="py-10">
            <ArticleBody html={article.content} />
          </div>
          {/* A plain POST form: it works on a page without JavaScript (the server answers with a page). */}
          <div className={`pb-12 ${RENDERED_NEAR_VIEW}`}>
            <SubscribeBox />
          </div>
        </div>
      </article>

      <ContentCtaBanner cta={labels.cta} />

      <section aria-labelledby="related" className={`bg-slate-50 ${RENDERED_NEAR_VIEW}`}>
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="related" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {labels.relatedTitle}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <ArticleCard
                key={item.id}
                article={item}
                linkLabel={blogPage.readMoreLabel}
                headingLevel={3}
                sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 100vw"
              />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

// A client-side visit to an unknown slug finds no data file (HTTP 404).
export function ErrorBoundary() {
  return <ArticleNotFound />;
}
