import { type ContactClick, RESPONSE_VIA_LABELS } from "#contracts/leads/first-response.ts";
import { LEAD_STATUS_LABELS, type TimelineEvent } from "#contracts/leads/lead-desk.ts";
import type { Channel } from "#contracts/leads/lead-source.ts";
import { formatDateTime } from "../../shared/format.ts";
import { channelLabel } from "../../sources/sources-format.ts";
import { formatDay } from "../../sources/sources-range.ts";
import { MailOffNote } from "../../reply-templates/mail-off-note.tsx";
import { formatOfficeMinutes } from "../../shared/office-minutes.ts";
import { DetailSection } from "./detail-section.tsx";

// The lead's history, oldest first: how it arrived, then every change, note and e-mail, each
// with who did it and when (GET /api/admin/submissions/:id/timeline).

const BOOKING_ACTION_WORDS = { booked: "booked", rescheduled: "moved", cancelled: "cancelled" } as const;
const CONTACT_TITLES: Readonly<Record<ContactClick, string>> = {
  call: "Call link opened",
  email: "E-mail link opened",
  whatsapp: "WhatsApp opened",
};

/** "from → to" of a changed field, "set to", or "cleared". */
function change(from: string | null, to: string | null): string {
  if (to === null) return from === null ? "cleared" : `cleared (was ${from})`;
  return from === null ? `set to ${to}` : `${from} → ${to}`;
}

/** One line that says what happened, and an optional detail below it. Pure. */
export function describeTimelineEvent(event: TimelineEvent): { title: string; detail: string | null } {
  switch (event.kind) {
    case "received": {
      const via = event.channel ? ` via ${channelLabel(event.channel as Channel)}` : "";
      return { title: `Received${via}`, detail: event.landingPage ? `Landing page ${event.landingPage}` : null };
    }
    case "status":
      return {
        title: `Status: ${LEAD_STATUS_LABELS[event.from]} → ${LEAD_STATUS_LABELS[event.to]}`,
        detail: event.lostReason ? `Reason: ${event.lostReason}` : null,
      };
    case "owner":
      return { title: `Owner ${change(event.from, event.to)}`, detail: null };
    case "follow-up":
      return {
        title: `Follow-up ${change(event.from && formatDay(event.from), event.to && formatDay(event.to))}`,
        detail: null,
      };
    case "value":
      return { title: `Value estimate ${change(event.from, event.to)}`, detail: null };
    case "note":
      return { title: "Note added", detail: event.excerpt };
    case "note-edited":
      return { title: "Note edited", detail: event.excerpt };
    case "email":
      return { title: `Replied by e-mail to ${event.to}`, detail: `Subject: ${event.subject}` };
    case "contact":
      return { title: CONTACT_TITLES[event.via], detail: null };
    case "first-response":
      return {
        title: `First response by ${RESPONSE_VIA_LABELS[event.via] ?? event.via}`,
        detail: `After ${formatOfficeMinutes(event.officeMinutes)} in office hours`,
      };
    case "booking":
      return {
        title: `Call ${BOOKING_ACTION_WORDS[event.action]}: ${formatDateTime(event.start)}`,
        detail: `With ${event.staffName} (New Delhi time)`,
      };
    case "mail":
      return describeMail(event);
  }
}

const MAIL_KINDS: Readonly<Record<string, string>> = {
  "instant-reply": "Instant reply",
  "staff-notification": "Staff e-mail",
  reply: "Reply",
  "lead-alert": "Alert e-mail",
  "booking-visitor": "Call invitation",
  "booking-staff": "Staff's call invitation",
};

/** "Instant reply to … : sent", with the attempts and the mail server's last answer when it matters. */
function describeMail(event: Extract<TimelineEvent, { kind: "mail" }>): { title: string; detail: string } {
  const what = `${MAIL_KINDS[event.mailKind] ?? "E-mail"} to ${event.to}`;
  const tries = event.attempts === 1 ? "1 attempt" : `${event.attempts} attempts`;
  const lines = [`Subject: ${event.subject}`];
  switch (event.state) {
    case "sent":
      lines.push(
        `Sent ${event.sentAt ? formatDateTime(event.sentAt) : ""}${event.attempts > 1 ? ` after ${tries}` : ""}`,
      );
      return { title: `${what}: sent`, detail: lines.join("\n") };
    case "failed":
      lines.push(`Gave up after ${tries}: ${event.lastError ?? "no reason given"}`);
      return { title: `${what}: failed`, detail: lines.join("\n") };
    case "sending":
      return { title: `${what}: sending`, detail: lines.join("\n") };
    case "queued":
      if (event.lastError) lines.push(`Not sent yet (${tries}): ${event.lastError}. It will be tried again.`);
      return { title: `${what}: queued`, detail: lines.join("\n") };
  }
}

export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
      {events.map((event, index) => {
        const { title, detail } = describeTimelineEvent(event);
        return (
          <li key={`${event.kind}-${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-brand-600"
            />
            <p className="font-semibold text-slate-900">{title}</p>
            {detail ? <p className="break-words whitespace-pre-wrap text-slate-700">{detail}</p> : null}
            <p className="text-slate-600">
              {event.actor ? `${event.actor.displayName} · ` : "Website · "}
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** The "Timeline" section of the detail panel, with its loading and error states. */
export function TimelineSection({
  events,
  loading,
  error,
  mailOn = true,
}: {
  events: readonly TimelineEvent[] | null;
  loading: boolean;
  error: string | null;
  /** False when the server has no SMTP settings: the section says no mail goes out. */
  mailOn?: boolean;
}) {
  return (
    <DetailSection title="Timeline">
      {mailOn ? null : <MailOffNote />}
      <div className="mt-3" aria-busy={loading}>
        {error ? (
          <p className="text-sm text-red-700">{error}</p>
        ) : loading || events === null ? (
          <div aria-hidden="true" className="space-y-2">
            <div className="h-10 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
            <div className="h-10 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
          </div>
        ) : (
          <Timeline events={events} />
        )}
      </div>
    </DetailSection>
  );
}
