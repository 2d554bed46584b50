import fc from "fast-check";
import { ADMIN_API_PREFIX } from "#contracts/auth/session.ts";
import { HONEYPOT_FIELD, FORM_SUBMISSION_TYPES } from "#contracts/leads/form-constants.ts";
import { OTHER_ORIGINS, SAME_ORIGINS } from "./oracles.ts";
import {
  anyJson,
  headerValue,
  hostileBody,
  hostileText,
  lookingValidSubmission,
  type Payload,
  validEmail,
} from "./payloads.ts";
import {
  anyEnvelope,
  anyMethod,
  anySender,
  contentType,
  enveloped,
  type HostileRequest,
  type Method,
  pathId,
  queryString,
  randomHeaders,
} from "./requests.ts";

// Generators of whole requests for each endpoint group of the hostile-input test.

export type OriginCase = { kind: "same" | "other" | "missing"; value?: string };
export const origin: fc.Arbitrary<OriginCase> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SAME_ORIGINS).map((value) => ({ kind: "same" as const, value })) },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_ORIGINS).map((value) => ({ kind: "other" as const, value })) },
  {
    weight: 1,
    arbitrary: headerValue
      .filter((value) => !/localhost/i.test(value))
      .map((value) => ({ kind: "other" as const, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "missing" as const }) },
);

/** A Cookie header that holds no live session (the real token is only ever altered). */
type CookieCase = { kind: "none" } | { kind: "junk"; value: string } | { kind: "altered"; how: number };
export const deadCookie: fc.Arbitrary<CookieCase> = fc.oneof(
  fc.constant({ kind: "none" as const }),
  fc
    .oneof(
      fc.constantFrom(
        "crestline_admin=",
        "crestline_admin=null",
        "crestline_admin=' OR '1'='1",
        `crestline_admin=${"a".repeat(101)}`,
        "crestline_admin=%00",
        "__Host-crestline_admin=x",
        "crestline_admin=a; crestline_admin=b",
        "=;;=",
        ";",
        "crestline_admin",
      ),
      headerValue.map((value) => `crestline_admin=${value}`),
      headerValue,
    )
    .map((value) => ({ kind: "junk" as const, value })),
  fc.nat(3).map((how) => ({ kind: "altered" as const, how })),
);

export function cookieHeader(cookie: CookieCase, token: string): Record<string, string> {
  if (cookie.kind === "none") return {};
  if (cookie.kind === "junk") return { cookie: cookie.value };
  const altered = [`${token}x`, token.slice(1), token.toUpperCase(), `${token.slice(0, -1)}%00`][cookie.how] ?? "";
  return { cookie: `crestline_admin=${altered}` };
}

export function originHeader(value: OriginCase): Record<string, string> {
  return value.value === undefined ? {} : { origin: value.value };
}

/**
 * A request by the staff member whose session is live, or with a dead session (none, junk or
 * altered), carrying `body` as any content type, from any origin and address.
 */
export function staffOrDeadSessionRequest<Body>(body: fc.Arbitrary<Body>) {
  return {
    live: fc.boolean(),
    dead: deadCookie,
    body,
    type: contentType,
    origin,
    ...anySender,
  };
}

/** The headers of such a request: the random ones, the live or dead session cookie, the origin. */
export function staffOrDeadSessionHeaders(
  r: { live: boolean; dead: CookieCase; headers: Record<string, string>; origin: OriginCase },
  staffCookie: string,
  token: string,
): Record<string, string> {
  const cookie = r.live ? { cookie: staffCookie } : cookieHeader(r.dead, token);
  return { ...r.headers, ...cookie, ...originHeader(r.origin) };
}

/** The lead forms' requests lean on plain JSON, so that validation, not the content type, decides most. */
const leadContentType = fc.oneof(
  { weight: 2, arbitrary: fc.constant("application/json") },
  { weight: 1, arbitrary: contentType },
);

/** A POST of a generated body to one of the lead forms' endpoints, from any address. */
function leadRequest(path: string, body: fc.Arbitrary<Payload>): fc.Arbitrary<HostileRequest> {
  return fc
    .record({ body, type: leadContentType, ...anyEnvelope })
    .map((r) => enveloped("POST", path, r, r.type, r.body));
}

export const submissionRequest: fc.Arbitrary<HostileRequest> = leadRequest(
  "/api/submissions",
  fc.oneof(
    { weight: 4, arbitrary: lookingValidSubmission.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .record({ type: fc.oneof(fc.constantFrom(...FORM_SUBMISSION_TYPES), anyJson), data: anyJson })
        .map((value) => JSON.stringify(value)),
    },
    { weight: 3, arbitrary: hostileBody },
  ),
);

