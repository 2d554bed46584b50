import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  FORM_SENT_PAGES,
  HONEYPOT_FIELD,
  type LeadError,
  FORM_SUBMISSION_TYPES,
  type FormSubmissionType,
} from "#contracts/leads/form-constants.ts";
import { isCrossSiteFormPost } from "#server/platform/origin.ts";

// The lead forms sent without JavaScript: <form method="post" action="/forms/…"> with an
// application/x-www-form-urlencoded body. The routes (routes.ts) run the JSON API's own
// handlers on them; this module reads the body into the JSON API's shape first and turns its
// JSON answer into one a browser shows: 303 to the form's thank-you page, or an HTML page
// that lists what to correct.

export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

export type FormKind = "submissions" | "subscribers";

/** Fields a form sends once per ticked box: always a list, even of one or none. */
const LIST_FIELDS = new Set(["platforms"]);
/** Keys no form has, which must never become properties of a plain object. */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** The fields of a urlencoded body; a repeated single field keeps its first value. */
export function readFormFields(body: string): Record<string, string | string[]> {
  const params = new URLSearchParams(body);
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (UNSAFE_KEYS.has(key)) continue;
    fields[key] = LIST_FIELDS.has(key) ? params.getAll(key) : (params.get(key) ?? "");
  }
  return fields;
}

/** The JSON API's body `{ type, data, reportToken, idempotencyKey, homepage }` from a form's fields. */
export function submissionEnvelope(fields: unknown): Record<string, unknown> {
  const {
    type,
    reportToken,
    idempotencyKey,
    [HONEYPOT_FIELD]: honeypot,
    ...data
  } = (fields ?? {}) as Record<string, unknown>;
  return { type, data, reportToken, idempotencyKey, [HONEYPOT_FIELD]: honeypot };
}

/** preHandler of the submissions form route: the body in the shape the JSON handler reads. */
export async function asSubmissionEnvelope(request: FastifyRequest): Promise<void> {
  request.body = submissionEnvelope(request.body);
}

function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"];
  return typeof type === "string" && (type.split(";")[0]?.trim().toLowerCase() ?? "") === FORM_CONTENT_TYPE;
}

const MSG_NOT_FORM = "Please send the form from its page on our website.";
/** The refusal of a post from another site; browserAnswer() makes its page. */
const MSG_CROSS_SITE_FORM = "This form was sent to us from another website, so we did not accept it.";

/**
 * preHandler of the form routes: a post from another site (server/platform/origin.ts) is refused
 * with 403 before anything is stored. Posts from our own pages are not touched.
 */
export async function refuseCrossSiteForm(request: FastifyRequest, reply: FastifyReply) {
  if (isCrossSiteFormPost(request)) {
    void reply.code(403).send({ error: MSG_CROSS_SITE_FORM } satisfies LeadError);
    return reply;
  }
}

/** onRequest of the form routes: other content types are refused before the body is read. */
export async function requireFormPost(request: FastifyRequest, reply: FastifyReply) {
  if (!isFormPost(request)) {
    void reply.code(415).send({ error: MSG_NOT_FORM } satisfies LeadError);
    return reply;
  }
}

// ---------------------------------------------------------------------------------------
// Which form it was: where it lives, what its fields are called

interface FormInfo {
  /** The page with the form, for the way back. */
  page: string;
  /** "the contact form": how the answer page names it. */
  name: string;
  thanks: string;
}

const SUBMISSION_FORMS: Record<FormSubmissionType, FormInfo> = {
  contact: { page: "/contact", name: "the contact form", thanks: FORM_SENT_PAGES.contact },
  quote: { page: "/quote", name: "the quote form", thanks: FORM_SENT_PAGES.quote },
  application: { page: "/careers", name: "the application form", thanks: FORM_SENT_PAGES.application },
  // The report request lives in the audit's result panel, which needs JavaScript to exist.
  audit: { page: "/tools/seo-audit-generator", name: "the report request form", thanks: "/tools/seo-audit-generator" },
};
const HOME_QUOTE_FORM: FormInfo = { ...SUBMISSION_FORMS.quote, page: "/" };
const SUBSCRIBE_FORM: FormInfo = { page: "/blog", name: "the subscribe form", thanks: FORM_SENT_PAGES.subscribed };
const UNKNOWN_FORM: FormInfo = { page: "/", name: "the form", thanks: "/" };

function formOf(kind: FormKind, body: unknown): FormInfo {
  if (kind === "subscribers") return SUBSCRIBE_FORM;
  const envelope = (body ?? {}) as { type?: unknown; data?: { source?: unknown } };
  const type = FORM_SUBMISSION_TYPES.find((known) => known === envelope.type);
  if (!type) return UNKNOWN_FORM;
  if (type === "quote" && envelope.data?.source === "home") return HOME_QUOTE_FORM;
  return SUBMISSION_FORMS[type];
}

/** The labels the forms show (app/site/components/forms), so the list names what the visitor saw. */
const FIELD_LABELS: Record<string, string> = {
  type: "Form",
  data: "Form",
  source: "Form",
  openingId: "Opening",
  openingTitle: "Opening",
  fullName: "Full Name",
  contactNumber: "Contact Number",
  email: "Email Address",
  website: "Website",
  websiteUrl: "Website URL",
  monthlyBudget: "Monthly Ad Budget",
  platforms: "Platforms / Services You Need",
  goals: "Your Goals",
  message: "Message",
  portfolioUrl: "Link to CV or Portfolio",
  coverNote: "Cover Note",
  marketingConsent: "News and offers",
  idempotencyKey: "Form",
  toolContext: "You came from",
};

