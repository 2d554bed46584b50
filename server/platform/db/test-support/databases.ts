import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import type { DatabaseTarget } from "#server/config.ts";
import { type AppDatabase, openDatabase } from "../database.ts";
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

/** The hooks of a suite on one database: opened on `target` before all its tests, closed after; `ready` gets it. */
export function suiteDatabase(target: () => Promise<DatabaseTarget>, ready: (database: AppDatabase) => void): void {
  let database: AppDatabase | undefined;
  beforeAll(async () => {
    database = await openDatabase(await target());
    ready(database);
  });
  afterAll(async () => {
    await database?.close();
    database = undefined;
  });
}

/**
 * Opens a fresh database on `target` (or on the target given) inside a test; every one a test
 * opened is closed after it.
 */
export function databasesPerTest(target: () => Promise<DatabaseTarget>): (on?: DatabaseTarget) => Promise<AppDatabase> {
  const open: AppDatabase[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });
  return async (on) => {
    const database = await openDatabase(on ?? (await target()));
    open.push(database);
    return database;
  };
}
