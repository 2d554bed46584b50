import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // GRIEVANCE_NAME / GRIEVANCE_EMAIL: the privacy notice's Grievance Officer, written into the
  // prerendered pages at build time (app/site/content/privacy/grievance.ts).
  envPrefix: ["VITE_", "GRIEVANCE_"],
  build: {
    // Tool libraries are large by nature and load only on their own page.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The tools' metadata (registry, per-tool meta.ts, input rules) as one small chunk:
          // otherwise every tool route lists several one-object chunks, and the route
          // manifest that every page loads up front grows by each of them.
          groups: [
            { name: "tool-registry", test: /\/app\/tools\/([a-z0-9-]+\/meta|registry|tool-definition|conversion\/input-rules)\.ts$/ },
          ],
        },
      },
    },
  },
});
