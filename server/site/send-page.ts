import type { FastifyReply, FastifyRequest } from "fastify";
import type { HtmlPage } from "./html-pages.ts";

/** Pages may be cached, but are asked for again each time (their ETag answers 304). */
const revalidate = "public, max-age=0, must-revalidate";

/** Sends a page held in memory, in the encoding the browser takes, with its CSP and ETag. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: HtmlPage,
  status: number,
  cacheControl = revalidate,
  contentType = "text/html; charset=utf-8",
) {
  reply
    .code(status)
    .header("content-type", contentType)
    .header("cache-control", cacheControl)
    .header("content-security-policy", page.contentSecurityPolicy)
    .header("etag", page.etag)
    .header("vary", "Accept-Encoding");
  if (status === 200 && request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

/** `target` with the request's query string, if it has one: a redirect keeps it. */
export function withQuery(request: FastifyRequest, target: string): string {
  const query = request.url.indexOf("?");
  return query === -1 ? target : `${target}${request.url.slice(query)}`;
}
