import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_LIFETIME_MS, SIGN_IN_FAILURE_DELAY_MS } from "#contracts/auth/session.ts";
import type { AuditAction } from "#contracts/accounts/audit-log.ts";
import { accountTarget } from "#server/platform/audit-log/audit.ts";
import type { AppConfig } from "#server/config.ts";
import type { AdminUserRow } from "#server/accounts/admin-users-repository.ts";
import { clientKey } from "#server/platform/limits/client-key.ts";
import { knownDevice, rememberDevice } from "./known-devices.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import { passwordHashing } from "./password-work.ts";
import { createSession } from "./sessions.ts";
import { cookieOptions, sessionCookieName } from "./session-cookie.ts";
import type { SignInAttempt, SignInLimiter } from "./throttle.ts";
import { type SecondStep, startSecondStep } from "./two-factor-sign-in.ts";

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
  | { kind: "disabled" }
  /** The password was right; a two-factor code, or setting two-factor up, comes next. */
  | SecondStep;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who is signing in, as the throttle counts them. */
export async function attemptOf(
  service: SignInService,
  request: FastifyRequest,
  username: string,
  user: AdminUserRow | undefined,
): Promise<SignInAttempt> {
  const device = await knownDevice(request, service.config, user?.id ?? null, service.now());
  return { username, address: clientKey(request.ip), device };
}

/** Sign-ins, failures and lockouts of existing accounts go to the audit log (never a name typed for no account). */
export async function auditSignIn(
  request: FastifyRequest,
  user: AdminUserRow,
  action: AuditAction,
  at: Date,
  who: SignInAttempt,
): Promise<void> {
  const self = action === "sign-in.succeeded" || action === "two-factor.recovery-code-used";
  await request.server.auditLog.record({
    actor: self
      ? { id: user.id, displayName: user.display_name ?? user.username }
      : { id: null, displayName: "Someone" },
    action,
    target: accountTarget(user.username),
    detail: { browser: who.device === null ? "new" : "known" },
    at,
  });
}

/** The end of every sign-in: the session and its cookie, the browser remembered, the audit entry. */
export async function finishSignIn(
  service: SignInService,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AdminUserRow,
  who: SignInAttempt,
): Promise<{ kind: "signed-in"; username: string; expiresAt: Date }> {
  const { throttle, now, config } = service;
  const at = now();
  await throttle.succeeded(who);
  const session = await createSession(request.server.adminSessions, user.id, at);
  reply.setCookie(sessionCookieName(config), session.token, cookieOptions(config, request, SESSION_LIFETIME_MS / 1000));
  await rememberDevice(request, reply, config, user.id, at);
  await auditSignIn(request, user, "sign-in.succeeded", at, who);
  request.log.info({ user: user.username }, "admin signed in");
  return { kind: "signed-in", username: user.username, expiresAt: session.expiresAt };
}

/** A failure: the slow answer, and the audit log when the account exists (and the lockout it caused). */
export async function failSignIn(
  service: SignInService,
  request: FastifyRequest,
  user: AdminUserRow | undefined,
  who: SignInAttempt,
  started: number,
): Promise<{ kind: "invalid" }> {
  if (user) {
    const at = service.now();
    await auditSignIn(request, user, "sign-in.failed", at, who);
    if (await service.throttle.locked(who)) await auditSignIn(request, user, "sign-in.locked", at, who);
  }
  const wait = (service.failureDelayMs ?? SIGN_IN_FAILURE_DELAY_MS) - (performance.now() - started);
  if (wait > 0) await sleep(wait);
  request.log.info({ address: who.address }, "admin sign-in failed");
  return { kind: "invalid" };
}

/** Checks the credentials and, when they are right, starts a session and sets its cookie on the reply. */
export async function signIn(
  service: SignInService,
  request: FastifyRequest,
  reply: FastifyReply,
  { username, password }: { username: string; password: string },
): Promise<SignInOutcome> {
  const users = request.server.adminUsers;
  const user = await users.findByUsername(username);
  const who = await attemptOf(service, request, username, user);
  const started = performance.now();

  // A slot of the password-hashing cap is taken before the attempt is counted: a sign-in
  // refused because the server is busy (503) costs nobody one of their tries.
  const checked = await passwordHashing.run(async () => {
    const retryAfterSeconds = await service.throttle.attempt(who);
    if (retryAfterSeconds > 0) return { retryAfterSeconds, valid: false };
    // Same work whether or not the user exists: an unknown name is checked against a dummy hash.
    // An account waiting for its set-password link has a hash of a password nobody knows.
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : (await verifyPassword(password, await dummyPasswordHash()), false);
    return { retryAfterSeconds: 0, valid };
  });
  if (checked.retryAfterSeconds > 0) {
    request.log.warn({ address: who.address }, "admin sign-in throttled");
    return { kind: "throttled", retryAfterSeconds: checked.retryAfterSeconds };
  }
  if (!user || !checked.valid) return failSignIn(service, request, user, who, started);
  // Said only to whoever knows the password: the attempt stays counted by the throttle.
  if (user.disabled_at !== null) {
    request.log.info({ user: user.username }, "disabled admin refused");
    return { kind: "disabled" };
  }
  const second = await startSecondStep(request, user, service.now());
  if (second) {
    // Not a failure, but not a sign-in yet either: the count stays as it was.
    await service.throttle.forgive(who);
    return second;
  }
  return finishSignIn(service, request, reply, user, who);
}
