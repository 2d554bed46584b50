import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_LIFETIME_MS, SIGN_IN_FAILURE_DELAY_MS } from "#contracts/admin.ts";
import type { AppConfig } from "#server/config.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import { createSession } from "./sessions.ts";
import { cookieOptions, sessionCookieName } from "./session-cookie.ts";
import type { SignInLimiter } from "./throttle.ts";

// The sign-in itself, shared by the JSON API (POST /api/auth/sign-in) and the form that works
// without JavaScript (POST /forms/admin-sign-in): the same throttle, the same slow failure,
// the same session and cookie. Each route only words the outcome for its client.

export interface SignInService {
  config: AppConfig;
  now: () => Date;
  throttle: SignInLimiter;
  failureDelayMs?: number;
}

export type SignInOutcome =
  | { kind: "signed-in"; username: string; expiresAt: Date }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "invalid" }
  /** The password was right, but the owner has disabled the account. */
  | { kind: "disabled" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks the credentials and, when they are right, starts a session and sets its cookie on the reply. */
export async function signIn(
  service: SignInService,
  request: FastifyRequest,
  reply: FastifyReply,
  { username, password }: { username: string; password: string },
): Promise<SignInOutcome> {
  const { throttle, now, config } = service;
  const address = request.ip;
  const retryAfterSeconds = await throttle.attempt(username, address);
  if (retryAfterSeconds > 0) {
    request.log.warn({ address }, "admin sign-in throttled");
    return { kind: "throttled", retryAfterSeconds };
  }
  const started = performance.now();

  // Same work whether or not the user exists: an unknown name is checked against a dummy hash.
  // An account waiting for its set-password link has a hash of a password nobody knows.
  const users = request.server.adminUsers;
  const user = await users.findByUsername(username);
  const valid = user
    ? await verifyPassword(password, user.password_hash)
    : (await verifyPassword(password, await dummyPasswordHash()), false);

  if (!user || !valid) {
    const wait = (service.failureDelayMs ?? SIGN_IN_FAILURE_DELAY_MS) - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    request.log.info({ address }, "admin sign-in failed");
    return { kind: "invalid" };
  }
  // Said only to whoever knows the password: the attempt stays counted by the throttle.
  if (user.disabled_at !== null) {
    request.log.info({ user: user.username }, "disabled admin refused");
    return { kind: "disabled" };
  }

  await throttle.succeeded(username, address);
  const session = await createSession(request.server.adminSessions, user.id, now());
  reply.setCookie(sessionCookieName(config), session.token, cookieOptions(config, request, SESSION_LIFETIME_MS / 1000));
  request.log.info({ user: user.username }, "admin signed in");
  return { kind: "signed-in", username: user.username, expiresAt: session.expiresAt };
}
