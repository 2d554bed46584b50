import { AuditError } from "../errors.ts";

// Network failures as the audit's errors: every one becomes CONNECTION_FAILED, whose detail
// keeps the cause for the log; the deadline's own TIMEOUT passes through.

export function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === "string") return code;
  }
  return "";
}

/** Turns a network error into an AuditError (the deadline's own error passes through). */
export function toAuditError(error: unknown, signal: AbortSignal): AuditError {
  if (error instanceof AuditError) return error;
  if (signal.aborted && signal.reason instanceof AuditError) return signal.reason;
  const code = errorCode(error);
  const detail = `${code} ${error instanceof Error ? error.message : String(error)}`.trim();
  return new AuditError("CONNECTION_FAILED", detail);
}
