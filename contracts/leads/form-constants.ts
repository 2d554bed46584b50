// Constants and types of the lead forms, without zod: the forms import these up front and
// load the zod schemas (contracts/leads/forms.ts) only when a visitor submits, which keeps zod
// out of the first-load JavaScript of every page with a form.
//
//   POST /api/submissions  { type, data, homepage }  → 201 { id }        (contact, quote, application)
//                          type "audit"              → 201 { id, reportEmailed }  (the SEO audit's 'E-mail me this report')
//   POST /api/subscribers  { email, homepage }       → 202 { message }  (double opt-in: contracts/leads/newsletter.ts)
//   either                                           → 400 { error, fields }, 413, 415, 429 { error }

export const SUBMISSIONS_PATH = "/api/submissions";
export const SUBSCRIBERS_PATH = "/api/subscribers";

/**
 * Where the forms post when JavaScript is off: the <form>'s method="post" and action. The body
 * is application/x-www-form-urlencoded (one key per field, `platforms` once per ticked box,
 * `type` and `source` as hidden inputs); it is checked with the same schemas and stored by the
 * same code as the JSON API, and answered for a browser: 303 to a FORM_SENT_PAGES page, or an
 * HTML page that lists each field's message (server/platform/form-pages.ts).
 */
export const FORM_POST_PATHS = {
  submissions: "/forms/submissions",
  subscribers: "/forms/subscribers",
} as const;

/** The thank-you page a form sent without JavaScript lands on: prerendered, noindex, not in the sitemap. */
export const FORM_SENT_PAGES = {
  contact: "/thank-you/contact",
  quote: "/thank-you/quote",
  application: "/thank-you/application",
  subscribed: "/thank-you/subscribed",
} as const;
export type FormSentPage = keyof typeof FORM_SENT_PAGES;

/**
 * The honeypot: a text field hidden from people (off-screen, aria-hidden, no tab stop,
 * autocomplete off). Bots that fill every field fill it; the server then answers as if it
 * had stored the lead and stores nothing.
 */
export const HONEYPOT_FIELD = "homepage";

/** The failure message of every form, shown in the page with role="alert". */
export const MSG_SUBMIT_FAILED = "Failed to submit form. Please try again.";

/**
 * The quote forms' options, stored as typed: the form shows them and the schema checks them.
 * Budgets: the spec's four plus '₹2-₹2.5 Lakh', which closes the gap between the last two
 * (decisions D8); every earlier option is still on the list, so stored rows stay valid.
 */
export const BUDGET_OPTIONS = ["<₹1 Lakh", "₹1-₹1.5 Lakh", "₹1.5-₹2 Lakh", "₹2-₹2.5 Lakh", "₹2.5+ Lakh"] as const;
export const PLATFORM_OPTIONS = [
  "Paid Social Ads",
  "Google Ads",
  "Performance Marketing",
  "YouTube Ads",
  "SEO",
  "Web Design",
  "Social Media Organic",
  "Graphics Design",
] as const;

/** Length caps after trimming. Together they stay well under the 32 KB body limit. */
export const LIMITS = {
  name: 100,
  phone: 30,
  email: 254,
  url: 2048,
  message: 5000,
  openingId: 80,
  openingTitle: 120,
  /** A tool offer's context: which tool, what it found (a URL, a score, a few issue titles). */
  toolContext: 300,
} as const;

/** Every kind of lead the desk holds; a booking comes from /book (contracts/booking/), never from a form post. */
export const SUBMISSION_TYPES = ["contact", "quote", "application", "audit", "booking"] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
/** The types POST /api/submissions takes. */
export const FORM_SUBMISSION_TYPES = ["contact", "quote", "application", "audit"] as const;
export type FormSubmissionType = (typeof FORM_SUBMISSION_TYPES)[number];

export interface SubmissionCreated {
  id: number;
  /**
   * Audit requests only: true when the server has e-mailed the report summary to the visitor
   * (SMTP configured and the mail server accepted it); false when it could not, and the team
   * e-mails the report instead. The page words its success message after it.
   */
  reportEmailed?: boolean;
}

/** The answer to a subscribe: the same for every address, so it tells nobody who is on the list. */
export interface SubscribeResult {
  message: string;
}

/** Every refusal: a message, and on 400 one message per field (shown next to the field). */
export interface LeadError {
  error: string;
  fields?: Record<string, string>;
}

export const MSG_INVALID_FIELDS = "Please check the highlighted fields.";

/** A honeypot counts as filled when it holds anything but blank text. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
