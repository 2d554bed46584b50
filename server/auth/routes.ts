import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  AUTH_SESSION_PATH,
  AUTH_SIGN_IN_PATH,
  AUTH_SIGN_OUT_PATH,
  type AdminSessionInfo,
  MSG_INVALID_CREDENTIALS,
  MSG_SIGNED_OUT,
  type SignInResult,
  signInRequestSchema,
} from "#contracts/auth/session.ts";
import {
  AUTH_PASSWORD_PATH,
  AUTH_SET_PASSWORD_PATH,
  MSG_ACCOUNT_DISABLED,
  MSG_SET_PASSWORD_LINK_INVALID,
  MSG_WRONG_PASSWORD,
  ownPasswordSchema,
  setPasswordSchema,
} from "#contracts/accounts/accounts.ts";
import { accountTarget } from "#server/platform/audit-log/audit.ts";
import type { AppConfig } from "#server/config.ts";
import { DEMO_ADMIN } from "./admin-users.ts";
import { formSignInRoute } from "./form-sign-in.ts";
import { requireSameOrigin } from "../platform/origin.ts";
import { answerCapacityFull, hashPasswordCapped, verifyPasswordCapped } from "./password-work.ts";
import { cookieOptions, sessionCookieName } from "./session-cookie.ts";
import { type ActiveSession, deleteSession, findSession, hashToken } from "./sessions.ts";
import { signIn } from "./sign-in.ts";
import type { SignInService } from "./sign-in-steps.ts";
import { type SignInLimiter, SignInThrottle, sendThrottled } from "./throttle.ts";
import { routeLimit } from "#server/platform/limits/limit-message.ts";
import { clientKey } from "#server/platform/limits/client-key.ts";
import {
  AUTH_SIGN_IN_CODE_PATH,
  type CodeSignInResult,
  MSG_SECOND_STEP_EXPIRED,
  MSG_WRONG_CODE,
  type SecondStep,
  signInCodeSchema,
} from "#contracts/auth/two-factor.ts";
import { finishSecondStep } from "./two-factor-sign-in.ts";
import { twoFactorRoutes } from "./two-factor-routes.ts";

export interface AuthOptions {
  config: AppConfig;
  now: () => Date;
  /** The 1-second delay before a failed sign-in answers (SIGN_IN_FAILURE_DELAY_MS); tests keep it. */
  failureDelayMs?: number;
  /** Shared by all instances on PostgreSQL (server/limits); in memory by default. */
  throttle?: SignInLimiter;
}

declare module "fastify" {
  interface FastifyRequest {
    adminSession: ActiveSession | null;
  }
}

function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.header("cache-control", "no-store");
  done();
}

/** The session of the request's cookie, or null. */
async function sessionOf(request: FastifyRequest, options: AuthOptions): Promise<ActiveSession | null> {
  return findSession(request.server.adminSessions, request.cookies[sessionCookieName(options.config)], options.now());
}

/** onRequest hook of /api/admin/*: 401 without a live session. */
export function requireAdminSession(options: AuthOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOf(request, options);
    if (!session) {
      await reply.code(401).header("cache-control", "no-store").send({ error: MSG_SIGNED_OUT });
      return;
    }
    request.adminSession = session;
  };
}

/** 400 with the first reason and each field's first reason. */
function invalid(reply: FastifyReply, error: z.ZodError, fallback: string) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return reply.code(400).send({ error: Object.values(fields)[0] ?? fallback, fields });
}

/** A coarse per-address cap on top of the failure throttle: nobody signs in 30 times a minute. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;
const SIGN_IN_SUBJECT = "sign-in attempts";

/**
 * /api/auth/*: who am I (public), sign in, sign out, change one's own password, set a
 * password with a one-time link (public); and the sign-in form that works without JavaScript.
 */
