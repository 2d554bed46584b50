import { z } from "zod";
import { ADMIN_TIME_ZONE } from "#contracts/calendar.ts";
import { clock12, clockMinutes, OFFICE_HOURS, OFFICE_HOURS_TEXT } from "#contracts/office-hours.ts";

// The instant reply: the e-mail a visitor gets the moment their form is stored. The owner
// edits one template per form in the admin (plain text with placeholders); the admin's
// preview and the server fill them with the same function.
//
//   GET    /api/admin/reply-templates        → 200 ReplyTemplatesAnswer                       owner only
//   PUT    /api/admin/reply-templates/:type  { subject, body } → 200 ReplyTemplateEntry | 400  owner only
//   DELETE /api/admin/reply-templates/:type  → 200 ReplyTemplateEntry (the default again)      owner only

export const REPLY_TEMPLATES_PATH = "/api/admin/reply-templates";

export const REPLY_TEMPLATE_TYPES = ["contact", "quote", "application", "audit"] as const;
export type ReplyTemplateType = (typeof REPLY_TEMPLATE_TYPES)[number];

export const REPLY_TYPE_LABELS: Readonly<Record<ReplyTemplateType, string>> = {
  contact: "Contact message",
  quote: "Quote request",
  application: "Job application",
  audit: "SEO audit request",
};

export interface ReplyTemplate {
  subject: string;
  body: string;
}

/** Placeholders and what each becomes (shown beside the editor). */
export const REPLY_PLACEHOLDERS = {
  name: "The visitor's first name, or “there” (Hello there)",
  type: "What they sent, e.g. “quote request”",
  bookingLink: "The link to book a call now",
  officeHours: "Our office hours",
  callTime: "When to expect our call, from the office hours",
} as const;
type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;
export type ReplyValues = Record<ReplyPlaceholder, string>;

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const zoneParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ADMIN_TIME_ZONE,
  weekday: "short",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "today before 6:00 PM", "tomorrow after 9:00 AM", "on Monday after 9:00 AM" (India time). Pure. */
export function expectedCallTime(now: Date): string {
  const parts = Object.fromEntries(zoneParts.formatToParts(now).map((part) => [part.type, part.value]));
  const day = WEEKDAYS.indexOf(parts.weekday ?? "");
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const today = OFFICE_HOURS[day];
  // Open with at least an hour left: a call today.
  if (today && minutes < clockMinutes(today.to) - 60) return `today before ${clock12(today.to)} India time`;
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = OFFICE_HOURS[(day + ahead) % 7];
    if (!next) continue;
    const when = ahead === 1 ? "tomorrow" : `on ${DAY_NAMES[(day + ahead) % 7]}`;
    return `${when} after ${clock12(next.from)} India time`;
  }
  return "within one working day";
}

export const DEFAULT_REPLY_TEMPLATES: Readonly<Record<ReplyTemplateType, ReplyTemplate>> = {
  contact: {
    subject: "We have your message: Crestline Digital",
    body: `Hello {name},

Thank you for your message. It has reached our team, and a strategist is reading it now.

What happens next: we look at your website and your question, then call or e-mail you {callTime}. Our office hours are {officeHours}.

Would you rather pick a time yourself? Book a 30-minute call now: {bookingLink}

Crestline Digital`,
  },
  quote: {
    subject: "We have your quote request: Crestline Digital",
    body: `Hello {name},

Thank you for your {type}. We have everything you sent, and a strategist is looking at it.

What happens next: we study your website and goals, then call you {callTime} to ask a few questions before we send a written quote. Our office hours are {officeHours}.

Skip the wait and book a 30-minute call now: {bookingLink}

Crestline Digital`,
  },
  application: {
    subject: "We have your application: Crestline Digital",
    body: `Hello {name},

Thank you for applying to Crestline Digital. Your application has reached our hiring team.

What happens next: we read every application, and if your experience fits the role we call you to arrange an interview, usually within a week. Our office hours are {officeHours}.

Crestline Digital`,
  },
  audit: {
    subject: "We have your SEO audit request: Crestline Digital",
    body: `Hello {name},

Thank you for asking for your SEO audit report. Our team has your request and will send the report and our notes on it.

What happens next: a strategist looks at the page you audited and contacts you {callTime}. Our office hours are {officeHours}.

Want to talk it through? Book a 30-minute call now: {bookingLink}

Crestline Digital`,
  },
};

/** Fills the placeholders; anything else in braces stays as written. Pure. */
export function renderReplyTemplate(template: ReplyTemplate, values: ReplyValues): ReplyTemplate {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) =>
      Object.hasOwn(values, key) ? values[key as ReplyPlaceholder] : whole,
    );
  return { subject: fill(template.subject), body: fill(template.body) };
}

/** The placeholders a text uses that are not known, e.g. ["{nmae}"]. */
function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)]
    .filter((match) => !Object.hasOwn(REPLY_PLACEHOLDERS, match[1] ?? ""))
    .map((match) => match[0]);
}

export const REPLY_TEMPLATE_SUBJECT_MAX = 150;
export const REPLY_TEMPLATE_BODY_MAX = 5000;

const known = (field: string) => (text: string, context: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0)
    context.addIssue({ code: "custom", message: `${field}: ${unknown.join(", ")} is not a placeholder we know.` });
};

export const replyTemplateSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, "Please write a subject.")
    .max(REPLY_TEMPLATE_SUBJECT_MAX, `Keep the subject under ${REPLY_TEMPLATE_SUBJECT_MAX} characters.`)
    .refine((text) => !/[\r\n]/.test(text), "The subject is one line.")
    .superRefine(known("Subject")),
  body: z
    .string()
    .trim()
    .min(1, "Please write the e-mail.")
    .max(REPLY_TEMPLATE_BODY_MAX, `Keep the e-mail under ${REPLY_TEMPLATE_BODY_MAX} characters.`)
    .superRefine(known("E-mail")),
});

export interface ReplyTemplateEntry extends ReplyTemplate {
  type: ReplyTemplateType;
  /** False while the default is used. */
  custom: boolean;
}

export interface ReplyTemplatesAnswer {
  templates: ReplyTemplateEntry[];
  /** False without SMTP_URL and NOTIFY_EMAIL: no reply (and no other mail) is sent. */
  mailOn: boolean;
  /** The link {bookingLink} becomes. */
  bookingLink: string;
}

/** What the preview fills in (the server uses the lead's own name and the time it arrived). */
export function sampleReplyValues(type: ReplyTemplateType, bookingLink: string, now: Date): ReplyValues {
  return {
    name: "Asha",
    type: REPLY_TYPE_LABELS[type].toLowerCase(),
    bookingLink,
    officeHours: OFFICE_HOURS_TEXT,
    callTime: expectedCallTime(now),
  };
}
