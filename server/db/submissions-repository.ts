import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

export interface NewSubmission {
  type: string;
  /** Validated form data; stored as JSON text. */
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Inserts one submission and returns its id. The insert runs in autocommit mode, so when
 * the promise resolves the row is committed: only then may the caller acknowledge it (D2).
 */
export async function insertSubmission(db: Kysely<DatabaseSchema>, submission: NewSubmission): Promise<number> {
  const row = await db
    .insertInto("submissions")
    .values({
      type: submission.type,
      data: JSON.stringify(submission.data),
      created_at: submission.createdAt.toISOString(),
    })
    .returning(["id"])
    .executeTakeFirstOrThrow();
  return row.id;
}
