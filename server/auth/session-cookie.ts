import type { FastifyRequest } from "fastify";
import type { AppConfig } from "#server/config.ts";

/**
 * The session cookie: HttpOnly, SameSite=Strict, path /, Secure in production and over
 * https. In production the __Host- prefix also makes the browser refuse it unless it is
 * Secure, host-only and for path /.
 */
export function sessionCookieName(config: Pick<AppConfig, "production">): string {
  return config.production ? "__Host-crestline_admin" : "crestline_admin";
}

export function cookieOptions(config: AppConfig, request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: config.production || request.protocol === "https",
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}
