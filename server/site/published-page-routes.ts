import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FEED_PATH, FEED_TYPE } from "#contracts/content/blog-feed.ts";
import { blogSearchOf, blogSearchString } from "#contracts/content/blog-search.ts";
import { type ContentPages, contentListPaths, dataPathOf, type RenderedFile } from "./content-pages.ts";
import { searchLimit, searchParamsOf, sendSearched } from "./searched-pages.ts";
import { sendPage, withQuery } from "./send-page.ts";

type ItemRoute = { Params: { slug: string }; Querystring: Record<string, string> };
type ItemRequest = FastifyRequest<ItemRoute>;

export interface ContentRoutesOptions {
  pages: ContentPages;
  /** Whether the request carries a live admin session (a draft's preview). */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
  /** Sends the not-found page of the path with HTTP 404. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, { page, status, contentType }: RenderedFile) {
  return sendPage(request, reply, page, status, undefined, contentType);
}

async function sendRendered(request: FastifyRequest, reply: FastifyReply, file: Promise<RenderedFile>) {
  return sendFile(request, reply, await file);
}

/**
 * The routes of the pages that show published content: the lists (home, /blog,
 * /case-studies), each item's page and its data for client navigation, the sitemap and
 * the feed. An item's old paths (its id URL, earlier slugs) answer 301; unknown items get
 * the section's not-found page with 404; `?preview` shows a signed-in account the item as
 * last saved (draft or scheduled), uncached and unindexed.
 */
export function contentRoutes(app: FastifyInstance, { pages, isSignedIn, notFound }: ContentRoutesOptions) {
  const blogSearchLimit = searchLimit(app, "blog");
  for (const listPath of contentListPaths) {
    app.get(listPath, async (request, reply) => {
      // /blog?q=…&category=…: the list for that search (the search box's GET without JavaScript).
      const search = listPath === "/blog" ? blogSearchString(blogSearchOf(searchParamsOf(request))) : "";
      if (search !== "") return sendSearched(request, reply, pages, { urlPath: listPath, search, limit: blogSearchLimit });
      const kept = pages.kept(listPath);
      return kept ? sendFile(request, reply, kept) : sendRendered(request, reply, pages.html(listPath));
    });
    app.get(dataPathOf(listPath), (request, reply) => sendRendered(request, reply, pages.data(listPath)));
    if (listPath !== "/")
      app.get(`${listPath}/`, (request, reply) => reply.redirect(withQuery(request, listPath), 301));
  }
  app.get("/sitemap.xml", (request, reply) => sendRendered(request, reply, pages.sitemap()));
  app.get(FEED_PATH, (request, reply) => sendRendered(request, reply, pages.feed(`${FEED_TYPE}; charset=utf-8`)));

  for (const section of ["blog", "case-studies"] as const) {
    const serveItem = async (request: ItemRequest, reply: FastifyReply) => {
      const { slug } = request.params;
      // The data of a page for client-side navigation (/blog/<slug>.data).
      if (slug.endsWith(".data")) {
        const urlPath = `/${section}/${slug.slice(0, -".data".length)}`;
        if (!(await pages.lookup(urlPath))) return notFound(request, reply);
        return sendRendered(request, reply, pages.data(urlPath));
      }
      const urlPath = `/${section}/${slug}`;
      if (request.query.preview !== undefined && (await isSignedIn(request))) {
        const preview = await pages.preview(urlPath);
        if (preview) {
          reply.header("x-robots-tag", "noindex");
          return sendPage(request, reply, preview.page, 200, "no-store");
        }
      }
      const found = await pages.lookup(urlPath);
      if (!found) return notFound(request, reply);
      if ("redirect" in found) return reply.redirect(withQuery(request, found.redirect), 301);
      return sendRendered(request, reply, pages.html(urlPath));
    };
    app.get<ItemRoute>(`/${section}/:slug`, (request, reply) => {
      // Most requests: a published page already rendered, sent without waiting.
      const kept = request.query.preview === undefined ? pages.kept(`/${section}/${request.params.slug}`) : undefined;
      return kept ? sendFile(request, reply, kept) : serveItem(request, reply);
    });
    // With a trailing slash: to the page, or straight on to where an old path now is.
    app.get<{ Params: { slug: string } }>(`/${section}/:slug/`, async (request, reply) => {
      const urlPath = `/${section}/${encodeURIComponent(request.params.slug)}`;
      const found = await pages.lookup(urlPath);
      return reply.redirect(withQuery(request, found && "redirect" in found ? found.redirect : urlPath), 301);
    });
  }
}
