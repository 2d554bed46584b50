import fc from "fast-check";
import { expect } from "vitest";
import { MSG_FORBIDDEN_ORIGIN } from "#contracts/auth/session.ts";
import { STAFF } from "#server/test-support/admin-app.ts";
import { anyJson, hostileBody, hostileText } from "./payloads.ts";
import { staffOrDeadSessionHeaders, staffOrDeadSessionRequest } from "./request-generators.ts";
import { checkAnswer, type HostileRequest, type Method, withBody } from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of two-factor sign-in's routes (contracts/auth/two-factor.ts): the code step of a
// sign-in (JSON and the no-JavaScript form) and one's own two-factor settings.

const ROUTES: { method: Method; path: string; session: boolean }[] = [
  { method: "POST", path: "/api/auth/sign-in/code", session: false },
  { method: "POST", path: "/forms/admin-sign-in/code", session: false },
  { method: "GET", path: "/api/auth/two-factor", session: true },
  { method: "POST", path: "/api/auth/two-factor/setup", session: true },
  { method: "POST", path: "/api/auth/two-factor/enable", session: true },
  { method: "POST", path: "/api/auth/two-factor/disable", session: true },
  { method: "PUT", path: "/api/auth/two-factor/required", session: true },
];

const body = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          challenge: fc.oneof(hostileText, fc.stringMatching(/^[\w-]{43}$/), anyJson),
          code: fc.oneof(
            fc.stringMatching(/^\d{6}$/),
            fc.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/),
            hostileText,
            anyJson,
          ),
          password: fc.oneof(hostileText, anyJson),
          required: fc.oneof(fc.boolean(), anyJson),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 2, arbitrary: hostileBody },
);

/** Two-factor routes: never 5xx, never a session without a code, other origins 403, staff never change the owners' setting */
export async function twoFactorProperty(suite: HostileSuite, staffCookie: string): Promise<void> {
  const { t, token, runs, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        route: fc.constantFrom(...ROUTES),
        ...staffOrDeadSessionRequest(body),
      }),
      async (r) => {
        const headers = staffOrDeadSessionHeaders(r, staffCookie, token);
        const request: HostileRequest = {
          method: r.route.method,
          url: r.route.path,
          ...(r.route.method === "GET" ? { headers } : withBody(headers, r.type, r.body)),
          remoteAddress: r.address,
        };
        const response = await log.send(t.app, `${r.route.method} ${r.route.path}`, request);
        const where = `${r.route.method} ${r.route.path} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        // No generated code opens a session: nobody here holds a live challenge.
        expect(
          response.cookies.some((each) => each.name.includes("crestline_admin")),
          where,
        ).toBe(false);
        if (r.route.path.startsWith("/forms/")) {
          expect(String(response.headers["content-type"]), where).toMatch(/^text\/html/);
          if (r.origin.kind === "other") expect(response.statusCode, where).toBe(403);
          return;
        }
        const answer = checkAnswer(request, response) as { error?: string } | undefined;
        if (r.route.method !== "GET" && r.origin.kind !== "same") {
          expect(response.statusCode, where).toBe(403);
          expect(answer?.error).toBe(MSG_FORBIDDEN_ORIGIN);
        } else if (r.route.session && !r.live) {
          expect([401, 413, 415, 429], where).toContain(response.statusCode);
        } else if (r.route.path === "/api/auth/two-factor/required") {
          expect([403, 413, 415], where).toContain(response.statusCode); // staff: owners only
        }
      },
    ),
    params(71, Math.max(20, Math.round(runs.ownPassword / 2))),
  );
  // Afterwards: the owners' setting untouched, staff still signed in, without two-factor.
  const setting = await t.database.db.selectFrom("admin_settings").selectAll().execute();
  expect(setting.filter((row) => row.value === "true")).toEqual([]);
  const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: staffCookie } });
  expect(session.json()).toMatchObject({ signedIn: true, username: STAFF.username });
  const staff = await t.database.db
    .selectFrom("admin_users")
    .select("totp_secret")
    .where("username", "=", STAFF.username)
    .executeTakeFirstOrThrow();
  expect(staff.totp_secret).toBeNull();
}
