import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AdminTestApp,
  createAdminTestApp,
  signedInCookie,
  signedInStaff,
} from "#server/test-support/admin-app.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import {
  adminWithoutSessionProperty,
  adminWithSessionProperty,
} from "#server/test-support/hostile-input/admin-properties.ts";
import {
  accountsAsOwnerProperty,
  accountsAsStaffProperty,
  accountsWithoutSessionProperty,
  formSignInProperty,
  ownPasswordProperty,
} from "#server/test-support/hostile-input/account-properties.ts";
import {
  leadDeskWithoutSessionProperty,
  leadDeskWithSessionProperty,
} from "#server/test-support/hostile-input/lead-desk-properties.ts";
import {
  sessionProperty,
  signInProperty,
  signOutProperty,
} from "#server/test-support/hostile-input/auth-properties.ts";
import {
  storesInjectionTextVerbatim,
  submissionsProperty,
  subscribersProperty,
} from "#server/test-support/hostile-input/lead-properties.ts";
import {
  contentWithoutSessionProperty,
  contentWithSessionProperty,
  uploadedImagesProperty,
} from "#server/test-support/hostile-input/content-properties.ts";
import { formPostsProperty } from "#server/test-support/hostile-input/form-post-properties.ts";
import {
  dataRequestsWithoutSessionProperty,
  dataRequestsWithSessionProperty,
  myDataRequestsProperty,
  privacyLinksProperty,
} from "#server/test-support/hostile-input/privacy-properties.ts";
import { storedRowsAreValid } from "#server/test-support/hostile-input/stored-rows.ts";
import {
  publicBookingProperty,
  speedToLeadWithoutSessionProperty,
  speedToLeadWithSessionProperty,
} from "#server/test-support/hostile-input/speed-to-lead-properties.ts";
import {
  contextNeverRefusesALead,
  HOSTILE_KNOWN_TOOLS,
  toolRunsProperty,
} from "#server/test-support/hostile-input/source-properties.ts";
import {
  convertDocProperty,
  healthAndUnknownProperty,
  seoAuditProperty,
} from "#server/test-support/hostile-input/tool-properties.ts";
import { cpuOfReplay, EVENT_LOOP_MAX_MS, EventLoopWatch } from "#server/test-support/event-loop-watch.ts";
import { MIN_REQUESTS_ON_SQLITE, NOW, RUNS, SEED } from "#server/test-support/hostile-input/oracles.ts";
import { describeSent, RequestLog } from "#server/test-support/hostile-input/requests.ts";
import type { HostileSuite } from "#server/test-support/hostile-input/suite.ts";
import { twoFactorProperty } from "#server/test-support/hostile-input/two-factor-properties.ts";

// Property-based hostile-input test (reliability and security): over 10,000 generated
// requests against every API endpoint and form route of the real app, on SQLite, and about a
// tenth of that on PostgreSQL.
// Properties: never a 5xx; every 4xx is JSON with a string `error` (the no-JavaScript forms
// answer HTML pages that say why instead); the server accepts exactly
// what the shared zod schemas accept and stores exactly that; SQL and script text inside valid
// forms is stored verbatim; admin routes answer 401 without a session and 403 to
// state-changing requests from another origin; staff get 403 on every owner route; the SEO
// audit never reaches the network; no request holds the event loop over EVENT_LOOP_MAX_MS.
// A 503 is a failure here too: requests go one at a time, so no concurrency cap can be full.
//
// Reproduce a failure with the seed and path fast-check prints, or try other inputs with
// HOSTILE_SEED=<n> npx vitest run server/hostile-input.test.ts

// Tripwires: the SEO audit must never resolve a name or open a connection in this test.
const network = vi.hoisted(() => ({ attempts: [] as string[] }));
vi.mock("node:dns/promises", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = async (hostname: string) => {
    network.attempts.push(`dns ${hostname}`);
    throw Object.assign(new Error(`DNS lookup of ${hostname} refused by the hostile-input test`), {
      code: "ENOTFOUND",
    });
  };
  return { ...original, lookup, default: { ...original, lookup } };
});
function refuseRequests(scheme: string, original: typeof import("node:http")) {
  const request = (...args: unknown[]) => {
    network.attempts.push(`${scheme} request ${JSON.stringify(args[0])?.slice(0, 200)}`);
    throw new Error(`outgoing ${scheme} request refused by the hostile-input test`);
  };
  return { ...original, request, get: request, default: { ...original, request, get: request } };
}
vi.mock("node:http", async (importOriginal) => refuseRequests("http", await importOriginal()));
vi.mock("node:https", async (importOriginal) => refuseRequests("https", await importOriginal()));