function fieldLabel(form: FormInfo, field: string): string {
  if (form === SUBSCRIBE_FORM && field === "email") return "Your e-mail address";
  if (form === SUBMISSION_FORMS.application && field === "contactNumber") return "Phone Number";
  return FIELD_LABELS[field] ?? field;
}

// ---------------------------------------------------------------------------------------
// The answer page

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#334155;background:#f8fafc;line-height:1.6}
header{background:#fff;border-bottom:1px solid #e2e8f0}
header a{display:inline-block;padding:16px 20px;font-weight:800;font-size:1.125rem;color:#1a3785;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:32px 16px 48px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:24px;box-shadow:0 1px 2px rgb(15 23 42/.06)}
h1{margin:0 0 8px;font-size:1.5rem;line-height:1.25;color:#0f172a}
ul{margin:16px 0;padding:0;list-style:none}
li{margin:8px 0;padding:10px 12px;border-left:4px solid #dc2626;background:#fef2f2;border-radius:8px;color:#7f1d1d}
li strong{display:block;color:#0f172a}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:20px}
.button{display:inline-flex;align-items:center;min-height:44px;padding:10px 18px;border-radius:8px;font-weight:600;text-decoration:none;background:#1647d6;color:#fff}
.button.secondary{background:#fff;color:#1647d6;box-shadow:inset 0 0 0 1px #bfdbfe}
label{display:block;margin:16px 0 4px;font-weight:600;color:#0f172a}
input{display:block;width:100%;min-height:44px;padding:8px 12px;border:1px solid #94a3b8;border-radius:8px;font:inherit}
button.button{border:0;font:inherit;cursor:pointer}
p.error{padding:10px 12px;border-left:4px solid #dc2626;background:#fef2f2;border-radius:8px;color:#7f1d1d}
`.trim();

/**
 * The page's own policy: nothing but its inline stylesheet (by hash) and the favicon, and a
 * form may post only to this site.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${crypto.createHash("sha256").update(STYLE).digest("base64")}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/** A small page of the site's look (header, one card) that needs no script: for answers to form posts. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Crestline Digital</title>
<link rel="icon" href="/favicon.ico">
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Crestline Digital</a></header>
<main><div class="card">
${body}
</div></main>
</body>
</html>
`;
}

/** Why the form was not sent, and the way back to it with what was typed. */
function notSentPage(form: FormInfo, answer: Partial<LeadError>): { title: string; html: string } {
  const fields = answer.fields && typeof answer.fields === "object" ? Object.entries(answer.fields) : [];
  const back =
    `<p>Go back with your browser's Back button: what you typed is still in ${escapeHtml(form.name)}.</p>` +
    `<div class="actions"><a class="button" href="${escapeHtml(form.page)}">Open ${escapeHtml(form.name)} again</a>` +
    `<a class="button secondary" href="/">Go to the home page</a></div>`;
  if (fields.length > 0) {
    const title = "Please check your form";
    const items = fields
      .map(
        ([field, message]) =>
          `<li><strong>${escapeHtml(fieldLabel(form, field))}</strong>${escapeHtml(String(message))}</li>`,
      )
      .join("\n");
    return {
      title,
      html: page(
        title,
        `<h1>${title}</h1>\n<p>We could not send ${escapeHtml(form.name)} yet. Please correct:</p>\n<ul>\n${items}\n</ul>\n${back}`,
      ),
    };
  }
  const title = "Your form was not sent";
  const reason = typeof answer.error === "string" ? answer.error : "Failed to submit form. Please try again.";
  return { title, html: page(title, `<h1>${title}</h1>\n<p>${escapeHtml(reason)}</p>\n${back}`) };
}

/**
 * A post from another site: says so in plain words and links to the form on our site. What a
 * person typed into our own pages never comes here, and is still in the form they left.
 */
function crossSitePage(form: FormInfo): string {
  const title = "Your form was not sent";
  return page(
    title,
    `<h1>${title}</h1>
<p>${escapeHtml(MSG_CROSS_SITE_FORM)} A page on another website may have tried to send it in your name.</p>
<p>If you meant to write to Crestline Digital, please open ${escapeHtml(form.name)} on our website and send it from there.</p>
<div class="actions"><a class="button" href="${escapeHtml(form.page)}">Open ${escapeHtml(form.name)} on our website</a>
<a class="button secondary" href="/">Go to the home page</a></div>`,
  );
}

function parseAnswer(payload: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(payload));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * onSend of the form routes: the JSON API's answer, whoever sent it (the handler, the error
 * handler, a limit), becomes a browser's: a success (the honeypot's look-alike included) is a
 * 303 to the thank-you page, so reloading it sends nothing twice; a refusal keeps its status
 * and is an HTML page.
 */
export function browserAnswer(kind: FormKind) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const answer = parseAnswer(payload);
    const form = formOf(kind, request.body);
    reply.header("cache-control", "no-store").header("content-type", "text/html; charset=utf-8");
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const thanks = form.thanks;
      reply.code(303).header("location", thanks);
      return `<!doctype html><title>Sent</title><p><a href="${escapeHtml(thanks)}">Continue</a></p>\n`;
    }
    reply.header("content-security-policy", PAGE_CSP);
    if (reply.statusCode === 403 && answer.error === MSG_CROSS_SITE_FORM) return crossSitePage(form);
    return notSentPage(form, answer).html;
  };
}
