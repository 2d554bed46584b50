import type { FastifyReply, FastifyRequest } from "fastify";
import type { ContentPages } from "./content-pages.ts";
import type { HtmlPage } from "./html-pages.ts";
import { sendSearched } from "./searched-pages.ts";
import { sendPage } from "./send-page.ts";

// Careers hydrates on intent, so until then an opening's Apply button sends a GET form:
// /careers?opening=<id> is the page with that opening's application form, rendered by the
// server (the form posts without script). Only the ids the built page's buttons carry are rendered,
// one page each, plus one general form for any other value: the cost is bounded by the
// openings, whatever is asked.

export const CAREERS_PATH = "/careers";
const OPENING_PARAM = "opening";

/** The opening ids the careers page's Apply buttons carry (`name="opening" value="<id>"`, in any order). */
export function openingIdsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [tag] of html.matchAll(/<button\b[^>]*>/g)) {
    if (!tag.includes(` name="${OPENING_PARAM}"`)) continue;
    const id = /\svalue="([a-z0-9-]+)"/.exec(tag)?.[1];
    if (id) ids.add(id);
  }
  return ids;
}

/**
 * The query to render for a request URL: "" with no `?opening=` (the built page), the
 * opening's own for a known id, and "?opening=" (the general form) for any other value.
 */
export function careersQueryOf(url: string, known: ReadonlySet<string>): string {
  const at = url.indexOf("?");
  const wanted = new URLSearchParams(at === -1 ? "" : url.slice(at + 1)).get(OPENING_PARAM);
  if (wanted === null) return "";
  return `?${OPENING_PARAM}=${known.has(wanted) ? wanted : ""}`;
}

/** The handler of /careers: the built page, or the rendered page of an Apply button sent without script. */
export function careersRoute(page: HtmlPage, pages: Pick<ContentPages, "searched">) {
  const known = openingIdsOf(page.body.toString("utf8"));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = careersQueryOf(request.url, known);
    if (query === "") return sendPage(request, reply, page, 200);
    return sendSearched(request, reply, pages, { urlPath: CAREERS_PATH, search: query });
  };
}
