import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

// e2e runs in Debian's Chromium against the built server on a free port with its own
// throwaway SQLite database. The port is chosen once in the runner process; workers
// inherit it through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DB_DIR ??= path.join(os.tmpdir(), `crestline-e2e-${process.env.E2E_PORT}`);
const port = Number(process.env.E2E_PORT);
/** The specs that publish content from the admin. */
const publishingSpecs = /content-(publishing|editor)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "chromium",
      use: { browserName: "chromium", viewport: { width: 1440, height: 900 } },
      testIgnore: publishingSpecs,
    },
    // Publishing changes what the blog, the home page, the sitemap and the feed show: these
    // run after every other spec, which read the content as the build seeded it.
    {
      name: "publishing",
      use: { browserName: "chromium", viewport: { width: 1440, height: 900 } },
      testMatch: publishingSpecs,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(process.env.E2E_DB_DIR, "e2e.db")}`,
      SEO_AUDIT_ALLOW_HOSTS: "127.0.0.1,localhost",
      LOG_LEVEL: "warn",
    },
  },
});
