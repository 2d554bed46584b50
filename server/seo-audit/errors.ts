import { MSG_URL_INVALID, MSG_URL_SCHEME } from "#contracts/seo-audit/audit.ts";

// Every way an audit can fail, with the message the visitor sees and the HTTP status we answer.

const ERR_INVALID_URL = MSG_URL_INVALID;
export const ERR_UNSUPPORTED_SCHEME = MSG_URL_SCHEME;
export const ERR_ADDRESS_NOT_ALLOWED =
  "This address is not allowed: it points to a private, local or internal network, which the audit cannot visit.";
export const ERR_TIMEOUT = "The website took too long to answer (the limit is 10 seconds).";
export const ERR_NOT_HTML = "This address did not return an HTML page, so there is nothing to audit.";
export const ERR_TOO_LARGE = "The page is larger than 5 MB, too large to audit.";
export const ERR_TOO_MANY_REDIRECTS = "The address redirects more than 5 times, so the audit stopped following it.";
/**
 * One answer for every network failure (unknown name, a name of a private network, refused or
 * reset connection, no answer to connect, invalid certificate): a different text for each would
 * let the audit map which hosts and ports exist. The cause goes to the server's log only.
 */
export const ERR_CONNECTION_FAILED =
  "We could not reach this website: its name was not found, it did not accept our connection, or its secure (HTTPS) connection could not be opened. Check the address and that the site is online, then try again.";
/** The audit connects to the web's own ports only, so it cannot be used to probe other services. */
export const ERR_PORT_NOT_ALLOWED =
  "The audit visits websites only on the standard web ports, 80 (http://) and 443 (https://): remove the port from the address.";
export const portNotAllowedMessage = (port: string): string =>
  `This address uses port ${port}. ${ERR_PORT_NOT_ALLOWED}`;
const ERR_BAD_ENCODING = "The website sent the page in a compressed form that could not be read.";
export const ERR_TOO_DEEP =
  "This page is nested more than 1,024 elements deep, far deeper than browsers build a page (they stop at 512), so the audit cannot analyse it.";
export const ERR_UNEXPECTED = "The audit could not be completed. Please try again in a moment.";

export type AuditErrorCode =
  | "INVALID_URL"
  | "UNSUPPORTED_SCHEME"
  | "ADDRESS_NOT_ALLOWED"
  | "PORT_NOT_ALLOWED"
  | "TIMEOUT"
  | "NOT_HTML"
  | "TOO_LARGE"
  | "TOO_MANY_REDIRECTS"
  | "CONNECTION_FAILED"
  | "BAD_ENCODING"
  | "TOO_DEEP";

const DEFAULTS: Record<AuditErrorCode, { message: string; status: 400 | 422 | 502 | 504 }> = {
  INVALID_URL: { message: ERR_INVALID_URL, status: 400 },
  UNSUPPORTED_SCHEME: { message: ERR_UNSUPPORTED_SCHEME, status: 400 },
  ADDRESS_NOT_ALLOWED: { message: ERR_ADDRESS_NOT_ALLOWED, status: 422 },
  PORT_NOT_ALLOWED: { message: ERR_PORT_NOT_ALLOWED, status: 422 },
  TIMEOUT: { message: ERR_TIMEOUT, status: 504 },
  NOT_HTML: { message: ERR_NOT_HTML, status: 422 },
  TOO_LARGE: { message: ERR_TOO_LARGE, status: 422 },
  TOO_MANY_REDIRECTS: { message: ERR_TOO_MANY_REDIRECTS, status: 422 },
  CONNECTION_FAILED: { message: ERR_CONNECTION_FAILED, status: 422 },
  BAD_ENCODING: { message: ERR_BAD_ENCODING, status: 502 },
  TOO_DEEP: { message: ERR_TOO_DEEP, status: 422 },
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

/** An AuditError as plain data: how it crosses from an analysis worker (analysis-worker.ts) to the pool. */
export interface AuditErrorData {
  code: AuditErrorCode;
  message: string;
  detail?: string;
}

export function auditErrorData(error: unknown): AuditErrorData | undefined {
  if (!isAuditError(error)) return undefined;
  return { code: error.code, message: error.message, ...(error.detail ? { detail: error.detail } : {}) };
}

export function auditErrorFromData(data: AuditErrorData): AuditError {
  return new AuditError(data.code, data.detail, data.message);
}
