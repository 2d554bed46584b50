import { stripTags } from "#contracts/content/article-text.ts";
import type { Article, BlogCategory } from "#contracts/content/schema.ts";

export interface ArticleFilter {
  /** Free text; matched case-insensitively against title, excerpt and body. */
  query?: string;
  /** "All" or undefined for every category. */
  category?: BlogCategory | "All";
}

/** What the blog list's search needs of an article: its category and its words, lowercased. */
export interface Searchable {
  category: BlogCategory;
  /** Title, excerpt and body text, lowercased (searchText). */
  searchText: string;
}

/** The lowercased title, excerpt and body text of an article, for filterArticles. */
export function searchText(article: Pick<Article, "title" | "excerpt" | "content">): string {
  return `${article.title} ${article.excerpt} ${stripTags(article.content)}`.toLowerCase();
}

/**
 * The articles matching the blog list's search box and category button, in
 * their original order. Every word of the query must occur somewhere in the
 * title, excerpt or body.
 */
export function filterArticles<T extends Searchable>(list: readonly T[], filter: ArticleFilter): T[] {
  const words = (filter.query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const category = filter.category ?? "All";
  return list.filter((article) => {
    if (category !== "All" && article.category !== category) return false;
    return words.every((word) => article.searchText.includes(word));
  });
}
