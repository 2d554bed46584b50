import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import readline from "node:readline";
import { HOSTILE_ENTRIES, type HostileEntry, prepareHostileEntries } from "./entries.ts";

// Serves every hostile entry on 127.0.0.1, each on a port of its own (robots.txt and the
// sitemap belong to an origin). The test and `npm run bench -- hostile` run the sites in a
// process of their own, as a real hostile site would be: their work and memory never count
// against the server being measured.

export interface HostileSite {
  name: string;
  attacks: string;
  /** The URL to audit and crawl. */
  url: string;
}

export interface HostileSites {
  sites: HostileSite[];
  close(): Promise<void>;
}

/** Starts the sites in this process (serve.ts runs this in a child process). */
export async function serveHostileSites(entries: readonly HostileEntry[] = HOSTILE_ENTRIES): Promise<HostileSites> {
  prepareHostileEntries();
  const servers: http.Server[] = [];
  const sites: HostileSite[] = [];
  for (const entry of entries) {
    let origin = "";
    const server = http.createServer((request, response) => entry.handle(request, response, origin));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sites.push({ name: entry.name, attacks: entry.attacks, url: `${origin}${entry.path}` });
  }
  return {
    sites,
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}

/** Starts the sites in a child process; `only` keeps the entries whose names start with it. */
export async function startHostileSites(only = ""): Promise<HostileSites> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "serve.ts"), only], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the hostile sites stopped (exit ${code})`)));
  });
  lines.close();
  return {
    sites: JSON.parse(first) as HostileSite[],
    async close() {
      child.kill();
      await exited;
    },
  };
}
