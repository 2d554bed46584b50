import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { ADMIN_API_PREFIX, MSG_FORBIDDEN_ORIGIN, signInRequestSchema } from "#contracts/auth/session.ts";
import {
  ADMIN_SIGN_IN_FORM_PATH,
  accountUpdateSchema,
  MSG_OWNER_ONLY,
  newAccountSchema,
  passwordResetSchema,
} from "#contracts/accounts/accounts.ts";
import { ADMIN, STAFF } from "#server/test-support/admin-app.ts";
import { readFormFields } from "#server/platform/form-pages.ts";
import { claimsEncodedBody, isPlainJsonRequest, jsonOf, THROTTLED_ADDRESS } from "./oracles.ts";
import { anyJson, hostileBody, hostileText, type Payload } from "./payloads.ts";
import { origin, originHeader, staffOrDeadSessionHeaders, staffOrDeadSessionRequest } from "./request-generators.ts";
import {
  anySender,
  bodyText,
  checkAnswer,
  contentType,
  enveloped,
  type HostileRequest,
  type Method,
  pathId,
  queryString,
  randomHeaders,
  withBody,
} from "./requests.ts";
import { sendSignedIn, signedOutProperty } from "./admin-properties.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of the accounts and roles: the owner's account routes and audit log, staff
// refused there, one's own password, set-password links, and the sign-in form without JavaScript.

type Route = "team" | "list" | "create" | "update" | "reset" | "audit";
const OWNER_ONLY_ROUTES: readonly Route[] = ["list", "create", "update", "reset", "audit"];

/** A new account that the schema mostly accepts: names with hostile text, either kind of first password. */
const nearlyValidAccount = fc
  .record({
    username: fc.oneof(fc.stringMatching(/^[a-z0-9._@-]{3,20}$/), fc.constantFrom("staff", "STAFF", "priya", " ops ")),
    displayName: fc.oneof(fc.constantFrom("Priya Nair", "  Rohan  ", "O'Brien -- x"), hostileText),
    role: fc.constantFrom("owner", "staff", undefined),
    secret: fc.oneof(
      fc.constant({ link: true }),
      fc.constantFrom("long enough 1", "short").map((password) => ({ password })),
    ),
  })
  .map(({ secret, ...fields }) => JSON.stringify({ ...fields, ...secret }));

/** A new account's body: often close to valid, so the schema rather than the parser decides. */
const accountBody: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 3, arbitrary: nearlyValidAccount },
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          username: fc.oneof(fc.stringMatching(/^[a-zA-Z0-9._@-]{1,70}$/), hostileText, anyJson),
          displayName: fc.oneof(fc.string({ maxLength: 90 }), hostileText, anyJson),
          role: fc.oneof(fc.constantFrom("owner", "staff", "admin"), anyJson),
          password: fc.oneof(fc.string({ minLength: 6, maxLength: 20 }), anyJson),
          link: fc.oneof(fc.constant(true), anyJson),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 2, arbitrary: hostileBody },
);

const updateBody: fc.Arbitrary<Payload> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record(
        { displayName: fc.oneof(fc.string({ maxLength: 90 }), hostileText, anyJson), disabled: anyJson },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: fc.constantFrom('{"disabled":true}', '{"disabled":false}') },
  { weight: 2, arbitrary: hostileBody },
);

const resetBody: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('{"link":true}', '{"password":"long enough 1"}') },
  {
    weight: 2,
    arbitrary: fc
      .record({ password: fc.oneof(hostileText, anyJson), link: anyJson }, { requiredKeys: [] })
      .map((value) => JSON.stringify(value)),
  },
  { weight: 2, arbitrary: hostileBody },
);

const accountTarget: fc.Arbitrary<{ route: Route; method: Method; path: string; id?: string; body?: Payload }> =
  fc.oneof(
    fc.constant({ route: "team" as const, method: "GET" as const, path: `${ADMIN_API_PREFIX}/team` }),
    fc.constant({ route: "list" as const, method: "GET" as const, path: `${ADMIN_API_PREFIX}/accounts` }),
    fc.constant({ route: "audit" as const, method: "GET" as const, path: `${ADMIN_API_PREFIX}/audit-log` }),
    accountBody.map((body) => ({
      route: "create" as const,
      method: "POST" as const,
      path: `${ADMIN_API_PREFIX}/accounts`,
      body,
    })),
    fc.tuple(pathId, updateBody).map(([id, body]) => ({
      route: "update" as const,
      method: "PATCH" as const,
      path: `${ADMIN_API_PREFIX}/accounts/${id}`,
      id,
      body,
    })),
    fc.tuple(pathId, resetBody).map(([id, body]) => ({
      route: "reset" as const,
      method: "POST" as const,
      path: `${ADMIN_API_PREFIX}/accounts/${id}/password`,
      id,
      body,
    })),
  );

