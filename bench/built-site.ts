import fs from "node:fs";
import path from "node:path";
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

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}
