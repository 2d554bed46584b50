import { redirect } from "react-router";
import { parseContentId } from "#app/site/content/ids.ts";

interface ContentLookup<T> {
  bySlug: (slug: string | undefined) => T | undefined;
  byId: (id: number) => T | undefined;
  pathOf: (item: T) => string;
}

/**
 * The article or case study named by the URL's slug, or null (its section's not-found page).
 * An old id URL (/blog/1) throws a 301 to the item's slug path, keeping the query: under the
 * dev server, the same answer the server gives.
 */
export function contentBySlug<T>(slug: string | undefined, request: Request, lookup: ContentLookup<T>): T | null {
  const item = lookup.bySlug(slug);
  if (item) return item;
  const id = parseContentId(slug);
  const byOldId = id === undefined ? undefined : lookup.byId(id);
  if (byOldId) throw redirect(`${lookup.pathOf(byOldId)}${new URL(request.url).search}`, 301);
  return null;
}