export const subscriberRequest: fc.Arbitrary<HostileRequest> = leadRequest(
  "/api/subscribers",
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({
          email: fc.oneof(
            {
              weight: 4,
              arbitrary: fc
                .tuple(fc.constantFrom(" ", "", "\t"), validEmail, fc.constantFrom(" ", ""))
                .map((parts) => parts.join("")),
            },
            { weight: 1, arbitrary: hostileText },
            { weight: 1, arbitrary: anyJson },
          ),
          [HONEYPOT_FIELD]: fc.oneof(
            { weight: 6, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constant("") },
            { weight: 1, arbitrary: anyJson },
          ),
        })
        .map((value) => JSON.stringify(value)),
    },
    { weight: 3, arbitrary: hostileBody },
  ),
);

/** The /api/admin routes (contracts/auth/session.ts), with junk ids and queries, plus unknown paths and methods. */
const adminTarget: fc.Arbitrary<{ method: Method; path: string }> = fc.oneof(
  fc.constantFrom(
    { method: "GET" as const, path: `${ADMIN_API_PREFIX}/stats` },
    { method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions` },
    { method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions/export` },
    { method: "GET" as const, path: `${ADMIN_API_PREFIX}/subscribers` },
    { method: "GET" as const, path: `${ADMIN_API_PREFIX}/subscribers/export` },
  ),
  pathId.map((id) => ({ method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions/${id}` })),
  pathId.map((id) => ({ method: "POST" as const, path: `${ADMIN_API_PREFIX}/submissions/${id}/read` })),
  pathId.map((id) => ({ method: "DELETE" as const, path: `${ADMIN_API_PREFIX}/submissions/${id}` })),
  fc
    .record({
      method: anyMethod,
      path: fc.oneof(
        fc.constantFrom("stats", "submissions", "submissions/1", "submissions/1/read", "subscribers", "", "x/y/z"),
        fc.array(pathId, { minLength: 1, maxLength: 3 }).map((segments) => segments.join("/")),
      ),
    })
    .map(({ method, path }) => ({ method, path: `${ADMIN_API_PREFIX}/${path}` })),
);

/** Junk requests to the admin routes `targets`: any query, origin, headers and body. */
export function adminRequestTo(targets: fc.Arbitrary<{ method: Method; path: string }>) {
  return fc.record({
    target: targets,
    query: queryString,
    origin,
    headers: randomHeaders,
    body: fc.option(fc.tuple(contentType, hostileBody), { freq: 4 }),
  });
}

export const adminRequest = adminRequestTo(adminTarget);

type AdminRequest = typeof adminRequest extends fc.Arbitrary<infer T> ? T : never;
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const adminGet = (path: string, query: string): [AdminRequest, boolean] => [
  {
    target: { method: "GET", path: `${ADMIN_API_PREFIX}/${path}` },
    query,
    origin: { kind: "missing" },
    headers: {},
    body: null,
  },
  false,
];
/** Known-nasty inputs, tried before the generated ones: searches over every row, NULs, big cursor ids. */
export const adminExamples: [AdminRequest, boolean][] = [
  adminGet("submissions", "?q=%22"),
  adminGet("submissions", "?q=a"),
  adminGet("submissions/export", "?format=csv&q=%5C"),
  adminGet("submissions", "?q=x%00"),
  adminGet("subscribers", "?q=%00"),
  adminGet("subscribers/export", "?format=json&q=a%00"),
  adminGet("submissions", `?cursor=${cursorOf(["2026-11-22T10:00:00.000Z\u0000", 1])}`),
  adminGet("subscribers", `?cursor=${cursorOf(["2026-11-22T10:00:00.000Z", 2 ** 40])}`),
  adminGet("submissions/4294967296", ""),
];

export function isStateChanging(method: Method): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/**
 * Whether the request still goes to an /api/admin route: app.inject resolves dot segments the
 * way the URL standard does ("/api/admin/%2e%2e/x" is "/api/x"), which a plain 404 answers.
 */
export function reachesAdmin(path: string): boolean {
  return new URL(path, "http://localhost").pathname.startsWith(`${ADMIN_API_PREFIX}/`);
}

/** A path with a malformed percent-escape: the router refuses it (400) before any hook runs. */
export function hasBadEscape(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
