import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SITE_ROUTES_FILE, type SiteRoutes } from "#contracts/site/site-routes.ts";
import { type ServerProcess, startServerProcess } from "#server/test-support/server-process.ts";

// SITE_DIR points the benchmarks at another build, e.g. to compare two.
const builtSite = path.resolve(process.env.SITE_DIR?.trim() || path.join(import.meta.dirname, "../build/client"));

/**
 * The real server on 127.0.0.1 serving the built site (`npm run build` first), with its own
 * throwaway SQLite database and its log lines discarded, for the browser benchmarks.
 */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!fs.existsSync(path.join(builtSite, "index.html"))) {
    throw new Error("No build found: run `npm run build` first.");
  }
  return startServerProcess({ SITE_DIR: builtSite, LOG_LEVEL: "warn", ...env }, { logs: false });
}

/** The real server on another copy of the site (builtSiteWithExtraPage), as startBuiltSite. */
export async function startSiteAt(clientDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({ SITE_DIR: clientDir, LOG_LEVEL: "warn", ...env }, { logs: false });
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

/**
 * A copy of the built site with one more prerendered page: `urlPath` serves the build's own
 * file of `fromPath` (with its .br and .gz), as every prerendered page is served. The copy
 * shares the build's server bundle. Returns its client folder, for SITE_DIR, and its removal.
 */
export function builtSiteWithExtraPage(urlPath: string, fromPath: string): { clientDir: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-site-"));
  const clientDir = path.join(root, "client");
  fs.cpSync(builtSite, clientDir, { recursive: true });
  fs.symlinkSync(path.join(builtSite, "..", "server"), path.join(root, "server"));
  const target = path.join(clientDir, urlPath.slice(1));
  fs.mkdirSync(target, { recursive: true });
  for (const suffix of ["", ".br", ".gz"]) {
    fs.copyFileSync(
      path.join(builtSite, fromPath.slice(1), `index.html${suffix}`),
      path.join(target, `index.html${suffix}`),
    );
  }
  const routesFile = path.join(clientDir, SITE_ROUTES_FILE);
  const routes = JSON.parse(fs.readFileSync(routesFile, "utf8")) as SiteRoutes;
  fs.writeFileSync(routesFile, JSON.stringify({ ...routes, publicPaths: [...routes.publicPaths, urlPath] }));
  return { clientDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
