import type { Article } from "#contracts/content/schema.ts";
import { article1 } from "./1.ts";
import { article2 } from "./2.ts";
import { article3 } from "./3.ts";
import { article4 } from "./4.ts";
import { article5 } from "./5.ts";
import { article6 } from "./6.ts";

/** The six articles, in the order of the blog list (id 1 to 6, newest first). */
export const articles: readonly Article[] = [article1, article2, article3, article4, article5, article6];

// Each lookup takes the list to search: the build's articles by default, the published
// ones when the server renders (site-content.ts).

/** The article with this id, or undefined (unknown id, NaN, non-integer). */
export function getArticle(id: number, list: readonly Article[] = articles): Article | undefined {
  return list.find((article) => article.id === id);
}

/** The article at /blog/<slug>, or undefined. */
export function getArticleBySlug(slug: string | undefined, list: readonly Article[] = articles): Article | undefined {
  return list.find((article) => article.slug === slug);
}

/** The sidebar's 'Popular Posts': the first three articles. */
export function popularArticlesOf(list: readonly Article[]): Article[] {
  return list.slice(0, 3);
}

export const popularArticles: readonly Article[] = popularArticlesOf(articles);

/**
 * Three other articles to show under article `id`: those of the same category
 * first, then the ones that follow it in the list (wrapping around).
 */
export function relatedArticles(id: number, count = 3, list: readonly Article[] = articles): Article[] {
  const start = list.findIndex((article) => article.id === id);
  const current = list[start];
  if (current === undefined) return list.slice(0, count);
  const others: Article[] = [];
  for (let step = 1; step < list.length; step++) {
    const candidate = list[(start + step) % list.length];
    if (candidate) others.push(candidate);
  }
  const sameCategory = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}
