import fc from "fast-check";
import { expect } from "vitest";
import { ADMIN_API_PREFIX } from "#contracts/auth/session.ts";
import { SEARCH_FIELDS } from "#contracts/leads/lead-desk.ts";
import {
  HONEYPOT_FIELD,
  MSG_INVALID_FIELDS,
  FORM_SUBMISSION_TYPES,
  type FormSubmissionType,
} from "#contracts/leads/form-constants.ts";
import { submissionDataSchema } from "#contracts/leads/forms.ts";
import { acceptedSubmission, acceptedSubscriber, isPlainJsonRequest, jsonOf } from "./oracles.ts";
import { ODD_TEXT, SCRIPT_INJECTION, SQL_INJECTION, SQL_LOOKING_EMAILS, VALID_FORMS } from "./payloads.ts";
import { submissionRequest, subscriberRequest } from "./request-generators.ts";
import { checkAnswer, type HostileRequest } from "./requests.ts";
import type { HostileSuite } from "./suite.ts";

// Properties of the lead forms: POST /api/submissions and POST /api/subscribers.

/** stores SQL-injection and script text sent inside valid forms verbatim (after trimming) */
export async function storesInjectionTextVerbatim(suite: HostileSuite): Promise<void> {
  const { t, cookie, runs, log, params, freshAddress } = suite;
  const samples = [...SQL_INJECTION, ...SCRIPT_INJECTION];
  const hostile = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...samples) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.string({ unit: "grapheme", maxLength: 12 }),
          fc.constantFrom(...samples),
          fc.string({ unit: "grapheme", maxLength: 12 }),
        )
        .map((parts) => parts.join("")),
    },
    // Control characters, bidi overrides, emoji: text too, kept as sent.
    { weight: 1, arbitrary: fc.constantFrom(...ODD_TEXT) },
  );
  const fieldsOf: Record<FormSubmissionType, string[]> = {
    contact: ["fullName", "message", "email"],
    quote: ["fullName", "goals", "email"],
    application: ["fullName", "openingTitle", "coverNote", "email"],
    audit: ["fullName", "email"],
  };
  let stored = 0;
  let searched = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...FORM_SUBMISSION_TYPES),
      fc.nat(),
      hostile,
      fc.constantFrom(...SQL_LOOKING_EMAILS),
      fc.constantFrom("", " ", "  \t", "\n "),
      async (type, pick, text, email, pad) => {
        const fields = fieldsOf[type];
        const field = fields[pick % fields.length] ?? "fullName";
        const sent = `${pad}${field === "email" ? email : text}${pad}`;
        const data = { ...VALID_FORMS[type], [field]: sent };
        const expected = submissionDataSchema(type, data).safeParse(data);
        const request: HostileRequest = {
          method: "POST",
          url: "/api/submissions",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ type, data, [HONEYPOT_FIELD]: "" }),
          remoteAddress: freshAddress(),
        };
        const response = await log.send(t.app, "POST /api/submissions (verbatim)", request);
        const answer = checkAnswer(request, response) as { id: number };
        if (!expected.success) {
          // Only over-long text is refused here; the server agrees with the schema.
          expect(response.statusCode, response.body).toBe(400);
          return;
        }
        expect(response.statusCode, response.body).toBe(201);
        stored += 1;
        const row = await t.database.db
          .selectFrom("submissions")
          .selectAll()
          .where("id", "=", answer.id)
          .executeTakeFirstOrThrow();
        expect(row.type).toBe(type);
        const storedData = JSON.parse(row.data) as Record<string, unknown>;
        expect(storedData).toEqual(expected.data);
        expect(storedData[field]).toBe(sent.trim());

        const viaApi = await t.app.inject({
          url: `${ADMIN_API_PREFIX}/submissions/${answer.id}`,
          headers: { cookie },
        });
        expect(viaApi.statusCode).toBe(200);
        expect(viaApi.json<{ data: unknown }>().data).toEqual(expected.data);

        // The dashboard's search finds it by that very text (parameters, never spliced SQL).
        // (SQLite's LIKE reads text only up to a NUL character: such terms are left out.)
        const q = sent.trim().slice(0, 200).trim();
        if ((SEARCH_FIELDS as readonly string[]).includes(field) && q !== "" && !q.includes("\u0000")) {
          const search = await t.app.inject({
            url: `${ADMIN_API_PREFIX}/submissions?type=${type}&limit=3&q=${encodeURIComponent(q)}`,
            headers: { cookie },
          });
          expect(search.statusCode, search.body).toBe(200);
          expect(search.json<{ items: { id: number }[] }>().items[0]?.id).toBe(answer.id);
          searched += 1;
        }
      },
    ),
    {
      ...params(1, runs.verbatim),
      // First a NUL character inside a message, then a search that must look at every row.
      examples: [
        ["contact", 1, "nul\u0000inside", SQL_LOOKING_EMAILS[0], ""],
        ["contact", 1, '" OR ""="', SQL_LOOKING_EMAILS[0], " "],
      ],
    },
  );
  expect(stored).toBeGreaterThan(runs.verbatim * 0.8);
  expect(searched).toBeGreaterThan(0);

  // Subscribers: SQL-looking addresses are stored trimmed and lower-cased, nothing else.
  for (const email of SQL_LOOKING_EMAILS) {
    const request: HostileRequest = {
      method: "POST",
      url: "/api/subscribers",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: ` ${email} ` }),
      remoteAddress: freshAddress(),
    };
    const response = await log.send(t.app, "POST /api/subscribers (verbatim)", request);
    checkAnswer(request, response);
    expect(response.statusCode).toBe(202);
    const row = await t.database.db
      .selectFrom("subscribers")
      .select("email")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    expect(row?.email).toBe(email.toLowerCase());
  }
}

