import fc from "fast-check";
import { expect } from "vitest";
import {
  BOOKING_AVAILABILITY_API_PATH,
  BOOKING_CALLS_API_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  BOOKINGS_PATH,
} from "#contracts/booking/booking.ts";
import { ALERT_PUSH_PATH, ALERT_RULES_PATH, ALERT_SETTINGS_PATH } from "#contracts/leads/assignment.ts";
import { RESPONSE_TARGET_PATH } from "#contracts/leads/first-response.ts";
import { REPLY_TEMPLATE_TYPES, REPLY_TEMPLATES_PATH } from "#contracts/leads/reply-templates.ts";
import { adminRequestOf, sendSignedIn, signedOutProperty } from "./admin-properties.ts";
import { anyJson, hostileBody, hostileText, validEmail } from "./payloads.ts";
import { origin } from "./request-generators.ts";
import { anyEnvelope, checkAnswer, enveloped, type Method, mostlyOwnBody, pathId, queryString } from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of the speed-to-lead endpoints (issue 27): the public booking routes (slots,
// book, manage, reschedule, cancel) and the admin's calls, hours, alerts, reply templates and
// response target. Every answer 2xx or 4xx with a reason, never 5xx; a refused request stores
// nothing (the tables these routes write are the same before and after).

/** Everything these routes may write, as text: equal before and after a refusal. */
async function writtenState(suite: HostileSuite): Promise<string> {
  const { db } = suite.t.database;
  return JSON.stringify([
    await db.selectFrom("bookings").selectAll().orderBy("id").execute(),
    await db.selectFrom("booking_availability").selectAll().orderBy("staff_id").execute(),
    await db.selectFrom("admin_settings").selectAll().orderBy("key").execute(),
    await db.selectFrom("assignment_rules").selectAll().orderBy("id").execute(),
    await db.selectFrom("alert_settings").selectAll().orderBy("user_id").execute(),
    await db.selectFrom("push_subscriptions").selectAll().orderBy("id").execute(),
    (await db.selectFrom("submissions").select("id").execute()).length,
  ]);
}

/** A near-valid JSON object of these fields (plausible values mostly, hostile ones and any JSON too). */
const objectOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          fc.oneof(
            { weight: 4, arbitrary: value },
            { weight: 1, arbitrary: hostileText },
            { weight: 1, arbitrary: anyJson },
          ),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value));

const slotStart = fc.oneof(
  fc.constantFrom(
    "2026-11-24T04:30:00.000Z",
    "2026-11-23T03:30:00.000Z",
    "2026-11-22T10:00:00.000Z",
    "2026-11-24T04:31:00Z",
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);
const token = fc.oneof(fc.string({ maxLength: 60 }), fc.base64String({ maxLength: 80 }), hostileText);
const day = fc.oneof(
  fc.constantFrom("2026-11-23", "2026-11-22", "2026-02-30", "9999-12-31", "", "today"),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);
const minutes = fc.oneof(fc.integer({ min: -100, max: 5000 }), fc.constantFrom(15, 60, 1620, 14, 1621, 30.5, "60"));
const time = fc.oneof(fc.constantFrom("09:00", "18:00", "24:00", "9:00", "18:30", ""), hostileText);
const weekly = fc.array(fc.record({ open: fc.boolean(), from: time, to: time }, { requiredKeys: [] }), {
  minLength: 6,
  maxLength: 8,
});

type Target = { method: Method; path: string; body?: fc.Arbitrary<string> };

const publicTargets: fc.Arbitrary<Target> = fc.oneof(
  day.map((from) => ({ method: "GET" as const, path: `${BOOKING_SLOTS_PATH}?from=${encodeURIComponent(from)}` })),
  fc.constant({
    method: "POST" as const,
    path: BOOKINGS_PATH,
    body: objectOf({
      start: slotStart,
      fullName: fc.constantFrom("Asha Rao", "A", ""),
      contactNumber: fc.constantFrom("+91 98765 43210", "12", ""),
      email: validEmail,
      marketingConsent: fc.boolean(),
      homepage: fc.constantFrom("", "http://spam.example"),
    }),
  }),
  token.map((value) => ({ method: "GET" as const, path: `${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(value)}` })),
  fc.constant({ method: "POST" as const, path: BOOKING_CANCEL_PATH, body: objectOf({ token }) }),
  fc.constant({ method: "POST" as const, path: BOOKING_RESCHEDULE_PATH, body: objectOf({ token, start: slotStart }) }),
);

const adminTargets: fc.Arbitrary<Target> = fc.oneof(
  fc.constantFrom<Target>(
    { method: "GET", path: BOOKING_CALLS_API_PATH },
    { method: "GET", path: BOOKING_AVAILABILITY_API_PATH },
    { method: "GET", path: ALERT_RULES_PATH },
    { method: "GET", path: ALERT_SETTINGS_PATH },
    { method: "GET", path: REPLY_TEMPLATES_PATH },
    { method: "GET", path: RESPONSE_TARGET_PATH },
  ),
  fc.oneof(fc.constantFrom("1", "2"), pathId).map((id) => ({
    method: "PUT" as const,
    path: `${BOOKING_AVAILABILITY_API_PATH}/${id}`,
    body: objectOf({
      takesCalls: fc.boolean(),
      weekly,
      callMinutes: minutes,
      bufferMinutes: minutes,
      noticeMinutes: minutes,
    }),
  })),
  fc.constant({
    method: "PUT" as const,
    path: ALERT_RULES_PATH,
    body: objectOf({
      rules: fc.array(
        fc.record({
          kind: fc.constantFrom("any", "type", "platform", "owner"),
          match: fc.oneof(fc.constant(null), fc.constantFrom("contact", "quote", "google")),
          accountIds: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 4 }),
        }),
        { maxLength: 4 },
      ),
    }),
  }),
  fc.constant({
    method: "PUT" as const,
    path: ALERT_SETTINGS_PATH,
    body: objectOf({ email: fc.oneof(validEmail, fc.constant(null)), emailOn: fc.boolean() }),
  }),
  fc.constantFrom<Method>("POST", "DELETE").map((method) => ({
    method,
    path: ALERT_PUSH_PATH,
    body: objectOf({
      endpoint: fc.constantFrom("https://push.example.test/abc", "http://127.0.0.1/x", "file:///etc/passwd"),
      keys: fc.record({ p256dh: fc.base64String({ maxLength: 90 }), auth: fc.base64String({ maxLength: 24 }) }),
    }),
  })),
  fc.oneof(fc.constantFrom(...REPLY_TEMPLATE_TYPES), hostileText).map((type) => ({
    method: "PUT" as const,
    path: `${REPLY_TEMPLATES_PATH}/${encodeURIComponent(type)}`,
    body: objectOf({ subject: fc.string({ maxLength: 120 }), body: fc.string({ maxLength: 400 }) }),
  })),
  fc.oneof(fc.constantFrom(...REPLY_TEMPLATE_TYPES), hostileText).map((type) => ({
    method: "DELETE" as const,
    path: `${REPLY_TEMPLATES_PATH}/${encodeURIComponent(type)}`,
  })),
  fc.constant({ method: "PUT" as const, path: RESPONSE_TARGET_PATH, body: objectOf({ minutes }) }),
);

