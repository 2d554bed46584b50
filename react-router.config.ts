import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/seo/public-paths.ts";

// Every public page, the admin pages (sign-in form, dashboard skeleton) and the not-found
// pages are prerendered to HTML at build time and hydrate in the browser; the Fastify
// server serves these files (ADR 001). The server build is kept (ssr: true) for
// the pages that follow the content staff publish from the admin (home, blog, case
// studies): the server renders those from the database when first asked after a change
// and keeps them in memory (server/site/content-pages.ts, ADR 009). The route table goes
// to the browser whole, as before (routeDiscovery "initial"): no /__manifest requests.
export default {
  ssr: true,
  prerender: { paths: prerenderPaths(), concurrency: 4 },
  routeDiscovery: { mode: "initial" },
} satisfies Config;
