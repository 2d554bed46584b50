import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientKey } from "#server/platform/limits/client-key.ts";
import { isCapacityFull, sendCapacityFull } from "#server/platform/limits/concurrency-cap.ts";
import { limitMessage } from "#server/platform/limits/limit-message.ts";
import { toolQueryOf, toolSearchString } from "#contracts/tools/tool-search.ts";
import type { ContentPages } from "./content-pages.ts";
import type { HtmlPage } from "./html-pages.ts";
import { sendPage } from "./send-page.ts";

// A page's HTML for a search in its URL (/blog?q=…, /tools?q=…, /careers?opening=…): what a
// search box or an Apply button sends before or without JavaScript, and what a shared link
// opens. Each new search is a render on the event loop, so renders run under the content
// pages' cap and free-text searches under a per-client limit.

/** Free-text searches a minute per client, on each list that has them. */
export const SEARCHES_PER_MINUTE = 30;

/** The seconds a client must wait before its next search, 0 when it may search now. */
type SearchLimit = (request: FastifyRequest) => Promise<number>;

/** The request's query string as URLSearchParams (a repeated name keeps every value). */
export function searchParamsOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : request.url.slice(at + 1));
}

/**
 * The per-client limit of one list's searches (cached or not: which is which is not the
 * client's to know), counted apart from every other limit; the seconds to wait when over
 * it, else 0. The plain list is never limited. Without the rate-limit plugin (some tests),
 * no limit.
 */
export function searchLimit(app: FastifyInstance, list: string): SearchLimit {
  if (!app.hasDecorator("createRateLimit")) return async () => 0;
  const limiter = app.createRateLimit({
    max: SEARCHES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `${list}-search:${clientKey(request.ip)}`,
  });
  return async (request) => {
    const result = await limiter(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0;
  };
}

/**
 * Sends the page at urlPath rendered for `search` ("?q=pdf"): 429 with the wait when the
 * client is over `limit`, 503 when the renders are at their cap, never a 500 for the input.
 */
export async function sendSearched(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Pick<ContentPages, "searched">,
  { urlPath, search, limit }: { urlPath: string; search: string; limit?: SearchLimit },
) {
  const refused = limit ? await limit(request) : 0;
  if (refused) return reply.code(429).header("retry-after", String(refused)).send(limitMessage("searches", refused));
  try {
    const { page, status, contentType } = await pages.searched(urlPath, search);
    return sendPage(request, reply, page, status, undefined, contentType);
  } catch (error) {
    if (isCapacityFull(error)) return sendCapacityFull(reply, error);
    throw error;
  }
}

export const TOOLS_PATH = "/tools";

/** The handler of /tools: the built page, or the list rendered for the search in `?q=`. */
export function toolsRoute(page: HtmlPage, pages: Pick<ContentPages, "searched">, limit: SearchLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const search = toolSearchString(toolQueryOf(searchParamsOf(request)));
    if (search === "") return sendPage(request, reply, page, 200);
    return sendSearched(request, reply, pages, { urlPath: TOOLS_PATH, search, limit });
  };
}
