// The blog's Atom feed: written into the build by scripts/postbuild.ts (app/seo/feed.ts),
// linked from every page's <head> (app/root.tsx), served with its type by the server
// (server/site/static-site.ts). Three strings, so the pages' JavaScript carries nothing more.
export const FEED_PATH = "/blog/feed.xml";
export const FEED_TITLE = "Crestline Digital blog";
export const FEED_TYPE = "application/atom+xml";
