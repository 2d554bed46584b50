// Debian's Chromium as every browser run of the project starts it (e2e tests, benchmarks,
// Lighthouse, image scripts): quiet on a machine whose network is closed (no background
// requests, no component updates). CHROMIUM_PATH, or Lighthouse's CHROME_PATH, overrides where.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The flags for Playwright, which adds its own headless flag. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** The same flags, headless, for chrome-launcher (Lighthouse). */
export const CHROME_FLAGS = ["--headless", ...CHROMIUM_ARGS];
