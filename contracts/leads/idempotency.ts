// The idempotency key of a lead form: made when the form is shown, sent with it (a hidden
// field, so a form sent without JavaScript carries it too, and in the JSON body), so a second
// tap or a retry after a time-out is recognised as the same request and answered with the
// first lead instead of storing another one (server/leads/idempotency.ts).
//
// Prerendered pages cannot hold a key per visitor: their hidden field carries NO_SCRIPT_FORM_KEY
// until the page's script replaces it with a random key. The server keys a lead by this key
// together with the form's content, so visitors who share the page's key never share a lead.

export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** 16–64 letters, digits, "-" or "_": a UUID fits, and nothing else needs more. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const MSG_BAD_IDEMPOTENCY_KEY = "The form's send key could not be read. Please reload the page and try again.";

/** The key a prerendered form holds before its script runs (and keeps without JavaScript). */
export const NO_SCRIPT_FORM_KEY = "form-sent-without-script";

/** A new random key for one showing of a form. */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === "function") return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
