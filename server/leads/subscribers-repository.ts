import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/db/schema.ts";

/**
 * Adds a subscriber unless the address is already there (the column is unique). Returns
 * created: false for a known address; concurrent duplicates are settled by the database.
 */
export async function addSubscriber(
  db: Kysely<DatabaseSchema>,
  email: string,
  createdAt: Date,
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto("subscribers")
    .values({ email, created_at: createdAt.toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning(["id"])
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom("subscribers")
    .select(["id"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}
