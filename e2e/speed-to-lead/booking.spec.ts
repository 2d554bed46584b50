import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import type { AdminSubmission, SubmissionPage, TimelineEvent } from "#contracts/leads/lead-desk.ts";
import { expect, gotoHydrated, sidewaysOverflow } from "../support.ts";
import { uniqueEmail } from "../lead-forms-support.ts";
import { testWithMail } from "../mail-capture-support.ts";

// A call booked as a visitor on a phone would (390 px, keyboard for the time), with a real SMTP
// server: both sides receive an .ics that ical.js reads back with the booked time, the lead
// desk shows the booking, and the mailed cancel link cancels it (a cancellation .ics follows).

/** The invitation a mail carries, parsed: its method and the event's UTC start. */
function invitationOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename?.endsWith(".ics"));
  expect(file, `an .ics attached to "${mail.subject}"`).toBeTruthy();
  const text = file!.content.toString("utf8");
  // RFC 5545: CRLF line ends, no line over 75 octets.
  expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
  };
}

const to = (address: string) => (mail: ParsedMail) =>
  [mail.to].flat().some((recipient) => recipient?.text.includes(address));

const test = testWithMail();

test.describe("booking a call", () => {
  test("visitor books a slot → both sides get an .ics that parses → the lead shows it → the cancel link works", async ({
    page,
    mail: { capture, site },
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail("book-a-call");

    await gotoHydrated(page, `${site.origin}/book`);
    const days = page.getByRole("group", { name: "Pick a day" });
    await expect(days.getByRole("button").first()).toBeVisible();
    // No page wider than the phone.
    expect(await sidewaysOverflow(page), "horizontal overflow in px").toBe(0);
    const times = page.getByRole("group", { name: /^Times on / });
    const first = times.getByRole("radio").first();
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    const start = await first.getAttribute("value");
    await page.getByLabel("Full Name").fill("Nisha Kapoor");
    await page.getByLabel("Contact Number").fill("+91 98111 22334");
    await page.getByLabel("Email Address").fill(email);
    await page.screenshot({ path: testInfo.outputPath("book-390.png"), fullPage: true });
    await page.getByRole("button", { name: /Book the call/ }).click();

    await expect(page).toHaveURL(/\/book\/confirmed\?token=/);
    await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("confirmed-390.png"), fullPage: true });

    // Both sides: an invitation for the booked time, the same event.
    const visitorMail = await capture.waitFor((mail) => to(email)(mail) && /Your call with/.test(mail.subject ?? ""));
    const staffMail = await capture.waitFor(
      (mail) => to("team@crestline.test")(mail) && /^Call booked: Nisha Kapoor/.test(mail.subject ?? ""),
    );
    const invited = invitationOf(visitorMail);
    expect(invited).toMatchObject({ method: "REQUEST", start });
    expect(invitationOf(staffMail)).toMatchObject({ method: "REQUEST", start, uid: invited.uid });

    // The lead desk: a lead of type booking with the call, and the booking on its timeline.
    await gotoHydrated(page, `${site.origin}/admin`);
    await page.getByLabel("Username").fill("admin");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("crestline-demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    const leads = await (await page.request.get(`${site.origin}/api/admin/submissions?type=booking`)).json();
    const lead = (leads as SubmissionPage).items.find((item: AdminSubmission) => item.data.email === email);
    expect(lead?.data).toMatchObject({ fullName: "Nisha Kapoor", callStart: start });
    const timeline = (await (
      await page.request.get(`${site.origin}/api/admin/submissions/${lead!.id}/timeline`)
    ).json()) as TimelineEvent[];
    expect(timeline.map((event) => event.kind)).toContain("booking");
    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Calls", exact: true }).click();
    await expect(page.getByRole("list", { name: "Upcoming calls by day" })).toContainText("Nisha Kapoor");
    await page.screenshot({ path: testInfo.outputPath("admin-calls-390.png"), fullPage: true });

    // The mailed cancel link, without an account.
    await page.context().clearCookies();
    const cancel = /^(http:\/\/\S+\/book\/cancel\?token=\S+)$/m.exec(visitorMail.text ?? "")?.[1] ?? "";
    expect(cancel.startsWith(`${site.origin}/book/cancel?token=`)).toBe(true);
    await gotoHydrated(page, cancel);
    await page.getByRole("button", { name: "Yes, cancel the call" }).click();
    await expect(page.getByRole("heading", { name: "Your call is cancelled" })).toBeVisible();
    const cancelled = await capture.waitFor((mail) => to(email)(mail) && /is cancelled/.test(mail.subject ?? ""));
    expect(invitationOf(cancelled)).toMatchObject({ method: "CANCEL", uid: invited.uid });
  });
});
