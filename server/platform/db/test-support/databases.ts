import crypto from "node:crypto";
import { inject } from "vitest";
import type { DatabaseTarget } from "#server/config.ts";
import { createTestDatabase } from "./postgres-cluster.ts";

/** The lead desk's columns of a lead nobody has worked on yet: New, no owner, no notes. */
export const UNWORKED_LEAD = {
  status: "new",
  lost_reason: null,
  owner_id: null,
  follow_up_on: null,
  value_estimate: null,
  notes_count: 0,
} as const;

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