export async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  const { config, now } = options;
  const throttle = options.throttle ?? new SignInThrottle(now);
  const service: SignInService = { config, now, throttle, failureDelayMs: options.failureDelayMs };
  const cookieName = sessionCookieName(config);
  const rateLimited = (subject: string) => ({ config: { rateLimit: routeLimit(subject, SIGN_IN_RATE_LIMIT) } });

  app.addHook("onRequest", noStore);
  app.addHook("onRequest", requireSameOrigin);
  app.setErrorHandler(answerCapacityFull);

  app.get(AUTH_SESSION_PATH, async (request): Promise<AdminSessionInfo> => {
    const session = await sessionOf(request, options);
    return {
      signedIn: session !== null,
      username: session?.username ?? null,
      user: session ? { id: session.userId, displayName: session.displayName, role: session.role } : null,
      replyByEmail: session !== null && config.smtp !== null,
      expiresAt: session?.expiresAt ?? null,
      demoCredentials: config.demoMode ? { ...DEMO_ADMIN } : null,
    };
  });

  app.post(AUTH_SIGN_IN_PATH, rateLimited(SIGN_IN_SUBJECT), async (request, reply) => {
    const parsed = signInRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error, MSG_INVALID_CREDENTIALS);
    const outcome = await signIn(service, request, reply, parsed.data);
    switch (outcome.kind) {
      case "throttled":
        return sendThrottled(reply, outcome.retryAfterSeconds);
      case "invalid":
        return reply.code(401).send({ error: MSG_INVALID_CREDENTIALS });
      case "disabled":
        return reply.code(403).send({ error: MSG_ACCOUNT_DISABLED });
      case "second-step":
        return reply
          .code(200)
          .send({ twoFactor: outcome.twoFactor, challenge: outcome.challenge, key: outcome.key } satisfies SecondStep);
      case "signed-in":
        return reply
          .code(200)
          .send({ username: outcome.username, expiresAt: outcome.expiresAt.toISOString() } satisfies SignInResult);
    }
  });

  app.post(AUTH_SIGN_IN_CODE_PATH, rateLimited(SIGN_IN_SUBJECT), async (request, reply) => {
    const parsed = signInCodeSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error, MSG_WRONG_CODE);
    const outcome = await finishSecondStep(service, request, reply, parsed.data);
    switch (outcome.kind) {
      case "throttled":
        return sendThrottled(reply, outcome.retryAfterSeconds);
      case "wrong-code":
        return reply.code(401).send({ error: MSG_WRONG_CODE, fields: { code: MSG_WRONG_CODE } });
      case "expired":
        return reply.code(400).send({ error: MSG_SECOND_STEP_EXPIRED });
      case "signed-in":
        return reply.code(200).send({
          username: outcome.username,
          expiresAt: outcome.expiresAt.toISOString(),
          recoveryCodes: outcome.recoveryCodes,
        } satisfies CodeSignInResult);
    }
  });

  await app.register(twoFactorRoutes, { now, throttle, session: requireAdminSession(options), rateLimit: rateLimited });

  await app.register(formSignInRoute, { service, rateLimit: routeLimit(SIGN_IN_SUBJECT, SIGN_IN_RATE_LIMIT) });

  app.post(AUTH_SIGN_OUT_PATH, async (request, reply) => {
    await deleteSession(app.adminSessions, request.cookies[cookieName]);
    reply.clearCookie(cookieName, cookieOptions(config, request));
    return reply.code(204).send();
  });

  // One's own password: the current one is checked with the same slow hash, and wrong
  // guesses count in the sign-in throttle, so a left-open session cannot try passwords fast.
  // The session is checked before the body is read: without one, the answer is always 401.
  const ownPassword = { ...rateLimited("password changes"), onRequest: requireAdminSession(options) };
  app.post(AUTH_PASSWORD_PATH, ownPassword, async (request, reply) => {
    const session = request.adminSession;
    if (!session) return reply.code(401).send({ error: MSG_SIGNED_OUT });
    const parsed = ownPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error, MSG_WRONG_PASSWORD);
    const who = { username: session.username, address: clientKey(request.ip), device: null };
    const retryAfter = await throttle.attempt(who);
    if (retryAfter > 0) {
      return sendThrottled(reply, retryAfter);
    }
    const user = await app.adminUsers.findById(session.userId);
    if (!user || !(await verifyPasswordCapped(parsed.data.currentPassword, user.password_hash))) {
      return reply.code(400).send({ error: MSG_WRONG_PASSWORD, fields: { currentPassword: MSG_WRONG_PASSWORD } });
    }
    await throttle.succeeded(who);
    // Other devices are signed out; this one stays signed in.
    await app.adminUsers.replacePasswordHash(
      user.id,
      await hashPasswordCapped(parsed.data.newPassword),
      session.tokenHash,
    );
    await app.auditLog.record({
      actor: { id: user.id, displayName: session.displayName },
      action: "account.password-changed",
      target: accountTarget(user.username),
      at: now(),
    });
    return reply.code(204).send();
  });

  // The one-time link: public (the token is the credential), rate limited like sign-in.
  app.post(AUTH_SET_PASSWORD_PATH, rateLimited("attempts to set a password"), async (request, reply) => {
    const parsed = setPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error, MSG_SET_PASSWORD_LINK_INVALID);
    const at = now();
    const linkHash = hashToken(parsed.data.token);
    // The token first: a made-up one never costs a hash. The use below still checks it again,
    // atomically, so two uses of one link at once set one password.
    if (!(await app.adminUsers.findByPasswordLink(linkHash, at))) {
      return reply.code(400).send({ error: MSG_SET_PASSWORD_LINK_INVALID });
    }
    const passwordHash = await hashPasswordCapped(parsed.data.password);
    const user = await app.adminUsers.consumePasswordLink(linkHash, at, passwordHash);
    if (!user) return reply.code(400).send({ error: MSG_SET_PASSWORD_LINK_INVALID });
    await app.auditLog.record({
      actor: { id: user.id, displayName: user.display_name ?? user.username },
      action: "account.password-changed",
      target: accountTarget(user.username),
      detail: { by: "set-password link" },
      at,
    });
    request.log.info({ user: user.username }, "password set with a link");
    return reply.code(204).send();
  });
}
