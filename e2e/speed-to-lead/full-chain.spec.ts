import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import type { AdminSubmission, SubmissionPage, TimelineEvent } from "#contracts/leads/lead-desk.ts";
import { DEFAULT_REPLY_TEMPLATES } from "#contracts/leads/reply-templates.ts";
import { expect, gotoHydrated, signInToAdmin } from "../support.ts";
import { sentTo, startMailCapture, testWithMail } from "../mail-capture-support.ts";
import { fillQuote, uniqueEmail } from "../lead-forms-support.ts";

// Issue 27's "Done means", end to end with a real SMTP server: a quote is sent → the visitor's
// instant reply arrives with the booking link → the visitor follows it and books a slot → the
// visitor and the staff member each receive an .ics that parses, with the same UID and times →
// the admin shows the booking and the mails on the leads' timelines. Then the SMTP server stops:
// a new lead's mails wait in the outbox (the timeline says queued) and go out once it is back.

const test = testWithMail({ MAIL_RETRY_MS: "300" });
const TEAM = "team@crestline.test";

const isReplyTo = (email: string) => (message: ParsedMail) =>
  sentTo(message, email) && message.subject === DEFAULT_REPLY_TEMPLATES.quote.subject;

/** The .ics a mail carries, read by ical.js: method, UID and the event's UTC times. */
function invitationOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename?.endsWith(".ics"));
  expect(file, `an .ics attached to "${mail.subject}"`).toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

async function sendQuote(page: Page, email: string) {
  await gotoHydrated(page, "/quote");
  const form = await fillQuote(page, "Quote request form", email, "More leads from search.");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank You!" })).toBeVisible();
}

/** The newest lead of `type` from `email`, read through the admin API (the page is signed in). */
async function leadOf(page: Page, type: string, email: string): Promise<AdminSubmission> {
  const answer = await page.request.get(`/api/admin/submissions?type=${type}`);
  const lead = ((await answer.json()) as SubmissionPage).items.find((item) => item.data.email === email);
  expect(lead, `a ${type} lead from ${email}`).toBeTruthy();
  return lead!;
}

async function timelineOf(page: Page, id: number): Promise<TimelineEvent[]> {
  return (await (await page.request.get(`/api/admin/submissions/${id}/timeline`)).json()) as TimelineEvent[];
}

/** The lead's own page in the admin, and its Timeline section. */
async function openTimeline(page: Page, id: number) {
  await gotoHydrated(page, `/admin/leads/${id}`);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("listitem").first()).toBeVisible();
  return timeline;
}

test("quote → instant reply → booked from its link → both .ics agree → the admin shows it; mails wait out a stopped SMTP server", async ({
  page,
  mail,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("chain");

  // 1. A quote, and the visitor's instant reply with the booking link.
  await sendQuote(page, email);
  const reply = await mail.capture.waitFor(isReplyTo(email));
  const bookingLink = /(http:\/\/\S+\/book\S*)/.exec(reply.text ?? "")?.[1] ?? "";
  expect(bookingLink.startsWith(`${mail.site.origin}/book`)).toBe(true);

  // 2. The visitor follows the link and books the first free time.
  await gotoHydrated(page, bookingLink);
  const first = page
    .getByRole("group", { name: /^Times on / })
    .getByRole("radio")
    .first();
  await first.check();
  const start = await first.getAttribute("value");
  expect(start).toBeTruthy();
  await page.getByLabel("Full Name").fill("Rohit Sharma");
  await page.getByLabel("Contact Number").fill("+91 98111 22334");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: /Book the call/ }).click();
  await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();

  // 3. Both sides get an invitation that parses: the same event, the booked time.
  const visitorMail = await mail.capture.waitFor(
    (message) => sentTo(message, email) && /^Your call with/.test(message.subject ?? ""),
  );
  const staffMail = await mail.capture.waitFor(
    (message) => sentTo(message, TEAM) && /^Call booked: Rohit Sharma/.test(message.subject ?? ""),
  );
  const visitorInvite = invitationOf(visitorMail);
  expect(visitorInvite).toMatchObject({ method: "REQUEST", start });
  expect(Date.parse(visitorInvite.end) - Date.parse(visitorInvite.start)).toBe(30 * 60_000);
  expect(invitationOf(staffMail)).toEqual(visitorInvite);

  // 4. The admin: the booking lead shows the call and its mails, sent; the quote its reply.
  await signInToAdmin(page);
  const booking = await leadOf(page, "booking", email);
  expect(booking.data).toMatchObject({ callStart: start });
  await expect
    .poll(async () =>
      (await timelineOf(page, booking.id)).flatMap((event) =>
        event.kind === "mail" ? [`${event.mailKind}: ${event.state}`] : [event.kind],
      ),
    )
    .toEqual(expect.arrayContaining(["booking", "booking-visitor: sent", "booking-staff: sent"]));
  const bookingTimeline = await openTimeline(page, booking.id);
  await expect(bookingTimeline).toContainText("Call booked");
  await expect(bookingTimeline).toContainText(`Call invitation to ${email}: sent`);
  await expect(bookingTimeline).toContainText(`Staff's call invitation to ${TEAM}: sent`);
  await page.screenshot({ path: testInfo.outputPath("booking-timeline.png"), fullPage: true });
  const quote = await leadOf(page, "quote", email);
  await expect((await openTimeline(page, quote.id)).getByText(`Instant reply to ${email}: sent`)).toBeVisible();

  // 5. The SMTP server stops: a new lead is answered, its mails wait in the outbox.
  const { port } = mail.capture;
  await mail.capture.stop();
  const later = uniqueEmail("chain-queued");
  await sendQuote(page, later);
  const waiting = await leadOf(page, "quote", later);
  const waitingTimeline = await openTimeline(page, waiting.id);
  await expect(waitingTimeline.getByText(`Instant reply to ${later}: queued`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("queued-timeline.png"), fullPage: true });

  // 6. Back on its port: the queued mails go out, and the timeline says sent.
  const back = await startMailCapture(port);
  try {
    const late = await back.waitFor(isReplyTo(later), 30_000);
    expect(late.text).toContain(`${mail.site.origin}/book`);
    await back.waitFor((message) => sentTo(message, TEAM) && (message.text ?? "").includes(later));
    expect(mail.capture.messages.some(isReplyTo(later))).toBe(false);
    await expect
      .poll(async () =>
        (await timelineOf(page, waiting.id)).flatMap((event) =>
          event.kind === "mail" ? [`${event.mailKind}: ${event.state}`] : [],
        ),
      )
      .toEqual(expect.arrayContaining(["instant-reply: sent", "staff-notification: sent"]));
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Timeline" }).getByText(`Instant reply to ${later}: sent`),
    ).toBeVisible();
  } finally {
    await back.stop();
  }
});