/** POST /api/submissions: never 5xx, agrees with the shared schema, stores exactly what it acknowledges */
export async function submissionsProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params, count } = suite;
  await fc.assert(
    fc.asyncProperty(submissionRequest, async (request) => {
      const sentBefore = log.sentFrom(request.remoteAddress ?? "");
      const before = await count("submissions");
      const response = await log.send(t.app, "POST /api/submissions", request);
      const answer = checkAnswer(request, response) as { id?: number; error?: string; fields?: unknown };
      const after = await count("submissions");
      const json = jsonOf(request.payload);
      const accepted = json.ok ? acceptedSubmission(json.value) : null;

      if (response.statusCode === 201) {
        expect(accepted, "acknowledged what the schema refuses").not.toBeNull();
        if (accepted?.dropped) {
          expect(after, "a filled honeypot stored something").toBe(before);
        } else {
          expect(after).toBe(before + 1);
          const row = await t.database.db
            .selectFrom("submissions")
            .selectAll()
            .where("id", "=", answer.id ?? -1)
            .executeTakeFirstOrThrow();
          expect(row.type).toBe(accepted?.type);
          expect(JSON.parse(row.data)).toEqual(accepted?.data);
        }
      } else {
        expect(after, `stored without a 201: ${response.statusCode}`).toBe(before);
      }
      if (response.statusCode === 400 && answer.error === MSG_INVALID_FIELDS) {
        expect(json.ok && accepted === null, "refused what the schema accepts").toBe(true);
        expect(Object.values(answer.fields as object).every((m) => typeof m === "string")).toBe(true);
      }
      if (accepted && isPlainJsonRequest(request, sentBefore)) {
        expect(response.statusCode, `a valid form was refused: ${response.body}`).toBe(201);
      }
    }),
    params(2, runs.submissions),
  );
}

/** POST /api/subscribers: never 5xx, agrees with the shared schema, stores exactly what it acknowledges */
export async function subscribersProperty(suite: HostileSuite): Promise<void> {
  const { t, runs, log, params, count } = suite;
  await fc.assert(
    fc.asyncProperty(subscriberRequest, async (request) => {
      const sentBefore = log.sentFrom(request.remoteAddress ?? "");
      const json = jsonOf(request.payload);
      const accepted = json.ok ? acceptedSubscriber(json.value) : null;
      const known = async () =>
        (await t.database.db
          .selectFrom("subscribers")
          .select("id")
          .where("email", "=", accepted?.email ?? "")
          .executeTakeFirst()) !== undefined;
      const existed = await known();
      const before = await count("subscribers");
      const response = await log.send(t.app, "POST /api/subscribers", request);
      const answer = checkAnswer(request, response) as { error?: string };
      const after = await count("subscribers");
      const status = response.statusCode;

      // Double opt-in: the same 202 whether or not the address was known; a new one is stored unconfirmed.
      if (status === 202) {
        expect(accepted, "acknowledged what the schema refuses").not.toBeNull();
        expect(after).toBe(!accepted?.dropped && !existed ? before + 1 : before);
        if (!accepted?.dropped) {
          const row = await t.database.db
            .selectFrom("subscribers")
            .select("email")
            .where("email", "=", accepted?.email ?? "")
            .executeTakeFirst();
          expect(row, "acknowledged but not stored").toBeDefined();
        }
      } else {
        expect(after, `stored without a 2xx: ${status}`).toBe(before);
      }
      if (status === 400 && answer.error === MSG_INVALID_FIELDS) {
        expect(json.ok && accepted === null, "refused what the schema accepts").toBe(true);
      }
      if (accepted && isPlainJsonRequest(request, sentBefore)) {
        expect(status, `a valid address was refused: ${response.body}`).toBe(202);
      }
    }),
    params(3, runs.subscribers),
  );
}
