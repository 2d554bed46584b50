import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { adminPagePaths, SITE_ROUTES_FILE, type SiteRoutes, unlistedPagePaths } from "#contracts/site/site-routes.ts";

/** The public pages of the fixture build: a few of each kind the real build has. */
export const FIXTURE_PUBLIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/blog",
  "/blog/facebook-ads-guide",
  "/case-studies",
  "/case-studies/aangan-threads-roas",
  "/tools",
  "/tools/word-counter",
];

/** The fixture build's redirects: the old id URLs of its article and case study. */
export const FIXTURE_REDIRECTS: Record<string, string> = {
  "/blog/1": "/blog/facebook-ads-guide",
  "/case-studies/1": "/case-studies/aangan-threads-roas",
};

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>window.__x=1</script><script type="application/ld+json">{"a":1}</script></body></html>`;

/** A miniature site build with the same layout as build/client, in a temp folder. */
export function writeFixtureSite(): string {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-client-"));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, file), body);
  };
  write(
    SITE_ROUTES_FILE,
    JSON.stringify({ publicPaths: FIXTURE_PUBLIC_PATHS, redirects: FIXTURE_REDIRECTS } satisfies SiteRoutes),
  );
  for (const urlPath of FIXTURE_PUBLIC_PATHS)
    write(urlPath === "/" ? "index.html" : `${urlPath.slice(1)}/index.html`, page(urlPath));
  for (const urlPath of unlistedPagePaths) write(`${urlPath.slice(1)}/index.html`, page(urlPath));
  write("404/index.html", page("Page not found"));
  write("tools/coming-soon/index.html", page("Tool Coming Soon"));
  write("blog/not-found/index.html", page("Article not found"));
  write("case-studies/not-found/index.html", page("Case study not found"));
  for (const urlPath of adminPagePaths) write(`${urlPath.slice(1)}/index.html`, page(urlPath));
  write("assets/app-abc123.js", "console.log('app')");
  // A worker script precompressed by the build, as postbuild writes it beside the original.
  const worker = "self.onmessage = () => postMessage('done');";
  write("assets/worker-abc123.js", worker);
  fs.writeFileSync(path.join(clientDir, "assets/worker-abc123.js.br"), zlib.brotliCompressSync(worker));
  // A route's data file and the blog's feed, precompressed too: their names do not tell their types.
  for (const [file, body] of [
    ["about.data", '[{"_1":2},"routes/about"]'],
    ["blog/feed.xml", '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>'],
  ]) {
    write(file!, body!);
    fs.writeFileSync(path.join(clientDir, `${file}.br`), zlib.brotliCompressSync(body!));
  }
  write("favicon.ico", "icon");
  return clientDir;
}
