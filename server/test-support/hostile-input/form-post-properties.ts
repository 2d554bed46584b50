import fc from "fast-check";
import { expect } from "vitest";
import { FORM_POST_PATHS, FORM_SENT_PAGES, HONEYPOT_FIELD } from "#contracts/leads/form-constants.ts";
import { FORM_CONTENT_TYPE, type FormKind, readFormFields, submissionEnvelope } from "#server/platform/form-pages.ts";
import { acceptedSubmission, acceptedSubscriber, claimsEncodedBody } from "./oracles.ts";
import { anyJson, hostileBody, hostileText, lookingValidSubmission, type Payload, validEmail } from "./payloads.ts";
import { anyEnvelope, contentType, enveloped, queryString } from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of the lead forms sent without JavaScript: POST /forms/submissions and
// /forms/subscribers with urlencoded bodies. Never a 5xx; a refusal is an HTML page that says
// why; a success is a 303 to a thank-you page; they store exactly what the JSON API would.

const BODY_LIMIT = 32 * 1024;
/** Where a success may send the browser: the thank-you pages, or back to the SEO audit's page. */
const LANDINGS = new Set<string>([...Object.values(FORM_SENT_PAGES), "/tools/seo-audit-generator"]);
const REFUSAL_HEADING = /<h1>(Please check your form|Your form was not sent)<\/h1>/;
const CROSS_SITE = "This form was sent to us from another website, so we did not accept it.";

/**
 * Whether a browser would say the post came from another site: the generated headers carry
 * no Origin or Sec-Fetch-Site, so a Referer that is an http(s) URL of any origin but
 * app.inject's http://localhost (port 80). Such a form is refused with 403, whatever it holds.
 */
function fromAnotherSite(headers: Record<string, string>): boolean {
  if (headers.referer === undefined) return false;
  try {
    const url = new URL(headers.referer);
    return url.origin !== "http://localhost";
  } catch {
    return false;
  }
}

/** A value as a form field carries it: text, or (for ticked boxes) several of them. */
function fieldValues(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
  return [typeof value === "string" ? value : JSON.stringify(value)];
}

/** A urlencoded body with one key per field, lists repeated (as a browser sends ticked boxes). */
function urlencoded(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of fieldValues(value)) params.append(key, item);
  }
  return params.toString();
}

const submissionForm = lookingValidSubmission.map((envelope) => {
  const { data, ...rest } = envelope as { data?: unknown } & Record<string, unknown>;
  return urlencoded({ ...rest, ...(data && typeof data === "object" ? (data as Record<string, unknown>) : {}) });
});
const subscriberForm = fc
  .record(
    {
      email: fc.oneof({ weight: 4, arbitrary: validEmail }, { weight: 1, arbitrary: hostileText }),
      [HONEYPOT_FIELD]: fc.oneof(fc.constant(""), hostileText, anyJson),
      extra: hostileText,
    },
    { requiredKeys: ["email"] },
  )
  .map(urlencoded);

const formPost = fc.constantFrom<FormKind>("submissions", "subscribers").chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    body: fc.oneof(
      { weight: 4, arbitrary: kind === "submissions" ? submissionForm : subscriberForm },
      { weight: 1, arbitrary: hostileBody },
    ),
    type: fc.oneof(
      { weight: 4, arbitrary: fc.constant<string | undefined>(FORM_CONTENT_TYPE) },
      { weight: 1, arbitrary: fc.constant<string | undefined>(`${FORM_CONTENT_TYPE}; charset=UTF-8`) },
      { weight: 1, arbitrary: contentType },
    ),
    ...anyEnvelope,
    query: fc.oneof({ weight: 3, arbitrary: fc.constant("") }, { weight: 1, arbitrary: queryString }),
    /** Mostly an address that has sent nothing, so the limits do not decide. */
    fresh: fc.boolean(),
  }),
);

function isFormType(type: string | undefined): boolean {
  return (type?.split(";")[0]?.trim().toLowerCase() ?? "") === FORM_CONTENT_TYPE;
}

/** What the JSON API makes of these fields: null when it refuses them. */
function accepted(kind: FormKind, body: Payload) {
  if (typeof body !== "string") return null;
  const fields = readFormFields(body);
  if (kind === "subscribers") return acceptedSubscriber(fields);
  return acceptedSubmission(submissionEnvelope(fields));
}

/** The no-JavaScript lead forms: never 5xx, HTML refusals with a reason, stores what the schemas accept */
export async function formPostsProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params, count, freshAddress } = suite;
  await fc.assert(
    fc.asyncProperty(formPost, async (r) => {
      const sender = { ...r, address: r.fresh ? freshAddress() : r.address };
      const request = enveloped("POST", FORM_POST_PATHS[r.kind], sender, r.type, r.body);
      const sentBefore = log.sentFrom(request.remoteAddress ?? "");
      const subscriber = r.kind === "subscribers" && isFormType(r.type) ? accepted(r.kind, r.body) : null;
      const known =
        subscriber !== null &&
        "email" in subscriber &&
        (await t.database.db
          .selectFrom("subscribers")
          .select("id")
          .where("email", "=", String(subscriber.email))
          .executeTakeFirst()) !== undefined;
      const before = await count(r.kind);
      const response = await log.send(t.app, `POST ${FORM_POST_PATHS[r.kind]}`, request);
      const after = await count(r.kind);
      const status = response.statusCode;
      const where = `${request.url} ${String(request.headers["content-type"])} ${String(r.body).slice(0, 200)} → ${status} ${response.body.slice(0, 300)}`;
      expect(status, where).toBeLessThan(500);
      const answer = isFormType(r.type) ? accepted(r.kind, r.body) : null;
      const crossSite = fromAnotherSite(r.headers);
      if (crossSite) expect(status, `a post from another site was answered: ${where}`).not.toBe(303);

      if (status === 303) {
        expect(answer, `acknowledged what the schema refuses: ${where}`).not.toBeNull();
        expect(LANDINGS.has(String(response.headers.location)), where).toBe(true);
        // A subscribe of a known address is acknowledged the same and stores nothing new.
        expect(after, where).toBe(answer?.dropped || (r.kind === "subscribers" && known) ? before : before + 1);
        return;
      }
      expect(status, where).toBeGreaterThanOrEqual(400);
      expect(String(response.headers["content-type"]), where).toMatch(/^text\/html/);
      expect(response.body, where).toMatch(REFUSAL_HEADING);
      expect(after, `stored without a 303: ${where}`).toBe(before);
      if (response.body.includes("Please check your form")) {
        expect(answer, `refused what the schema accepts: ${where}`).toBeNull();
      }
      const plain =
        Buffer.byteLength(String(r.body)) < BODY_LIMIT && !claimsEncodedBody(request) && r.fresh && sentBefore === 0;
      if (status === 403 && response.body.includes(CROSS_SITE)) {
        expect(crossSite, `refused as from another site: ${where}`).toBe(true);
        return;
      }
      if (answer && plain && !crossSite) expect.fail(`a valid form was refused: ${where}`);
    }),
    params(51, runs.formPosts),
  );
}
