import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "#server/config.ts";
import { hashToken } from "./sessions.ts";
import { cookieOptions } from "./session-cookie.ts";

// Known browsers (OWASP's "device cookies"): a browser that signs in to an account gets a
// long-lived random token; only its SHA-256 is stored, with the account. Failed sign-ins
// from browsers without one are throttled per username; a known browser has a count of its
// own (server/auth/throttle.ts), so strangers guessing the owner's name cannot keep the
// owner out. The token proves only "this browser signed in here before": the password (and
// the second factor) are still asked for.

const KNOWN_DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
/** Browsers remembered per account; the oldest are forgotten first. */
const KEEP_PER_ACCOUNT = 20;

function knownDeviceCookieName(config: Pick<AppConfig, "production">): string {
  return config.production ? "__Host-crestline_device" : "crestline_device";
}

function tokenOf(request: FastifyRequest, config: AppConfig): string | null {
  const token = request.cookies[knownDeviceCookieName(config)];
  return token && token.length <= 100 ? token : null;
}

/** The known-device id of this browser for the account (its token's hash), or null. */
export async function knownDevice(
  request: FastifyRequest,
  config: AppConfig,
  userId: number | null,
  now: Date,
): Promise<string | null> {
  const token = tokenOf(request, config);
  if (token === null || userId === null) return null;
  const tokenHash = hashToken(token);
  return (await request.server.adminSessions.isKnownDevice(tokenHash, userId, now)) ? tokenHash : null;
}

/** After a sign-in: remembers this browser for the account, with a new token unless it is known already. */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  userId: number,
  now: Date,
): Promise<void> {
  if ((await knownDevice(request, config, userId, now)) !== null) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await request.server.adminSessions.rememberDevice(
    {
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + KNOWN_DEVICE_LIFETIME_MS),
    },
    KEEP_PER_ACCOUNT,
  );
  reply.setCookie(
    knownDeviceCookieName(config),
    token,
    cookieOptions(config, request, KNOWN_DEVICE_LIFETIME_MS / 1000),
  );
}
