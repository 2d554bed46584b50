import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { SITE_ROUTES_FILE, type SiteRoutes } from "#contracts/site/site-routes.ts";
import { publicPaths, redirectPaths } from "#app/seo/public-paths.ts";
import { blogFeedXml } from "#app/seo/feed.ts";
import { FEED_PATH } from "#contracts/content/blog-feed.ts";
import { robotsTxt, sitemapXml } from "#app/seo/sitemap.ts";
import { builtImageReader } from "#server/site/lead-picture.ts";
import { optimizePrerenderedHtml } from "#server/site/prerendered-html.ts";

// Rewrites every built page for a fast first paint (server/site/prerendered-html.ts):
// stylesheets inlined, JavaScript started after the first paint; a page without the
// framework gets only the CSS rules its HTML can use (server/site/page-stylesheet.ts), no
// stylesheet link and our own small scripts written in, a hydrating page the whole
// stylesheet. Then it precompresses every text asset of the build (.br and .gz beside it),
// so the server sends compressed bytes without compressing on each request.
const clientDir = path.resolve(import.meta.dirname, "../build/client");
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|data|webmanifest|ico)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Findability: the sitemap lists every public page from the same data
// the build prerenders; robots.txt points to it; the blog's feed carries every article.
// Written before precompression.
fs.writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml());
fs.writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt());
fs.writeFileSync(path.join(clientDir, FEED_PATH), blogFeedXml());

const readBuiltFile = (href: string) => fs.readFileSync(path.join(clientDir, href), "utf8");
const readBuiltImage = builtImageReader(clientDir);
let pages = 0;
for (const file of walk(clientDir)) {
  if (!file.endsWith(".html")) continue;
  try {
    fs.writeFileSync(file, await optimizePrerenderedHtml(fs.readFileSync(file, "utf8"), readBuiltFile, readBuiltImage));
  } catch (error) {
    throw new Error(
      `postbuild: ${path.relative(clientDir, file)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  pages += 1;
}
console.log(`postbuild: ${pages} pages with inline CSS and JavaScript after the first paint`);

let files = 0;
let before = 0;
let after = 0;
for (const file of walk(clientDir)) {
  if (!compressible.test(file)) continue;
  const body = fs.readFileSync(file);
  if (body.length < 256) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += brotli.length;
}
console.log(
  `postbuild: precompressed ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);

// The route table the server serves from (server/site/static-site.ts), so the server knows
// every public page and redirect without importing the app. Written last: it is not precompressed, and a
// dotfile, so the static file server never sends it.
fs.writeFileSync(
  path.join(clientDir, SITE_ROUTES_FILE),
  JSON.stringify({ publicPaths: publicPaths(), redirects: redirectPaths() } satisfies SiteRoutes),
);
