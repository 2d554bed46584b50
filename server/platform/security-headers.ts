import type { FastifyInstance } from "fastify";

/**
 * The security headers every answer carries, set in one call per request. API
 * answers keep this strictest CSP; HTML pages replace it with their own, which lists the
 * hashes of their inline scripts (site/html-pages.ts). Headers only old browsers read
 * (X-XSS-Protection, X-Download-Options, X-Permitted-Cross-Domain-Policies) are left out.
 */
export const SECURITY_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-dns-prefetch-control": "off",
} as const;

export const HSTS_HEADER = "max-age=31536000; includeSubDomains";

export function addSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // Only an answer that travelled over HTTPS may pin the browser to HTTPS.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS_HEADER);
    done();
  });
}
