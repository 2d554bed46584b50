import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Tool libraries are large by nature and load only on their own page.
    chunkSizeWarningLimit: 1500,
  },
});
