import { z } from "zod";

// Contracts of the lead forms (decisions.md D1, D2): one zod schema per form, imported by
// the form in the browser and by the server, so both apply the same rules and messages.
// Pure: zod only, no Node, React or DOM imports.
//
//   POST /api/submissions  { type, data, homepage }  → 201 { id }        (contact, quote, application)
//   POST /api/subscribers  { email, homepage }       → 201 / 200 { message, alreadySubscribed }
//   either                                           → 400 { error, fields }, 413, 415, 429 { error }

export const SUBMISSIONS_PATH = "/api/submissions";
export const SUBSCRIBERS_PATH = "/api/subscribers";

/**
 * The honeypot: a text field hidden from people (off-screen, aria-hidden, no tab stop,
 * autocomplete off). Bots that fill every field fill it; the server then answers as if it
 * had stored the lead and stores nothing.
 */
export const HONEYPOT_FIELD = "homepage";

/** The spec's failure message (section 8), shown in the page with role="alert". */
export const MSG_SUBMIT_FAILED = "Failed to submit form. Please try again.";

/**
 * The quote forms' options (spec section 9). The app's copy lives in
 * app/content/form-options.ts; contracts/ stands alone, so the values are repeated here
 * and app/components/forms/form-options.test.ts keeps the two lists identical.
 */
export const BUDGET_OPTIONS = ["<₹1 Lakh", "₹1-₹1.5 Lakh", "₹1.5-₹2 Lakh", "₹2.5+ Lakh"] as const;
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
} as const;

// ---------------------------------------------------------------------------------------
// Field builders

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** An optional text: missing, null and blank all become "". */
function optionalText(max: number, tooLong: string, invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? "");
}

const fullName = requiredText(
  LIMITS.name,
  "Please enter your full name.",
  `Please keep your name under ${LIMITS.name} characters.`,
);

const PHONE_CHARACTERS = /^\+?[0-9\s().\-/]+$/;
const contactNumber = requiredText(
  LIMITS.phone,
  "Please enter your contact number.",
  "Please enter a valid phone number.",
)
  .regex(PHONE_CHARACTERS, "Please enter a valid phone number.")
  .refine((value) => value.replace(/\D/g, "").length >= 7, "Please enter a valid phone number.");

const email = requiredText(
  LIMITS.email,
  "Please enter your email address.",
  "Please enter a valid email address.",
).pipe(z.email("Please enter a valid email address."));

const HTTP_URL = { protocol: /^https?$/, hostname: z.regexes.domain };

/** An optional http(s) URL; blank becomes "". */
function optionalUrl(invalid: string) {
  return optionalText(LIMITS.url, "Please enter a shorter URL.", invalid).pipe(
    z.union([z.literal(""), z.url({ ...HTTP_URL, error: invalid })], { error: invalid }),
  );
}

function requiredUrl(required: string, invalid: string) {
  return requiredText(LIMITS.url, required, "Please enter a shorter URL.").pipe(z.url({ ...HTTP_URL, error: invalid }));
}

const MSG_URL = "Please enter a valid URL starting with http:// or https://";

// ---------------------------------------------------------------------------------------
// The forms

/** Contact (/contact): spec section 3 and 5. */
export const contactFormSchema = z.object({
  fullName,
  contactNumber,
  email,
  website: optionalUrl(MSG_URL),
  message: requiredText(
    LIMITS.message,
    "Please enter your message.",
    `Please keep your message under ${LIMITS.message} characters.`,
  ),
});
export type ContactFormData = z.infer<typeof contactFormSchema>;

const platforms = z
  .array(z.enum(PLATFORM_OPTIONS, { error: "Please choose platforms from the list." }), {
    error: "Please choose platforms from the list.",
  })
  .max(PLATFORM_OPTIONS.length, "Please choose platforms from the list.")
  .optional()
  .transform((list) => [...new Set(list ?? [])]);

