import { useLocation } from "react-router";
import { SearchX } from "lucide-react";
import type { Route } from "./+types/blog";
import { ArticleCard, articleCardData } from "#app/site/components/content/article-card.tsx";
import { BlogFilters, PopularPosts } from "#app/site/components/content/blog-sidebar.tsx";
import { SubscribeBox } from "#app/site/components/forms/subscribe-box.tsx";
import { Button } from "#app/ui/button.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { useSearchInAddress } from "#app/ui/use-search-in-address.ts";
import { popularArticlesOf } from "#app/site/content/articles/all.ts";
import { filterArticles, searchText } from "#app/site/content/articles/search.ts";
import { blogPage } from "#app/site/content/blog-page.ts";
import { type BlogSearch, blogSearchOf, blogSearchString } from "#contracts/content/blog-search.ts";
import { pages } from "#app/seo/pages.ts";
import { pageMeta } from "#app/seo/meta.ts";
import { siteContentOf } from "#app/site/content/site-content.ts";

export const meta: Route.MetaFunction = () => pageMeta(pages.blog);

// Runs at build time (prerender) and on the server with the published articles
// (site-content.ts): the cards and each article's words for the search box travel as
// data, not the articles' HTML.
export function loader({ context }: Route.LoaderArgs) {
  const { articles } = siteContentOf(context);
  return {
    articles: articles.map((article) => ({ ...articleCardData(article), searchText: searchText(article) })),
    popular: popularArticlesOf(articles).map(articleCardData),
  };
}

/**
 * The list keeps its search in the URL (/blog?q=…&category=…). Typing replaces the history
 * entry in place, so Back from an article returns to the same list; a navigation to the page
 * (a link, Back) starts the list afresh from its URL.
 */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <BlogList key={location.key} {...loaderData} initial={blogSearchOf(new URLSearchParams(location.search))} />;
}

function BlogList({ articles, popular, initial }: Route.ComponentProps["loaderData"] & { initial: BlogSearch }) {
  const [search, update] = useSearchInAddress(initial, blogSearchString);
  const { query, category } = search;
  const shown = filterArticles(articles, search);
  const filtered = query.trim() !== "" || category !== "All";

  return (
    <>
      <PageHero eyebrow={blogPage.hero.eyebrow} title={blogPage.hero.title} intro={blogPage.hero.subtitle} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:px-8">
        <aside aria-label="Search and categories" className="lg:col-start-2 lg:row-start-1">
          <BlogFilters
            action="/blog"
            resultCount={
              filtered ? `${shown.length} of ${articles.length} articles match` : `${articles.length} articles`
            }
            query={query}
            onQueryChange={(text) => update({ ...search, query: text })}
            category={category}
            onCategoryChange={(name) => update({ ...search, category: name })}
            labels={blogPage.sidebar}
          />
        </aside>

        <section aria-label="Articles" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {shown.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2">
              {shown.map((article, index) => (
                <ArticleCard
                  key={article.id}
                  article={article}
                  linkLabel={blogPage.readMoreLabel}
                  sizes="(min-width: 1280px) 434px, (min-width: 1024px) 34vw, (min-width: 768px) 46vw, 100vw"
                  eager={index === 0}
                />
              ))}
            </div>
          ) : (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
              <SearchX aria-hidden="true" className="h-10 w-10 text-slate-400" />
              <p className="mt-4 text-lg font-semibold text-slate-900">{blogPage.noResults}</p>
              <Button className="mt-6" onClick={() => update({ query: "", category: "All" })}>
                Show all articles
              </Button>
            </div>
          )}
        </section>

        <aside aria-label="More from the blog" className="space-y-6 lg:col-start-2 lg:row-start-2">
          <PopularPosts title={blogPage.sidebar.popularTitle} articles={popular} />
          <SubscribeBox />
        </aside>
      </div>
    </>
  );
}