const requestTo = (targets: fc.Arbitrary<Target>) =>
  targets.chain((target) =>
    fc.record({
      target: fc.constant(target),
      ...anyEnvelope,
      query: fc.oneof(fc.constant(""), queryString),
      origin,
      body: mostlyOwnBody(
        (target.body ?? hostileBody).map((payload) => ["application/json", payload] as const),
        3,
      ),
    }),
  );

const adminRequests = requestTo(adminTargets);

/** A refusal changed nothing these routes write. */
async function refusalStoresNothing(suite: HostileSuite, status: number, before: string, where: string) {
  if (status >= 400) expect(await writtenState(suite), `a refusal stored something: ${where}`).toBe(before);
}

/** Public booking routes: never 5xx, 4xx as JSON with a reason, nothing stored on a refusal */
export async function publicBookingProperty(suite: HostileSuite): Promise<void> {
  const { t, log, params, runs } = suite;
  await fc.assert(
    fc.asyncProperty(requestTo(publicTargets), async (r) => {
      const request = enveloped(r.target.method, r.target.path, r, r.body?.[0], r.body?.[1]);
      const before = await writtenState(suite);
      const response = await log.send(t.app, `${r.target.method} ${r.target.path.split("?")[0]}`, request);
      checkAnswer(request, response);
      await refusalStoresNothing(suite, response.statusCode, before, `${request.method} ${request.url}`);
    }),
    params(61, runs.other),
  );
}

/** Speed-to-lead admin routes without a live session: 401 on every route and input */
export function speedToLeadWithoutSessionProperty(suite: HostileSuite): Promise<void> {
  return signedOutProperty(suite, {
    label: "speed-to-lead admin",
    requests: adminRequests,
    toRequest: adminRequestOf,
    offset: 62,
    numRuns: suite.runs.other,
  });
}

/** Speed-to-lead admin routes signed in: never 5xx, 403 from other origins, nothing stored on a refusal */
export async function speedToLeadWithSessionProperty(suite: HostileSuite, cookie = suite.cookie): Promise<void> {
  const { params, runs } = suite;
  await fc.assert(
    fc.asyncProperty(adminRequests, async (r) => {
      const request = adminRequestOf(r, { cookie });
      const before = await writtenState(suite);
      const sent = await sendSignedIn(suite, "speed-to-lead admin (signed in)", r, request);
      if (!sent) return;
      await refusalStoresNothing(suite, sent.status, before, `${request.method} ${request.url}`);
    }),
    params(63, runs.other),
  );
}
