import fc from "fast-check";
import { expect } from "vitest";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/leads/newsletter.ts";
import {
  DATA_REQUEST_KINDS,
  DATA_REQUESTS_API_PATH,
  MSG_DATA_REQUEST_SENT,
  MY_DATA_API_PATH,
  MY_DATA_CONFIRM_PATH,
  MY_DATA_FORM_PATH,
} from "#contracts/privacy/data-requests.ts";
import { dataRequestFormSchema } from "#contracts/privacy/data-request-schemas.ts";
import { FORM_CONTENT_TYPE, readFormFields } from "#server/platform/form-pages.ts";
import { adminRequestOf, signedInProperty, signedOutProperty } from "./admin-properties.ts";
import { claimsEncodedBody, jsonOf } from "./oracles.ts";
import { anyJson, hostileBody, hostileText, type Payload, validEmail } from "./payloads.ts";
import { adminRequestTo } from "./request-generators.ts";
import {
  anyEnvelope,
  anyMethod,
  anySender,
  bodyText,
  checkAnswer,
  contentType,
  enveloped,
  type Method,
  pathId,
  queryString,
} from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of the privacy routes: the "my data" request (JSON and without JavaScript), the
// links mailed for it and for the newsletter (confirm, unsubscribe), and the admin's
// data-request desk. Never a 5xx; every accepted request gets the one same answer; no
// forged link changes a row.

/** What a person may type into the form, and junk. */
const requestFields = fc.record(
  {
    email: fc.oneof({ weight: 4, arbitrary: validEmail }, { weight: 1, arbitrary: hostileText }),
    kind: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...DATA_REQUEST_KINDS) },
      { weight: 1, arbitrary: hostileText },
    ),
    details: fc.oneof(hostileText, anyJson),
  },
  { requiredKeys: ["email", "kind"] },
);

const requestPost = fc.record({
  form: fc.boolean(),
  fields: requestFields,
  junk: fc.option(hostileBody, { freq: 4 }),
  type: fc.option(contentType, { freq: 5 }),
  ...anyEnvelope,
  query: fc.oneof({ weight: 3, arbitrary: fc.constant("") }, { weight: 1, arbitrary: queryString }),
  fresh: fc.boolean(),
});

/** The fields as the server reads them, or null when the body is no form of the route's type. */
function sentFields(form: boolean, type: string | undefined, payload: Payload): unknown {
  const bare = type?.split(";")[0]?.trim().toLowerCase();
  if (typeof payload !== "string") return null;
  if (form) return bare === FORM_CONTENT_TYPE ? readFormFields(payload) : null;
  if (bare !== "application/json") return null;
  const json = jsonOf(payload);
  return json.ok ? json.value : null;
}

/** POST /api/privacy/requests and /forms/my-data: never 5xx; the same answer to every accepted request. */
export async function myDataRequestsProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params, freshAddress } = suite;
  const rows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom("data_requests")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  await fc.assert(
    fc.asyncProperty(requestPost, async (r) => {
      const type = r.type ?? (r.form ? FORM_CONTENT_TYPE : "application/json");
      const payload =
        r.junk ??
        (r.form
          ? new URLSearchParams(
              Object.entries(r.fields).map(([key, value]) => [
                key,
                typeof value === "string" ? value : JSON.stringify(value),
              ]),
            ).toString()
          : JSON.stringify(r.fields));
      const sender = { ...r, address: r.fresh ? freshAddress() : r.address };
      const request = enveloped("POST", r.form ? MY_DATA_FORM_PATH : MY_DATA_API_PATH, sender, type, payload);
      const before = await rows();
      const response = await log.send(t.app, `POST ${r.form ? MY_DATA_FORM_PATH : MY_DATA_API_PATH}`, request);
      const status = response.statusCode;
      const where = `${request.url} ${type} ${String(payload).slice(0, 200)} → ${status} ${response.body.slice(0, 300)}`;
      if (r.form) expect(status, where).toBeLessThan(500);
      else checkAnswer(request, response);
      const fields = sentFields(r.form, type, payload);
      const valid = fields !== null && dataRequestFormSchema.safeParse(fields).success;
      if (status === 202) {
        expect(valid, `acknowledged what the schema refuses: ${where}`).toBe(true);
        expect(bodyText(response), where).toContain(MSG_DATA_REQUEST_SENT);
      } else {
        expect([400, 403, 413, 415, 429], where).toContain(status);
        expect(await rows(), `a request stored without a 202: ${where}`).toBe(before);
      }
      // A browser's own request (its content type, the generated fields, a network that has sent
      // nothing yet, nothing that makes it look cross-site) is refused only by the schema.
      const headerNames = Object.keys(r.headers).map((name) => name.toLowerCase());
      const sameSite = !headerNames.some((name) => ["origin", "referer", "sec-fetch-site"].includes(name));
      if (r.fresh && r.junk === null && r.type === null && !claimsEncodedBody(request) && sameSite)
        expect(status, where).toBe(valid ? 202 : 400);
    }),
    params(61, runs.other),
  );
}

