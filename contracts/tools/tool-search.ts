// The /tools search lives in its URL (/tools?q=pdf): a found list can be shared or gone back
// to, and the search box works before and without JavaScript (a GET form the server answers
// with the list rendered for that search). Pure: no imports.

export const TOOL_SEARCH_PARAM = "q";
/** The longest search text taken from a URL: a link cannot make the page search a novel. */
export const TOOL_SEARCH_MAX = 100;

/** The search text a URL's query asks for ("" for every tool). */
export function toolQueryOf(params: URLSearchParams): string {
  return (params.get(TOOL_SEARCH_PARAM) ?? "").slice(0, TOOL_SEARCH_MAX);
}

/** The query string of a search ("?q=pdf"), "" for the whole list. */
export function toolSearchString(query: string): string {
  const text = query.slice(0, TOOL_SEARCH_MAX);
  return text.trim() === "" ? "" : `?${new URLSearchParams({ [TOOL_SEARCH_PARAM]: text }).toString()}`;
}
