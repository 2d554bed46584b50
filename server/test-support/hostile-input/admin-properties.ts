import fc from "fast-check";
import { expect } from "vitest";
import { ADMIN_API_PREFIX, MSG_SIGNED_OUT } from "#contracts/admin.ts";
import {
  adminExamples,
  adminRequest,
  cookieHeader,
  deadCookie,
  hasBadEscape,
  isStateChanging,
  originHeader,
  reachesAdmin,
} from "./request-generators.ts";
import { bodyText, checkAnswer, type HostileRequest, withBody } from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of /api/admin/*, with and without a live session.

/** /api/admin/* without a live session: 401 on every route, method and input */
export async function adminWithoutSessionProperty(suite: HostileSuite): Promise<void> {
  const { t, token, runs, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(adminRequest, deadCookie, async (r, dead) => {
      const request: HostileRequest = {
        method: r.target.method,
        url: `${r.target.path}${r.query}`,
        ...withBody(
          { ...r.headers, ...cookieHeader(dead, token), ...originHeader(r.origin) },
          r.body?.[0],
          r.body?.[1],
        ),
      };
      const response = await log.send(t.app, "/api/admin/* (no session)", request);
      const answer = checkAnswer(request, response) as { error?: string } | undefined;
      if (hasBadEscape(r.target.path) && response.statusCode === 400) return;
      if (!reachesAdmin(r.target.path)) return;
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(401);
      expect(response.headers["cache-control"]).toBe("no-store");
      if (request.method !== "HEAD") expect(answer?.error).toBe(MSG_SIGNED_OUT);
    }),
    params(7, runs.adminAnonymous),
  );
}

/** /api/admin/* with a live session: never 5xx, 403 to state changes from other origins, well-formed answers */
export async function adminWithSessionProperty(suite: HostileSuite): Promise<void> {
  const { t, cookie, runs, log, params } = suite;
  await fc.assert(
    fc.asyncProperty(adminRequest, fc.boolean(), async (r, withJunkCookies) => {
      const request: HostileRequest = {
        method: r.target.method,
        url: `${r.target.path}${r.query}`,
        ...withBody(
          {
            ...r.headers,
            cookie: withJunkCookies ? `a=1; ${cookie}; crestline=' OR 1=1 --` : cookie,
            ...originHeader(r.origin),
          },
          r.body?.[0],
          r.body?.[1],
        ),
      };
      const response = await log.send(t.app, "/api/admin/* (signed in)", request);
      const answer = checkAnswer(request, response);
      const status = response.statusCode;
      expect(status, "a live session was refused").not.toBe(401);
      if (hasBadEscape(r.target.path) && status === 400) return;
      if (!reachesAdmin(r.target.path)) return;
      if (isStateChanging(request.method) && r.origin.kind !== "same") {
        expect(status, `${request.method} from another origin: ${response.body}`).toBe(403);
      }
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
