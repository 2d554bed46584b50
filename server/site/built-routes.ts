import fs from "node:fs";
import path from "node:path";
import { SITE_ROUTES_FILE, type SiteRoutes, siteRoutesSchema } from "#contracts/site/site-routes.ts";

/** The public paths and redirects the build listed in SITE_ROUTES_FILE (written by scripts/postbuild.ts). */
export function readSiteRoutes(clientDir: string): SiteRoutes {
  const file = path.join(clientDir, SITE_ROUTES_FILE);
  if (!fs.existsSync(file))
    throw new Error(`No route list (${SITE_ROUTES_FILE}) in ${clientDir}: run "npm run build" first`);
  return siteRoutesSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

/** The tools' slugs: every public /tools/<slug> page is a tool. */
export function toolSlugsOf(publicPaths: readonly string[]): Set<string> {
  const slugs = publicPaths.map((urlPath) => /^\/tools\/([a-z0-9-]+)$/.exec(urlPath)?.[1]);
  return new Set(slugs.filter((slug): slug is string => slug !== undefined));
}