const monthlyBudget = z.enum(BUDGET_OPTIONS, { error: "Please select your monthly ad budget." });

const MSG_GOALS_REQUIRED = "Please tell us about your goals.";
const MSG_GOALS_TOO_LONG = `Please keep your goals under ${LIMITS.message} characters.`;

const quoteFields = {
  fullName,
  contactNumber,
  email,
  websiteUrl: optionalUrl(MSG_URL),
  monthlyBudget,
  platforms,
};

/** Quote (/quote): goals required. `source` tells staff which form it came from. */
export const quoteFormSchema = z.object({
  source: z.literal("quote-page").default("quote-page"),
  ...quoteFields,
  goals: requiredText(LIMITS.message, MSG_GOALS_REQUIRED, MSG_GOALS_TOO_LONG),
});

/** The home page's quote form: same API and type, goals optional (D2). */
export const homeQuoteFormSchema = z.object({
  source: z.literal("home"),
  ...quoteFields,
  goals: optionalText(LIMITS.message, MSG_GOALS_TOO_LONG, "Please tell us about your goals."),
});
export type QuoteFormData = z.infer<typeof quoteFormSchema> | z.infer<typeof homeQuoteFormSchema>;

/** Careers: 'Apply Now' (an opening) or 'Send Your Resume' (openingId ""). */
export const applicationFormSchema = z.object({
  openingId: optionalText(LIMITS.openingId, "Unknown opening.", "Unknown opening.").pipe(
    z.string().regex(/^[a-z0-9-]*$/, "Unknown opening."),
  ),
  openingTitle: optionalText(LIMITS.openingTitle, "Unknown opening.", "Unknown opening."),
  fullName,
  email,
  contactNumber,
  portfolioUrl: requiredUrl("Please add a link to your CV or portfolio.", MSG_URL),
  coverNote: optionalText(
    LIMITS.message,
    `Please keep your note under ${LIMITS.message} characters.`,
    "Please enter a valid note.",
  ),
});
export type ApplicationFormData = z.infer<typeof applicationFormSchema>;

/** Blog 'Stay Updated': stored lower-cased, so one address is one subscriber. */
export const subscribeFormSchema = z.object({
  email: email.transform((value) => value.toLowerCase()),
});
export type SubscribeFormData = z.infer<typeof subscribeFormSchema>;

// ---------------------------------------------------------------------------------------
// The API

export const SUBMISSION_TYPES = ["contact", "quote", "application"] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

const honeypot = z.unknown().optional();

/** The envelope of POST /api/submissions; `data` is checked by the schema of its type. */
export const submissionRequestSchema = z.object({
  type: z.enum(SUBMISSION_TYPES, { error: "Unknown form type." }),
  data: z.record(z.string(), z.unknown(), { error: "The form data is missing." }),
  [HONEYPOT_FIELD]: honeypot,
});

/** The schema that checks the `data` of a submission of the given type. */
export function submissionDataSchema(type: SubmissionType, data: Record<string, unknown>) {
  if (type === "contact") return contactFormSchema;
  if (type === "application") return applicationFormSchema;
  return data.source === "home" ? homeQuoteFormSchema : quoteFormSchema;
}

export const subscribeRequestSchema = z.object({
  email: z.unknown(),
  [HONEYPOT_FIELD]: honeypot,
});

export interface SubmissionCreated {
  id: number;
}

export interface SubscribeResult {
  message: string;
  alreadySubscribed: boolean;
}

export const MSG_SUBSCRIBED = "Thank you for subscribing! Our next article will land in your inbox.";
export const MSG_ALREADY_SUBSCRIBED = "You are already subscribed. Thank you for reading!";

/** Every refusal: a message, and on 400 one message per field (shown next to the field). */
export interface LeadError {
  error: string;
  fields?: Record<string, string>;
}

export const MSG_INVALID_FIELDS = "Please check the highlighted fields.";

/** The first message per top-level field, from a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A honeypot counts as filled when it holds anything but blank text. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
