import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TimelineEvent } from "#contracts/leads/lead-desk.ts";
import { Timeline, TimelineSection, describeTimelineEvent } from "./timeline.tsx";

const priya = { id: 2, displayName: "Priya" };
const AT = "2026-11-22T10:00:00.000Z";

const EVENTS: TimelineEvent[] = [
  { kind: "received", at: AT, actor: null, channel: "organic", landingPage: "/services/seo" },
  { kind: "status", at: AT, actor: priya, from: "new", to: "lost", lostReason: "Budget too small" },
  { kind: "owner", at: AT, actor: priya, from: null, to: "Priya" },
  { kind: "follow-up", at: AT, actor: priya, from: "2026-11-24", to: null },
  { kind: "value", at: AT, actor: priya, from: "1 lakh", to: "2 lakh" },
  { kind: "note", at: AT, actor: priya, noteId: 9, excerpt: "Called, no answer." },
  { kind: "note-edited", at: AT, actor: priya, noteId: 9, excerpt: "Called twice, no answer." },
  { kind: "email", at: AT, actor: priya, to: "asha@example.com", subject: "Your enquiry" },
];

describe("the timeline", () => {
  it("says what happened in one line, with a detail where there is one", () => {
    expect(EVENTS.map(describeTimelineEvent)).toEqual([
      { title: "Received via Organic search", detail: "Landing page /services/seo" },
      { title: "Status: New → Lost", detail: "Reason: Budget too small" },
      { title: "Owner set to Priya", detail: null },
      { title: "Follow-up cleared (was 24 Nov 2026)", detail: null },
      { title: "Value estimate 1 lakh → 2 lakh", detail: null },
      { title: "Note added", detail: "Called, no answer." },
      { title: "Note edited", detail: "Called twice, no answer." },
      { title: "Replied by e-mail to asha@example.com", detail: "Subject: Your enquiry" },
    ]);
    expect(describeTimelineEvent({ kind: "received", at: AT, actor: null, channel: null, landingPage: null })).toEqual({
      title: "Received",
      detail: null,
    });
  });

  it("lists every event oldest first with who and when", () => {
    const $ = load(renderToStaticMarkup(<Timeline events={EVENTS} />));
    const items = $("ol > li");
    expect(items).toHaveLength(EVENTS.length);
    expect(items.first().text()).toContain("Website · 22 Nov 2026");
    expect(items.eq(1).text()).toMatch(/Priya · 22 Nov 2026, 3:30\s?pm/);
    expect(items.eq(1).find("time").attr("datetime")).toBe(AT);
  });

  it("says so when nothing happened yet", () => {
    expect(renderToStaticMarkup(<Timeline events={[]} />)).toContain("Nothing has happened yet.");
  });

  it("shows each mail of the outbox with its state, its attempts and the mail server's reason", () => {
    const mail = {
      kind: "mail",
      at: AT,
      actor: null,
      to: "asha@example.com",
      subject: "We have your message",
    } as const;
    const described = (
      [
        { ...mail, mailKind: "instant-reply", state: "sent", attempts: 1, lastError: null, sentAt: AT },
        { ...mail, mailKind: "instant-reply", state: "sent", attempts: 3, lastError: null, sentAt: AT },
        {
          ...mail,
          mailKind: "staff-notification",
          state: "queued",
          attempts: 2,
          lastError: "ECONNREFUSED",
          sentAt: null,
        },
        {
          ...mail,
          mailKind: "instant-reply",
          state: "failed",
          attempts: 10,
          lastError: "550 no such user",
          sentAt: null,
        },
        { ...mail, mailKind: "instant-reply", state: "queued", attempts: 0, lastError: null, sentAt: null },
        { ...mail, mailKind: "reply", state: "queued", attempts: 0, lastError: null, sentAt: null },
        { ...mail, mailKind: "booking-visitor", state: "sent", attempts: 1, lastError: null, sentAt: AT },
        { ...mail, mailKind: "booking-staff", state: "sent", attempts: 1, lastError: null, sentAt: AT },
        { ...mail, mailKind: "lead-alert", state: "sent", attempts: 1, lastError: null, sentAt: AT },
      ] satisfies TimelineEvent[]
    ).map(describeTimelineEvent);
    expect(described.map((event) => event.title)).toEqual([
      "Instant reply to asha@example.com: sent",
      "Instant reply to asha@example.com: sent",
      "Staff e-mail to asha@example.com: queued",
      "Instant reply to asha@example.com: failed",
      "Instant reply to asha@example.com: queued",
      "Reply to asha@example.com: queued",
      "Call invitation to asha@example.com: sent",
      "Staff's call invitation to asha@example.com: sent",
      "Alert e-mail to asha@example.com: sent",
    ]);
    expect(described[0]?.detail).toMatch(/^Subject: We have your message\nSent 22 Nov 2026, 3:30\s?pm$/);
    expect(described[1]?.detail).toMatch(/after 3 attempts$/);
    expect(described[2]?.detail).toContain("Not sent yet (2 attempts): ECONNREFUSED. It will be tried again.");
    expect(described[3]?.detail).toContain("Gave up after 10 attempts: 550 no such user");
    expect(described[4]?.detail).toBe("Subject: We have your message");
  });

  it("says mail is off when the server has no SMTP settings", () => {
    const off = renderToStaticMarkup(<TimelineSection events={[]} loading={false} error={null} mailOn={false} />);
    expect(load(off)('[role="note"]').text()).toContain("Mail is off.");
    const on = renderToStaticMarkup(<TimelineSection events={[]} loading={false} error={null} mailOn />);
    expect(on).not.toContain("Mail is off");
  });
});
