import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { publicPaths } from "#app/seo/public-paths.ts";
import { adminPagePaths } from "#contracts/site/site-routes.ts";

// Checks over the production build (e2e runs after `npm run build`): what each page
// makes the browser download before it is interactive.
const clientDir = path.resolve(import.meta.dirname, "../build/client");

function pageHtml(urlPath: string): string {
  return fs.readFileSync(path.join(clientDir, urlPath === "/" ? "" : urlPath.slice(1), "index.html"), "utf8");
}

/** The JS files a page loads up front: its modulepreloads and its inline module imports. */
export function initialScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(match[1] ?? "");
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    files.add(match[1] ?? "");
  return [...files].filter(Boolean);
}

function gzipSize(urlPath: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length;
}

test("the home page's first-load JavaScript stays within 135 KB gzip", () => {
  const scripts = initialScripts(pageHtml("/"));
  expect(scripts.length).toBeGreaterThan(2);
  const totalKb = scripts.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  console.log(`first-load JS of /: ${totalKb.toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(totalKb).toBeLessThanOrEqual(135);
});

test("every public page and admin page loads less than 200 KB gzip of JavaScript up front", () => {
  for (const urlPath of [...publicPaths(), ...adminPagePaths]) {
    const totalKb = initialScripts(pageHtml(urlPath)).reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    expect(totalKb, urlPath).toBeLessThanOrEqual(200);
  }
});