const accountRequest = fc.record({
  target: accountTarget,
  query: queryString,
  origin,
  headers: randomHeaders,
  type: fc.oneof({ weight: 3, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: contentType }),
});

/** The id a path segment names, as the route reads it (NaN when it names none). */
function idOf(segment: string): number {
  try {
    return Number(decodeURIComponent(segment));
  } catch {
    return Number.NaN;
  }
}

/** Where the URL really goes: dot segments are resolved before routing. */
function stillOn(path: string): boolean {
  return new URL(path, "http://localhost").pathname === path;
}

type AccountRequest = typeof accountRequest extends fc.Arbitrary<infer T> ? T : never;

function requestOf(r: AccountRequest, cookie: Record<string, string>): HostileRequest {
  const body = r.target.body === undefined ? undefined : r.type;
  return {
    method: r.target.method,
    url: `${r.target.path}${r.query}`,
    ...withBody({ ...r.headers, ...cookie, ...originHeader(r.origin) }, body, r.target.body),
  };
}

/** The ids of the suite's own accounts, which the generated requests never disable or reset. */
async function protectedIds(suite: HostileSuite): Promise<Set<number>> {
  const rows = await suite.t.database.db
    .selectFrom("admin_users")
    .select("id")
    .where("username", "in", [ADMIN.username, STAFF.username])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Account routes without a live session */
export function accountsWithoutSessionProperty(suite: HostileSuite): Promise<void> {
  return signedOutProperty(suite, {
    label: "account routes",
    requests: accountRequest,
    toRequest: requestOf,
    offset: 20,
    numRuns: suite.runs.accountsAnonymous,
  });
}

/** Account routes signed in as staff: 403 on every owner route whatever the body; the team list works */
export async function accountsAsStaffProperty(suite: HostileSuite, staffCookie: string): Promise<void> {
  const { t, runs, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(accountRequest, async (r) => {
      const request = requestOf(r, { cookie: staffCookie });
      const sent = await sendSignedIn(suite, "account routes (staff)", r, request, stillOn);
      if (!sent) return;
      const { response, status } = sent;
      const answer = sent.answer as { error?: string } | undefined;
      if (sent.otherOrigin) {
        expect(answer?.error).toBe(MSG_FORBIDDEN_ORIGIN);
      } else if (OWNER_ONLY_ROUTES.includes(r.target.route)) {
        expect(status, `${request.method} ${request.url}: ${response.body}`).toBe(403);
        expect(answer?.error).toBe(MSG_OWNER_ONLY);
      } else if (!(claimsEncodedBody(request) && status === 415)) {
        expect(status).toBe(200);
        expect(Array.isArray(answer)).toBe(true);
      }
    }),
    params(21, runs.accountsStaff),
  );
  // Deleting a lead is the owner's too.
  const lead = await t.database.db.selectFrom("submissions").select("id").limit(1).executeTakeFirst();
  const refused = await log.send(t.app, "account routes (staff)", {
    method: "DELETE",
    url: `${ADMIN_API_PREFIX}/submissions/${lead?.id ?? 1}`,
    headers: { cookie: staffCookie, origin: "http://localhost:80" },
  });
  expect(refused.statusCode).toBe(403);
  if (lead)
    expect(await t.database.db.selectFrom("submissions").select("id").where("id", "=", lead.id).execute()).toHaveLength(
      1,
    );
}

/** Account routes as the owner: never 5xx, the schemas decide, other origins 403, the owner's own account intact */
export async function accountsAsOwnerProperty(suite: HostileSuite): Promise<void> {
  const { t, cookie, runs, params } = suite;
  const keep = await protectedIds(suite);
  await fc.assert(
    fc.asyncProperty(accountRequest, async (r) => {
      // Disabling or resetting the suite's own accounts would end the sessions it relies on.
      if (r.target.id !== undefined && keep.has(idOf(r.target.id))) return;
      const request = requestOf(r, { cookie });
      const sent = await sendSignedIn(suite, "account routes (owner)", r, request, stillOn);
      if (!sent || sent.otherOrigin) return;
      const { response, answer, status } = sent;
      const text = status === 200 || status === 201 ? bodyText(response) : "";
      expect(text).not.toMatch(/password_hash|password_link_hash|scrypt\$/);
      if (r.target.route === "audit" && status === 200) {
        const page = answer as { items: unknown[]; nextCursor: unknown };
        expect(Array.isArray(page.items)).toBe(true);
        expect(page.nextCursor === null || typeof page.nextCursor === "string").toBe(true);
      }
      if (!isPlainJsonRequest(request, 0)) return;
      const json = jsonOf(request.payload);
      const schema = { create: newAccountSchema, update: accountUpdateSchema, reset: passwordResetSchema }[
        r.target.route as "create" | "update" | "reset"
      ];
      if (!schema || !json.ok) return;
      const valid = schema.safeParse(json.value).success;
      const allowed = {
        create: valid ? [201, 409] : [400],
        update: valid ? [200, 404, 409] : [400, 404],
        reset: valid ? [200, 404] : [400, 404],
      }[r.target.route as "create" | "update" | "reset"];
      expect(allowed, `${request.method} ${request.url} ${String(request.payload)}: ${response.body}`).toContain(
        status,
      );
    }),
    params(22, runs.accountsOwner),
  );
  const owner = await t.database.db
    .selectFrom("admin_users")
    .select(["role", "disabled_at"])
    .where("username", "=", ADMIN.username)
    .executeTakeFirstOrThrow();
  expect(owner).toEqual({ role: "owner", disabled_at: null });
}

/** POST /api/auth/password and /api/auth/set-password: junk never 5xx, never changes a password, other origins 403 */
export async function ownPasswordProperty(suite: HostileSuite, staffCookie: string): Promise<void> {
  const { t, token, runs, log, params } = suite;
  const body = fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .record(
          {
            currentPassword: fc.oneof(hostileText, anyJson),
            newPassword: fc.oneof(hostileText, anyJson),
            token: fc.oneof(hostileText, fc.stringMatching(/^[\w-]{43}$/), anyJson),
            password: fc.oneof(hostileText, anyJson),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    },
    { weight: 2, arbitrary: hostileBody },
  );
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        path: fc.constantFrom("/api/auth/password", "/api/auth/set-password"),
        ...staffOrDeadSessionRequest(body),
      }),
      async (r) => {
        const headers = staffOrDeadSessionHeaders(r, staffCookie, token);
        const request = enveloped("POST", r.path, { headers, address: r.address }, r.type, r.body);
        const response = await log.send(t.app, `POST ${r.path}`, request);
        const answer = checkAnswer(request, response) as { error?: string };
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        if (r.origin.kind !== "same") {
          expect(response.statusCode).toBe(403);
          expect(answer.error).toBe(MSG_FORBIDDEN_ORIGIN);
        } else if (r.path === "/api/auth/password" && !r.live && response.statusCode !== 429) {
          expect([401, 413, 415]).toContain(response.statusCode);
        }
      },
    ),
    params(23, runs.ownPassword),
  );
  const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: staffCookie } });
  expect(session.json()).toMatchObject({ signedIn: true, username: STAFF.username });
}

