import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/seo/public-paths.ts";

// Every public page, the admin pages (sign-in form, dashboard skeleton) and the not-found
// pages are prerendered to HTML at build time and hydrate in the browser. There is no
// runtime server rendering: the Fastify server serves these files (DESIGN.md "Pages").
export default {
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 4 },
} satisfies Config;
