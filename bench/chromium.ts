// Debian's Chromium as the benchmarks and Lighthouse runs start it: headless, and quiet on a
// machine whose network is closed (no background requests, no component updates).
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
