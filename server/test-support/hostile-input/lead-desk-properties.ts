import fc from "fast-check";
import { expect } from "vitest";
import { ADMIN_API_PREFIX } from "#contracts/auth/session.ts";
import { BOARD_COLUMN_SIZE, LEAD_STATUSES } from "#contracts/leads/lead-desk.ts";
import { origin } from "./request-generators.ts";
import { anyJson, hostileBody, hostileText } from "./payloads.ts";
import { type Method, mostlyOwnBody, pathId, queryString, randomHeaders } from "./requests.ts";
import { adminRequestOf, signedInProperty, signedOutProperty } from "./admin-properties.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of the lead desk's routes (contracts/leads/lead-desk.ts): never 5xx, 4xx as JSON with
// `error`, 401 without a session, 403 to changes from other origins, well-formed answers.

const dayLike = fc.oneof(
  fc.constantFrom("2026-11-22", "2026-11-21", "2026-02-30", "0000-01-01", "9999-12-31", "2026-1-1", "today", ""),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  hostileText,
);

/** The lead filters with plausible and hostile values, as a query string. */
const leadQuery: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constant("status"), fc.oneof(fc.constantFrom(...LEAD_STATUSES, "Lost", "open"), hostileText)),
      fc.tuple(
        fc.constant("owner"),
        fc.oneof(fc.constantFrom("me", "none", "1", "2", "0", "-1", "2147483648", "ME"), hostileText),
      ),
      fc.tuple(fc.constantFrom("from", "to"), dayLike),
      fc.tuple(fc.constant("due"), fc.oneof(fc.constantFrom("today", "overdue", "tomorrow"), hostileText)),
      fc.tuple(
        fc.constantFrom("type", "q", "limit", "cursor", "format"),
        fc.oneof(fc.constantFrom("all", "quote", "csv", "json", "5"), hostileText),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.length === 0 ? "" : `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`,
  );

/** Mostly ids of stored leads and notes (earlier properties stored some), junk too. */
const rowId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 2, arbitrary: pathId },
);

/** Bodies of the lead desk's changes: near-valid JSON objects mostly, junk too. */
const leadUpdateBody = fc
  .record(
    {
      status: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...LEAD_STATUSES) }, { weight: 1, arbitrary: anyJson }),
      lostReason: fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 1, arbitrary: anyJson }),
      ownerId: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(null, 1, 2, 0, -1, 2 ** 31, "1") },
        { weight: 1, arbitrary: anyJson },
      ),
      followUpOn: fc.oneof(
        { weight: 4, arbitrary: fc.oneof(dayLike, fc.constant(null)) },
        { weight: 1, arbitrary: anyJson },
      ),
      valueEstimate: fc.oneof(
        { weight: 4, arbitrary: fc.oneof(hostileText, fc.constant(null)) },
        { weight: 1, arbitrary: anyJson },
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
/** A JSON object of these text fields: plain words mostly (stored), hostile text or any JSON too. */
const textBody = (keys: string[]) =>
  fc
    .dictionary(
      fc.constantFrom(...keys),
      fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
        { weight: 3, arbitrary: hostileText },
        { weight: 1, arbitrary: anyJson },
      ),
    )
    .map((value) => JSON.stringify(value));

const targets: fc.Arbitrary<{ method: Method; path: string; body?: fc.Arbitrary<string | Buffer | undefined> }> =
  fc.oneof(
    fc.constantFrom(
      { method: "GET" as const, path: `${ADMIN_API_PREFIX}/pipeline` },
      { method: "GET" as const, path: `${ADMIN_API_PREFIX}/board` },
      { method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions` },
      { method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions/export` },
    ),
    rowId.map((id) => ({
      method: "PATCH" as const,
      path: `${ADMIN_API_PREFIX}/submissions/${id}`,
      body: leadUpdateBody,
    })),
    rowId.map((id) => ({ method: "POST" as const, path: `${ADMIN_API_PREFIX}/submissions/${id}/unread` })),
    rowId.map((id) => ({ method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions/${id}/notes` })),
    rowId.map((id) => ({
      method: "POST" as const,
      path: `${ADMIN_API_PREFIX}/submissions/${id}/notes`,
      body: textBody(["body"]),
    })),
    fc.tuple(rowId, rowId).map(([id, noteId]) => ({
      method: "PATCH" as const,
      path: `${ADMIN_API_PREFIX}/submissions/${id}/notes/${noteId}`,
      body: textBody(["body"]),
    })),
    rowId.map((id) => ({ method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions/${id}/timeline` })),
    rowId.map((id) => ({ method: "GET" as const, path: `${ADMIN_API_PREFIX}/submissions/${id}/related` })),
    rowId.map((id) => ({
      method: "POST" as const,
      path: `${ADMIN_API_PREFIX}/submissions/${id}/reply`,
      body: textBody(["subject", "body"]),
    })),
    rowId.map((id) => ({
      method: "POST" as const,
      path: `${ADMIN_API_PREFIX}/submissions/${id}/contact-click`,
      body: fc.oneof(
        fc.constantFrom("call", "email", "whatsapp").map((via) => JSON.stringify({ via })),
        textBody(["via"]),
      ),
    })),
  );

const leadDeskRequest = targets.chain((target) =>
  fc.record({
    target: fc.constant(target),
    query: fc.oneof(leadQuery, queryString),
    origin,
    headers: randomHeaders,
    body: mostlyOwnBody(
      (target.body ?? hostileBody).map((payload) => ["application/json", payload] as const),
      3,
    ),
  }),
);

/** The lead desk routes without a live session */
export function leadDeskWithoutSessionProperty(suite: HostileSuite): Promise<void> {
  return signedOutProperty(suite, {
    label: "lead desk",
    requests: leadDeskRequest,
    toRequest: adminRequestOf,
    offset: 41,
    numRuns: suite.runs.adminAnonymous,
  });
}

/** The lead desk's routes with a live session: never 5xx, 403 to changes from other origins, well-formed answers */
export function leadDeskWithSessionProperty(suite: HostileSuite): Promise<void> {
  const group = { label: "lead desk", requests: leadDeskRequest, offset: 42, numRuns: suite.runs.adminSignedIn };
  return signedInProperty(suite, group, ({ status, answer }, r, request) => {
    if (status !== 200 || request.method !== "GET") return;
    const path = r.target.path;
    if (path.endsWith("/pipeline")) {
      expect(Object.keys(answer as object).sort()).toEqual([...LEAD_STATUSES].sort());
    } else if (path.endsWith("/board")) {
      const board = answer as { columns: { status: string; count: number; items: unknown[] }[] };
      expect(board.columns.map((column) => column.status)).toEqual([...LEAD_STATUSES]);
      for (const column of board.columns) {
        expect(column.items.length).toBeLessThanOrEqual(Math.min(column.count, BOARD_COLUMN_SIZE));
      }
    } else if (/\/(notes|timeline|related)$/.test(path)) {
      expect(Array.isArray(answer)).toBe(true);
    }
  });
}
