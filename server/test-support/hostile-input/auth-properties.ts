import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { MSG_FORBIDDEN_ORIGIN, MSG_INVALID_CREDENTIALS, signInRequestSchema } from "#contracts/auth/session.ts";
import { ADMIN } from "#server/test-support/admin-app.ts";
import { PASSWORD_HASHING_MAX } from "#server/auth/password-work.ts";
import { claimsEncodedBody, jsonOf, SAME_ORIGINS, THROTTLED_ADDRESS } from "./oracles.ts";
import { anyJson, hostileBody, hostileText, SCRIPT_INJECTION, SQL_INJECTION } from "./payloads.ts";
import { cookieHeader, deadCookie, origin, originHeader } from "./request-generators.ts";
import {
  anySender,
  checkAnswer,
  contentType,
  enveloped,
  type HostileRequest,
  type Method,
  queryString,
} from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of /api/auth/*: session, sign-in, sign-out.

/** GET /api/auth/session: always 200, signed in only with the live session cookie */
export async function sessionProperty(suite: HostileSuite): Promise<void> {
  const { t, cookie, token, runs, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        cookie: fc.oneof({ weight: 3, arbitrary: deadCookie }, { weight: 1, arbitrary: fc.constant(null) }),
        method: fc.constantFrom<Method>("GET", "GET", "GET", "HEAD"),
        query: queryString,
        ...anySender,
      }),
      async (r) => {
        const live = r.cookie === null;
        const request: HostileRequest = {
          method: r.method,
          url: `/api/auth/session${r.query}`,
          headers: {
            ...r.headers,
            ...(live ? { cookie: `junk=1; ${cookie}; x=%00` } : cookieHeader(r.cookie!, token)),
          },
          remoteAddress: r.address,
        };
        const response = await log.send(t.app, "GET /api/auth/session", request);
        const answer = checkAnswer(request, response) as { signedIn?: boolean } | undefined;
        if (claimsEncodedBody(request) && response.statusCode === 415) return;
        expect(response.statusCode).toBe(200);
        if (r.method === "GET") expect(answer?.signedIn).toBe(live);
      },
    ),
    params(4, runs.session),
  );
}

/** POST /api/auth/sign-in: SQL in credentials never signs in; junk never 5xx; other origins 403 */
export async function signInProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params, freshAddress } = suite;
  // Schema-valid, hostile credentials, sent at once (the 1 s failure delays overlap). The
  // first 20 come from THROTTLED_ADDRESS and fill its failure throttle.
  const hostile = [...SQL_INJECTION, ...SCRIPT_INJECTION].filter((s) => s.trim().length <= 64);
  const attempts = [
    ...hostile.slice(0, 20).map((s, i) => ({ username: s, password: `${s}${i}`, address: THROTTLED_ADDRESS })),
    ...hostile.slice(0, 4).map((s) => ({ username: ADMIN.username, password: s, address: freshAddress() })),
    { username: `${ADMIN.username}' --`, password: "x", address: freshAddress() },
    { username: `${ADMIN.username}'/*`, password: "*/ OR '1'='1", address: freshAddress() },
  ];
  expect(attempts.filter((a) => a.address === THROTTLED_ADDRESS)).toHaveLength(20);
  // In waves no larger than the cap on password checks: a fuller wave would be refused 503
  // with Retry-After for the load, right for a burst but nothing to do with the input, and
  // this test admits no 5xx.
  const answers: { request: HostileRequest; response: LightMyRequestResponse }[] = [];
  for (let start = 0; start < attempts.length; start += PASSWORD_HASHING_MAX) {
    const wave = attempts.slice(start, start + PASSWORD_HASHING_MAX);
    answers.push(
      ...(await Promise.all(
        wave.map(async ({ username, password, address }) => {
          const request: HostileRequest = {
            method: "POST",
            url: "/api/auth/sign-in",
            headers: { "content-type": "application/json", origin: SAME_ORIGINS[0] },
            payload: JSON.stringify({ username, password }),
            remoteAddress: address,
          };
          return { request, response: await log.send(t.app, "POST /api/auth/sign-in (SQL credentials)", request) };
        }),
      )),
    );
  }
  for (const { request, response } of answers) {
    checkAnswer(request, response);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ error: MSG_INVALID_CREDENTIALS });
    expect(response.cookies).toEqual([]);
  }
  const throttled = await log.send(t.app, "POST /api/auth/sign-in (SQL credentials)", {
    method: "POST",
    url: "/api/auth/sign-in",
    headers: { "content-type": "application/json", origin: SAME_ORIGINS[0] },
    payload: JSON.stringify({ username: "anyone", password: "anything" }),
    remoteAddress: THROTTLED_ADDRESS,
  });
  expect(throttled.statusCode).toBe(429);

  const credentials = fc
    .record({
      username: fc.oneof(fc.constant(ADMIN.username), hostileText, anyJson),
      password: fc.oneof(hostileText, anyJson),
      extra: fc.option(anyJson),
    })
    .map((value) => JSON.stringify(value));
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        body: fc.oneof({ weight: 2, arbitrary: credentials }, { weight: 3, arbitrary: hostileBody }),
        type: contentType,
        origin,
        ...anySender,
      }),
      async (r) => {
        const json = jsonOf(r.body);
        const schemaValid = json.ok && signInRequestSchema.safeParse(json.value).success;
        const sender = {
          headers: { ...r.headers, ...originHeader(r.origin) },
          address: schemaValid ? THROTTLED_ADDRESS : r.address,
        };
        const request = enveloped("POST", "/api/auth/sign-in", sender, r.type, r.body);
        const response = await log.send(t.app, "POST /api/auth/sign-in", request);
        const answer = checkAnswer(request, response) as { error?: string };
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, "reached the password check").not.toBe(401);
        expect(response.cookies).toEqual([]);
        if (r.origin.kind !== "same") {
          expect(response.statusCode).toBe(403);
          expect(answer.error).toBe(MSG_FORBIDDEN_ORIGIN);
        }
      },
    ),
    params(5, runs.signIn),
  );
}

/** POST /api/auth/sign-out: other origins 403 (the session survives), junk never 5xx */
export async function signOutProperty(suite: HostileSuite): Promise<void> {
  const { t, cookie, token, runs, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        origin,
        cookie: fc.oneof({ weight: 3, arbitrary: deadCookie }, { weight: 1, arbitrary: fc.constant(null) }),
        body: fc.option(fc.tuple(contentType, hostileBody), { freq: 2 }),
        ...anySender,
      }),
      async (r) => {
        // The live session is only sent from other origins: a same-origin sign-out would end it.
        const live = r.cookie === null && r.origin.kind !== "same";
        const cookieHeaders = live ? { cookie } : cookieHeader(r.cookie ?? { kind: "none" }, token);
        const sender = { headers: { ...r.headers, ...cookieHeaders, ...originHeader(r.origin) }, address: r.address };
        const request = enveloped("POST", "/api/auth/sign-out", sender, r.body?.[0], r.body?.[1]);
        const response = await log.send(t.app, "POST /api/auth/sign-out", request);
        checkAnswer(request, response);
        if (r.origin.kind === "same") expect([204, 400, 413, 415]).toContain(response.statusCode);
        else expect(response.statusCode).toBe(403);
      },
    ),
    params(6, runs.signOut),
  );
  const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
  expect(session.json()).toMatchObject({ signedIn: true, username: ADMIN.username });
}
