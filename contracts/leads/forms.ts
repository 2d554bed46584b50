import { z } from "zod";
import {
  HONEYPOT_FIELD,
  BUDGET_OPTIONS,
  PLATFORM_OPTIONS,
  LIMITS,
  FORM_SUBMISSION_TYPES,
  type FormSubmissionType,
} from "./form-constants.ts";
import { toE164 } from "./phone-number.ts";
import { IDEMPOTENCY_KEY_PATTERN, MSG_BAD_IDEMPOTENCY_KEY } from "./idempotency.ts";
import { toWebAddress } from "../site/web-address.ts";

// zod compiles each object schema's parser once with `new Function` (its JIT). In the
// browser the forms run without it: strict CSPs report zod's probe for `new Function` as a
// violation even though zod catches it, and a form is checked a few times a visit. On the
// server (Node, no CSP), which checks every submission, the parsers are compiled: a
// contact submission's checks take about 3–5 µs less (of about 13).
// (A feature check on globalThis: the contracts still import nothing and run anywhere.)
const ZOD_JIT = typeof globalThis.process?.versions?.node === "string";
z.config({ jitless: !ZOD_JIT });

// Contracts of the lead forms: one zod schema per form, imported by
// the form in the browser and by the server, so both apply the same rules and messages.
// Pure: zod only, no Node, React or DOM imports.

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

const MSG_PHONE = "Please enter a valid phone number.";

/** Kept as typed (trimmed); the forms' output adds its E.164 form as `contactNumberE164`. */
const contactNumber = requiredText(LIMITS.phone, "Please enter your contact number.", MSG_PHONE).refine(
  (value) => toE164(value) !== null,
  MSG_PHONE,
);

/**
 * The form's data with `contactNumberE164` ("+919876543210") right after `contactNumber`, so
 * staff can call and match numbers however they were written. Computed from the typed number
 * on every parse: a value sent for it is never taken.
 */
export function withE164<Data extends { contactNumber: string }>(data: Data): Data & { contactNumberE164: string } {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    result[key] = value;
    if (key === "contactNumber") result.contactNumberE164 = toE164(data.contactNumber) ?? "";
  }
  return result as Data & { contactNumberE164: string };
}

const email = requiredText(
  LIMITS.email,
  "Please enter your email address.",
  "Please enter a valid email address.",
).pipe(z.email("Please enter a valid email address."));

const MSG_URL_TOO_LONG = "Please enter a shorter URL.";

/**
 * A web address as typed ("mehtajewels.com", "www.x.in", "https://x.co/path"), stored with
 * https:// when no scheme was typed (contracts/site/web-address.ts); "" stays "". Checked again after
 * the scheme is added, so what the browser sends the server accepts as it is.
 */
function webAddress(invalid: string) {
  return z.string().transform((value, context) => {
    if (value === "") return "";
    const address = toWebAddress(value);
    if (address === null) {
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    if (address.length > LIMITS.url) {
      context.addIssue({ code: "custom", message: MSG_URL_TOO_LONG });
      return z.NEVER;
    }
    return address;
  });
}

/** An optional web address; missing, null and blank become "". */
function optionalUrl(invalid: string) {
  return optionalText(LIMITS.url, MSG_URL_TOO_LONG, invalid).pipe(webAddress(invalid));
}

function requiredUrl(required: string, invalid: string) {
  return requiredText(LIMITS.url, required, MSG_URL_TOO_LONG).pipe(webAddress(invalid));
}

const MSG_MARKETING = "Please tick the news and offers box, or leave it empty.";

/**
 * The optional marketing box (contracts/privacy/notice.ts): true or false as JSON, "on" when a
 * plain HTML form sends it ticked. Missing stays missing (no marketing); anything else is refused.
 */
const marketingConsent = z
  .union([z.boolean(), z.literal("on")], { error: MSG_MARKETING })
  .transform((value) => value === true || value === "on")
  .optional();

/** Name, phone, e-mail and the marketing box, as every lead form checks them (the booking form reuses them). */
export const personFields = { fullName, contactNumber, email, marketingConsent };

const MSG_WEBSITE = "Please enter a valid website address, such as yourbusiness.com.";
const MSG_PORTFOLIO = "Please enter a valid link to your CV or portfolio, such as behance.net/yourname.";

// ---------------------------------------------------------------------------------------
// The forms

/** Contact (/contact). */
export const contactFormSchema = z
  .object({
    fullName,
    contactNumber,
    email,
    website: optionalUrl(MSG_WEBSITE),
    message: requiredText(
      LIMITS.message,
      "Please enter your message.",
      `Please keep your message under ${LIMITS.message} characters.`,
    ),
    marketingConsent,
  })
  .transform(withE164);

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
  websiteUrl: optionalUrl(MSG_WEBSITE),
  monthlyBudget,
  platforms,
  /**
   * Where a tool's offer brought the visitor from, e.g. "the SEO audit of https://x.in (score
   * 62/100; …)": prefilled by the offer's link, in its own field, never in the visitor's goals.
   * Left out of the stored data when empty.
   */
  toolContext: optionalText(
    LIMITS.toolContext,
    `Please keep where you came from under ${LIMITS.toolContext} characters.`,
    "Where you came from could not be read.",
  ).transform((value) => value || undefined),
  marketingConsent,
};