// ---------------------------------------------------------------------------------------------

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`hostile input on ${name}`, () => {
    const runs = RUNS[name === "sqlite" ? "sqlite" : "postgres"];
    const log = new RequestLog();
    const eventLoop = new EventLoopWatch({ inFlight: () => log.inFlight, describe: describeSent });
    let t: AdminTestApp;
    let cookie: string;
    let token: string;
    let staffCookie: string;
    const started = performance.now();
    const params = (offset: number, numRuns: number) => ({ seed: SEED + offset, numRuns });

    beforeAll(async () => {
      t = await createAdminTestApp(await target(), { now: NOW, knownTools: HOSTILE_KNOWN_TOOLS, mail: true });
      cookie = await signedInCookie(t.app);
      token = cookie.slice(cookie.indexOf("=") + 1);
      staffCookie = (await signedInStaff(t)).cookie;
      console.info(`hostile-input on ${name}: seed ${SEED} (HOSTILE_SEED=<n> to try others)`);
      // Measured from here: the set-up's own password hashing and migrations are not requests.
      eventLoop.start();
    });
    afterAll(async () => {
      eventLoop.stop();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `hostile-input on ${name}: ${log.total()} requests in ${seconds} s, ${log.serverErrors()} answered 5xx, ` +
          `${eventLoop.summary()}\n${log.summary()}`,
      );
      await t?.close();
    });

    const count = async (table: "submissions" | "subscribers") =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    let fresh = 0;
    /** An address that has sent nothing yet. */
    const freshAddress = () => {
      fresh += 1;
      return `10.${(fresh >> 16) & 255}.${(fresh >> 8) & 255}.${fresh & 255}`;
    };
    const suite: HostileSuite = {
      get t() {
        return t;
      },
      get cookie() {
        return cookie;
      },
      get token() {
        return token;
      },
      runs,
      log,
      params,
      count,
      freshAddress,
      network,
    };

    /** The properties in the order they run: they share the app, its rows and the request log. */
    const properties: [title: string, property: (suite: HostileSuite) => Promise<unknown>][] = [
      [
        "stores SQL-injection and script text sent inside valid forms verbatim (after trimming)",
        storesInjectionTextVerbatim,
      ],
      [
        "POST /api/submissions: never 5xx, agrees with the shared schema, stores exactly what it acknowledges",
        submissionsProperty,
      ],
      [
        "POST /api/subscribers: never 5xx, agrees with the shared schema, stores exactly what it acknowledges",
        subscribersProperty,
      ],
      [
        "POST /api/submissions with any context: a valid form is always stored, its source checked or dropped",
        contextNeverRefusesALead,
      ],
      [
        "POST /forms/submissions and /forms/subscribers: never 5xx, HTML refusals with a reason, store what the schemas accept",
        formPostsProperty,
      ],
      ["POST /api/tool-runs: never 5xx, counts exactly its 204s and only known tools", toolRunsProperty],
      ["GET /api/auth/session: always 200, signed in only with the live session cookie", sessionProperty],
      ["POST /api/auth/sign-in: SQL in credentials never signs in; junk never 5xx; other origins 403", signInProperty],
      ["POST /api/auth/sign-out: other origins 403 (the session survives), junk never 5xx", signOutProperty],
      ["/api/admin/* without a live session: 401 on every route, method and input", adminWithoutSessionProperty],
      [
        "/api/admin/* with a live session: never 5xx, 403 to state changes from other origins, well-formed answers",
        adminWithSessionProperty,
      ],
      ["lead desk routes without a live session: 401 on every route and input", leadDeskWithoutSessionProperty],
      [
        "lead desk routes with a live session: never 5xx, 403 to changes from other origins, well-formed answers",
        leadDeskWithSessionProperty,
      ],
      ["POST /api/seo-audit and /api/seo-audit/crawl: junk never 5xx and never leaves the machine", seoAuditProperty],
      ["convert-doc routes: junk uploads are 4xx, never 5xx", convertDocProperty],
      ["health and unknown /api paths: never 5xx, 4xx as JSON", healthAndUnknownProperty],
      ["account routes without a live session: 401 on every one, whatever is sent", accountsWithoutSessionProperty],
      [
        "account routes as staff: 403 on every owner route whatever the body; the team list works",
        (s) => accountsAsStaffProperty(s, staffCookie),
      ],
      [
        "POST /api/auth/password and /api/auth/set-password: junk never 5xx, never changes a password",
        (s) => ownPasswordProperty(s, staffCookie),
      ],
      [
        "two-factor routes: never 5xx, no session without a code, other origins 403, staff never change the owners' setting",
        (s) => twoFactorProperty(s, staffCookie),
      ],
      [
        "account routes as the owner: never 5xx, the schemas decide, other origins 403, the owner intact",
        accountsAsOwnerProperty,
      ],
      [
        "POST /forms/admin-sign-in: HTML answers with the form, never a cookie without the password, other origins 403",
        formSignInProperty,
      ],
      ["content routes without a live session: 401 on every route and input", contentWithoutSessionProperty],
      [
        "content routes with a live session: never 5xx, 403 to changes from other origins, the schemas decide what is saved",
        contentWithSessionProperty,
      ],
      [
        "POST /api/privacy/requests and /forms/my-data: never 5xx, the schema decides, one same answer to every accepted request",
        myDataRequestsProperty,
      ],
      [
        "newsletter confirm/unsubscribe and /my-data/confirm with forged tokens: never 5xx, a page that says why, no row changed",
        privacyLinksProperty,
      ],
      ["data-request desk without a live session: 401 on every route and input", dataRequestsWithoutSessionProperty],
      [
        "data-request desk with a live session: never 5xx, 403 to changes from other origins, junk ids never open a request",
        dataRequestsWithSessionProperty,
      ],
      ["GET /images/uploads/*: a stored image or a JSON 404, whatever the name", uploadedImagesProperty],
      [
        "public booking routes (slots, book, manage, cancel, reschedule): never 5xx, a reason with every 4xx, nothing stored on a refusal",
        publicBookingProperty,
      ],
      [
        "booking, alert, reply-template and response-target admin routes without a live session: 401 on every route",
        speedToLeadWithoutSessionProperty,
      ],
    ];
    for (const [title, property] of properties) it(title, () => property(suite));
    it("booking, alert, reply-template and response-target admin routes as the owner and as staff: never 5xx, nothing stored on a refusal", async () => {
      await speedToLeadWithSessionProperty(suite);
      await speedToLeadWithSessionProperty(suite, staffCookie);
    });
    it("afterwards: every stored row passes the shared schemas, the admin and its session are intact", () =>
      storedRowsAreValid(suite));
    it.runIf(name === "sqlite")(`sent at least ${MIN_REQUESTS_ON_SQLITE} generated requests`, () => {
      expect(log.total()).toBeGreaterThanOrEqual(MIN_REQUESTS_ON_SQLITE);
    });
    it(`afterwards: no answer was a 5xx, and no request holds the event loop over ${EVENT_LOOP_MAX_MS} ms`, async () => {
      eventLoop.stop();
      expect(log.serverErrors(), log.summary()).toBe(0);
      // Each request in flight while the loop was held over the bar, sent again alone: the
      // CPU its whole answer costs this thread (event-loop.ts says why).
      const replays: string[] = [];
      for (const sent of eventLoop.heldOver(EVENT_LOOP_MAX_MS).slice(0, 20)) {
        const cpuMs = await cpuOfReplay(() => log.send(t.app, `${sent.endpoint} (again, alone)`, sent.request));
        replays.push(`${cpuMs.toFixed(1)} ms: ${describeSent(sent)}`);
        expect(cpuMs, `${eventLoop.summary()}\n  sent again alone: ${replays.join("\n    ")}`).toBeLessThanOrEqual(
          EVENT_LOOP_MAX_MS,
        );
      }
      console.info(
        `hostile-input on ${name}: ${eventLoop.summary()}` +
          (replays.length > 0 ? `\n  sent again alone (CPU of the whole answer): ${replays.join("\n    ")}` : ""),
      );
      expect(log.serverErrors()).toBe(0);
    });
  });
}
