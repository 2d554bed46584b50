import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_FIELD, MSG_BAD_IDEMPOTENCY_KEY, NO_SCRIPT_FORM_KEY } from "#contracts/leads/idempotency.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { audit, auditFacts, tokenFor } from "#server/test-support/audit-request.ts";
import { contact, leadsApi, LEADS_NOW, quote } from "#server/test-support/leads-api.ts";
import { REPLAYED_HEADER } from "./idempotency.ts";

// A form's idempotency key: a second tap, a retry after a time-out or two requests at the same
// moment with one key and the same details store one lead and are all answered with it.

const KEY = "0b6f1f2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`idempotency keys on ${name}`, () => {
    const { post, submissions, mail, app } = leadsApi(target);
    const send = (key: string | undefined, data: Record<string, unknown> = contact) =>
      post("/api/submissions", { type: "contact", data, ...(key === undefined ? {} : { [IDEMPOTENCY_FIELD]: key }) });

    it("answers a repeat with the first lead and stores nothing more", async () => {
      const first = await send(KEY);
      const again = await send(KEY);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(again.headers[REPLAYED_HEADER]).toBe("true");
      const rows = await submissions();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.idempotency_key).toMatch(/^[0-9a-f]{64}$/);
    });

    it("stores one lead when twenty requests with one key arrive at once", async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(KEY)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
      const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
      expect(ids.size).toBe(1);
      const rows = await submissions();
      expect(rows.map((row) => row.id)).toEqual([...ids]);
      expect(answers.filter((answer) => answer.headers[REPLAYED_HEADER] === "true")).toHaveLength(19);
    });

    it("keeps every concurrent lead apart when each has its own key", async () => {
      const keys = Array.from({ length: 10 }, (_, index) => `${KEY.slice(0, -2)}${String(index).padStart(2, "0")}`);
      await Promise.all(keys.map((key) => send(key)));
      expect(await submissions()).toHaveLength(10);
    });

    it("keeps the leads of visitors apart who share the page's key (no JavaScript) but not their details", async () => {
      await send(NO_SCRIPT_FORM_KEY, contact);
      await send(NO_SCRIPT_FORM_KEY, { ...contact, fullName: "Vikram Singh", email: "vikram@example.in" });
      expect(await submissions()).toHaveLength(2);
    });

    it("stores every request sent without a key, as before", async () => {
      await send(undefined);
      await send(undefined);
      expect(await submissions()).toHaveLength(2);
    });

    it("refuses a key of the wrong shape or length with 400 and a reason", async () => {
      for (const bad of ["short", "x".repeat(65), "has spaces in it here", 42]) {
        const response = await post("/api/submissions", { type: "quote", data: quote, [IDEMPOTENCY_FIELD]: bad });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ fields: { [IDEMPOTENCY_FIELD]: MSG_BAD_IDEMPOTENCY_KEY } });
      }
      expect(await submissions()).toHaveLength(0);
    });

    it("takes the key from a form sent without JavaScript: a second post lands on the same thank-you page", async () => {
      const body = new URLSearchParams({ type: "contact", ...contact, [IDEMPOTENCY_FIELD]: NO_SCRIPT_FORM_KEY });
      const postForm = () =>
        post("/forms/submissions", null, { contentType: "application/x-www-form-urlencoded", raw: body.toString() });
      const [first, again] = await Promise.all([postForm(), postForm()]);
      expect([first.statusCode, again.statusCode]).toEqual([303, 303]);
      expect(again.headers.location).toBe("/thank-you/contact");
      const rows = await submissions();
      expect(rows).toHaveLength(1);
      expect(Object.keys(JSON.parse(rows[0]!.data) as object)).not.toContain(IDEMPOTENCY_FIELD);
    });

    it("answers a repeated audit request as the first was answered, and e-mails its report once", async () => {
      const reportToken = await tokenFor(app(), auditFacts, LEADS_NOW);
      const request = { type: "audit", data: audit, reportToken, [IDEMPOTENCY_FIELD]: KEY };
      const [first, second] = await Promise.all([post("/api/submissions", request), post("/api/submissions", request)]);
      const again = await post("/api/submissions", request);
      expect(first.json()).toEqual({ id: expect.any(Number), reportEmailed: true });
      expect(second.json()).toEqual(first.json());
      expect(again.json()).toEqual(first.json());
      expect(await submissions()).toHaveLength(1);
      expect(mail().filter((message) => message.to === audit.email)).toHaveLength(1);
    });
  });
}
