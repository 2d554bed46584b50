import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { ADMIN_SIGN_IN_FORM_PATH, AUTH_PASSWORD_PATH, AUTH_SET_PASSWORD_PATH } from "#contracts/accounts/accounts.ts";
import { CONVERT_DOC_PATH, DOC_MIME_TYPE } from "#contracts/tools/convert-doc.ts";
import { FORM_POST_PATHS, SUBMISSIONS_PATH, SUBSCRIBERS_PATH } from "#contracts/leads/form-constants.ts";
import { TOOL_RUNS_PATH } from "#contracts/leads/lead-source.ts";
import { SEO_AUDIT_PATH } from "#contracts/seo-audit/audit.ts";
import { SIGN_IN_THROTTLE } from "#contracts/auth/session.ts";
import {
  ADMIN,
  type AdminTestApp,
  createAdminTestApp,
  ORIGIN,
  signedInCookie,
  signIn,
} from "#server/test-support/admin-app.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { LEAD_RATE_LIMITS } from "#server/leads/routes.ts";
import { ConcurrencyCap } from "#server/platform/limits/concurrency-cap.ts";
import { expectRetryAfter } from "#server/test-support/retry-after.ts";
import { createTestApp, type TestApp } from "#server/test-support/test-app.ts";

// Every rate-limited route, past its limit: 429, Retry-After in seconds, and a message that
// names what was limited and says the same wait.

const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };

interface LimitedRoute {
  name: string;
  max: number;
  /** What the 429 names: "Too many <subject> from your network." */
  subject: string;
  request: InjectOptions;
  /** Signs in first (the route answers 401 before its limit otherwise). */
  session?: boolean;
  html?: boolean;
}

/** A JSON route, sent an empty object. */
const jsonRoute = (name: string, max: number, subject: string, url: string): LimitedRoute => ({
  name,
  max,
  subject,
  request: { url, headers: JSON_TYPE, payload: "{}" },
});

const ROUTES: LimitedRoute[] = [
  jsonRoute("lead form (JSON)", 10, "form submissions", SUBMISSIONS_PATH),
  jsonRoute("subscribe (JSON)", 10, "sign-ups", SUBSCRIBERS_PATH),
  {
    name: "lead form (no JavaScript)",
    max: 10,
    subject: "form submissions",
    html: true,
    request: { url: FORM_POST_PATHS.submissions, headers: FORM_TYPE, payload: "type=contact" },
  },
  {
    name: "subscribe (no JavaScript)",
    max: 10,
    subject: "sign-ups",
    html: true,
    request: { url: FORM_POST_PATHS.subscribers, headers: FORM_TYPE, payload: "email=" },
  },
  jsonRoute("tool-run beacon", 120, "tool runs", TOOL_RUNS_PATH),
  jsonRoute("SEO audit", 10, "audits", SEO_AUDIT_PATH),
  {
    name: ".doc conversion",
    max: 10,
    subject: ".doc conversions",
    request: { url: CONVERT_DOC_PATH, headers: { "content-type": DOC_MIME_TYPE }, payload: "not a doc" },
  },
  {
    name: "admin sign-in (JSON)",
    max: 30,
    subject: "sign-in attempts",
    request: { url: "/api/auth/sign-in", headers: { ...JSON_TYPE, origin: ORIGIN }, payload: "{}" },
  },
  {
    name: "admin sign-in (no JavaScript)",
    max: 30,
    subject: "sign-in attempts",
    html: true,
    request: { url: ADMIN_SIGN_IN_FORM_PATH, headers: { ...FORM_TYPE, origin: ORIGIN }, payload: "username=" },
  },
  {
    name: "own password",
    max: 30,
    subject: "password changes",
    session: true,
    request: { url: AUTH_PASSWORD_PATH, headers: { ...JSON_TYPE, origin: ORIGIN }, payload: "{}" },
  },
  {
    name: "set-password link",
    max: 30,
    subject: "attempts to set a password",
    request: { url: AUTH_SET_PASSWORD_PATH, headers: { ...JSON_TYPE, origin: ORIGIN }, payload: "{}" },
  },
];

