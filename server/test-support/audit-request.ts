/**
 * Test support: the SEO audit's "E-mail me this report" request as the page sends it, the
 * audit it names, and a report token signed with the app's own key.
 */
import type { FastifyInstance } from "fastify";
import { type AuditFacts, auditTokenKey, signAuditToken } from "#server/leads/audit-report-token.ts";

export const audit = {
  fullName: "Kavya Rao",
  email: "kavya@example.in",
  auditedUrl: "https://shop.example.in/",
  auditScore: 62,
  criticalCount: 2,
  warningCount: 3,
  passedCount: 27,
  criticalIssues: ["Page title", "Indexable"],
  warningIssues: ["Meta description", "Open Graph tags", "HSTS header"],
};

/** The audit the request above describes, as a token names it. */
export const auditFacts: AuditFacts = { url: audit.auditedUrl, score: 62, critical: 2, warning: 3, passed: 27 };

let ipCounter = 0;
/** A fresh client address per call (10.77.x.y), apart from other suites' ranges. */
const nextAuditIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** POST /api/submissions with a JSON body, from a fresh address unless given one. */
export function postSubmission(app: FastifyInstance, body: unknown, remoteAddress = nextAuditIp()) {
  return app.inject({
    method: "POST",
    url: "/api/submissions",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
    remoteAddress,
  });
}

/** A report token as this app's audit route makes them (its key, from the database). */
export async function tokenFor(app: FastifyInstance, facts: AuditFacts = auditFacts, at = new Date()) {
  return signAuditToken(await auditTokenKey(app), facts, at);
}
