import type { FastifyReply, FastifyRequest } from "fastify";
import { ConcurrencyCap, isCapacityFull, sendCapacityFull } from "#server/platform/limits/concurrency-cap.ts";
import { hashPassword, unusablePasswordHash, verifyPassword } from "./password.ts";

// Each password hash or check costs ~32 MiB and ~50-100 ms of a libuv thread: requests
// that hash (sign-in, password changes, new accounts) share one cap, so a flood of them
// is refused with 503 and Retry-After instead of taking the memory and the thread pool
// every other request needs. The CLI and start-up hash without it (no request waits on them).

/** Four at once fills the default thread pool's four threads with no more than 128 MiB. */
export const PASSWORD_HASHING_MAX = 4;
export const passwordHashing = new ConcurrencyCap("password checks", PASSWORD_HASHING_MAX, 2);

/** hashPassword in a free slot of the cap; throws CapacityFullError when none is free. */
export function hashPasswordCapped(password: string): Promise<string> {
  return passwordHashing.run(() => hashPassword(password));
}

/** verifyPassword in a free slot of the cap; throws CapacityFullError when none is free. */
export function verifyPasswordCapped(password: string, stored: string): Promise<boolean> {
  return passwordHashing.run(() => verifyPassword(password, stored));
}

/** unusablePasswordHash in a free slot of the cap. */
export function unusablePasswordHashCapped(): Promise<string> {
  return passwordHashing.run(unusablePasswordHash);
}

/**
 * Error handler of the plugins whose routes hash: a full cap is answered 503 with
 * Retry-After; anything else goes on to the app's handler.
 */
export function answerCapacityFull(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  if (isCapacityFull(error)) return sendCapacityFull(reply, error);
  throw error;
}
