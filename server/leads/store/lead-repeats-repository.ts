import type { Kysely } from "kysely";
import type { DatabaseSchema } from "#server/platform/db/schema.ts";

/** The lead an idempotency key was first stored with, and its stored answer (audit requests). */
export interface FirstLead {
  id: number;
  /** The first answer as JSON; null until it is known (or for types whose answer is only the id). */
  answer: string | null;
}

export interface LeadRepeatsRepository {
  /** The lead stored under this key digest, if any (an index look-up). */
  find(idempotencyKey: string): Promise<FirstLead | null>;
  /** Keeps the answer the first request was given, for repeats of it. */
  keepAnswer(id: number, answer: string): Promise<void>;
}

/** Look-ups of submissions.idempotency_key (unique index submissions_idempotency_key). */
export function createLeadRepeatsRepository(db: Kysely<DatabaseSchema>): LeadRepeatsRepository {
  return {
    async find(idempotencyKey) {
      const row = await db
        .selectFrom("submissions")
        .select(["id", "first_answer"])
        .where("idempotency_key", "=", idempotencyKey)
        .executeTakeFirst();
      return row ? { id: row.id, answer: row.first_answer } : null;
    },
    async keepAnswer(id, answer) {
      await db.updateTable("submissions").set({ first_answer: answer }).where("id", "=", id).execute();
    },
  };
}
