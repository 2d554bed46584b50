import { z } from "zod";
import { parseUrl } from "../site/web-address.ts";

// Contract of POST /api/seo-audit, shared by the browser form and the server.
// Pure: zod only, no Node, React or DOM imports (URL is a JavaScript global on both sides).

export const SEO_AUDIT_PATH = "/api/seo-audit";
const SEO_AUDIT_URL_MAX_LENGTH = 2048;

export const MSG_URL_REQUIRED = "Please enter a website URL";
export const MSG_URL_INVALID = "Please enter a valid website URL, for example https://example.com";
export const MSG_URL_SCHEME = "Only http:// and https:// websites can be audited";
export const MSG_URL_TOO_LONG = `The website URL must be at most ${SEO_AUDIT_URL_MAX_LENGTH} characters`;
export const MSG_URL_CREDENTIALS = "Website addresses with a user name or password cannot be audited";

const SCHEME_PATTERN = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Adds https:// when the visitor typed no scheme ("example.com/page" → "https://example.com/page").
 * A scheme is only recognised with "//" after it, so "example.com:8080" is a host and port.
 */
export function withDefaultScheme(input: string): string {
  const trimmed = input.trim();
  if (trimmed === "" || SCHEME_PATTERN.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, "")}`;
}

/** Why a (scheme-completed) URL cannot be audited, or null when it can. */
export function urlProblem(url: string): string | null {
  const parsed = parseUrl(url);
  if (parsed === null) return MSG_URL_INVALID;
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return MSG_URL_SCHEME;
  if (parsed.hostname === "") return MSG_URL_INVALID;
  if (parsed.username !== "" || parsed.password !== "") return MSG_URL_CREDENTIALS;
  return null;
}

export const seoAuditRequestSchema = z.object({
  url: z
    .string({ error: MSG_URL_REQUIRED })
    .trim()
    .min(1, { error: MSG_URL_REQUIRED })
    .max(SEO_AUDIT_URL_MAX_LENGTH, { error: MSG_URL_TOO_LONG })
    .transform(withDefaultScheme)
    .superRefine((value, ctx) => {
      const problem = urlProblem(value);
      if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
    }),
});

/** What the form sends (before trimming and defaulting). */
/** What the server works with: trimmed, with a scheme, parseable, http(s). */

const checkStatusSchema = z.enum(["passed", "warning", "critical"]);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

const metricKeySchema = z.enum(["pageSpeed", "mobileUsability", "seoScore", "accessibility"]);
export type MetricKey = z.infer<typeof metricKeySchema>;

const score = z.number().int().min(0).max(100);

const auditCheckSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: checkStatusSchema,
  /** What the audit found, e.g. 'Title: "Acme – Shoes" (12 characters)'. */
  found: z.string(),
  description: z.string(),
  recommendation: z.string().optional(),
  /** What the finding lists one by one (each insecure resource, each heavy image…), when it lists things. */
  details: z.array(z.string()).optional(),
  /** The check's weight in the sub-score it is listed under; 0 for advice that costs no points. */
  weight: z.number().min(0),
  metric: metricKeySchema,
  /** What the check earned, 0 to 1 (Lighthouse's pass = 1, fail = 0), or null when it does not apply. */
  score: z.number().min(0).max(1).nullable(),
  /** The Lighthouse audit whose rules the check follows, when there is one. */
  lighthouse: z.string().optional(),
});
export type AuditCheck = z.infer<typeof auditCheckSchema>;

const technicalIssueSchema = z.object({
  type: checkStatusSchema,
  title: z.string(),
  description: z.string(),
});
export type TechnicalIssue = z.infer<typeof technicalIssueSchema>;

export const seoAuditResultSchema = z.object({
  // The report's fields, as the SEO audit page shows them.
  url: z.string(),
  overallScore: score,
  issues: z.object({
    critical: z.number().int().min(0),
    warning: z.number().int().min(0),
    passed: z.number().int().min(0),
  }),
  metrics: z.object({
    pageSpeed: score,
    mobileUsability: score,
    seoScore: score,
    accessibility: score,
  }),
  technicalIssues: z.array(technicalIssueSchema),
  recommendations: z.array(z.string()),
  // Extras of the real audit.
  /** ISO-8601 UTC time the page was fetched. */
  fetchedAt: z.string(),
  /** URL after redirects. */
  finalUrl: z.string(),
  /** Every URL visited, the requested one first, finalUrl last. */
  redirectChain: z.array(z.string()),
  statusCode: z.number().int(),
  /** Time to the first byte of the final response, in ms. */
  responseTimeMs: z.number().int().min(0),
  /** Time for the whole page fetch including redirects and body, in ms. */
  totalTimeMs: z.number().int().min(0),
  /** Size of the HTML after decompression, in bytes. */
  pageBytes: z.number().int().min(0),
  /** Bytes received on the wire for the HTML (compressed size when compressed). */
  transferBytes: z.number().int().min(0),
  /** Content-Encoding of the page (gzip, br, deflate) or null when uncompressed. */
  compression: z.string().nullable(),
  robotsTxt: z.enum(["found", "missing", "unreachable"]),
  checks: z.array(auditCheckSchema),
  /**
   * Proof that this server ran the audit: its URL, score and counts, signed, good for an
   * hour. 'E-mail me this report' sends it back (contracts/leads/forms.ts); only then is the report
   * e-mailed. Absent when the server could not sign (its database away).
   */
  reportToken: z.string().optional(),
});
export type SeoAuditResult = z.infer<typeof seoAuditResultSchema>;

export const seoAuditErrorSchema = z.object({
  error: z.string(),
  /** Per-field messages when the request body is invalid. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type SeoAuditError = z.infer<typeof seoAuditErrorSchema>;

/** The score colour rule: green at 90 and above, yellow at 70 and above, otherwise red. */
export function scoreColor(value: number): "green" | "yellow" | "red" {
  if (value >= 90) return "green";
  if (value >= 70) return "yellow";
  return "red";
}
