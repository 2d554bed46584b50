import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { MSG_SIGNED_OUT } from "#contracts/auth/session.ts";
import { MSG_WRONG_PASSWORD } from "#contracts/accounts/accounts.ts";
import {
  AUTH_TWO_FACTOR_DISABLE_PATH,
  AUTH_TWO_FACTOR_ENABLE_PATH,
  AUTH_TWO_FACTOR_PATH,
  AUTH_TWO_FACTOR_REQUIRED_PATH,
  AUTH_TWO_FACTOR_SETUP_PATH,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  MSG_SET_UP_FIRST,
  MSG_TWO_FACTOR_REQUIRED_FOR_OWNERS,
  MSG_WRONG_CODE,
  type RecoveryCodes,
  type TwoFactorKey,
  type TwoFactorStatus,
  twoFactorRequiredSchema,
} from "#contracts/auth/two-factor.ts";
import { accountTarget, audit } from "#server/platform/audit-log/audit.ts";
import { clientKey } from "#server/platform/limits/client-key.ts";
import { requireOwner } from "./owner-only.ts";
import { verifyPasswordCapped } from "./password-work.ts";
import { type SignInLimiter, sendThrottled } from "./throttle.ts";
import { matchTotp, newTotpSecret } from "./totp.ts";
import { enableTotp, twoFactorKey } from "./two-factor-sign-in.ts";
import { setTwoFactorRequiredForOwners, twoFactorRequiredForOwners } from "./two-factor-settings.ts";

// One's own two-factor sign-in, from the dashboard: a new key to add to an app, confirmed
// with a code (then ten recovery codes, shown once); turning it off asks for the password.
// Owners choose whether every owner must use it. Registered inside authRoutes: the
// same-origin check, no-store and the password-hashing cap's 503 apply.

type RateLimited = (subject: string) => { config: { rateLimit: RateLimitOptions } };

function invalid(reply: FastifyReply, error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return reply.code(400).send({ error: error.issues[0]?.message ?? "Invalid request.", fields });
}

export async function twoFactorRoutes(
  app: FastifyInstance,
  opts: {
    now: () => Date;
    throttle: SignInLimiter;
    session: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    rateLimit: RateLimited;
  },
) {
  const { now, throttle } = opts;
  const users = app.adminUsers;
  const signedIn = { onRequest: opts.session };

  const statusOf = async (userId: number): Promise<TwoFactorStatus> => {
    const user = await users.findById(userId);
    return {
      enabled: user?.totp_secret != null,
      recoveryCodesLeft: user?.totp_secret != null ? await users.recoveryCodesLeft(userId) : 0,
      requiredForOwners: await twoFactorRequiredForOwners(users),
    };
  };

  app.get(AUTH_TWO_FACTOR_PATH, signedIn, async (request, reply) => {
    const session = request.adminSession;
    if (!session) return reply.code(401).send({ error: MSG_SIGNED_OUT });
    return statusOf(session.userId);
  });

  app.post(AUTH_TWO_FACTOR_SETUP_PATH, signedIn, async (request, reply): Promise<TwoFactorKey | FastifyReply> => {
    const session = request.adminSession;
    if (!session) return reply.code(401).send({ error: MSG_SIGNED_OUT });
    const secret = newTotpSecret();
    await users.setPendingTotp(session.userId, secret);
    return twoFactorKey(session.username, secret);
  });

  app.post(AUTH_TWO_FACTOR_ENABLE_PATH, signedIn, async (request, reply) => {
    const session = request.adminSession;
    if (!session) return reply.code(401).send({ error: MSG_SIGNED_OUT });
    const parsed = enableTwoFactorSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const user = await users.findById(session.userId);
    if (!user?.totp_pending_secret) return reply.code(400).send({ error: MSG_SET_UP_FIRST });
    const at = now();
    const step = matchTotp(user.totp_pending_secret, parsed.data.code, at);
    if (step === null) return reply.code(400).send({ error: MSG_WRONG_CODE, fields: { code: MSG_WRONG_CODE } });
    const recoveryCodes = await enableTotp(users, user.id, user.totp_pending_secret, at, step);
    await audit(request, at, { action: "two-factor.enabled", target: accountTarget(user.username) });
    return { recoveryCodes } satisfies RecoveryCodes;
  });

  app.post(
    AUTH_TWO_FACTOR_DISABLE_PATH,
    { ...opts.rateLimit("attempts to turn off two-factor sign-in"), ...signedIn },
    async (request, reply) => {
      const session = request.adminSession;
      if (!session) return reply.code(401).send({ error: MSG_SIGNED_OUT });
      const parsed = disableTwoFactorSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalid(reply, parsed.error);
      if (session.role === "owner" && (await twoFactorRequiredForOwners(users))) {
        return reply.code(409).send({ error: MSG_TWO_FACTOR_REQUIRED_FOR_OWNERS });
      }
      // The password again, counted by the sign-in throttle like a password change.
      const who = { username: session.username, address: clientKey(request.ip), device: null };
      const retryAfter = await throttle.attempt(who);
      if (retryAfter > 0) {
        return sendThrottled(reply, retryAfter);
      }
      const user = await users.findById(session.userId);
      if (!user || !(await verifyPasswordCapped(parsed.data.password, user.password_hash))) {
        return reply.code(400).send({ error: MSG_WRONG_PASSWORD, fields: { password: MSG_WRONG_PASSWORD } });
      }
      await throttle.succeeded(who);
      await users.disableTotp(user.id);
      await audit(request, now(), { action: "two-factor.disabled", target: accountTarget(user.username) });
      return reply.code(204).send();
    },
  );

  app.put(AUTH_TWO_FACTOR_REQUIRED_PATH, { onRequest: [opts.session, requireOwner] }, async (request, reply) => {
    const session = request.adminSession;
    if (!session) return reply.code(401).send({ error: MSG_SIGNED_OUT });
    const parsed = twoFactorRequiredSchema.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
    const before = await twoFactorRequiredForOwners(users);
    if (before !== parsed.data.required) {
      await setTwoFactorRequiredForOwners(users, parsed.data.required);
      await audit(request, now(), {
        action: "settings.two-factor-required",
        target: "Two-factor sign-in for owners",
        detail: { required: { from: before ? "yes" : "no", to: parsed.data.required ? "yes" : "no" } },
      });
    }
    return statusOf(session.userId);
  });
}