/** Quote (/quote): goals required. `source` tells staff which form it came from. */
export const quoteFormSchema = z
  .object({
    source: z.literal("quote-page").default("quote-page"),
    ...quoteFields,
    goals: requiredText(LIMITS.message, MSG_GOALS_REQUIRED, MSG_GOALS_TOO_LONG),
  })
  .transform(withE164);

/** The home page's quote form: same API and type, goals optional. */
export const homeQuoteFormSchema = z
  .object({
    source: z.literal("home"),
    ...quoteFields,
    goals: optionalText(LIMITS.message, MSG_GOALS_TOO_LONG, "Please tell us about your goals."),
  })
  .transform(withE164);

/** Careers: 'Apply Now' (an opening) or 'Send Your Resume' (openingId ""). */
export const applicationFormSchema = z
  .object({
    openingId: optionalText(LIMITS.openingId, "Unknown opening.", "Unknown opening.").pipe(
      z.string().regex(/^[a-z0-9-]*$/, "Unknown opening."),
    ),
    openingTitle: optionalText(LIMITS.openingTitle, "Unknown opening.", "Unknown opening."),
    fullName,
    email,
    contactNumber,
    portfolioUrl: requiredUrl("Please add a link to your CV or portfolio.", MSG_PORTFOLIO),
    coverNote: optionalText(
      LIMITS.message,
      `Please keep your note under ${LIMITS.message} characters.`,
      "Please enter a valid note.",
    ),
    marketingConsent,
  })
  .transform(withE164);

/** Blog 'Stay Updated': stored lower-cased, so one address is one subscriber. */
export const subscribeFormSchema = z.object({
  email: email.transform((value) => value.toLowerCase()),
});

// ---------------------------------------------------------------------------------------
// The API

const honeypot = z.unknown().optional();

/** The envelope of POST /api/submissions; `data` is checked by the schema of its type. */
export const submissionRequestSchema = z.object({
  type: z.enum(FORM_SUBMISSION_TYPES, { error: "Unknown form type." }),
  data: z.record(z.string(), z.unknown(), { error: "The form data is missing." }),
  /**
   * Type audit: the `reportToken` of the audit's answer (contracts/seo-audit/audit.ts). The server
   * checks it itself; a missing or bad one never refuses the lead, it only stops the e-mail.
   */
  reportToken: z.unknown().optional(),
  /** contracts/leads/idempotency.ts: the same key and content again is answered with the first lead. */
  idempotencyKey: z
    .string({ error: MSG_BAD_IDEMPOTENCY_KEY })
    .regex(IDEMPOTENCY_KEY_PATTERN, MSG_BAD_IDEMPOTENCY_KEY)
    .optional(),
  [HONEYPOT_FIELD]: honeypot,
});

/** The schema that checks the `data` of a submission of the given type. */
export function submissionDataSchema(type: FormSubmissionType, data: Record<string, unknown>) {
  if (type === "contact") return contactFormSchema;
  if (type === "application") return applicationFormSchema;
  if (type === "audit") return auditRequestFormSchema;
  return data.source === "home" ? homeQuoteFormSchema : quoteFormSchema;
}

export const subscribeRequestSchema = z.object({
  email: z.unknown(),
  [HONEYPOT_FIELD]: honeypot,
});

/** The first message per top-level field, from a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

// ---------------------------------------------------------------------------------------
// The SEO audit's 'E-mail me this report' (type audit)

/** Caps of the report summary an audit request carries. */
export const AUDIT_LIMITS = {
  /** Per count; a real audit has a few dozen checks. */
  count: 500,
  /** Issue titles per list. */
  issues: 50,
  issueTitle: 120,
} as const;

