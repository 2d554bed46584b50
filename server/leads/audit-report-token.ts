import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AUDIT_LIMITS, type AuditReportRefusal } from "#contracts/leads/forms.ts";
import type { SeoAuditResult } from "#contracts/seo-audit/audit.ts";

// Proof that this server ran an audit. The audit's answer carries a token naming its URL,
// score and counts, signed with HMAC-SHA256 and good for an hour; 'E-mail me this report'
// sends it back. Only a request with a valid token gets the report e-mail, and the lead then
// stores the token's facts, not what the request claims.
//
// The key is the database's secret "audit-report-token" (server/platform/db/server-secrets-repository.ts):
// made on first use and read by every instance, so an audit run on one instance behind the
// load balancer is trusted by the one that takes the request.

/** The name of the signing key in server_secrets. */
const SECRET_NAME = "audit-report-token";
export const AUDIT_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Well above any token this server makes (a 2,048-character URL and five numbers, in base64url). */
const MAX_TOKEN_LENGTH = 4096;
const VERSION = "v1";

/** What a token vouches for: the facts of one audit. */
export interface AuditFacts {
  url: string;
  score: number;
  critical: number;
  warning: number;
  passed: number;
}

export type TokenCheck = { ok: true; facts: AuditFacts } | { ok: false; reason: AuditReportRefusal };

const count = z.number().int().min(0).max(AUDIT_LIMITS.count);
/** [url, score, critical, warning, passed, expires (seconds since the epoch)] */
const payloadSchema = z.tuple([
  z.string().min(1).max(2048),
  z.number().int().min(0).max(100),
  count,
  count,
  count,
  z.number().int(),
]);

function mac(key: Buffer, body: string): Buffer {
  return crypto.createHmac("sha256", key).update(`${VERSION}.${body}`).digest();
}

function factsOf(result: SeoAuditResult): AuditFacts {
  return {
    url: result.url,
    score: result.overallScore,
    critical: result.issues.critical,
    warning: result.issues.warning,
    passed: result.issues.passed,
  };
}

/** `v1.<payload>.<signature>`, both base64url; good until `now` plus an hour. */
export function signAuditToken(key: Buffer, facts: AuditFacts, now: Date): string {
  const expires = Math.floor((now.getTime() + AUDIT_TOKEN_TTL_MS) / 1000);
  const payload = [facts.url, facts.score, facts.critical, facts.warning, facts.passed, expires];
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${VERSION}.${body}.${mac(key, body).toString("base64url")}`;
}

/** The facts a token vouches for, or why it vouches for nothing. Reads anything a request sends. */
export function checkAuditToken(key: Buffer, token: unknown, now: Date): TokenCheck {
  if (token === undefined || token === null || token === "") return { ok: false, reason: "missing" };
  const invalid: TokenCheck = { ok: false, reason: "invalid" };
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return invalid;
  const [version, body, signature, ...rest] = token.split(".");
  if (version !== VERSION || !body || !signature || rest.length > 0) return invalid;
  const expected = mac(key, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return invalid;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return invalid;
  }
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return invalid;
  const [url, score, critical, warning, passed, expires] = parsed.data;
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, facts: { url, score, critical, warning, passed } };
}

/** The signing key; throws when the database cannot give it. */
export function auditTokenKey(app: FastifyInstance): Promise<Buffer> {
  return app.serverSecrets.get(SECRET_NAME);
}

/**
 * The audit's answer with its `reportToken`. Without the database (an instance built without
 * repositories) or when it fails, the answer goes without one: the audit never fails for it,
 * and a report request from it is stored but not e-mailed.
 */
export async function withReportToken(
  app: FastifyInstance,
  result: SeoAuditResult,
  now: Date = new Date(),
): Promise<SeoAuditResult> {
  if (!app.hasDecorator("serverSecrets")) return result;
  try {
    return { ...result, reportToken: signAuditToken(await auditTokenKey(app), factsOf(result), now) };
  } catch (error) {
    app.log.warn({ err: error }, "the audit result could not be signed; its report cannot be e-mailed");
    return result;
  }
}