/** The sign-in throttle's wait: its whole window at most, and "15 minutes" in words (841 s and up). */
const THROTTLE_WINDOW_SECONDS = SIGN_IN_THROTTLE.windowMs / 1000;
const THROTTLE_FIFTEENTH_MINUTE = THROTTLE_WINDOW_SECONDS - 59;

/** The message's wait in seconds ("42 seconds", "2 minutes"), to compare with Retry-After. */
function expectLimited(response: LightMyRequestResponse, route: LimitedRoute) {
  expect(response.statusCode).toBe(429);
  const retryAfter = expectRetryAfter(response, 1, 60); // every route counts by the minute
  const message = `Too many ${route.subject} from your network. Try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}.`;
  if (route.html) {
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(message);
  } else {
    expect(response.json()).toEqual({ error: message });
  }
}

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`rate limits on ${name}`, () => {
    let t: AdminTestApp | undefined;
    const others: TestApp[] = [];
    afterEach(async () => {
      await t?.close();
      for (const other of others.splice(0)) await other.close();
    });

    const send = (app: FastifyInstance, route: LimitedRoute, remoteAddress: string, cookie?: string) =>
      app.inject({
        method: "POST",
        ...route.request,
        remoteAddress,
        headers: { ...route.request.headers, ...(cookie ? { cookie } : {}) },
      });

    it("answer 429 past each route's limit with Retry-After and a message naming what was limited", async () => {
      t = await createAdminTestApp(await target());
      const cookie = await signedInCookie(t.app);
      for (const route of ROUTES) {
        const from = nextAddress();
        const session = route.session ? cookie : undefined;
        const before = await Promise.all(Array.from({ length: route.max }, () => send(t!.app, route, from, session)));
        expect(
          before.map((each) => each.statusCode).filter((status) => status === 429),
          route.name,
        ).toEqual([]);
        expectLimited(await send(t.app, route, from, session), route);
        // Another address is not held back.
        expect((await send(t.app, route, nextAddress(), session)).statusCode, route.name).not.toBe(429);
      }
    });

    it("name the sign-in throttle's wait in its 429", async () => {
      t = await createAdminTestApp(await target());
      const from = nextAddress();
      for (let i = 0; i < SIGN_IN_THROTTLE.maxFailuresPerUsername; i += 1) {
        expect((await signIn(t.app, { ...ADMIN, password: `guess ${i}` }, {})).statusCode).toBe(401);
      }
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: ADMIN,
        headers: { origin: ORIGIN },
        remoteAddress: from,
      });
      expect(refused.statusCode).toBe(429);
      expectRetryAfter(refused, THROTTLE_FIFTEENTH_MINUTE, THROTTLE_WINDOW_SECONDS);
      expect(refused.json()).toEqual({ error: "Too many failed sign-in attempts. Try again in 15 minutes." });
    });

    it.skipIf(name !== "postgres")(
      "are shared by two instances on one database: a route limit and the sign-in throttle",
      async () => {
        const shared = await target();
        t = await createAdminTestApp(shared);
        const second = await createTestApp(shared, { now: t.clock.now, config: { demoMode: false } });
        others.push(second);
        const apps = [t.app, second.app];

        const audit = ROUTES.find((route) => route.subject === "audits")!;
        const from = nextAddress();
        for (let i = 0; i < audit.max; i += 1) expect((await send(apps[i % 2]!, audit, from)).statusCode).toBe(400);
        expectLimited(await send(second.app, audit, from), audit);
        expectLimited(await send(t.app, audit, from), audit);

        for (let i = 0; i < SIGN_IN_THROTTLE.maxFailuresPerUsername; i += 1) {
          expect((await signIn(apps[i % 2]!, { ...ADMIN, password: `guess ${i}` })).statusCode).toBe(401);
        }
        for (const app of apps) {
          const refused = await signIn(app, ADMIN);
          expect(refused.statusCode).toBe(429);
          expectRetryAfter(refused, THROTTLE_FIFTEENTH_MINUTE, THROTTLE_WINDOW_SECONDS);
          expect(refused.json<{ error: string }>().error).toMatch(/^Too many failed sign-in attempts\. Try again in/);
        }
      },
    );

    it.skipIf(name !== "postgres")("let requests through when the shared count fails", async () => {
      t = await createAdminTestApp(await target());
      await sql`drop table shared_limits`.execute(t.database.db);
      const audit = ROUTES.find((route) => route.subject === "audits")!;
      expect((await send(t.app, audit, nextAddress())).statusCode).toBe(400);
    });
  });
}

