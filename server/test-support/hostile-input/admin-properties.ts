import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { ADMIN_API_PREFIX, MSG_SIGNED_OUT } from "#contracts/auth/session.ts";
import {
  adminExamples,
  adminRequest,
  cookieHeader,
  deadCookie,
  hasBadEscape,
  isStateChanging,
  type OriginCase,
  originHeader,
  reachesAdmin,
} from "./request-generators.ts";
import type { Payload } from "./payloads.ts";
import { bodyText, checkAnswer, type HostileRequest, type Method, withBody } from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of /api/admin/*, with and without a live session.

/** What a signed-out property sends: generated requests of one route group, as whole requests. */
interface SignedOutCase<R extends { target: { path: string } }> {
  label: string;
  requests: fc.Arbitrary<R>;
  /** The generated request with these headers (the dead session's cookie) added. */
  toRequest: (r: R, headers: Record<string, string>) => HostileRequest;
  /** The property's own seed offset and its number of runs. */
  offset: number;
  numRuns: number;
}

/**
 * A group of /api/admin/* routes without a live session: 401 with the signed-out message and
 * no-store, whatever the route, method and input.
 */
export async function signedOutProperty<R extends { target: { path: string } }>(
  suite: HostileSuite,
  { label, requests, toRequest, offset, numRuns }: SignedOutCase<R>,
): Promise<void> {
  const { t, token, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(requests, deadCookie, async (r, dead) => {
      const request = toRequest(r, cookieHeader(dead, token));
      const response = await log.send(t.app, `${label} (no session)`, request);
      const answer = checkAnswer(request, response) as { error?: string } | undefined;
      if (hasBadEscape(r.target.path) && response.statusCode === 400) return;
      if (!reachesAdmin(r.target.path)) return;
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(401);
      expect(response.headers["cache-control"]).toBe("no-store");
      if (request.method !== "HEAD") expect(answer?.error).toBe(MSG_SIGNED_OUT);
    }),
    params(offset, numRuns),
  );
}

/** A signed-in request's answer, once the checks every signed-in property shares have passed. */
export interface SignedInAnswer {
  response: LightMyRequestResponse;
  answer: unknown;
  status: number;
  /** A state change from another origin (answered 403, checked already). */
  otherOrigin: boolean;
}

/**
 * Sends a generated request with a live session and checks what holds on every admin route:
 * a well-formed answer and never 5xx (checkAnswer), never 401, 403 to a state change from
 * another origin. Undefined when the request can say no more: a bad escape answered 400, or
 * a path normalised off the routes under test (`stillOn`).
 */
export async function sendSignedIn(
  suite: HostileSuite,
  label: string,
  r: { target: { path: string }; origin: OriginCase },
  request: HostileRequest,
  stillOn: (path: string) => boolean = reachesAdmin,
): Promise<SignedInAnswer | undefined> {
  const response = await suite.log.send(suite.t.app, label, request);
  const answer = checkAnswer(request, response);
  const status = response.statusCode;
  expect(status, `a live session was refused: ${label}`).not.toBe(401);
  if ((hasBadEscape(r.target.path) && status === 400) || !stillOn(r.target.path)) return undefined;
  const otherOrigin = isStateChanging(request.method) && r.origin.kind !== "same";
  if (otherOrigin) expect(status, `${request.method} from another origin: ${response.body}`).toBe(403);
  return { response, answer, status, otherOrigin };
}

/**
 * A generated admin request as sent: its target and query, its own headers, then `headers`,
 * then its origin; its body when it has one.
 */
export function adminRequestOf(
  r: {
    target: { method: Method; path: string };
    query: string;
    headers: Record<string, string>;
    origin: OriginCase;
    body: readonly [string | undefined, Payload] | null;
  },
  headers: Record<string, string>,
): HostileRequest {
  return {
    method: r.target.method,
    url: `${r.target.path}${r.query}`,
    ...withBody({ ...r.headers, ...headers, ...originHeader(r.origin) }, r.body?.[0], r.body?.[1]),
  };
}

/** A generated admin request, as adminRequestOf sends it. */
type AdminCase = Parameters<typeof adminRequestOf>[0];

/**
 * A group of admin routes with a live session: each generated request, sent with the
 * session's cookie, passes sendSignedIn's checks, then `check` reads what the group promises.
 */
export async function signedInProperty<R extends AdminCase>(
  suite: HostileSuite,
  { label, requests, offset, numRuns }: Omit<SignedOutCase<R>, "toRequest">,
  check: (sent: SignedInAnswer, r: R, request: HostileRequest) => void | Promise<void>,
): Promise<void> {
  const { cookie, params } = suite;
  await fc.assert(
    fc.asyncProperty(requests, async (r) => {
      const request = adminRequestOf(r, { cookie });
      const sent = await sendSignedIn(suite, `${label} (signed in)`, r, request);
      if (sent) await check(sent, r, request);
    }),
    params(offset, numRuns),
  );
}

/** /api/admin/* without a live session */
export function adminWithoutSessionProperty(suite: HostileSuite): Promise<void> {
  return signedOutProperty(suite, {
    label: "/api/admin/*",
    requests: adminRequest,
    toRequest: adminRequestOf,
    offset: 7,
    numRuns: suite.runs.adminAnonymous,
  });
}

/** /api/admin/* with a live session: never 5xx, 403 to state changes from other origins, well-formed answers */
export async function adminWithSessionProperty(suite: HostileSuite): Promise<void> {
  const { cookie, runs, params } = suite;
  await fc.assert(
    fc.asyncProperty(adminRequest, fc.boolean(), async (r, withJunkCookies) => {
      const request = adminRequestOf(r, {
        cookie: withJunkCookies ? `a=1; ${cookie}; crestline=' OR 1=1 --` : cookie,
      });
      const sent = await sendSignedIn(suite, "/api/admin/* (signed in)", r, request);
      if (!sent) return;
      const { response, answer, status } = sent;
      const path = r.target.path;
      if (status === 200 && request.method === "GET") {
        if (path.endsWith("/export")) {
          const type = String(response.headers["content-type"]);
          const text = bodyText(response);
          if (type.startsWith("application/json")) expect(Array.isArray(JSON.parse(text))).toBe(true);
          else expect(type).toMatch(/^text\/csv/);
        } else if (path === `${ADMIN_API_PREFIX}/submissions` || path === `${ADMIN_API_PREFIX}/subscribers`) {
          const page = answer as { items: unknown[]; nextCursor: unknown };
          expect(Array.isArray(page.items)).toBe(true);
          expect(page.items.length).toBeLessThanOrEqual(200);
          expect(page.nextCursor === null || typeof page.nextCursor === "string").toBe(true);
        }
      }
    }),
    { ...params(8, runs.adminSignedIn), examples: adminExamples },
  );
}