/** The form's own answer pages: HTML with the sign-in form again. */
function expectSignInPage(request: HostileRequest, response: LightMyRequestResponse) {
  const where = `${request.method} ${request.url} ${JSON.stringify(request.headers)} → ${response.statusCode}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (request.method === "HEAD") return;
  expect((response.headers as Record<string, unknown>)["content-type"], where).toBe("text/html; charset=utf-8");
  expect(bodyText(response), where).toContain(`action="${ADMIN_SIGN_IN_FORM_PATH}"`);
}

/** POST /forms/admin-sign-in: junk never 5xx, HTML answers with the form, no cookie without the password, other origins 403 */
export async function formSignInProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params } = suite;
  const formBody = fc
    .record(
      { username: fc.oneof(fc.constant(ADMIN.username), hostileText), password: hostileText, extra: hostileText },
      { requiredKeys: [] },
    )
    .map((fields) => new URLSearchParams(fields as Record<string, string>).toString());
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        body: fc.oneof({ weight: 3, arbitrary: formBody }, { weight: 1, arbitrary: hostileBody }),
        type: fc.oneof(
          { weight: 3, arbitrary: fc.constant("application/x-www-form-urlencoded") },
          { weight: 1, arbitrary: contentType },
        ),
        origin,
        ...anySender,
      }),
      async (r) => {
        const isForm = r.type?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
        const fields = typeof r.body === "string" || Buffer.isBuffer(r.body) ? readFormFields(String(r.body)) : {};
        // Schema-valid credentials come from the address whose throttle the sign-in property filled,
        // so they are answered at once (429) instead of after the 1-second failure delay.
        const valid = isForm && signInRequestSchema.safeParse(fields).success;
        const sender = {
          headers: { ...r.headers, ...originHeader(r.origin) },
          address: valid ? THROTTLED_ADDRESS : r.address,
        };
        const request = enveloped("POST", ADMIN_SIGN_IN_FORM_PATH, sender, r.type, r.body);
        const response = await log.send(t.app, `POST ${ADMIN_SIGN_IN_FORM_PATH}`, request);
        expectSignInPage(request, response);
        expect(response.cookies).toEqual([]);
        if (r.origin.kind !== "same") expect(response.statusCode).toBe(403);
        else if (valid && !request.headers["content-encoding"]) expect(response.statusCode).toBe(429);
      },
    ),
    params(24, runs.formSignIn),
  );
}
