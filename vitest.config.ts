import { defineConfig } from "vitest/config";

// Unit and API tests live next to the code they test. e2e/ is Playwright's.
export default defineConfig({
  test: {
    include: ["{app,contracts,server,scripts,bench}/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
