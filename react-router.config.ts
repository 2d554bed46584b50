import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/seo/public-paths.ts";

// Every public page is prerendered to HTML at build time and hydrates in the browser.
// There is no runtime server rendering: the Fastify server serves these files, and
// admin pages and unknown paths get the SPA fallback (DESIGN.md "Pages").
export default {
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 4 },
} satisfies Config;
