import { type ContentPagesOptions, REFERENCE_BODY } from "../content-pages.ts";

// Stand-ins for the build's server bundle in tests of the content pages, which run before
// (and without) a build.

/**
 * A renderer that prints the titles of the articles it was given, and the paths it rendered:
 * for visitors in `calls`, the reference renders of the CSP (content-pages.ts) in `references`.
 */
export function fakeRender() {
  const calls: string[] = [];
  const references: string[] = [];
  const render: ContentPagesOptions["render"] = async (request, context) => {
    const url = new URL(request.url);
    const articles = context.siteContent?.articles ?? [];
    const reference = articles.length > 0 && articles.every((article) => article.content === REFERENCE_BODY);
    (reference ? references : calls).push(url.pathname);
    const titles = (context.siteContent?.articles ?? []).map((article) => article.title).join(" | ");
    if (url.pathname.endsWith(".data")) return new Response(`[data ${url.pathname}] ${titles}`);
    return new Response(
      `<!DOCTYPE html><html><head><title>${url.pathname}</title></head><body><main>${titles}</main>` +
        `<script type="module" async="">import "/assets/entry.js";</script></body></html>`,
    );
  };
  return { render, calls, references };
}

/** The build's feed and sitemap writers, reduced to what the tests read. */
export const fakeSiteFiles: ContentPagesOptions["files"] = {
  blogFeedXml: ({ articles }) => articles.map((article) => `<entry>${article.title}</entry>`).join("\n"),
  sitemapXml: ({ paths }) => paths.map((urlPath) => `<loc>${urlPath}</loc>`).join("\n"),
};
