import type { TestProject } from "vitest/node";
import { postgresAvailable, startPostgresCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

// Starts one throwaway PostgreSQL cluster for the whole test run; the database suites run
// against it and against SQLite. Without PostgreSQL binaries they say so and skip.
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide("postgresUrl", process.env.TEST_POSTGRES_URL);
    return;
  }
  if (!postgresAvailable()) {
    console.warn(
      "\n⚠ PostgreSQL binaries not found: PostgreSQL database tests are SKIPPED (SQLite tests still run).\n",
    );
    project.provide("postgresUrl", null);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
