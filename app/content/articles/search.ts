import { stripTags } from "../article-text.ts";
import type { Article, BlogCategory } from "../schema.ts";

export interface ArticleFilter {
  /** Free text; matched case-insensitively against title, excerpt and body. */
  query?: string;
  /** "All" or undefined for every category. */
  category?: BlogCategory | "All";
}

const bodies = new WeakMap<Article, string>();

function searchableText(article: Article): string {
  let body = bodies.get(article);
  if (body === undefined) {
    body = `${article.title} ${article.excerpt} ${stripTags(article.content)}`.toLowerCase();
    bodies.set(article, body);
  }
  return body;
}

/**
 * The articles matching the blog list's search box and category button, in
 * their original order. Every word of the query must occur somewhere in the
 * title, excerpt or body.
 */
export function filterArticles(list: readonly Article[], filter: ArticleFilter): Article[] {
  const words = (filter.query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const category = filter.category ?? "All";
  return list.filter((article) => {
    if (category !== "All" && article.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = searchableText(article);
    return words.every((word) => haystack.includes(word));
  });
}
