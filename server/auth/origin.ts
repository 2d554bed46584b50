import type { FastifyReply, FastifyRequest } from "fastify";
import { MSG_FORBIDDEN_ORIGIN } from "#contracts/admin.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard for state-changing admin requests: the browser's Origin header must name
 * this very host (host and port must equal the Host header's). Browsers send
 * Origin on every POST/PUT/PATCH/DELETE, so a missing one is refused too. The SameSite=Strict
 * cookie is the first line of defence; this check is the second.
 */
function originMatchesHost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (!origin || !host || origin === "null") return false;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    // Parsed with the origin's scheme so that default ports compare equal (localhost:80).
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/** onRequest hook: 403 for a state-changing request from another origin. */
export async function requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (!originMatchesHost(request)) {
    await reply.code(403).send({ error: MSG_FORBIDDEN_ORIGIN });
  }
}
