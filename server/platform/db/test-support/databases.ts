import crypto from "node:crypto";
import { inject } from "vitest";
import type { DatabaseTarget } from "#server/config.ts";
import { createTestDatabase } from "./postgres-cluster.ts";

/** The database targets every database suite runs against: SQLite always, PostgreSQL when available. */
export function databaseTargets(): { name: string; available: boolean; target: () => Promise<DatabaseTarget> }[] {
  const postgresUrl = inject("postgresUrl");
  return [
    { name: "sqlite", available: true, target: async () => ({ dialect: "sqlite", filename: ":memory:" }) },
    {
      name: "postgres",
      available: postgresUrl !== null,
      target: async () => ({
        dialect: "postgres",
        connectionString: await createTestDatabase(postgresUrl ?? "", `test_${crypto.randomBytes(6).toString("hex")}`),
      }),
    },
  ];
}
