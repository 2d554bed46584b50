import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_LIFETIME_MS, SIGN_IN_FAILURE_DELAY_MS } from "#contracts/auth/session.ts";
import type { AuditAction } from "#contracts/accounts/audit-log.ts";
import { accountTarget } from "#server/platform/audit-log/audit.ts";
import type { AppConfig } from "#server/config.ts";
import type { AdminUserRow } from "#server/accounts/admin-users-repository.ts";
import { clientKey } from "#server/platform/limits/client-key.ts";
import { knownDevice, rememberDevice } from "./known-devices.ts";
import { createSession } from "./sessions.ts";
import { cookieOptions, sessionCookieName } from "./session-cookie.ts";
import type { SignInAttempt, SignInLimiter } from "./throttle.ts";

// What the password step and the two-factor step share: who is signing in as the throttle
// counts them, the audit line, the session and cookie of a success, the slow answer of a failure.

export interface SignInService {
  config: AppConfig;
  now: () => Date;
  throttle: SignInLimiter;
  failureDelayMs?: number;
}

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
