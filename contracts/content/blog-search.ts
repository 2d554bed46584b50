import { blogCategories } from "./taxonomies.ts";
import type { BlogCategory } from "./schema.ts";

// The blog list's search lives in its URL (/blog?q=seo&category=SEO): Back returns to the
// same list, a shared link opens it, and the search box works without JavaScript (a GET
// form the server answers with the list rendered for that search).

export const BLOG_SEARCH_PARAM = "q";
export const BLOG_CATEGORY_PARAM = "category";
/** The longest search text taken from a URL: a link cannot make the page search a novel. */
export const BLOG_SEARCH_MAX = 100;

export interface BlogSearch {
  query: string;
  category: BlogCategory | "All";
}

/** The search a URL's query asks for; an unknown category is every category. */
export function blogSearchOf(params: URLSearchParams): BlogSearch {
  const query = (params.get(BLOG_SEARCH_PARAM) ?? "").slice(0, BLOG_SEARCH_MAX);
  const asked = params.get(BLOG_CATEGORY_PARAM) ?? "";
  const category = (blogCategories as readonly string[]).includes(asked) ? (asked as BlogCategory) : "All";
  return { query, category };
}

/** The query string of a search ("?q=seo&category=SEO"), "" for the whole list. */
export function blogSearchString({ query, category }: BlogSearch): string {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set(BLOG_SEARCH_PARAM, query.slice(0, BLOG_SEARCH_MAX));
  if (category !== "All") params.set(BLOG_CATEGORY_PARAM, category);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
