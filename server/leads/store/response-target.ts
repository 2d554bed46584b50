import type { Kysely } from "kysely";
import { parseResponseTarget } from "#contracts/leads/first-response.ts";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

// The owner's reply target (contracts/leads/first-response.ts), one admin_settings row.
// Read afresh by each list, board and counter query, so every instance on a shared
// PostgreSQL uses the value as soon as it is saved.

export const RESPONSE_TARGET_KEY = "response-target.minutes";

async function responseTargetMinutes(db: Kysely<DatabaseSchema>): Promise<number> {
  const row = await db
    .selectFrom("admin_settings")
    .select("value")
    .where("key", "=", RESPONSE_TARGET_KEY)
    .executeTakeFirst();
  return parseResponseTarget(row?.value);
}

export async function responseTargetMs(db: Kysely<DatabaseSchema>): Promise<number> {
  return (await responseTargetMinutes(db)) * 60 * 1000;
}
