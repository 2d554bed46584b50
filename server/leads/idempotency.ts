import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { NewSubmission } from "#server/platform/db/submission-insert.ts";
import type { FirstLead } from "./store/lead-repeats-repository.ts";

// A form's idempotency key (contracts/leads/idempotency.ts) is stored as a digest of the key
// with the form's type and checked data: a repeat is the same showing of the form sending the
// same details. Visitors without JavaScript share their page's key, and their different
// details keep their leads apart; the same visitor's second tap or retry finds the first lead.

/** Marks the answer to a repeat: the first lead's, nothing new was stored. */
export const REPLAYED_HEADER = "idempotent-replayed";

/** sha256 (hex, 64 characters) of the key, the type and the checked data. */
export function idempotencyDigest(key: string, type: string, data: unknown): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([key, type, data]))
    .digest("hex");
}

/**
 * Inserts the submission unless its key was stored before. Two requests with one key at the
 * same moment both pass the look-up; the unique index lets one row in and the other insert
 * fails, which then finds the row that won. Resolves with the new id, or with the first lead.
 */
export async function insertOnce(
  app: FastifyInstance,
  submission: NewSubmission,
): Promise<{ id: number; repeatOf: null } | { id: null; repeatOf: FirstLead }> {
  const key = submission.idempotencyKey;
  if (key) {
    const first = await app.leadRepeats.find(key);
    if (first) return { id: null, repeatOf: first };
  }
  try {
    return { id: await app.submissions.insert(submission), repeatOf: null };
  } catch (error) {
    const first = key ? await app.leadRepeats.find(key) : null;
    if (first) return { id: null, repeatOf: first };
    throw error;
  }
}

/** How often a repeat of an audit request looks for the first request's answer. */
const ANSWER_POLL_MS = 100;

/**
 * The answer the first request was given. An audit request's answer (whether its report was
 * e-mailed) is kept once its mail is done: a repeat that arrives before waits for it, at most
 * `waitMs`, then says only that the request is stored.
 */
export async function firstAnswer(
  app: FastifyInstance,
  repeat: { key: string; first: FirstLead; type: string },
  waitMs: number,
): Promise<Record<string, unknown>> {
  const { key, first, type } = repeat;
  if (type !== "audit") return { id: first.id };
  const deadline = Date.now() + waitMs;
  let answer = first.answer;
  while (answer === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_POLL_MS));
    answer = (await app.leadRepeats.find(key))?.answer ?? null;
  }
  if (answer === null) return { id: first.id, reportEmailed: false };
  try {
    return { ...(JSON.parse(answer) as Record<string, unknown>), id: first.id };
  } catch {
    return { id: first.id, reportEmailed: false };
  }
}
