import type { FastifyReply, FastifyRequest } from "fastify";
import { MSG_FORBIDDEN_ORIGIN } from "#contracts/auth/session.ts";

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

/**
 * Whether a Referer names this very host: true or false, or null when it is no URL at all
 * (browsers always send one; text that is none comes from a client that could leave it out).
 */
function refererMatchesHost(value: string, host: string | undefined): boolean | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!host || (url.protocol !== "http:" && url.protocol !== "https:")) return false;
  try {
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/**
 * CSRF check of the forms sent without JavaScript (lead forms, the admin's sign-in form):
 * true when the browser says the post comes from another site.
 * - `Sec-Fetch-Site`, when sent, must be `same-origin` (or `none`: the person's own action,
 *   such as resending from history); `same-site` (a sibling host) and `cross-site` are refused.
 * - `Origin`, when sent, must name this host (`null`, which sandboxed frames and privacy
 *   settings send, is refused); without it, `Referer`, when it is a URL, must.
 * - A post with none of the three is let through: every browser released since 2020 sends
 *   `Origin` (or `Sec-Fetch-Site`) with a form post, so only very old browsers, non-browser
 *   clients and proxies that strip headers reach the server without one; refusing them would
 *   lose real leads, while what a post can make the server do (store a lead; never an e-mail
 *   that is not earned) needs no more.
 */
export function isCrossSiteFormPost(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  if (request.headers.origin !== undefined) return !originMatchesHost(request);
  const referer = request.headers.referer;
  const refererIsOurs = referer === undefined ? null : refererMatchesHost(referer, request.headers.host);
  return refererIsOurs === false;
}
