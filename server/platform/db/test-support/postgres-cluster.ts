import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// A throwaway PostgreSQL 15 cluster for tests: created in a temp folder, listening on
// 127.0.0.1 on a free port, removed afterwards. initdb refuses to run as root, so as
// root the cluster belongs to the `postgres` system user.

const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export function postgresAvailable(): boolean {
  return fs.existsSync(path.join(postgresBinDir, "initdb")) && fs.existsSync(path.join(postgresBinDir, "pg_ctl"));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface PostgresCluster {
  url: string;
  /** The postmaster's process id (its backends are its children). */
  pid(): number;
  stop(): void;
}

function runAsOwner(command: string, args: string[], asPostgresUser: boolean) {
  const result = asPostgresUser
    ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", [command, ...args].map((a) => `'${a}'`).join(" ")], {
        encoding: "utf8",
      })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  }
}

/**
 * Tests run with fsync off (speed, nothing to keep); `durable` keeps PostgreSQL's defaults,
 * for benchmarks that must measure what a committed row costs.
 */
export async function startPostgresCluster({ durable = false } = {}): Promise<PostgresCluster> {
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crestline-pg-"));
  const dataDir = path.join(dir, "data");
  if (isRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const port = await freePort();
  const initdb = path.join(postgresBinDir, "initdb");
  const pgCtl = path.join(postgresBinDir, "pg_ctl");
  runAsOwner(initdb, ["-D", dataDir, "--auth=trust", "-U", "app", "-E", "UTF8", "--no-sync"], isRoot);
  const options =
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1` + (durable ? "" : " -c fsync=off -c full_page_writes=off");
  runAsOwner(pgCtl, ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"], isRoot);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    pid: () => Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]),
    stop() {
      try {
        runAsOwner(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"], isRoot);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates an empty database in the cluster and returns its URL (one per test file). */
export async function createTestDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** How many leads the database at `url` holds, counted in the database itself. */
export async function countSubmissionRows(url: string): Promise<number> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>("select count(*) as n from submissions")).rows[0]?.n);
  } finally {
    await client.end();
  }
}
