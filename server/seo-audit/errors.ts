import { MSG_URL_INVALID, MSG_URL_SCHEME } from "#contracts/seo-audit.ts";

// Every way an audit can fail, with the message the visitor sees and the HTTP status we answer.

const ERR_INVALID_URL = MSG_URL_INVALID;
export const ERR_UNSUPPORTED_SCHEME = MSG_URL_SCHEME;
export const ERR_NOT_FOUND = "We could not find this website. Check the address and try again.";
export const ERR_ADDRESS_NOT_ALLOWED =
  "This address is not allowed: it points to a private, local or internal network, which the audit cannot visit.";
export const ERR_TIMEOUT = "The website took too long to answer (the limit is 10 seconds).";
export const ERR_NOT_HTML = "This address did not return an HTML page, so there is nothing to audit.";
export const ERR_TOO_LARGE = "The page is larger than 5 MB, too large to audit.";
export const ERR_TOO_MANY_REDIRECTS = "The address redirects more than 5 times, so the audit stopped following it.";
export const ERR_CONNECTION_FAILED = "We could not connect to this website. Check that it is online and try again.";
const ERR_BAD_ENCODING = "The website sent the page in a compressed form that could not be read.";
export const ERR_UNEXPECTED = "The audit could not be completed. Please try again in a moment.";

export type AuditErrorCode =
  | "INVALID_URL"
  | "UNSUPPORTED_SCHEME"
  | "NOT_FOUND"
  | "ADDRESS_NOT_ALLOWED"
  | "TIMEOUT"
  | "NOT_HTML"
  | "TOO_LARGE"
  | "TOO_MANY_REDIRECTS"
  | "CONNECTION_FAILED"
  | "BAD_ENCODING";

const DEFAULTS: Record<AuditErrorCode, { message: string; status: 400 | 422 | 502 | 504 }> = {
  INVALID_URL: { message: ERR_INVALID_URL, status: 400 },
  UNSUPPORTED_SCHEME: { message: ERR_UNSUPPORTED_SCHEME, status: 400 },
  NOT_FOUND: { message: ERR_NOT_FOUND, status: 422 },
  ADDRESS_NOT_ALLOWED: { message: ERR_ADDRESS_NOT_ALLOWED, status: 422 },
  TIMEOUT: { message: ERR_TIMEOUT, status: 504 },
  NOT_HTML: { message: ERR_NOT_HTML, status: 422 },
  TOO_LARGE: { message: ERR_TOO_LARGE, status: 422 },
  TOO_MANY_REDIRECTS: { message: ERR_TOO_MANY_REDIRECTS, status: 422 },
  CONNECTION_FAILED: { message: ERR_CONNECTION_FAILED, status: 502 },
  BAD_ENCODING: { message: ERR_BAD_ENCODING, status: 502 },
};

export class AuditError extends Error {
  readonly code: AuditErrorCode;
  /** HTTP status to answer the API call with. */
  readonly status: 400 | 422 | 502 | 504;
  /** Technical detail for logs, never shown to the visitor. */
  readonly detail: string | undefined;

  constructor(code: AuditErrorCode, detail?: string, message?: string) {
    const d = DEFAULTS[code];
    super(message ?? d.message);
    this.name = "AuditError";
    this.code = code;
    this.status = d.status;
    this.detail = detail;
  }
}

export function isAuditError(value: unknown): value is AuditError {
  return value instanceof AuditError;
}
