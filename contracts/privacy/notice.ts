import { RETENTION_DAYS } from "./retention.ts";

// The short privacy notice beside every form's button, and the purposes a person agrees to
// by sending it: what each stored submission and subscriber records as its consent. Pure
// (no zod, React or Node), so every form page imports it up front.

/** The notice in force: recorded with each consent. Change it whenever the notice's words change. */
export const NOTICE_VERSION = "2026-11-28";

/** The full notice's address and the link text beside every form. */
export const PRIVACY_NOTICE_PATH = "/privacy";
export const PRIVACY_LINK_TEXT = "Privacy notice";

/**
 * Why we keep the data. "reply" (answering this request) and "newsletter" (the subscribe box's
 * one purpose) come with sending the form; "marketing" is optional, a separate unticked box.
 */
export const PURPOSES = ["reply", "newsletter", "marketing"] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Purposes a withdrawal of consent stops at once (the required reply is not one of them). */
export const WITHDRAWABLE_PURPOSES: readonly Purpose[] = ["newsletter", "marketing"];

/** The forms that collect personal data, as the consent record names them. */
export const CONSENT_FORMS = [
  "contact",
  "quote",
  "home-quote",
  "application",
  "audit-report",
  "booking",
  "subscribe",
] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

/** The field the optional marketing box posts: true/false as JSON, "on" from a plain HTML form. */
export const MARKETING_CONSENT_FIELD = "marketingConsent";
export const MARKETING_CONSENT_LABEL = "Send me occasional news and offers by e-mail (optional)";

/** How the admin names each purpose. */
export const PURPOSE_LABELS: Record<Purpose, string> = {
  reply: "reply (answer this request)",
  newsletter: "newsletter",
  marketing: "marketing (news and offers by e-mail)",
};

interface FormNotice {
  /** The personal data the form keeps, as a list in a sentence. */
  kept: string;
  /** The purpose that comes with sending the form. */
  required: Purpose;
  /** That purpose, in plain words, completing "We keep … to …". */
  purpose: string;
  /** How long it is kept and when it is deleted: the end of the notice's sentence. */
  period: string;
  /** Whether the form offers the optional marketing box. */
  marketing: boolean;
}

/** "2 years", "1 year", or "30 days": a retention period in words. */
export function periodInWords(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return `${years} year${years === 1 ? "" : "s"}`;
  }
  return `${days} day${days === 1 ? "" : "s"}`;
}

const AFTER_LAST_CONTACT = `and delete it ${periodInWords(RETENTION_DAYS.leads)} after our last contact with you`;

export const FORM_NOTICES: Record<ConsentForm, FormNotice> = {
  contact: {
    kept: "your name, phone number, e-mail address, website and message",
    required: "reply",
    purpose: "reply to your message",
    period: AFTER_LAST_CONTACT,
    marketing: true,
  },
  quote: {
    kept: "your name, phone number, e-mail address, website, budget and goals",
    required: "reply",
    purpose: "prepare your quote and talk to you about it",
    period: AFTER_LAST_CONTACT,
    marketing: true,
  },
  "home-quote": {
    kept: "your name, phone number, e-mail address, website, budget and goals",
    required: "reply",
    purpose: "prepare your quote and talk to you about it",
    period: AFTER_LAST_CONTACT,
    marketing: true,
  },
  application: {
    kept: "your name, e-mail address, phone number, CV or portfolio link and cover note",
    required: "reply",
    purpose: "consider your application and contact you about it",
    period: `and delete it ${periodInWords(RETENTION_DAYS.applications)} after we receive it`,
    marketing: true,
  },
  "audit-report": {
    kept: "your name, e-mail address and this audit's summary",
    required: "reply",
    purpose: "e-mail you this report and follow up on it",
    period: AFTER_LAST_CONTACT,
    marketing: true,
  },
  booking: {
    kept: "your name, phone number, e-mail address and the time you booked",
    required: "reply",
    purpose: "hold the call with you and follow up on it",
    period: AFTER_LAST_CONTACT,
    marketing: true,
  },
  subscribe: {
    kept: "your e-mail address",
    required: "newsletter",
    purpose: "send you our newsletter",
    period: `until you unsubscribe, and delete it within ${periodInWords(RETENTION_DAYS.leftSubscribers)} after that`,
    marketing: false,
  },
};

/** The short notice shown above a form's button (the link to the full notice follows it). */
export function noticeText(form: ConsentForm): string {
  const notice = FORM_NOTICES[form];
  return `We keep ${notice.kept} to ${notice.purpose}, ${notice.period}.`;
}

/** What a person agrees to by sending the form: its required purpose, and marketing only when ticked. */
export function agreedPurposes(form: ConsentForm, marketing: boolean): Purpose[] {
  const notice = FORM_NOTICES[form];
  return notice.marketing && marketing ? [notice.required, "marketing"] : [notice.required];
}
