import { defineConfig } from "vitest/config";

// Unit and API tests live next to the code they test. e2e/ is Playwright's.
export default defineConfig({
  test: {
    include: ["{app,contracts,server,scripts,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Database suites share one throwaway PostgreSQL cluster started for the run.
    globalSetup: ["./server/platform/db/test-support/global-setup.ts"],
    setupFiles: ["./app/lib/beacon-test-support.ts"],
  },
});
