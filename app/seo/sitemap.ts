import { site } from "#app/site/content/site.ts";
import { publicPaths } from "./public-paths.ts";
import { escapeXml } from "./xml-text.ts";

// /sitemap.xml and /robots.txt, written into the build by
// scripts/postbuild.ts. The URL list is publicPaths(): the same list the build
// prerenders and the server routes, never a hand-kept copy.

export interface SitemapOptions {
  /** Public URL paths, "/" first; defaults to every public page of the site. */
  paths?: readonly string[];
  /** Origin the URLs are made absolute against; defaults to the site's. */
  origin?: string;
}

/** The sitemap XML (sitemaps.org 0.9): one <url><loc> per public page. */
export function sitemapXml({ paths = publicPaths(), origin = site.origin }: SitemapOptions = {}): string {
  const urls = [...new Set(paths)].map((urlPath) => {
    return `  <url><loc>${escapeXml(new URL(urlPath, origin).toString())}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the admin panel; points to the sitemap. */
export function robotsTxt({ origin = site.origin }: { origin?: string } = {}): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${new URL("/sitemap.xml", origin).toString()}\n`;
}
