import { HONEYPOT_FIELD, honeypotFilled } from "#contracts/leads/form-constants.ts";
import {
  submissionDataSchema,
  submissionRequestSchema,
  subscribeFormSchema,
  subscribeRequestSchema,
} from "#contracts/leads/forms.ts";
import { seoAuditRequestSchema } from "#contracts/seo-audit/audit.ts";
import {
  blockedAddressReason,
  normalizeHostname,
  parseIPv4,
  parseIPv6,
} from "#server/seo-audit/fetching/address-guard.ts";
import type { Payload } from "./payloads.ts";
import type { HostileRequest } from "./requests.ts";

// Settings of the hostile-input test and its oracles: what the server should make of a payload,
// worked out with the shared schemas.

export const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_122);
export const NOW = "2026-11-22T10:00:00.000Z";
/** The Host header of app.inject is localhost:80: these origins name this host, nothing else does. */
export const SAME_ORIGINS = ["http://localhost:80", "http://localhost", "HTTP://LocalHost:80"] as const;
export const OTHER_ORIGINS = [
  "https://localhost",
  "http://localhost:8080",
  "https://evil.example",
  "http://localhost.evil.example",
  "http://evil.example/localhost:80",
  "null",
  "file://",
  "chrome-extension://abcdefghijklmnop",
  "http://localhost:80, https://evil.example",
] as const;
/** Sends the schema-valid sign-ins; its failure throttle is filled first, so they never reach the 1 s delay. */
export const THROTTLED_ADDRESS = "192.0.2.200";
const BODY_LIMIT = 32 * 1024;
const LEAD_LIMIT_PER_MINUTE = 10;

/** Runs per property: over 10,000 requests in all on SQLite, about a tenth on PostgreSQL (slower per request). */
/** The least a run sends on SQLite: the test fails below it, so a change cannot quietly shrink it. */
export const MIN_REQUESTS_ON_SQLITE = 10_000;
export const RUNS = {
  sqlite: {
    verbatim: 200,
    submissions: 1200,
    subscribers: 600,
    session: 300,
    signIn: 300,
    signOut: 300,
    adminAnonymous: 700,
    adminSignedIn: 1300,
    seoAudit: 600,
    convertDoc: 400,
    other: 300,
    accountsAnonymous: 400,
    accountsStaff: 500,
    accountsOwner: 800,
    ownPassword: 400,
    formSignIn: 400,
    formPosts: 1000,
    contentAnonymous: 300,
    contentSignedIn: 900,
  },
  postgres: {
    verbatim: 40,
    submissions: 120,
    subscribers: 60,
    session: 40,
    signIn: 80,
    signOut: 40,
    adminAnonymous: 80,
    adminSignedIn: 150,
    seoAudit: 80,
    convertDoc: 50,
    other: 30,
    accountsAnonymous: 40,
    accountsStaff: 50,
    accountsOwner: 100,
    ownPassword: 50,
    formSignIn: 50,
    formPosts: 100,
    contentAnonymous: 30,
    contentSignedIn: 90,
  },
} as const;

/** The payload as Fastify's JSON parser would read it (UTF-8, a leading BOM dropped). */
export function jsonOf(payload: Payload): { ok: true; value: unknown } | { ok: false } {
  if (payload === undefined) return { ok: false };
  let text = Buffer.isBuffer(payload) ? payload.toString("utf8") : payload;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function acceptedSubmission(value: unknown) {
  const envelope = submissionRequestSchema.safeParse(value);
  if (!envelope.success) return null;
  const { type, data } = envelope.data;
  const parsed = submissionDataSchema(type, data).safeParse(data);
  if (!parsed.success) return null;
  return { type, data: parsed.data, dropped: honeypotFilled(envelope.data[HONEYPOT_FIELD]) };
}

export function acceptedSubscriber(value: unknown) {
  const envelope = subscribeRequestSchema.safeParse(value);
  if (!envelope.success) return null;
  const parsed = subscribeFormSchema.safeParse({ email: envelope.data.email });
  if (!parsed.success) return null;
  return { email: parsed.data.email, dropped: honeypotFilled(envelope.data[HONEYPOT_FIELD]) };
}

/** Fastify refuses a request that claims a compressed body (415), whatever the route. */
export function claimsEncodedBody(request: HostileRequest): boolean {
  return request.headers["content-encoding"] !== undefined;
}

/**
 * A request any browser form could send: plain JSON content type, within the body limit,
 * no prototype keys (which the JSON parser refuses), from an address well under its limit.
 */
export function isPlainJsonRequest(request: HostileRequest, sentBefore: number): boolean {
  const type = request.headers["content-type"];
  const payload = request.payload;
  return (
    (type === "application/json" || type === "application/json; charset=utf-8") &&
    typeof payload === "string" &&
    Buffer.byteLength(payload) < BODY_LIMIT &&
    !/"(__proto__|constructor)"/.test(payload) &&
    !claimsEncodedBody(request) &&
    sentBefore < LEAD_LIMIT_PER_MINUTE
  );
}

/** True when the URL's host is an IP literal that the address guard refuses. */
function isBlockedLiteral(url: string): boolean {
  const host = normalizeHostname(new URL(url).hostname);
  return (parseIPv4(host) !== null || parseIPv6(host) !== null) && blockedAddressReason(host) !== null;
}

/**
 * Keeps the SEO audit in the loopback: a body that would pass validation with any host but
 * a refused IP literal is pointed at 127.0.0.1 (refused too, the allow-list being empty).
 */
export function keepAuditOffTheNetwork(payload: Payload): Payload {
  const json = jsonOf(payload);
  if (!json.ok) return payload;
  const parsed = seoAuditRequestSchema.safeParse(json.value);
  if (!parsed.success || isBlockedLiteral(parsed.data.url)) return payload;
  const rewritten = { ...(json.value as object), url: `http://127.0.0.1:9/${encodeURIComponent(parsed.data.url)}` };
  return JSON.stringify(rewritten);
}
