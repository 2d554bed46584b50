import type { ParsedMail } from "mailparser";
import { DEFAULT_REPLY_TEMPLATES } from "#contracts/leads/reply-templates.ts";
import { expect, gotoHydrated } from "../support.ts";
import { sentTo, startMailCapture, testWithMail } from "../mail-capture-support.ts";
import { fillQuote, uniqueEmail } from "../lead-forms-support.ts";

// The instant reply through a real SMTP server: a quote sent on /quote → the visitor's reply
// arrives with the booking link; the SMTP server stopped → the next lead's mails wait in the
// outbox and go out once it is back (MAIL_RETRY_MS keeps the retries short here).

const test = testWithMail({ MAIL_RETRY_MS: "300" });

const isReplyTo = (email: string) => (message: ParsedMail) =>
  sentTo(message, email) && message.subject === DEFAULT_REPLY_TEMPLATES.quote.subject;

async function sendQuote(page: import("@playwright/test").Page, email: string) {
  await gotoHydrated(page, "/quote");
  const form = await fillQuote(page, "Quote request form", email, "More leads from search.");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toBeVisible();
}

test("a quote gets the instant reply with the booking link, and mails wait out a mail server that is down", async ({
  page,
  mail,
}) => {
  const first = uniqueEmail("reply");
  await sendQuote(page, first);
  const reply = await mail.capture.waitFor(isReplyTo(first));
  expect(reply.text).toContain("Hello Rohit,");
  expect(reply.text).toContain(`book a 30-minute call now: ${mail.site.origin}/book`);
  expect(reply.from?.text).toContain("team@crestline.test");

  // The mail server goes away; the next lead is still stored and answered.
  const { port } = mail.capture;
  await mail.capture.stop();
  const second = uniqueEmail("queued");
  await sendQuote(page, second);
  // A few retries fail meanwhile (300 ms, 600 ms, 1.2 s…).
  await page.waitForTimeout(2_000);

  const back = await startMailCapture(port);
  try {
    const late = await back.waitFor(isReplyTo(second), 30_000);
    expect(late.text).toContain(`${mail.site.origin}/book`);
    // The staff e-mail of that lead was queued too, and went out with it.
    await back.waitFor((message) => sentTo(message, "team@crestline.test") && (message.text ?? "").includes(second));
    expect(mail.capture.messages.some(isReplyTo(second))).toBe(false);
  } finally {
    await back.stop();
  }
});
