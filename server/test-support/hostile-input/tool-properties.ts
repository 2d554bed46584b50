import fc from "fast-check";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import { expect } from "vitest";
import { CONVERT_DOC_AVAILABLE_PATH, CONVERT_DOC_PATH } from "#contracts/tools/convert-doc.ts";
import { SEO_AUDIT_PATH } from "#contracts/seo-audit/audit.ts";
import { SEO_CRAWL_PATH } from "#contracts/seo-audit/crawl.ts";
import { claimsEncodedBody, keepAuditOffTheNetwork } from "./oracles.ts";
import { anyJson, hostileBody, hostileText } from "./payloads.ts";
import {
  anyEnvelope,
  anyMethod,
  checkAnswer,
  contentType,
  enveloped,
  type HostileRequest,
  pathId,
  queryString,
  randomHeaders,
  withBody,
} from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of the tools' endpoints (SEO audit, .doc conversion), /api/health and unknown /api paths.

/** POST /api/seo-audit and its site crawl: junk never 5xx and never leaves the machine */
export async function seoAuditProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params, network } = suite;
  expect(t.app.config.seoAuditAllowHosts).toEqual([]);
  // The tripwires are armed (both calls stay on this machine even if they were not).
  await expect(dnsLookup("localhost")).rejects.toThrow(/hostile-input test/);
  expect(() => http.request({ host: "127.0.0.1", port: 9 })).toThrow(/hostile-input test/);
  network.attempts.length = 0;
  const urlish = fc.oneof(
    fc.constantFrom(
      "http://127.0.0.1/",
      "http://localhost/",
      "http://[::1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://0x7f.1/",
      "http://2130706433/",
      "http://0177.0.0.1/",
      "http://10.0.0.1:22/",
      "http://[::ffff:127.0.0.1]/",
      "http://[fe80::1%25eth0]/",
      "http://0/",
      "http://127.1/admin?<script>",
      "file:///etc/passwd",
      "gopher://127.0.0.1:25/",
      "javascript:alert(1)",
      "http://user:pass@127.0.0.1/",
      "https://example.com/'; DROP TABLE submissions; --",
      "example.com",
      "metadata.google.internal",
      "ftp://example.com/",
      "//127.0.0.1",
      "http://",
      " ",
    ),
    hostileText,
    anyJson,
  );
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        body: fc.oneof(
          { weight: 2, arbitrary: fc.record({ url: urlish }).map((value) => JSON.stringify(value)) },
          { weight: 3, arbitrary: hostileBody },
        ),
        type: contentType,
        ...anyEnvelope,
        path: fc.constantFrom(SEO_AUDIT_PATH, SEO_CRAWL_PATH),
      }),
      async (r) => {
        const request = enveloped("POST", r.path, r, r.type, keepAuditOffTheNetwork(r.body));
        const response = await log.send(t.app, `POST ${r.path}`, request);
        checkAnswer(request, response);
        expect([400, 413, 415, 422, 429], response.body).toContain(response.statusCode);
      },
    ),
    params(9, runs.seoAudit),
  );
  expect(network.attempts).toEqual([]);
}

/** convert-doc routes: junk uploads are 4xx, never 5xx */
export async function convertDocProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params } = suite;
  const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const upload = fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ minLength: 504, maxLength: 1500 }).map((bytes) => Buffer.concat([OLE2, bytes])),
    hostileBody,
  );
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        post: fc.nat(3).map((n) => n > 0),
        body: upload,
        type: fc.oneof({ weight: 3, arbitrary: fc.constant("application/msword") }, contentType),
        ...anyEnvelope,
      }),
      async (r) => {
        const request: HostileRequest = r.post
          ? enveloped("POST", CONVERT_DOC_PATH, r, r.type, r.body)
          : { method: "GET", url: `${CONVERT_DOC_AVAILABLE_PATH}${r.query}`, headers: r.headers };
        const response = await log.send(
          t.app,
          r.post ? "POST /api/convert/doc" : "GET /api/convert/doc/available",
          request,
        );
        checkAnswer(request, response);
        if (r.post) expect(response.statusCode).toBeGreaterThanOrEqual(400);
        else if (!claimsEncodedBody(request)) expect(response.statusCode).toBe(200);
      },
    ),
    params(10, runs.convertDoc),
  );
}

/** health and unknown /api paths: never 5xx, 4xx as JSON */
export async function healthAndUnknownProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        method: anyMethod,
        path: fc.oneof(
          fc.constant("health"),
          fc.array(pathId, { minLength: 1, maxLength: 3 }).map((segments) => segments.join("/")),
        ),
        query: queryString,
        headers: randomHeaders,
        body: fc.option(fc.tuple(contentType, hostileBody), { freq: 3 }),
      }),
      async (r) => {
        const request: HostileRequest = {
          method: r.method,
          url: `/api/${r.path}${r.query}`,
          ...withBody(r.headers, r.body?.[0], r.body?.[1]),
        };
        const response = await log.send(t.app, "/api/health and unknown /api/*", request);
        checkAnswer(request, response);
      },
    ),
    params(11, runs.other),
  );
}
