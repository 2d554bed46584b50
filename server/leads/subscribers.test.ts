import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#contracts/leads/form-constants.ts";
import { MSG_CHECK_INBOX } from "#contracts/leads/newsletter.ts";
import { databaseTargets } from "#server/platform/db/test-support/databases.ts";
import { LEADS_NOW, leadsApi, nextIp } from "#server/test-support/leads-api.ts";
import { expectRefusal } from "#server/test-support/retry-after.ts";
import { LEAD_RATE_LIMITS } from "./routes.ts";

/** The lead forms' minute window, the longest a minute-limited 429 asks to wait. */
const MINUTE_SECONDS = LEAD_RATE_LIMITS.perMinute.timeWindow / 1000;

// POST /api/subscribers: the newsletter sign-up (double opt-in: newsletter/newsletter.test.ts
// follows the mailed links).

for (const { name, available, target } of databaseTargets()) {
  describe.skipIf(!available)(`leads API on ${name}`, () => {
    const { post, subscribers, mail } = leadsApi(target);

    describe("POST /api/subscribers", () => {
      it("stores a new address unconfirmed (202), and answers a second request the same", async () => {
        const first = await post("/api/subscribers", { email: " Reader@Example.com " });
        expect(first.statusCode).toBe(202);
        expect(first.json()).toEqual({ message: MSG_CHECK_INBOX });
        const again = await post("/api/subscribers", { email: "reader@example.COM" });
        expect(again.statusCode).toBe(202);
        expect(again.json()).toEqual(first.json());
        expect(await subscribers()).toEqual([
          expect.objectContaining({
            email: "reader@example.com",
            created_at: LEADS_NOW.toISOString(),
            source: null,
            confirmed_at: null,
            unsubscribed_at: null,
          }),
        ]);
        expect(mail().map((message) => message.to)).toEqual(["reader@example.com", "reader@example.com"]);
      });

      it("settles concurrent duplicates in the database", async () => {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => post("/api/subscribers", { email: "same@example.com" })),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
        expect(await subscribers()).toHaveLength(1);
      });

      it("answers 400 with the e-mail field's message", async () => {
        for (const body of [{ email: "not-an-email" }, { email: "" }, {}, { email: 5 }, null, [], "x"]) {
          const response = await post("/api/subscribers", body);
          expect(response.statusCode).toBe(400);
          expect(response.json().fields).toEqual({
            email: expect.stringMatching(/^Please enter (a valid|your) email address\.$/),
          });
        }
        expect(await subscribers()).toEqual([]);
      });

      it("answers the honeypot like a person and stores and mails nothing", async () => {
        const response = await post("/api/subscribers", { email: "bot@example.com", [HONEYPOT_FIELD]: "x" });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: MSG_CHECK_INBOX });
        expect(await subscribers()).toEqual([]);
        expect(mail()).toEqual([]);
      });

      it("answers 413, 415 and 429 like the submissions endpoint", async () => {
        expect((await post("/api/subscribers", { email: `${"a".repeat(40_000)}@example.com` })).statusCode).toBe(413);
        expect(
          (await post("/api/subscribers", null, { contentType: "text/plain", raw: "a@example.com" })).statusCode,
        ).toBe(415);
        const ip = nextIp();
        for (let i = 0; i < LEAD_RATE_LIMITS.perMinute.max; i += 1)
          await post("/api/subscribers", { email: `r${i}@example.com` }, { ip });
        expectRefusal(await post("/api/subscribers", { email: "late@example.com" }, { ip }), 429, 1, MINUTE_SECONDS);
        expect(await subscribers()).toHaveLength(LEAD_RATE_LIMITS.perMinute.max);
      });

      it("never answers 5xx to malformed bodies", async () => {
        const raws = [
          "",
          "null",
          "[]",
          '{"email":',
          '{"email":{"$ne":null}}',
          '"a@b.co"',
          `{"email":"${"x".repeat(300)}@example.com"}`,
        ];
        for (const raw of raws) {
          const response = await post("/api/subscribers", null, { raw });
          expect(response.statusCode).toBe(400);
        }
      });
    });
  });
}