const MSG_AUDIT_URL = "The audited URL must start with http:// or https://";
const MSG_AUDIT_SCORE = "The audit score must be a whole number from 0 to 100.";
const MSG_AUDIT_COUNT = "The issue counts must be whole numbers.";
const MSG_AUDIT_ISSUES = "The list of issues could not be read.";
const MSG_AUDIT_VERIFIED = "Whether the audit was verified could not be read.";

/** The audited page: any http(s) URL with a host and no credentials (the audit accepts IP addresses too). */
const auditedUrl = requiredText(LIMITS.url, MSG_AUDIT_URL, MSG_AUDIT_URL).refine((value) => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "" &&
      url.username === "" &&
      url.password === ""
    );
  } catch {
    return false;
  }
}, MSG_AUDIT_URL);

const auditCount = z
  .number({ error: MSG_AUDIT_COUNT })
  .int(MSG_AUDIT_COUNT)
  .min(0, MSG_AUDIT_COUNT)
  .max(AUDIT_LIMITS.count, MSG_AUDIT_COUNT);

const issueTitles = z
  .array(
    z
      .string({ error: MSG_AUDIT_ISSUES })
      .trim()
      .min(1, MSG_AUDIT_ISSUES)
      .max(AUDIT_LIMITS.issueTitle, MSG_AUDIT_ISSUES),
    {
      error: MSG_AUDIT_ISSUES,
    },
  )
  .max(AUDIT_LIMITS.issues, MSG_AUDIT_ISSUES)
  .optional()
  .transform((list) => list ?? []);

/**
 * The visitor's name and e-mail, and the summary of the report the page shows: the audited
 * URL, its score, the counts and the titles of the critical issues and warnings. The page
 * checks the two typed fields with `.pick({ fullName, email })` and adds the summary from
 * the audit's answer; the server checks everything.
 */
export const auditRequestFormSchema = z.object({
  fullName,
  email,
  auditedUrl,
  auditScore: z
    .number({ error: MSG_AUDIT_SCORE })
    .int(MSG_AUDIT_SCORE)
    .min(0, MSG_AUDIT_SCORE)
    .max(100, MSG_AUDIT_SCORE),
  criticalCount: auditCount,
  warningCount: auditCount,
  passedCount: auditCount,
  criticalIssues: issueTitles,
  warningIssues: issueTitles,
  /**
   * Set by the server, never taken from a request: true when the request carried a valid
   * report token, so the URL, score and counts are those of an audit this server ran (the
   * token's, whatever the request said); false when they are only what the browser sent.
   */
  auditVerified: z.boolean({ error: MSG_AUDIT_VERIFIED }).default(false),
  marketingConsent,
});
export type AuditRequest = z.infer<typeof auditRequestFormSchema>;

/** Report e-mails the server sends (server/leads/report-sends.ts), counted per day in the database. */
export const AUDIT_REPORT_CAPS = {
  /** Reports to one e-mail address a day. */
  perRecipient: 1,
  /** Reports asked for from one network (an IPv4 address, an IPv6 /64) a day. */
  perSender: 5,
  /** Reports to everyone a day. */
  perDay: 200,
} as const;

/** Why the report was not e-mailed to the visitor, though the request was stored. */
export type AuditReportRefusal = "missing" | "invalid" | "expired" | "recipient" | "sender" | "daily";

const SAVED = "We have saved your request, and our team will be in touch.";

/** The visitor's explanation, shown on the page as the answer's `reportNotSent`. */
export const MSG_AUDIT_REPORT_REFUSED: Record<AuditReportRefusal, string> = {
  missing: `We did not e-mail the report: this request did not come from an audit run on our SEO Audit Generator page. ${SAVED}`,
  invalid: `We did not e-mail the report: the audit's details did not match the audit our server ran. Run the audit again and ask for the report from its result. ${SAVED}`,
  expired: `We did not e-mail the report: this audit was run more than an hour ago. Run it again to have its report e-mailed. ${SAVED}`,
  recipient: `We did not e-mail the report: this address has already been sent a report today, and we send at most ${AUDIT_REPORT_CAPS.perRecipient} a day to one address. ${SAVED}`,
  sender: `We did not e-mail the report: ${AUDIT_REPORT_CAPS.perSender} reports have already been asked for from your network today, the most we send. ${SAVED}`,
  daily: `We did not e-mail the report: we have sent as many reports today as we send in a day. ${SAVED}`,
};

/** The answer to an audit request (201). */
export interface AuditRequestCreated {
  id: number;
  /** True only when the mail server accepted the report e-mail. */
  reportEmailed: boolean;
  /** When the server chose not to e-mail the report: why, in a sentence for the visitor. */
  reportNotSent?: string;
}
