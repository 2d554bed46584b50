import { useId } from "react";
import { Link } from "react-router";
import { Search } from "lucide-react";
import { BLOG_CATEGORY_PARAM, BLOG_SEARCH_MAX, BLOG_SEARCH_PARAM } from "#contracts/content/blog-search.ts";
import { articlePath } from "#contracts/content/content-paths.ts";
import type { Article, BlogCategory } from "#contracts/content/schema.ts";
import { blogCategoryOptions } from "./filter-options.ts";
import { formatDate } from "./format-date.ts";

const panel = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
const panelTitle = "text-base font-bold text-slate-900";

interface BlogFiltersProps {
  /** The list's own path: the form's GET target without JavaScript. */
  action: string;
  /** "6 articles", "2 of 6 articles match": shown under the box and announced. */
  resultCount: string;
  query: string;
  onQueryChange: (query: string) => void;
  category: BlogCategory | "All";
  onCategoryChange: (category: BlogCategory | "All") => void;
  labels: { searchLabel: string; searchPlaceholder: string; categoriesTitle: string };
}

/**
 * The sidebar's search box and category buttons: with JavaScript both filter the list at
 * once; without it they are one GET form (/blog?q=…&category=…) the server answers with the
 * list for that search. The Search button is the form's default (Enter) and carries the
 * current category; a category button sends its own.
 */
export function BlogFilters({
  action,
  resultCount,
  query,
  onQueryChange,
  category,
  onCategoryChange,
  labels,
}: BlogFiltersProps) {
  const searchId = useId();
  const categoriesId = useId();
  const formId = useId();
  return (
    <div className="space-y-6">
      <form
        id={formId}
        role="search"
        method="get"
        action={action}
        className={panel}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={searchId} className={panelTitle}>
          {labels.searchLabel}
        </label>
        <div className="relative mt-3 flex gap-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            name={BLOG_SEARCH_PARAM}
            maxLength={BLOG_SEARCH_MAX}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
          />
          <button
            type="submit"
            name={BLOG_CATEGORY_PARAM}
            value={category}
            className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </div>
        <p role="status" aria-live="polite" className="mt-2 text-sm text-slate-600">
          {resultCount}
        </p>
      </form>
      <div className={panel}>
        <h2 id={categoriesId} className={panelTitle}>
          {labels.categoriesTitle}
        </h2>
        <ul aria-labelledby={categoriesId} className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {blogCategoryOptions.map((name) => {
            const pressed = name === category;
            return (
              <li key={name}>
                <button
                  type="submit"
                  form={formId}
                  name={BLOG_CATEGORY_PARAM}
                  value={name}
                  aria-pressed={pressed}
                  onClick={(event) => {
                    event.preventDefault();
                    onCategoryChange(name);
                  }}
                  className={`min-h-11 rounded-lg px-3 py-2 text-left text-sm font-semibold transition-colors lg:w-full ${
                    pressed
                      ? "bg-brand-700 text-white"
                      : "bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-800 lg:bg-transparent"
                  }`}
                >
                  {name}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** 'Popular Posts': the first three articles, as title links with their date. */
export function PopularPosts({
  title,
  articles,
}: {
  title: string;
  articles: readonly Pick<Article, "id" | "slug" | "title" | "category" | "date">[];
}) {
  const headingId = useId();
  return (
    <div className={panel}>
      <h2 id={headingId} className={panelTitle}>
        {title}
      </h2>
      <ol aria-labelledby={headingId} className="mt-3 divide-y divide-slate-100">
        {articles.map((article, index) => (
          <li key={article.id} className="flex gap-3 py-3 first:pt-1 last:pb-0">
            <span aria-hidden="true" className="text-2xl font-extrabold leading-7 text-brand-600">
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              <Link
                to={articlePath(article)}
                className="font-semibold leading-snug text-slate-900 hover:text-brand-700"
              >
                {article.title}
              </Link>
              <p className="mt-1 text-xs text-slate-600">
                {article.category} · <time dateTime={article.date}>{formatDate(article.date)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