/** A token as a link might carry one: empty, random, long, truncated-looking or structured junk. */
const forgedToken = fc.oneof(
  fc.constantFrom("", ".", "..", "a.b.c", "%00", "null", "undefined", "0", "x".repeat(5000)),
  fc.base64String({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  hostileText,
);

const linkRequest = fc.record({
  path: fc.constantFrom(NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, MY_DATA_CONFIRM_PATH),
  method: fc.constantFrom<Method>("GET", "POST"),
  token: forgedToken,
  inBody: fc.boolean(),
  type: fc.option(contentType, { freq: 3 }),
  ...anySender,
});

/** Newsletter confirm/unsubscribe and /my-data/confirm with forged tokens: never 5xx, an HTML page, no row changed. */
export async function privacyLinksProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params } = suite;
  const snapshot = async () =>
    JSON.stringify([
      await t.database.db.selectFrom("subscribers").selectAll().orderBy("id").execute(),
      await t.database.db.selectFrom("data_requests").selectAll().orderBy("id").execute(),
    ]);
  await fc.assert(
    fc.asyncProperty(linkRequest, async (r) => {
      const query = r.inBody && r.method === "POST" ? "" : `?token=${encodeURIComponent(r.token)}`;
      const body = r.method === "POST" ? new URLSearchParams({ token: r.token }).toString() : undefined;
      const type = body === undefined ? undefined : (r.type ?? FORM_CONTENT_TYPE);
      const request = enveloped(r.method, `${r.path}${query}`, r, type, body);
      const before = await snapshot();
      const response = await log.send(t.app, `${r.method} ${r.path} (forged token)`, request);
      const where = `${r.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      expect([400, 403, 404, 410, 413, 415, 429], where).toContain(response.statusCode);
      expect(await snapshot(), `a forged link changed a row: ${where}`).toBe(before);
    }),
    params(62, runs.other),
  );
}

/** The admin's data-request routes, with junk ids, methods and bodies. */
const dataRequestTarget: fc.Arbitrary<{ method: Method; path: string }> = fc.oneof(
  fc.constant({ method: "GET" as const, path: DATA_REQUESTS_API_PATH }),
  pathId.map((id) => ({ method: "GET" as const, path: `${DATA_REQUESTS_API_PATH}/${id}/copy` })),
  fc
    .record({ id: pathId, action: fc.constantFrom("erase", "complete", "refuse"), method: anyMethod })
    .map(({ id, action, method }) => ({ method, path: `${DATA_REQUESTS_API_PATH}/${id}/${action}` })),
);
const dataRequestAdminRequest = adminRequestTo(dataRequestTarget);

/** The data-request desk without a live session: 401 on every route and input. */
export function dataRequestsWithoutSessionProperty(suite: HostileSuite): Promise<void> {
  return signedOutProperty(suite, {
    label: "data-request desk",
    requests: dataRequestAdminRequest,
    toRequest: adminRequestOf,
    offset: 63,
    numRuns: suite.runs.other,
  });
}

/** The data-request desk with a live session: never 5xx, 403 to changes from other origins, no request is erased by junk. */
export function dataRequestsWithSessionProperty(suite: HostileSuite): Promise<void> {
  const group = {
    label: "data-request desk",
    requests: dataRequestAdminRequest,
    offset: 64,
    numRuns: suite.runs.other,
  };
  return signedInProperty(suite, group, (sent, r, request) => {
    if (sent.otherOrigin) return;
    // No confirmed request exists in this run: an id is never open.
    if (r.target.path !== DATA_REQUESTS_API_PATH)
      expect([400, 403, 404, 405, 413, 415], `${request.method} ${request.url}`).toContain(sent.status);
  });
}
