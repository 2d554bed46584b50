import { afterEach, describe, expect, it } from "vitest";
import { MSG_CHECK_INBOX, MSG_NEWSLETTER_NEEDS_EMAIL } from "#contracts/leads/newsletter.ts";
import { FORM_POST_PATHS } from "#contracts/leads/form-constants.ts";
import { createTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { TEST_MAIL_CONFIG } from "#server/test-support/leads-api.ts";

// Subscribing needs mail: without SMTP or a public URL the visitor is told so (never a silent
// success) and nothing is stored. A mail server that fails does not fail the visitor: the
// confirmation waits in the mail outbox and is tried again.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const subscribe = (app: TestApp) =>
  app.app.inject({ method: "POST", url: "/api/subscribers", payload: { email: "asha@example.in" } });
const rows = (app: TestApp) => app.database.db.selectFrom("subscribers").selectAll().execute();

describe("subscribing without mail", () => {
  it.each([
    ["no SMTP", { ...TEST_MAIL_CONFIG, smtp: null }],
    ["no public URL", { ...TEST_MAIL_CONFIG, publicUrl: null }],
  ])("answers 503 with the reason when the server has %s, and stores nothing", async (_case, config) => {
    t = await createTestApp(undefined, { config, loadMailTransport: async () => ({ send: async () => {} }) });
    const answer = await subscribe(t);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: MSG_NEWSLETTER_NEEDS_EMAIL });
    expect(await rows(t)).toEqual([]);
    // The no-JS form says the same on a page.
    const page = await t.app.inject({
      method: "POST",
      url: FORM_POST_PATHS.subscribers,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=asha%40example.in",
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("e-mail is not set up");
  });

  it("queues the confirmation when the mail server refuses it: the visitor is answered, the mail waits", async () => {
    t = await createTestApp(undefined, {
      config: TEST_MAIL_CONFIG,
      loadMailTransport: async () => ({
        send: async () => {
          throw new Error("550 relay denied");
        },
      }),
    });
    const answer = await subscribe(t);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: MSG_CHECK_INBOX });
    const [row] = await rows(t);
    expect(row?.confirmed_at).toBeNull();
    await t.app.mailOutbox.runOnce();
    const mails = await t.database.db.selectFrom("mail_outbox").selectAll().execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "newsletter-confirm", lead_id: null, state: "queued", attempts: 1 });
    expect(mails[0]?.last_error).toContain("550 relay denied");
    // The one-click unsubscribe headers are kept in the row, for the retry.
    expect(JSON.parse(mails[0]!.message).headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
