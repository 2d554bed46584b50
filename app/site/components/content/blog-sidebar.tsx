import { useId } from "react";
import { Link } from "react-router";
import { Search } from "lucide-react";
import { articlePath } from "#contracts/content/content-paths.ts";
import type { Article, BlogCategory } from "#contracts/content/schema.ts";
import { blogCategoryOptions } from "./filter-options.ts";
import { formatDate } from "./format-date.ts";

const panel = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
const panelTitle = "text-base font-bold text-slate-900";

interface BlogFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  category: BlogCategory | "All";
  onCategoryChange: (category: BlogCategory | "All") => void;
  labels: { searchLabel: string; searchPlaceholder: string; categoriesTitle: string };
}

/** The sidebar's search box and category buttons (both filter the list at once). */
export function BlogFilters({ query, onQueryChange, category, onCategoryChange, labels }: BlogFiltersProps) {
  const searchId = useId();
  const categoriesId = useId();
  return (
    <div className="space-y-6">
      <form role="search" className={panel} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className={panelTitle}>
          {labels.searchLabel}
        </label>
        <div className="relative mt-3">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
          />
        </div>
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
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onCategoryChange(name)}
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
