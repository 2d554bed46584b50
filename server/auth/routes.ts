import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  AUTH_SESSION_PATH,
  AUTH_SIGN_IN_PATH,
  AUTH_SIGN_OUT_PATH,
  type AdminSessionInfo,
  MSG_INVALID_CREDENTIALS,
  MSG_SIGNED_OUT,
  MSG_THROTTLED,
  SESSION_LIFETIME_MS,
  SIGN_IN_FAILURE_DELAY_MS,
  type SignInResult,
  signInRequestSchema,
} from "#contracts/admin.ts";
import type { AppConfig } from "#server/config.ts";
import { DEMO_ADMIN } from "./admin-users.ts";
import { requireSameOrigin } from "./origin.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";
import { type ActiveSession, createSession, deleteSession, findSession } from "./sessions.ts";
import { SignInThrottle } from "./throttle.ts";

export interface AuthOptions {
  config: AppConfig;
  now: () => Date;
  /** The 1-second delay before a failed sign-in answers (SIGN_IN_FAILURE_DELAY_MS); tests keep it. */
  failureDelayMs?: number;
  throttle?: SignInThrottle;
}

declare module "fastify" {
  interface FastifyRequest {
    adminSession: ActiveSession | null;
  }
}

/**
 * The session cookie: HttpOnly, SameSite=Strict, path /, Secure in production and over
 * https. In production the __Host- prefix also makes the browser refuse it unless it is
 * Secure, host-only and for path /.
 */
function sessionCookieName(config: Pick<AppConfig, "production">): string {
  return config.production ? "__Host-crestline_admin" : "crestline_admin";
}

function cookieOptions(config: AppConfig, request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: config.production || request.protocol === "https",
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** /api/auth/*: who am I (public), sign in, sign out. */
export async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  const { config, now } = options;
  const throttle = options.throttle ?? new SignInThrottle(now);
  const failureDelayMs = options.failureDelayMs ?? SIGN_IN_FAILURE_DELAY_MS;
  const cookieName = sessionCookieName(config);

  app.addHook("onRequest", noStore);
  app.addHook("onRequest", requireSameOrigin);

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

  // A coarse per-address cap on top of the failure throttle: nobody signs in 30 times a minute.
  app.post(AUTH_SIGN_IN_PATH, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    const parsed = signInRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
      return reply.code(400).send({ error: Object.values(fields)[0] ?? MSG_INVALID_CREDENTIALS, fields });
    }
    const { username, password } = parsed.data;
    const address = request.ip;

    const retryAfter = throttle.retryAfterSeconds(username, address);
    if (retryAfter > 0) {
      request.log.warn({ address }, "admin sign-in throttled");
      return reply.code(429).header("retry-after", String(retryAfter)).send({ error: MSG_THROTTLED });
    }
    throttle.begin(username, address);
    const started = performance.now();

    // Same work whether or not the user exists: an unknown name is checked against a dummy hash.
    const user = await app.adminUsers.findByUsername(username);
    const valid = user
      ? await verifyPassword(password, user.password_hash)
      : (await verifyPassword(password, await dummyPasswordHash()), false);

    if (!user || !valid) {
      const wait = failureDelayMs - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      request.log.info({ address }, "admin sign-in failed");
      return reply.code(401).send({ error: MSG_INVALID_CREDENTIALS });
    }

    throttle.succeeded(username, address);
    const session = await createSession(app.adminSessions, user.id, now());
    reply.setCookie(cookieName, session.token, cookieOptions(config, request, SESSION_LIFETIME_MS / 1000));
    request.log.info({ user: user.username }, "admin signed in");
    return reply
      .code(200)
      .send({ username: user.username, expiresAt: session.expiresAt.toISOString() } satisfies SignInResult);
  });

  app.post(AUTH_SIGN_OUT_PATH, async (request, reply) => {
    await deleteSession(app.adminSessions, request.cookies[cookieName]);
    reply.clearCookie(cookieName, cookieOptions(config, request));
    return reply.code(204).send();
  });
}
