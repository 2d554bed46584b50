import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseTarget } from "#server/config.ts";
import {
  createTestDatabase,
  postgresAvailable,
  startPostgresCluster,
} from "#server/platform/db/test-support/postgres-cluster.ts";

/**
 * Runs `measure` on a throwaway SQLite file and then, where the PostgreSQL binaries are
 * found, on a throwaway database of a throwaway cluster; the rows of both, SQLite's first.
 * `label` names the temporary folder and the PostgreSQL database.
 */
export async function measureOnBothDatabases<Row>(
  label: string,
  measureOn: (name: "SQLite" | "PostgreSQL", target: DatabaseTarget) => Promise<readonly Row[]>,
): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `crestline-bench-${label.replaceAll("_", "-")}-`));
  const results: Row[] = [];
  try {
    results.push(...(await measureOn("SQLite", { dialect: "sqlite", filename: path.join(dir, "bench.db") })));
    if (postgresAvailable()) {
      const cluster = await startPostgresCluster();
      try {
        const url = await createTestDatabase(cluster.url, label);
        results.push(...(await measureOn("PostgreSQL", { dialect: "postgres", connectionString: url })));
      } finally {
        cluster.stop();
      }
    } else {
      console.log("PostgreSQL binaries not found: the PostgreSQL run is skipped.");
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