// An IPv6 client is usually given a whole /64: counted address by address, it would have
// 2^64 fresh counts. Every limit counts it per /64 (server/platform/limits/client-key.ts).
describe("IPv6 clients are counted per /64", () => {
  let t: AdminTestApp | undefined;
  let plain: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
    await plain?.close();
    t = plain = undefined;
  });
  let block = 0;
  /** A fresh /64 for each use, and addresses in it. */
  const nextBlock = () => {
    block += 1;
    return (host: number) => `2001:db8:${block.toString(16)}:7::${host.toString(16)}`;
  };

  it("in every route's limit: addresses of one /64 share a count, another /64 has its own", async () => {
    t = await createAdminTestApp({ dialect: "sqlite", filename: ":memory:" });
    const cookie = await signedInCookie(t.app);
    for (const route of ROUTES) {
      const inBlock = nextBlock();
      const send = (remoteAddress: string) =>
        t!.app.inject({
          method: "POST",
          ...route.request,
          remoteAddress,
          headers: { ...route.request.headers, ...(route.session ? { cookie } : {}) },
        });
      for (let i = 0; i < route.max; i += 1) {
        expect((await send(inBlock(i + 1))).statusCode, route.name).not.toBe(429);
      }
      expectLimited(await send(inBlock(0xffff)), route);
      expect((await send(nextBlock()(1))).statusCode, route.name).not.toBe(429);
    }
  });

  it("in the lead forms' hourly limit", async () => {
    // Only Date is faked: each minute's requests stay under the minute limit, the hour's add up.
    vi.useFakeTimers({ toFake: ["Date"] });
    plain = await createTestApp();
    const inBlock = nextBlock();
    const submit = (remoteAddress: string) =>
      plain!.app.inject({
        method: "POST",
        url: SUBMISSIONS_PATH,
        headers: JSON_TYPE,
        payload: "{}",
        remoteAddress,
      });
    const { perHour, perMinute } = LEAD_RATE_LIMITS;
    let host = 0;
    for (let sent = 0; sent < perHour.max; sent += 1) {
      if (sent > 0 && sent % perMinute.max === 0) vi.advanceTimersByTime(perMinute.timeWindow + 1000);
      expect((await submit(inBlock(++host))).statusCode).toBe(400);
    }
    vi.advanceTimersByTime(perMinute.timeWindow + 1000);
    const refused = await submit(inBlock(++host));
    expect(refused.statusCode).toBe(429);
    // The hour's window, not the minute's, is what refused it.
    expectRetryAfter(refused, 61, perHour.timeWindow / 1000);
    expect((await submit(nextBlock()(1))).statusCode).toBe(400);
  });

  it("matches RATE_LIMIT_ALLOW_LIST by exact address: its /64 neighbours are still limited", async () => {
    const inBlock = nextBlock();
    plain = await createTestApp(undefined, { config: { rateLimitAllowList: [inBlock(1)] } });
    const audit = ROUTES.find((route) => route.subject === "audits")!;
    const send = (remoteAddress: string) => plain!.app.inject({ method: "POST", ...audit.request, remoteAddress });
    for (let i = 0; i < audit.max + 5; i += 1) expect((await send(inBlock(1))).statusCode).toBe(400);
    for (let i = 0; i < audit.max; i += 1) expect((await send(inBlock(2))).statusCode).toBe(400);
    expectLimited(await send(inBlock(3)), audit);
  });
});

it("answers a full concurrency cap 503 with Retry-After and its sentence, from any route", async () => {
  const target = { dialect: "sqlite", filename: ":memory:" } as const;
  const database = await openDatabase(target);
  const app = await buildApp({ config: { ...loadConfig({}), database: target }, database, clientDir: null });
  const cap = new ConcurrencyCap("test jobs", 0, 7);
  app.get("/capacity-test", () => cap.run(async () => "never"));
  try {
    const response = await app.inject({ method: "GET", url: "/capacity-test" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("7");
    expect(response.json()).toEqual({ error: "The server is busy with other test jobs. Try again in 7 seconds." });
  } finally {
    await app.close();
    await database.close();
  }
});
