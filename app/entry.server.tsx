import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

// Rendering happens only at build time (prerendering), so we always wait for the whole
// page, lazy parts included, before writing the HTML file.
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never move a finished Suspense boundary (the home page's lazy quote form) out of
      // place into a hidden <div> that only a script puts back: without JavaScript it would
      // stay hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout);
  });
}

// What the server needs of the app besides rendering pages, reached through this build
// artefact (server/site/content-pages.ts): the sitemap and the feed, written at run time
// from the published content.
export { blogFeedXml } from "./seo/feed.ts";
export { sitemapXml } from "./seo/sitemap.ts";
